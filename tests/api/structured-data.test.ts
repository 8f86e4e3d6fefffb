// Structured data (schema.org JSON-LD) in the served HTML of record pages (pocketbase/pb_hooks/lib/pages/structured-data.js):
// what a search engine reads without running the app. Its figures must be the read model's the page shows, rounded
// as the page prints them; nothing about who wrote a rating; nothing for a record that is not public; and a name
// is text, even one written to close the script element.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SERVED_RATINGS_PLACE } from '@contract/served-ratings.js';
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
const SHELL = '<!doctype html><html><body><div id="root">SHELL</div></body></html>';
const template = (path: string) =>
  `<!doctype html><html><head><title>__RAYEK_RECORD_NAME__</title><meta name="description" content="general" /></head><body><div id="root" data-prerendered="${path}">` +
  `<h1>__RAYEK_RECORD_NAME__</h1>${SERVED_RATINGS_PLACE}</div></body></html>`;

let server: TestServer;
let users: Actor[] = [];
const random = seeded(61);

beforeAll(async () => {
  server = await startTestServer({
    env: { RAYEK_RATE_LIMITS: 'off', RAYEK_APP_URL: APP_URL },
    publicFiles: {
      'shell.html': SHELL,
      'record-pages/institution.html': template(`/institutions/${TEMPLATE_ID}`),
      'record-pages/institution-rating.html': template(`/institutions/${TEMPLATE_ID}/add-rating`),
      'record-pages/instructor.html': template(`/instructors/${TEMPLATE_ID}`),
      'record-pages/program.html': template(`/programs/${TEMPLATE_ID}`),
      'app-routes.json': JSON.stringify({
        caseSensitive: false,
        paths: [
          '/',
          '/institutions/$institutionId',
          '/institutions/$institutionId/add-rating',
          '/instructors/$instructorId',
          '/programs/$programId',
        ],
      }),
    },
  });
  users = [await createActor(server), await createActor(server), await createActor(server)];
});
afterAll(async () => {
  await server?.stop();
});

type Thing = Record<string, unknown> & { '@type': string };

/** The page's JSON-LD blocks, parsed, and the page. */
async function served(path: string) {
  const res = await fetch(`${server.url}${path}`);
  const html = await res.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
  const graph = blocks.flatMap((b) => (JSON.parse(b) as { '@graph': Thing[] })['@graph']);
  return { status: res.status, html, blocks, graph, of: (type: string) => graph.find((t) => t['@type'] === type) };
}

/** What the page's summary shows: the read model's overall score (one decimal, as printed) and review count. */
async function shownFigures(collection: string, id: string) {
  const row = await server.admin.collection(collection).getOne(id);
  return {
    ratingValue: Number(Number(row.overall_rating).toFixed(1)),
    reviewCount: Number(row.review_count),
    bestRating: 5,
    worstRating: 1,
  };
}

/** Three ratings by three users: two published, one pending (not counted). */
async function rate(collection: string, body: () => Record<string, unknown>) {
  for (const [i, user] of users.entries()) {
    await server.admin
      .collection(collection)
      .create({ ...body(), user: user.id, status: i < 2 ? 'ACTIVE' : 'PENDING_APPROVAL' });
  }
}

function expectNoAuthor(html: string) {
  for (const user of users) expect(html).not.toContain(user.id);
  expect(html).not.toMatch(/"(author|user|creator)"/);
}

describe('an institution page', () => {
  test('describes a CollegeOrUniversity with the figures the page shows, and its breadcrumbs', async () => {
    const institution = await createInstitution(server.admin, {
      name: 'Faculté des Données',
      name_ar: 'كلية المعطيات',
    });
    await rate('institution_ratings', () => institutionRatingBody(institution.id, random));
    const p = await served(`/institutions/${institution.id}`);
    expect(p.status).toBe(200);
    expect(p.blocks).toHaveLength(1);
    const org = p.of('CollegeOrUniversity');
    expect(org).toMatchObject({
      name: 'كلية المعطيات',
      alternateName: 'Faculté des Données',
      url: `${APP_URL}/institutions/${institution.id}`,
    });
    const figures = await shownFigures('institutions_search', institution.id);
    expect(figures.reviewCount).toBe(2);
    expect(org?.aggregateRating).toEqual({ '@type': 'AggregateRating', ...figures });
    expect(p.of('BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: `${APP_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'المؤسسات', item: `${APP_URL}/institutions` },
      { '@type': 'ListItem', position: 3, name: 'كلية المعطيات', item: `${APP_URL}/institutions/${institution.id}` },
    ]);
    expectNoAuthor(p.html);
  });

  test('without published reviews has no aggregateRating, and its forms carry no structured data', async () => {
    const institution = await createInstitution(server.admin);
    await server.admin.collection('institution_ratings').create({
      ...institutionRatingBody(institution.id, random),
      user: users[0]!.id,
      status: 'PENDING_APPROVAL',
    });
    const p = await served(`/institutions/${institution.id}`);
    expect(p.of('CollegeOrUniversity')).toBeDefined();
    expect(p.of('CollegeOrUniversity')).not.toHaveProperty('aggregateRating');
    const form = await served(`/institutions/${institution.id}/add-rating`);
    expect(form.status).toBe(200);
    expect(form.blocks).toEqual([]);
  });

  test('whose name is written to close the script element keeps it as text inside the JSON', async () => {
    const hostile = `</script><script>alert(1)</script><!-- "q" & '$&' \u2028`;
    const institution = await createInstitution(server.admin, { name: `${hostile} fr`, name_ar: hostile });
    const p = await served(`/institutions/${institution.id}`);
    expect(p.status).toBe(200);
    expect(p.html).not.toContain('<script>alert');
    // One script element, closed where the server closed it: the JSON holds no "<" at all.
    expect(p.html.split('<script').length).toBe(2);
    expect(p.blocks[0]).not.toMatch(/[<>]/);
    expect(p.of('CollegeOrUniversity')?.name).toBe(hostile);
    expect(p.of('BreadcrumbList')?.itemListElement).toContainEqual(expect.objectContaining({ name: hostile }));
  });
});

