// What a search engine's crawler gets (a plain fetch, no JavaScript) from the server that serves the app
// (pocketbase/pb_hooks/10_http.pb.js): private pages, forms and e-mail links' pages say `X-Robots-Tag: noindex`
// (contract/private-pages.js) and public pages do not; a report form of an unknown kind or of an item a guest
// may not see, a reply form of no published rating of that instructor, and a comparison of no public record, are
// not-found pages (404, lib/pages/page-records.js); robots.txt lets every public page, and the API reads behind them, be
// crawled. The public directory is laid out like the build's, with the router's real route table.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor } from './support/actors';
import {
  createInstitution,
  createInstructor,
  createProgram,
  institutionRatingBody,
  instructorRatingBody,
  seeded,
} from './support/fixtures';

const SHELL = '<!doctype html><html><body><div id="root">SHELL</div></body></html>';
const page = (path: string) =>
  `<!doctype html><html><body><div id="root" data-prerendered="${path}">PAGE</div></body></html>`;
const TEMPLATE_ID = 'rayekrecordtmpl';
const REPORT_TYPES = ['institution-rating', 'program-rating', 'instructor-rating', 'instructors', 'rating-reply'];

let server: TestServer;
const ids = {
  institution: '',
  program: '',
  instructor: '',
  pendingInstructor: '',
  rating: '',
  pendingRating: '',
  instructorRating: '',
  otherInstructor: '',
  pendingInstructorRating: '',
  ratingOfPendingInstructor: '',
};

beforeAll(async () => {
  const reportTemplates = Object.fromEntries(
    REPORT_TYPES.map((type) => [`record-pages/report-${type}.html`, page(`/report/${type}/${TEMPLATE_ID}`)]),
  );
  server = await startTestServer({
    env: { RAYEK_RATE_LIMITS: 'off' },
    publicFiles: {
      'index.html': page('/'),
      'shell.html': SHELL,
      'home/index.html': page('/home'),
      'institutions/index.html': page('/institutions'),
      'guidelines/index.html': page('/guidelines'),
      'instructors/add/index.html': page('/instructors/add'),
      'record-pages/institution.html': page(`/institutions/${TEMPLATE_ID}`),
      'record-pages/institution-rating.html': page(`/institutions/${TEMPLATE_ID}/add-rating`),
      ...reportTemplates,
      'robots.txt': fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'public', 'robots.txt'), 'utf8'),
      // The route table the build writes (dist/app-routes.json), as the router has it today.
      'app-routes.json': JSON.stringify({
        caseSensitive: false,
        paths: [
          '/',
          '/account',
          '/compare',
          '/guidelines',
          '/home',
          '/moderation',
          '/my-contributions',
          '/not-authorized',
          '/outbox',
          '/privacy-policy',
          '/terms-of-use',
          '/confirm-email-change/$token',
          '/instructors/add',
          '/reset-password/$token',
          '/verify/$token',
          '/institutions',
          '/instructors',
          '/programs',
          '/claims/verify/$token',
          '/institutions/$institutionId/add-rating',
          '/instructors/$instructorId/add-rating',
          '/instructors/$instructorId/claim',
          '/programs/$programId/add-rating',
          '/report/$type/$id',
          '/institutions/$institutionId',
          '/instructors/$instructorId',
          '/programs/$programId',
          '/instructors/$instructorId/reply/$ratingId',
        ],
      }),
    },
  });
  const random = seeded(29);
  const [author, other] = [await createActor(server), await createActor(server)];
  ids.institution = (await createInstitution(server.admin)).id;
  ids.program = (await createProgram(server.admin, ids.institution)).id;
  ids.instructor = (await createInstructor(server.admin, ids.institution)).id;
  ids.pendingInstructor = (
    await createInstructor(server.admin, ids.institution, { status: 'PENDING_APPROVAL', user: author.id })
  ).id;
  const rate = (collection: string, body: Record<string, unknown>, user = author.id) =>
    server.admin.collection(collection).create({ ...body, user });
  ids.rating = (
    await rate('institution_ratings', institutionRatingBody(ids.institution, random, { status: 'ACTIVE' }))
  ).id;
  ids.pendingRating = (
    await rate(
      'institution_ratings',
      institutionRatingBody(ids.institution, random, { status: 'PENDING_APPROVAL' }),
      other.id,
    )
  ).id;
  ids.instructorRating = (
    await rate('instructor_ratings', instructorRatingBody(ids.instructor, random, { status: 'ACTIVE' }))
  ).id;
  ids.otherInstructor = (await createInstructor(server.admin, ids.institution)).id;
  ids.pendingInstructorRating = (
    await rate(
      'instructor_ratings',
      instructorRatingBody(ids.instructor, random, { status: 'PENDING_APPROVAL' }),
      other.id,
    )
  ).id;
  ids.ratingOfPendingInstructor = (
    await rate('instructor_ratings', instructorRatingBody(ids.pendingInstructor, random, { status: 'ACTIVE' }))
  ).id;
});
afterAll(async () => {
  await server?.stop();
});

