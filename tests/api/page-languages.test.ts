// A page's address in each language (`?lang=ar|fr|en`; the bare path is the default, Arabic): what a search
// engine's crawler (a plain fetch, no JavaScript) gets for the home page, an institution's, a program's and an
// instructor's page in each language: <html lang dir>, the title and description in that language, the canonical
// address (its own, in its language) and the four alternates (ar, fr, en, x-default), absolute from the app's URL.
// The pages stand in for the build's (its <html>, head and markers); the titles and descriptions in the other
// languages are the app's texts (lang/*.json), laid out as the build writes them (page-heads.json).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createInstitution, createInstructor, createProgram } from './support/fixtures';

const { TEMPLATE_ID, NAME_MARKER } = createRequire(import.meta.url)(
  '../../pocketbase/pb_hooks/lib/pages/record-pages.js',
) as {
  TEMPLATE_ID: string;
  NAME_MARKER: string;
};

const APP_URL = 'https://rayek.example';
type Texts = Record<string, string>;
const texts = Object.fromEntries(
  ['ar', 'fr', 'en'].map((l) => [
    l,
    JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'lang', `${l}.json`), 'utf8')) as Texts,
  ]),
) as Record<'ar' | 'fr' | 'en', Texts>;
const homeTitle = (l: 'ar' | 'fr' | 'en') => texts[l]['meta.homeTitle']!;
const recordTitle = (l: 'ar' | 'fr' | 'en', name: string) => texts[l]['meta.title']!.replace('{page}', name);
const description = (l: 'ar' | 'fr' | 'en') => texts[l]['meta.description']!;
/** A record page's own description: these records have no published review yet (tests/api/record-heads.test.ts has the rest). */
const noReviews = (l: 'ar' | 'fr' | 'en', name: string) =>
  texts[l]['browse.head.descriptionNone']!.replace('{name}', name);

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A page as the build writes it: in Arabic, its enabled languages on the root. */
const built = (route: string, title: string) =>
  `<!doctype html><html lang="ar" dir="rtl" data-languages="ar fr en"><head><meta charset="utf-8" /><title>${escape(title)}</title>` +
  `<meta name="description" content="${escape(description('ar'))}" /></head>` +
  `<body><div id="root" data-prerendered="${route}"><h1>${title}</h1></div></body></html>`;
const headsIn = (title: (l: 'fr' | 'en') => string) =>
  Object.fromEntries((['fr', 'en'] as const).map((l) => [l, { title: title(l), description: description(l) }]));

const RECORD_FILES = {
  institution: ['record-pages/institution.html', `/institutions/${TEMPLATE_ID}`],
  program: ['record-pages/program.html', `/programs/${TEMPLATE_ID}`],
  instructor: ['record-pages/instructor.html', `/instructors/${TEMPLATE_ID}`],
} as const;

let server: TestServer;
const records = {
  institution: { id: '', title: '', otherTitle: '' },
  program: { id: '', title: '', institution: { ar: '', fr: '', en: '' } },
  instructor: { id: '', title: '' },
};

beforeAll(async () => {
  const publicFiles: Record<string, string> = {
    'index.html': built('/', homeTitle('ar')),
    'shell.html': built('', homeTitle('ar')).replace(' data-prerendered=""', ''),
    'app-routes.json': JSON.stringify({
      caseSensitive: false,
      paths: ['/', '/account', '/institutions/$institutionId', '/programs/$programId', '/instructors/$instructorId'],
    }),
  };
  const heads: Record<string, unknown> = { 'index.html': headsIn(homeTitle), 'shell.html': headsIn(homeTitle) };
  for (const [file, route] of Object.values(RECORD_FILES)) {
    publicFiles[file] = built(route, recordTitle('ar', NAME_MARKER));
    heads[file] = headsIn((l) => recordTitle(l, NAME_MARKER));
  }
  publicFiles['page-heads.json'] = JSON.stringify(heads);
  server = await startTestServer({ env: { RAYEK_APP_URL: APP_URL }, publicFiles });
  const institution = await createInstitution(server.admin);
  records.institution = { id: institution.id, title: institution.name_ar, otherTitle: institution.name };
  const program = await createProgram(server.admin, institution.id);
  const institutionName = { ar: institution.name_ar, fr: institution.name, en: institution.name };
  records.program = {
    id: program.id,
    title: program.specialization_pathway || program.discipline_major,
    institution: institutionName,
  };
  const instructor = await createInstructor(server.admin, institution.id);
  records.instructor = { id: instructor.id, title: instructor.name };
});
afterAll(async () => {
  await server?.stop();
});