describe('a program page', () => {
  test('describes a Course with its provider institution and the figures the page shows', async () => {
    const institution = await createInstitution(server.admin, {
      name: 'Institut des Tests',
      name_ar: 'معهد الاختبارات',
    });
    const program = await createProgram(server.admin, institution.id, {
      discipline_major: 'Informatique',
      specialization_pathway: 'Génie logiciel',
    });
    await rate('program_ratings', () => programRatingBody(program.id, random));
    const p = await served(`/programs/${program.id}`);
    expect(p.status).toBe(200);
    const course = p.of('Course');
    expect(course).toMatchObject({
      name: 'Génie logiciel',
      url: `${APP_URL}/programs/${program.id}`,
      provider: {
        '@type': 'CollegeOrUniversity',
        name: 'معهد الاختبارات',
        url: `${APP_URL}/institutions/${institution.id}`,
      },
    });
    const figures = await shownFigures('programs_search', program.id);
    expect(figures.reviewCount).toBe(2);
    expect(course?.aggregateRating).toEqual({ '@type': 'AggregateRating', ...figures });
    expect(p.of('BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: `${APP_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'معهد الاختبارات', item: `${APP_URL}/institutions/${institution.id}` },
      { '@type': 'ListItem', position: 3, name: 'Génie logiciel', item: `${APP_URL}/programs/${program.id}` },
    ]);
    expectNoAuthor(p.html);
    // A Course has a description: the page's own, with its figures.
    expect(course?.description).toBe(/<meta name="description" content="([^"]*)"/.exec(p.html)?.[1]);
  });

  test('in French: the names, breadcrumbs and addresses of the French page', async () => {
    const institution = await createInstitution(server.admin, { name: 'Institut des Langues', name_ar: 'معهد اللغات' });
    const program = await createProgram(server.admin, institution.id, { specialization_pathway: 'Traduction' });
    const p = await served(`/programs/${program.id}?lang=fr`);
    const institutionUrl = `${APP_URL}/institutions/${institution.id}?lang=fr`;
    expect(p.of('Course')).toMatchObject({
      name: 'Traduction',
      url: `${APP_URL}/programs/${program.id}?lang=fr`,
      provider: {
        '@type': 'CollegeOrUniversity',
        name: 'Institut des Langues',
        alternateName: 'معهد اللغات',
        url: institutionUrl,
      },
    });
    expect(p.of('BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${APP_URL}/?lang=fr` },
      { '@type': 'ListItem', position: 2, name: 'Institut des Langues', item: institutionUrl },
      { '@type': 'ListItem', position: 3, name: 'Traduction', item: `${APP_URL}/programs/${program.id}?lang=fr` },
    ]);
  });
});

describe('an instructor page', () => {
  test('describes a Person with their institution, without a rating (schema.org gives Person none)', async () => {
    const institution = await createInstitution(server.admin, { name_ar: 'كلية الأساتذة' });
    const instructor = await createInstructor(server.admin, institution.id, { name: 'Sami Trabelsi' });
    await rate('instructor_ratings', () => instructorRatingBody(instructor.id, random));
    const p = await served(`/instructors/${instructor.id}`);
    expect(p.status).toBe(200);
    const person = p.of('Person');
    expect(person).toEqual({
      '@type': 'Person',
      name: 'Sami Trabelsi',
      url: `${APP_URL}/instructors/${instructor.id}`,
      affiliation: {
        '@type': 'CollegeOrUniversity',
        name: 'كلية الأساتذة',
        alternateName: institution.name,
        url: `${APP_URL}/institutions/${institution.id}`,
      },
    });
    expect(p.of('BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: `${APP_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'كلية الأساتذة', item: `${APP_URL}/institutions/${institution.id}` },
      { '@type': 'ListItem', position: 3, name: 'Sami Trabelsi', item: `${APP_URL}/instructors/${instructor.id}` },
    ]);
    expectNoAuthor(p.html);
  });

  test('not published has no page and no structured data', async () => {
    const institution = await createInstitution(server.admin);
    const pending = await createInstructor(server.admin, institution.id, {
      status: 'PENDING_APPROVAL',
      user: users[0]!.id,
    });
    const p = await served(`/instructors/${pending.id}`);
    expect(p.status).toBe(404);
    expect(p.blocks).toEqual([]);
    expect(p.html).not.toContain(pending.name);
    expect(p.html).not.toContain('rating-card');
  });
});

