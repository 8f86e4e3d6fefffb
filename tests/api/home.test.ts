// The home page's content (GET /api/rayek/home, pocketbase/pb_hooks/lib/pages/home.js) and the home page served with
// it (lib/pages/home-page.js), as a guest reads them: only published (ACTIVE) ratings of public targets, newest first;
// nothing of who wrote them; the best-rated lists only hold records with the minimum number of ratings of
// contract/directory.js, best first; the counts are the published figures; the answer may be cached by anyone;
// and the served HTML carries the same content, every text escaped, before any script.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BEST_RATED_MIN_REVIEWS } from '@contract/directory.js';
import { HOME_COLLECTION, HOME_HTML_PLACE, HOME_ID, HOME_LATEST_REVIEWS } from '@contract/home.js';
import { INSTITUTION_SCORES, PROGRAM_SCORES } from '@contract/ratings.js';
import { startTestServer, type TestServer } from './support/server';
import { createInstitution, createInstructor, createProgram } from './support/fixtures';
import { createActor, type Actor } from './support/actors';
import { rating, type RatingKind } from './support/votes';

interface Home {
  minReviews: number;
  counts: { institutions: number; instructors: number; reviews: number };
  latest: { id: string; collection: string; target_id: string; review: string; score: number }[];
  institutions: { id: string; overall_rating: number; review_count: number }[];
  programs: { id: string; overall_rating: number; review_count: number }[];
}

const PAGE = (path: string) =>
  `<!doctype html><html><head><title>رايك</title></head><body><div id="root" data-prerendered="${path}">` +
  `<main><h1>HOME</h1>${HOME_HTML_PLACE}</main></div></body></html>`;

const all = (names: readonly string[], value: number) => Object.fromEntries(names.map((n) => [n, value]));
const HOSTILE = '<script>alert(1)</script> & "quoted" \'single\' $& review';

let server: TestServer;
let author: Actor;
const ids: Record<string, string> = {};
let home: { status: number; cacheControl: string | null; text: string; body: Home };