/** A crawler's fetch: no cookies, no JavaScript, redirects not followed. */
async function crawl(path: string) {
  const res = await fetch(`${server.url}${path}`, { redirect: 'manual', headers: { 'user-agent': 'Googlebot/2.1' } });
  return { status: res.status, robots: res.headers.get('x-robots-tag'), body: await res.text() };
}

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCd';

describe('private pages, forms and e-mail links say noindex', () => {
  test('each kind, as served (shell, prerendered page or filled template), in any case and with a trailing slash', async () => {
    const pages = [
      '/account',
      '/account/',
      '/ACCOUNT',
      '/outbox',
      '/moderation',
      '/my-contributions',
      '/not-authorized',
      '/instructors/add',
      `/institutions/${ids.institution}/add-rating`,
      `/programs/${ids.program}/add-rating`,
      `/instructors/${ids.instructor}/add-rating`,
      `/instructors/${ids.instructor}/claim`,
      `/instructors/${ids.instructor}/reply/${ids.instructorRating}`,
      `/report/institution-rating/${ids.rating}`,
      `/report/instructors/${ids.instructor}`,
      `/verify/${TOKEN}`,
      `/reset-password/${TOKEN}`,
      `/confirm-email-change/${TOKEN}`,
      `/claims/verify/${TOKEN}`,
    ];
    for (const path of pages) {
      const res = await crawl(path);
      expect(res.status, path).toBe(200);
      expect(res.robots, path).toBe('noindex');
    }
  });

  test("the build's HTML files asked for by their own name (copies of pages, templates, the shell)", async () => {
    for (const path of ['/index.html', '/shell.html', '/guidelines/index.html', '/record-pages/institution.html']) {
      const res = await crawl(path);
      expect(res.status, path).toBe(200);
      expect(res.robots, path).toBe('noindex');
    }
  });

  test('public pages do not', async () => {
    for (const path of [
      '/',
      '/home',
      '/institutions',
      '/guidelines',
      `/institutions/${ids.institution}`,
      `/instructors/${ids.instructor}`,
      `/programs/${ids.program}`,
      '/compare',
      `/compare?kind=institutions&ids=${ids.institution}`,
      '/robots.txt',
    ]) {
      const res = await crawl(path);
      expect(res.status, path).toBe(200);
      expect(res.robots, path).toBeNull();
    }
  });
});

