// What a chat app's link preview or a search engine reads of a record page without running the app
// (pocketbase/pb_hooks/lib/pages/record-head.js): in each language its address names, a title naming the record (a
// program with its institution), a description with the overall score and the number of published reviews as
// the app words and prints them, and Open Graph and Twitter card tags with the canonical address and the
// preview image of the record's kind and score. Nothing of a pending instructor; names stay text.
import fs from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES, type Language } from '@/domain/languages';
import { formatScore } from '@/lib/i18n/format-score';
import { INTL_LOCALES } from '@/lib/i18n/messages';
import { startTestServer, type TestServer } from './support/server';
import { createActor, type Actor } from './support/actors';
import {
  createInstitution,
  createInstructor,
  createProgram,
  institutionRatingBody,
  instructorRatingBody,
  programRatingBody,
  seeded,
} from './support/fixtures';

const APP_URL = 'https://rayek.example';
const TEMPLATE_ID = 'rayekrecordtmpl';
const template = (page: string) =>
  `<!doctype html><html lang="ar" dir="rtl"><head><title>__RAYEK_RECORD_NAME__ · رايك</title>` +
  `<meta name="description" content="general" /></head><body><div id="root" data-prerendered="${page}">` +
  `<h1>__RAYEK_RECORD_NAME__</h1></div></body></html>`;
const FILES = {
  'record-pages/institution.html': `/institutions/${TEMPLATE_ID}`,
  'record-pages/instructor.html': `/instructors/${TEMPLATE_ID}`,
  'record-pages/program.html': `/programs/${TEMPLATE_ID}`,
};
const lang = (language: Language) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'lang', `${language}.json`), 'utf8')) as Record<
    string,
    string
  >;
const intlOf = (language: Language) => createIntl({ locale: INTL_LOCALES[language], messages: lang(language) });

let server: TestServer;
let users: Actor[] = [];
const random = seeded(29);

beforeAll(async () => {
  const heads = Object.fromEntries(
    Object.keys(FILES).map((file) => [
      file,
      {
        fr: { title: '__RAYEK_RECORD_NAME__ · Rayek', description: 'générale' },
        en: { title: '__RAYEK_RECORD_NAME__ · Rayek', description: 'general' },
      },
    ]),
  );
  server = await startTestServer({
    env: { RAYEK_RATE_LIMITS: 'off', RAYEK_APP_URL: APP_URL },
    publicFiles: {
      'shell.html':
        '<!doctype html><html><head><title>Shell</title></head><body><div id="root">SHELL</div></body></html>',
      ...Object.fromEntries(Object.entries(FILES).map(([file, page]) => [file, template(page)])),
      'page-heads.json': JSON.stringify(heads),
      'app-routes.json': JSON.stringify({
        caseSensitive: false,
        paths: ['/', '/institutions/$institutionId', '/instructors/$instructorId', '/programs/$programId'],
      }),
    },
  });
  users = [await createActor(server), await createActor(server), await createActor(server)];
});
afterAll(async () => {
  await server?.stop();
});

/** The page as a link preview fetches it: its title, description and meta tags by property or name. */
async function preview(page: string) {
  const res = await fetch(`${server.url}${page}`, { headers: { 'user-agent': 'WhatsApp/2.23' } });
  const html = await res.text();
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const tags = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g))
    tags.set(m[1] ?? '', decode(m[2] ?? ''));
  return { status: res.status, html, title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), tags };
}

/** Two published ratings and a pending one (not counted), by three users. */
async function rate(collection: string, body: () => Record<string, unknown>) {
  for (const [i, user] of users.entries()) {
    await server.admin
      .collection(collection)
      .create({ ...body(), user: user.id, status: i < 2 ? 'ACTIVE' : 'PENDING_APPROVAL' });
  }
}

/** The head the app words for a record with figures (src/lib/head/record-description.ts), in `language`. */
function expectedHead(language: Language, page: string, name: string, figures: { overall: number; count: number }) {
  const intl = intlOf(language);
  const description =
    figures.count > 0
      ? intl.formatMessage(
          { id: 'browse.head.description' },
          { name, score: formatScore(intl, figures.overall), count: figures.count },
        )
      : intl.formatMessage({ id: 'browse.head.descriptionNone' }, { name });
  return { title: intl.formatMessage({ id: 'meta.title' }, { page }), description };
}

const address = (page: string, language: Language | null) => `${page}${language ? `?lang=${language}` : ''}`;