/** Keys anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

beforeAll(async () => {
  server = await startTestServer({
    env: { RAYEK_RATE_LIMITS: 'off' },
    publicFiles: { 'index.html': PAGE('/'), 'home/index.html': PAGE('/home') },
  });
  const admin = server.admin;
  author = await createActor(server, { name: 'Author Visible Name' });
  const write = (kind: RatingKind, target: string, extra: Record<string, unknown> = {}, user = '') =>
    rating(admin, kind, target, user, extra);

  ids.best = (await createInstitution(admin, { name: 'Institut Meilleur', name_ar: 'المعهد الأفضل' })).id;
  ids.lone = (await createInstitution(admin, { name: 'Institut Unique' })).id;
  ids.low = (await createInstitution(admin, { name: 'Institut Moyen' })).id;
  ids.program = (await createProgram(admin, ids.best, { discipline_major: 'Programme Classé' })).id;
  ids.fewProgram = (await createProgram(admin, ids.best, { discipline_major: 'Programme Peu Noté' })).id;
  ids.instructor = (await createInstructor(admin, ids.best, { name: 'Enseignant Publié' })).id;
  ids.pending = (
    await createInstructor(admin, ids.best, { name: 'Suggestion En Attente', status: 'PENDING_APPROVAL' })
  ).id;

  // The best-rated lists: three 5/5 and three 2/5 ratings rank; one 5/5 alone does not, however high.
  for (let i = 0; i < BEST_RATED_MIN_REVIEWS; i += 1) {
    await write('institution_ratings', ids.best, all(INSTITUTION_SCORES, 5));
    await write('institution_ratings', ids.low, all(INSTITUTION_SCORES, 2));
    await write('program_ratings', ids.program, all(PROGRAM_SCORES, 4));
  }
  await write('institution_ratings', ids.lone, all(INSTITUTION_SCORES, 5));
  for (let i = 1; i < BEST_RATED_MIN_REVIEWS; i += 1)
    await write('program_ratings', ids.fewProgram, all(PROGRAM_SCORES, 5));

  // The newest published ratings, one by a signed-up author; then what must never show, newer still; then one more.
  await write('instructor_ratings', ids.instructor, {
    review: 'LATEST_1 clear lectures',
    overall_quality: 4,
    course: 'L1',
  });
  await write('program_ratings', ids.program, { review: 'LATEST_2 demanding program' }, author.id);
  await write('institution_ratings', ids.low, { review: HOSTILE });
  await write(
    'instructor_ratings',
    ids.instructor,
    { review: 'LATEST_4 fair grading', overall_quality: 3, course: 'L4' },
    author.id,
  );
  await write('instructor_ratings', ids.pending, { review: 'HIDDEN pending instructor', course: 'H0' });
  for (const status of ['PENDING_APPROVAL', 'REPORTED', 'SUSPENDED']) {
    await write('institution_ratings', ids.best, { review: `HIDDEN ${status} rating`, status }, '');
    await write('instructor_ratings', ids.instructor, { review: `HIDDEN ${status} rating`, status, course: status });
  }
  await write('institution_ratings', ids.best, { review: 'LATEST_5 a lively campus', ...all(INSTITUTION_SCORES, 5) });

  const res = await fetch(`${server.url}/api/rayek/home`);
  const text = await res.text();
  home = { status: res.status, cacheControl: res.headers.get('cache-control'), text, body: JSON.parse(text) as Home };
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('GET /api/rayek/home', () => {
  test('is public and may be kept by a shared cache for a minute', () => {
    expect(home.status).toBe(200);
    expect(home.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });

  test('the latest reviews are the newest published ones, of public targets only, newest first', () => {
    const reviews = home.body.latest.map((r) => r.review);
    expect(reviews).toHaveLength(HOME_LATEST_REVIEWS);
    expect(reviews).toEqual([
      'LATEST_5 a lively campus',
      'LATEST_4 fair grading',
      HOSTILE,
      'LATEST_2 demanding program',
      'LATEST_1 clear lectures',
    ]);
    expect(home.text).not.toContain('HIDDEN');
    expect(home.text).not.toContain(ids.pending);
    expect(home.text).not.toContain('Suggestion En Attente');
    expect(home.body.latest[0]).toMatchObject({ collection: 'institution_ratings', target_id: ids.best, score: 5 });
    expect(home.body.latest[1]).toMatchObject({
      collection: 'instructor_ratings',
      target_id: ids.instructor,
      score: 3,
    });
  });

  test('says nothing of who wrote anything', () => {
    const keys = keysOf(home.body);
    for (const key of ['user', 'author', 'email', 'status', 'expand']) expect(keys.has(key)).toBe(false);
    expect(home.text).not.toContain(author.id);
    expect(home.text).not.toContain(author.email);
    expect(home.text).not.toContain('Author Visible Name');
  });

  test('the best rated reach the minimum number of reviews, best first', () => {
    expect(home.body.minReviews).toBe(BEST_RATED_MIN_REVIEWS);
    expect(home.body.institutions.map((r) => r.id)).toEqual([ids.best, ids.low]);
    expect(home.body.institutions[0]).toMatchObject({ overall_rating: 5, review_count: BEST_RATED_MIN_REVIEWS + 1 });
    expect(home.body.programs.map((r) => r.id)).toEqual([ids.program]);
    for (const row of [...home.body.institutions, ...home.body.programs]) {
      expect(row.review_count).toBeGreaterThanOrEqual(BEST_RATED_MIN_REVIEWS);
    }
  });

  test('the counts are the published figures', async () => {
    const admin = server.admin;
    const total = async (collection: string, filter = '') =>
      (await admin.collection(collection).getList(1, 1, { filter })).totalItems;
    expect(home.body.counts).toEqual({
      institutions: await total('institutions'),
      instructors: await total('instructors', "status = 'ACTIVE'"),
      reviews:
        (await total('institution_ratings', "status = 'ACTIVE'")) +
        (await total('program_ratings', "status = 'ACTIVE'")) +
        (await total('instructor_ratings', "status = 'ACTIVE' && instructor.status = 'ACTIVE'")),
    });
    // Not vacuous: the pending instructor's published rating is left out of the reviews.
    expect(await total('instructor_ratings', `status = 'ACTIVE' && instructor = '${ids.pending}'`)).toBe(1);
  });
});

describe('the home page served with its content', () => {
  for (const path of ['/', '/home']) {
    test(`${path} carries the content and its served answer, escaped, its place filled`, async () => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain(HOME_HTML_PLACE);
      expect(html).toContain('LATEST_5 a lively campus');
      expect(html).toContain(`href="/institutions/${ids.best}"`);
      expect(html).toContain(`href="/programs/${ids.program}"`);
      expect(html).toContain('المعهد الأفضل');
      // The hostile review is text, in the content and in the served attribute alike.
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).toContain(
        '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot; &#39;single&#39; $&amp; review',
      );
      expect(html).not.toContain('HIDDEN');
      expect(html).not.toContain(author.id);
      const attribute = /<div id="root" data-served="([^"]*)"/.exec(html)?.[1];
      expect(attribute).toBeDefined();
      const decoded = attribute!
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      const served = JSON.parse(decoded) as { collection: string; id: string; data: Home }[];
      expect(served).toHaveLength(1);
      expect(served[0]).toMatchObject({ collection: HOME_COLLECTION, id: HOME_ID });
      expect(served[0]!.data.latest.map((r) => r.review)).toEqual(home.body.latest.map((r) => r.review));
    });
  }

  test('the content is in the default language, its numbers as the app prints them', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('آخر التقييمات');
    expect(html).toContain('<td>5,0</td>');
    // The minimum's plural form in Arabic (3: "few"), as the app's message prints it.
    expect(html).toContain('على الأقل 3 تقييمات منشورة.');
  });
});