describe('links naming nothing public are not-found pages', () => {
  test('a report form of an unknown kind, or of an item a guest may not see, answers 404 with the shell', async () => {
    for (const path of [
      `/report/nonsense/${ids.rating}`,
      `/report/institution_ratings/${ids.rating}`,
      `/report/institution-rating/${ids.pendingRating}`,
      '/report/institution-rating/abcdefghij12345',
      // A rating's id under another kind.
      `/report/program-rating/${ids.rating}`,
      `/report/instructors/${ids.pendingInstructor}`,
      `/report/rating-reply/${ids.instructorRating}`,
    ]) {
      const res = await crawl(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toBe(SHELL);
    }
    // The public items' forms are pages.
    expect((await crawl(`/report/institution-rating/${ids.rating}`)).status).toBe(200);
    expect((await crawl(`/report/instructor-rating/${ids.instructorRating}`)).status).toBe(200);
    expect((await crawl(`/report/instructors/${ids.instructor}`)).status).toBe(200);
  });

  test('a reply form naming no published rating of that published instructor answers 404 with the shell', async () => {
    for (const path of [
      // Another instructor's rating, a rating waiting for moderation, a rating of an instructor not published,
      // an institution's rating, an unknown id and no id at all.
      `/instructors/${ids.otherInstructor}/reply/${ids.instructorRating}`,
      `/instructors/${ids.instructor}/reply/${ids.pendingInstructorRating}`,
      `/instructors/${ids.pendingInstructor}/reply/${ids.ratingOfPendingInstructor}`,
      `/instructors/${ids.instructor}/reply/${ids.rating}`,
      `/instructors/${ids.instructor}/reply/abcdefghij12345`,
      `/instructors/${ids.instructor}/reply/nope`,
      `/instructors/abcdefghij12345/reply/${ids.instructorRating}`,
    ]) {
      const res = await crawl(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toBe(SHELL);
    }
    // A published rating of its published instructor is a page (a private one: noindex, above).
    for (const path of [
      `/instructors/${ids.instructor}/reply/${ids.instructorRating}`,
      `/instructors/${ids.instructor}/reply/${ids.instructorRating}/`,
    ]) {
      expect((await crawl(path)).status, path).toBe(200);
    }
  });

  test('a comparison whose ids name no public record of its kind answers 404 with the shell', async () => {
    for (const path of [
      `/compare?kind=instructors&ids=${ids.pendingInstructor}`,
      `/compare?kind=instructors&ids=abcdefghij12345,${ids.pendingInstructor}`,
      `/compare?kind=instructors&ids=${ids.institution}`,
      `/compare?kind=teachers&ids=${ids.instructor}`,
      `/compare?ids=${ids.institution}`,
      '/compare?kind=institutions&ids=nope,ABC',
    ]) {
      const res = await crawl(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toBe(SHELL);
    }
    // One public record among them is enough: the app shows it and says what the others are.
    for (const path of [
      `/compare?kind=instructors&ids=abcdefghij12345,${ids.pendingInstructor},${ids.instructor}`,
      `/compare?kind=programs&ids=${ids.program}`,
      '/compare?kind=instructors',
    ]) {
      expect((await crawl(path)).status, path).toBe(200);
    }
  });
});

test('robots.txt lets every public page and the API behind it be crawled, and the private pages too (to see their noindex)', async () => {
  const res = await fetch(`${server.url}/robots.txt`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const disallowed = (await res.text())
    .split('\n')
    .map((line) => /^Disallow:\s*(\S*)/i.exec(line.trim())?.[1])
    .filter((rule): rule is string => rule !== undefined && rule !== '');
  const blocked = (path: string) => disallowed.some((rule) => path.startsWith(rule));
  for (const path of [
    '/',
    '/institutions',
    `/institutions/${ids.institution}`,
    `/instructors/${ids.instructor}`,
    `/programs/${ids.program}`,
    '/guidelines',
    `/api/collections/institution_ratings/records?filter=(institution='${ids.institution}')`,
    '/api/rayek/search?q=x',
    '/assets/index-abc.js',
    '/account',
    `/report/institution-rating/${ids.rating}`,
  ]) {
    expect(blocked(path), path).toBe(false);
  }
  expect(blocked('/_/')).toBe(true);
});