describe('a record page shared as a link', () => {
  test('an institution: its name, score and review count in each language, and the preview of its score', async () => {
    const institution = await createInstitution(server.admin, {
      name: 'Faculté des Aperçus',
      name_ar: 'كلية المعاينات',
    });
    await rate('institution_ratings', () => institutionRatingBody(institution.id, random));
    const row = await server.admin.collection('institutions_search').getOne(institution.id);
    const figures = { overall: Number(row.overall_rating), count: Number(row.review_count) };
    expect(figures.count).toBe(2);
    for (const language of [null, ...LANGUAGES]) {
      const shown = language ?? 'ar';
      const name = shown === 'ar' ? 'كلية المعاينات' : 'Faculté des Aperçus';
      const page = await preview(address(`/institutions/${institution.id}`, language));
      const head = expectedHead(shown, name, name, figures);
      expect(page.status).toBe(200);
      expect(page.title).toBe(head.title);
      expect(page.tags.get('description')).toBe(head.description);
      expect(page.tags.get('og:title')).toBe(head.title);
      expect(page.tags.get('og:description')).toBe(head.description);
      expect(page.tags.get('twitter:description')).toBe(head.description);
      expect(page.tags.get('og:url')).toBe(`${APP_URL}${address(`/institutions/${institution.id}`, language)}`);
      const tenths = Math.round(
        Number(new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(figures.overall)) * 10,
      );
      const image = `${APP_URL}/previews/institutions-${tenths}-${shown}.png`;
      expect(page.tags.get('og:image')).toBe(image);
      expect(page.tags.get('twitter:image')).toBe(image);
      expect(page.tags.get('twitter:card')).toBe('summary_large_image');
      expect([page.tags.get('og:image:width'), page.tags.get('og:image:height')]).toEqual(['1200', '630']);
      expect(page.tags.get('og:image:alt')).toContain(lang(shown)['institution.title']);
      expect(page.tags.get('og:locale')).toMatch(new RegExp(`^${shown}_[A-Z]{2}$`));
      // One description, one title: the general ones are replaced, not joined.
      expect(page.html.match(/<meta name="description"/g)).toHaveLength(1);
      for (const user of users) expect(page.html).not.toContain(user.id);
    }
  });

  test('a program: titled with its institution, named in the page language', async () => {
    const institution = await createInstitution(server.admin, { name: 'Institut des Liens', name_ar: 'معهد الروابط' });
    const program = await createProgram(server.admin, institution.id, { specialization_pathway: 'Génie des partages' });
    await rate('program_ratings', () => programRatingBody(program.id, random));
    const row = await server.admin.collection('programs_search').getOne(program.id);
    const figures = { overall: Number(row.overall_rating), count: Number(row.review_count) };
    for (const language of LANGUAGES) {
      const intl = intlOf(language);
      const institutionName = language === 'ar' ? 'معهد الروابط' : 'Institut des Liens';
      const titled = intl.formatMessage(
        { id: 'browse.head.programTitle' },
        { program: 'Génie des partages', institution: institutionName },
      );
      const head = expectedHead(language, titled, 'Génie des partages', figures);
      const page = await preview(address(`/programs/${program.id}`, language));
      expect(page.title).toBe(head.title);
      expect(page.tags.get('og:title')).toBe(head.title);
      expect(page.tags.get('description')).toBe(head.description);
      expect(page.tags.get('og:image')).toMatch(new RegExp(`/previews/programs-\\d\\d-${language}\\.png$`));
    }
  });

  test('an instructor without published reviews says so, with the preview of no score; names stay text', async () => {
    const institution = await createInstitution(server.admin);
    const name = 'Sami "<b>" & {name} $&';
    const instructor = await createInstructor(server.admin, institution.id, { name, status: 'ACTIVE' });
    await server.admin
      .collection('instructor_ratings')
      .create({ ...instructorRatingBody(instructor.id, random), user: users[0]?.id, status: 'PENDING_APPROVAL' });
    for (const language of LANGUAGES) {
      const page = await preview(address(`/instructors/${instructor.id}`, language));
      const head = expectedHead(language, name, name, { overall: 0, count: 0 });
      expect(page.title).toBe(head.title);
      expect(page.tags.get('og:description')).toBe(head.description);
      expect(page.tags.get('og:image')).toBe(`${APP_URL}/previews/instructors-none-${language}.png`);
      expect(page.html).not.toContain('<b>');
    }
  });

  test('a pending instructor has no preview: not found, no tags', async () => {
    const institution = await createInstitution(server.admin);
    const pending = await createInstructor(server.admin, institution.id, {
      name: 'Suggestion Privée',
      status: 'PENDING_APPROVAL',
      user: users[1]?.id,
    });
    const page = await preview(`/instructors/${pending.id}?lang=fr`);
    expect(page.status).toBe(404);
    expect(page.tags.has('og:title')).toBe(false);
    expect(page.html).not.toContain('Suggestion Privée');
  });
});