/** A crawler's fetch: no cookies, no JavaScript, redirects not followed. */
async function crawl(address: string) {
  const res = await fetch(`${server.url}${address}`, {
    redirect: 'manual',
    headers: { 'user-agent': 'Googlebot/2.1' },
  });
  const body = await res.text();
  const attr = (tag: RegExp, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag.exec(body)?.[0] ?? '')?.[1];
  const decode = (s: string | undefined) =>
    s
      ?.replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return {
    status: res.status,
    lang: attr(/<html[^>]*>/, 'lang'),
    dir: attr(/<html[^>]*>/, 'dir'),
    title: decode(/<title>([^<]*)<\/title>/.exec(body)?.[1]),
    description: decode(attr(/<meta name="description"[^>]*>/, 'content')),
    canonical: [...body.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => decode(m[1])),
    alternates: Object.fromEntries(
      [...body.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => [m[1], decode(m[2])]),
    ),
  };
}

/** A program's title names its institution, as the page names it in that language. */
const programTitle = (l: 'ar' | 'fr' | 'en') =>
  texts[l]['browse.head.programTitle']!.replace('{program}', records.program.title).replace(
    '{institution}',
    records.program.institution[l],
  );

const PAGES: {
  name: string;
  path: () => string;
  title: (l: 'ar' | 'fr' | 'en') => string;
  description?: (l: 'ar' | 'fr' | 'en') => string;
}[] = [
  { name: 'the home page', path: () => '/', title: homeTitle },
  // In French and English, the app names an institution by its official French name.
  {
    name: "an institution's page",
    path: () => `/institutions/${records.institution.id}`,
    title: (l) => recordTitle(l, l === 'ar' ? records.institution.title : records.institution.otherTitle),
    description: (l) => noReviews(l, l === 'ar' ? records.institution.title : records.institution.otherTitle),
  },
  {
    name: "a program's page",
    path: () => `/programs/${records.program.id}`,
    title: (l) => recordTitle(l, programTitle(l)),
    description: (l) => noReviews(l, records.program.title),
  },
  {
    name: "an instructor's page",
    path: () => `/instructors/${records.instructor.id}`,
    title: (l) => recordTitle(l, records.instructor.title),
    description: (l) => noReviews(l, records.instructor.title),
  },
];

describe('a public page in each language', () => {
  for (const page of PAGES) {
    test(`${page.name}: each ?lang= is served in its language, the bare path (and an unknown lang) in Arabic`, async () => {
      const p = page.path();
      const alternates = {
        ar: `${APP_URL}${p}?lang=ar`,
        fr: `${APP_URL}${p}?lang=fr`,
        en: `${APP_URL}${p}?lang=en`,
        'x-default': `${APP_URL}${p}`,
      };
      for (const [query, language, canonical] of [
        ['?lang=ar', 'ar', alternates.ar],
        ['?lang=fr', 'fr', alternates.fr],
        ['?lang=en', 'en', alternates.en],
        ['', 'ar', alternates['x-default']],
        ['?lang=de', 'ar', alternates['x-default']],
      ] as const) {
        const res = await crawl(p + query);
        const at = `${p}${query}`;
        expect(res.status, at).toBe(200);
        expect(res.lang, at).toBe(language);
        expect(res.dir, at).toBe(language === 'ar' ? 'rtl' : 'ltr');
        expect(res.title, at).toBe(page.title(language));
        expect(res.description, at).toBe((page.description ?? description)(language));
        expect(res.canonical, at).toEqual([canonical]);
        expect(res.alternates, at).toEqual(alternates);
      }
    });
  }
});

describe('pages that are not public', () => {
  test('a private page is served in its language, without canonical or alternates (it is noindex)', async () => {
    const res = await crawl('/account?lang=en');
    expect(res.status).toBe(200);
    expect([res.lang, res.dir, res.title]).toEqual(['en', 'ltr', homeTitle('en')]);
    expect(res.canonical).toEqual([]);
    expect(res.alternates).toEqual({});
  });

  test('a page of no public record is a 404 without them either', async () => {
    const res = await crawl('/institutions/zzzzzzzzzzzzzzz?lang=fr');
    expect(res.status).toBe(404);
    expect(res.lang).toBe('fr');
    expect(res.canonical).toEqual([]);
  });
});