describe('the first page of published reviews in the served HTML', () => {
  /** The reviews of the page's served list (in the element the app's list takes over), in order, as text. */
  function servedReviews(html: string) {
    const place = '<div id="served-ratings" class="served-ratings">';
    const at = html.indexOf(place);
    const block = at < 0 ? '' : html.slice(at + place.length, html.indexOf('</section></div>', at));
    const decode = (s: string) =>
      s
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    return {
      block,
      reviews: [...block.matchAll(/<p class="rating-review" dir="auto">([^<]*)<\/p>/g)].map((m) => decode(m[1]!)),
    };
  }

  test("is the app's first page (ACTIVE, newest first, five), escaped and without authors", async () => {
    const institution = await createInstitution(server.admin);
    const authors = [...users, ...(await Promise.all([0, 1, 2, 3, 4].map(() => createActor(server))))];
    const hostile = `</div></section><script>alert(1)</script> $& "quoted"`;
    for (const [i, author] of authors.entries()) {
      const status = i === 1 ? 'PENDING_APPROVAL' : i === 3 ? 'SUSPENDED' : 'ACTIVE';
      await server.admin.collection('institution_ratings').create({
        ...institutionRatingBody(institution.id, random),
        review: i === 7 ? hostile : `Review number ${i} by ${status}: a long enough text for the rules.`,
        user: author.id,
        status,
      });
    }
    // What the app asks for its first page, as a guest.
    const first = await fetch(
      `${server.url}/api/collections/institution_ratings/records?perPage=5&sort=-created,-id&filter=${encodeURIComponent(`institution="${institution.id}" && status="ACTIVE"`)}`,
    ).then((r) => r.json() as Promise<{ items: { review: string }[] }>);
    expect(first.items).toHaveLength(5);
    const p = await served(`/institutions/${institution.id}`);
    const { block, reviews } = servedReviews(p.html);
    expect(reviews).toEqual(first.items.map((r) => r.review));
    expect(reviews).toContain(hostile);
    expect(block).not.toMatch(/<script|<\/div><\/section><script/);
    expect(p.html).not.toContain('<script>alert');
    expect(p.html).not.toMatch(/PENDING_APPROVAL|SUSPENDED/);
    for (const author of authors) expect(p.html).not.toContain(author.id);
    // Visible before any script: in the app's root, where its rating list goes, not in a <noscript>; the cards
    // are the app's (rating-card.tsx), with their report links, and no vote counts.
    expect(p.html).not.toContain('<noscript>');
    expect(p.html.indexOf('id="served-ratings"')).toBeGreaterThan(p.html.indexOf('data-prerendered'));
    expect(p.html.indexOf('id="served-ratings"')).toBeLessThan(p.html.indexOf('</body>'));
    expect(block).toMatch(
      /^<section class="ratings" aria-labelledby="ratings-heading"><h2 id="ratings-heading">[^<]+<\/h2><ol class="rating-list"><li tabindex="-1"><article class="rating-card">/,
    );
    expect(block.match(/<a href="\/report\/institution-rating\/[a-z0-9]{15}" class="report-link">/g)).toHaveLength(5);
    expect(block).not.toMatch(/helpful|vote-count|vote-button/);
  });

  test('on an instructor page and a program page too, and none where nothing is published', async () => {
    const institution = await createInstitution(server.admin);
    const instructor = await createInstructor(server.admin, institution.id);
    const program = await createProgram(server.admin, institution.id);
    const empty = await createProgram(server.admin, institution.id);
    await rate('instructor_ratings', () =>
      instructorRatingBody(instructor.id, random, { course: 'Réseaux <avancés>' }),
    );
    await rate('program_ratings', () => programRatingBody(program.id, random));
    const teacher = await served(`/instructors/${instructor.id}`);
    expect(servedReviews(teacher.html).reviews).toHaveLength(2);
    expect(teacher.html).toContain('<h3 class="rating-course" dir="auto">Réseaux &lt;avancés&gt;</h3>');
    // The instructor card's answers, as the app's card lists them, and its scores' colours.
    expect(servedReviews(teacher.html).block.match(/<dl class="rating-answers">/g)).toHaveLength(2);
    expect(servedReviews(teacher.html).block).toMatch(
      /<span class="score-badge score-(good|fair|poor)"><span class="score-value">\d,0<\/span>/,
    );
    expect(servedReviews((await served(`/programs/${program.id}`)).html).reviews).toHaveLength(2);
    const none = (await served(`/programs/${empty.id}`)).html;
    expect(none).toContain('<div id="served-ratings" class="served-ratings"></div>');
    expect(servedReviews(none).reviews).toEqual([]);
  });
});
