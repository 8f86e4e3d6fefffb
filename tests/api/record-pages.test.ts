// Pages served with their record's name in the HTML (pocketbase/pb_hooks/lib/pages/record-pages.js): what a visitor's
// browser receives for /institutions/{id}, /instructors/{id}, /programs/{id}, their add-rating forms and the report
// forms. The templates and the route table here stand in for the build's (which hold the same markers); the server
// must fill them in with public data only, escaped, and serve the plain shell for anything else, with 404 when no
// public record has that id.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor } from './support/actors';
import {
  createInstitution,
  createInstructor,
  createProgram,
  instructorRatingBody,
  programRatingBody,
  seeded,
} from './support/fixtures';

const recordPages = createRequire(import.meta.url)('../../pocketbase/pb_hooks/lib/pages/record-pages.js') as {
  TEMPLATE_ID: string;
  INSTITUTION_ID: string;
  NAME_MARKER: string;
  SERVED_MARKER: string;
  DEPARTMENT_MARKER: string;
  INSTITUTION_NAME_MARKER: string;
};
const { TEMPLATE_ID, INSTITUTION_ID, NAME_MARKER, SERVED_MARKER, DEPARTMENT_MARKER, INSTITUTION_NAME_MARKER } =
  recordPages;

const SHELL = '<!doctype html><html><body><div id="root">SHELL</div></body></html>';
const template = (path: string, body = `<h1>${NAME_MARKER}</h1>`, served = true) =>
  `<!doctype html><html><head><title>${NAME_MARKER} · رايك</title></head><body>` +
  `<div id="root" data-prerendered="${path}"${served ? ` data-served="${SERVED_MARKER}"` : ''}>${body}</div></body></html>`;
// Where the instructor page's template has the facts: the institution's Arabic name, a link to it by id, the department.
const instructorFacts =
  `<h1>${NAME_MARKER}</h1><dd class="institution" data-id="${INSTITUTION_ID}">${INSTITUTION_NAME_MARKER}</dd>` +
  `<dd class="department">${DEPARTMENT_MARKER}</dd>`;

// Where the program page's template names its institution: the Arabic name, a link to it by id.
const programFacts = `<h1>${NAME_MARKER}</h1><dd class="institution" data-id="${INSTITUTION_ID}">${INSTITUTION_NAME_MARKER}</dd>`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    publicFiles: {
      'shell.html': SHELL,
      'record-pages/institution.html': template(`/institutions/${TEMPLATE_ID}`),
      'record-pages/instructor.html': template(`/instructors/${TEMPLATE_ID}`, instructorFacts),
      'record-pages/instructor-verified.html': template(
        `/instructors/${TEMPLATE_ID}`,
        `${instructorFacts}<p>VERIFIED</p>`,
      ),
      'record-pages/program.html': template(`/programs/${TEMPLATE_ID}`, programFacts),
      'record-pages/institution-rating.html': template(
        `/institutions/${TEMPLATE_ID}/add-rating`,
        `<h1>RATE ${NAME_MARKER}</h1>`,
      ),
      'record-pages/instructor-rating.html': template(
        `/instructors/${TEMPLATE_ID}/add-rating`,
        `<h1>RATE ${NAME_MARKER}</h1>`,
      ),
      'record-pages/program-rating.html': template(
        `/programs/${TEMPLATE_ID}/add-rating`,
        `<h1>RATE ${NAME_MARKER}</h1>`,
      ),
      'record-pages/report-instructor-rating.html': template(
        `/report/instructor-rating/${TEMPLATE_ID}`,
        '<h1>REPORT A RATING</h1>',
        false,
      ),
      'record-pages/report-instructors.html': template(
        `/report/instructors/${TEMPLATE_ID}`,
        '<h1>REPORT AN INSTRUCTOR</h1>',
        false,
      ),
      'app-routes.json': JSON.stringify({
        caseSensitive: false,
        paths: [
          '/',
          '/institutions/$institutionId',
          '/institutions/$institutionId/add-rating',
          '/instructors/$instructorId',
          '/instructors/$instructorId/add-rating',
          '/programs/$programId',
          '/programs/$programId/add-rating',
          '/report/$type/$id',
          '/account',
        ],
      }),
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function page(path: string) {
  const res = await fetch(`${server.url}${path}`);
  const html = await res.text();
  const served = /data-served="([^"]*)"/.exec(html)?.[1];
  return {
    res,
    html,
    h1: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
    institution: /<dd class="institution" data-id="([^"]*)">([^<]*)<\/dd>/.exec(html)?.slice(1),
    department: /<dd class="department">([^<]*)<\/dd>/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    prerendered: /data-prerendered="([^"]*)"/.exec(html)?.[1],
    served: served === undefined ? undefined : (JSON.parse(decode(served)) as unknown),
  };
}

describe('an institution page', () => {
  test('carries its Arabic name as title and the public naming fields as served rows, escaped', async () => {
    const nameAr = `كلية "التجربة" <script>alert('x')</script> & co`;
    const institution = await createInstitution(server.admin, { name_ar: nameAr });
    const p = await page(`/institutions/${institution.id}`);
    expect(p.res.status).toBe(200);
    expect(p.res.headers.get('content-type')).toContain('text/html');
    expect(p.res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(p.html).not.toContain('<script>alert');
    expect(decode(p.h1 ?? '')).toBe(nameAr);
    expect(decode(p.title ?? '')).toBe(`${nameAr} · رايك`);
    expect(p.prerendered).toBe(`/institutions/${institution.id}`);
    expect(p.served).toEqual([
      {
        collection: 'institutions',
        id: institution.id,
        data: { id: institution.id, name: institution.name, name_ar: nameAr },
      },
    ]);
  });

  test('without an Arabic name gets the plain shell', async () => {
    const institution = await createInstitution(server.admin, { name_ar: '' });
    const p = await page(`/institutions/${institution.id}`);
    expect(p.res.status).toBe(200);
    expect(p.html).toBe(SHELL);
  });
});

describe('an instructor page', () => {
  test('names an ACTIVE instructor with where they teach; its served rows hold their public fields and the institution names (no author)', async () => {
    const institution = await createInstitution(server.admin, { name: 'Faculté des Tests', name_ar: 'كلية التجارب' });
    const instructor = await createInstructor(server.admin, institution.id, {
      name: 'Sami Trabelsi',
      department: 'Informatique <b>',
    });
    const p = await page(`/instructors/${instructor.id}`);
    expect(p.res.status).toBe(200);
    expect(p.h1).toBe('Sami Trabelsi');
    expect(p.institution).toEqual([institution.id, 'كلية التجارب']);
    expect(decode(p.department ?? '')).toBe('Informatique <b>');
    expect(p.html).not.toContain('<b>');
    expect(p.served).toEqual([
      {
        collection: 'instructors',
        id: instructor.id,
        data: {
          id: instructor.id,
          name: 'Sami Trabelsi',
          department: 'Informatique <b>',
          institution: institution.id,
          verified_profile: false,
        },
      },
      {
        collection: 'institutions_search',
        id: institution.id,
        data: { id: institution.id, name: 'Faculté des Tests', name_ar: 'كلية التجارب' },
      },
    ]);
    expect(p.html).not.toMatch(/"user"|RAYEK_RECORD|rayekinsttmpl/);
  });

  test("a professor's verified profile gets the template with the mark, and its served row says so; the mark goes with the claim", async () => {
    const institution = await createInstitution(server.admin, { name_ar: 'كلية الأساتذة' });
    const instructor = await createInstructor(server.admin, institution.id, {
      name: 'Nour Gharbi',
      department: 'Chimie',
    });
    const professor = await server.admin.collection('users').create({
      email: `prof-${instructor.id}@tests.local`,
      password: 'password-for-tests-1',
      passwordConfirm: 'password-for-tests-1',
      name: 'Nour',
      verified: true,
    });
    const claim = await server.admin.collection('instructor_claims').create({
      instructor: instructor.id,
      user: professor.id,
      message: 'I teach chemistry here.',
      status: 'APPROVED',
    });
    const verified = await page(`/instructors/${instructor.id}`);
    expect(verified.res.status).toBe(200);
    expect(verified.html).toContain('<p>VERIFIED</p>');
    expect((verified.served as { data: Record<string, unknown> }[])[0]?.data.verified_profile).toBe(true);
    expect(verified.html).not.toContain(professor.id);

    await server.admin.collection('instructor_claims').delete(claim.id);
    const plain = await page(`/instructors/${instructor.id}`);
    expect(plain.html).not.toContain('VERIFIED');
    expect((plain.served as { data: Record<string, unknown> }[])[0]?.data.verified_profile).toBe(false);
  });

  test('at an institution without an Arabic name gets the plain shell (the template shows the Arabic name)', async () => {
    const french = await createInstitution(server.admin, { name_ar: '' });
    const elsewhere = await createInstructor(server.admin, french.id, {
      name: 'Ali Ben Salah',
      department: 'Physique',
    });
    const p = await page(`/instructors/${elsewhere.id}`);
    expect(p.res.status).toBe(200);
    expect(p.html).toBe(SHELL);
  });

  test('never reveals an instructor that is not published: its page answers as an unknown id, 404 and the shell', async () => {
    const institution = await createInstitution(server.admin);
    const unknown = await page('/instructors/zzzzzzzzzzzzzzz');
    expect(unknown.res.status).toBe(404);
    expect(unknown.html).toBe(SHELL);
    for (const status of ['PENDING_APPROVAL', 'ARCHIVED']) {
      const hidden = await createInstructor(server.admin, institution.id, { name: `Hidden ${status}`, status });
      const p = await page(`/instructors/${hidden.id}`);
      expect(p.res.status, status).toBe(404);
      expect(p.res.headers.get('content-security-policy'), status).toContain("frame-ancestors 'none'");
      expect(p.html, status).toBe(SHELL);
    }
  });

  test('whose name holds the template markers shows that name as written, and the served rows only where they belong', async () => {
    const institution = await createInstitution(server.admin);
    // A name is the public's to choose (a suggestion, once published); "$&" would be a pattern in a replacement string.
    const name = `A ${SERVED_MARKER} b ${NAME_MARKER} c ${TEMPLATE_ID} $& <i>`;
    const instructor = await createInstructor(server.admin, institution.id, { name });
    const p = await page(`/instructors/${instructor.id}`);
    expect(p.res.status).toBe(200);
    expect(decode(p.h1 ?? '')).toBe(name);
    expect(decode(p.title ?? '')).toBe(`${name} · رايك`);
    expect(p.html).not.toContain('<i>');
    expect(p.prerendered).toBe(`/instructors/${instructor.id}`);
    expect((p.served as { data: unknown }[])[0]).toEqual({
      collection: 'instructors',
      id: instructor.id,
      data: {
        id: instructor.id,
        name,
        department: 'Informatique',
        institution: institution.id,
        verified_profile: false,
      },
    });
    expect(p.html.split('data-served=').length).toBe(2);
    expect(p.html.split('[{&quot;collection&quot;').length).toBe(2);
  });
});

describe('a program page', () => {
  test('is named by its specialization, else its discipline, and names its institution in Arabic', async () => {
    const institution = await createInstitution(server.admin, {
      name: 'Faculté des Sciences de Test',
      name_ar: 'كلية العلوم <التجريبية>',
    });
    const special = await createProgram(server.admin, institution.id, {
      discipline_major: 'Informatique',
      specialization_pathway: 'Génie logiciel',
    });
    const plain = await createProgram(server.admin, institution.id, {
      discipline_major: 'Mathématiques',
      specialization_pathway: '',
    });
    expect((await page(`/programs/${special.id}`)).h1).toBe('Génie logiciel');
    const p = await page(`/programs/${plain.id}`);
    expect(p.h1).toBe('Mathématiques');
    // The institution's Arabic name, escaped, and its id where the template links it.
    expect(p.institution).toEqual([institution.id, 'كلية العلوم &lt;التجريبية&gt;']);
    expect(p.served).toEqual([
      {
        collection: 'programs',
        id: plain.id,
        data: {
          id: plain.id,
          discipline_major: 'Mathématiques',
          specialization_pathway: '',
          institution: institution.id,
        },
      },
      {
        collection: 'institutions_search',
        id: institution.id,
        data: { id: institution.id, name: 'Faculté des Sciences de Test', name_ar: 'كلية العلوم <التجريبية>' },
      },
    ]);
  });

  test('of an institution without an Arabic name is the plain shell (the template would show an empty name)', async () => {
    const institution = await createInstitution(server.admin, { name_ar: '' });
    const program = await createProgram(server.admin, institution.id);
    const p = await page(`/programs/${program.id}`);
    expect(p.res.status).toBe(200);
    expect(p.html).toBe(SHELL);
  });
});

test('a record page of no public record answers 404 with the plain shell: unknown ids, malformed ids', async () => {
  for (const path of [
    '/institutions/zzzzzzzzzzzzzzz',
    '/institutions/short',
    '/programs/zzzzzzzzzzzzzzz',
    `/programs/${TEMPLATE_ID}`,
  ]) {
    const p = await page(path);
    expect(p.res.status, path).toBe(404);
    expect(p.html, path).toBe(SHELL);
  }
});

test('add-rating forms are named like their record pages, and answer 404 where the record page does', async () => {
  const institution = await createInstitution(server.admin, { name_ar: 'معهد التقييم' });
  const instructor = await createInstructor(server.admin, institution.id, { name: 'Hela Mansour' });
  const program = await createProgram(server.admin, institution.id, {
    discipline_major: 'Chimie',
    specialization_pathway: '',
  });
  const hidden = await createInstructor(server.admin, institution.id, {
    name: 'Hidden One',
    status: 'PENDING_APPROVAL',
  });
  const cases = [
    [`/institutions/${institution.id}/add-rating`, 'RATE معهد التقييم', 'institutions'],
    [`/instructors/${instructor.id}/add-rating`, 'RATE Hela Mansour', 'instructors'],
    [`/programs/${program.id}/add-rating`, 'RATE Chimie', 'programs'],
  ] as const;
  for (const [path, h1, collection] of cases) {
    const p = await page(path);
    expect(p.res.status, path).toBe(200);
    expect(p.h1, path).toBe(h1);
    expect(p.prerendered, path).toBe(path);
    expect((p.served as { collection: string }[])[0]?.collection, path).toBe(collection);
  }
  for (const path of [
    `/instructors/${hidden.id}/add-rating`,
    '/institutions/zzzzzzzzzzzzzzz/add-rating',
    '/programs/short/add-rating',
  ]) {
    const p = await page(path);
    expect(p.res.status, path).toBe(404);
    expect(p.html, path).toBe(SHELL);
  }
});

test("report forms of a public item get their kind's template with the id in the path and nothing served; a kind without a template the shell", async () => {
  const random = seeded(7);
  const author = await createActor(server);
  const institution = await createInstitution(server.admin);
  const instructor = await createInstructor(server.admin, institution.id);
  const program = await createProgram(server.admin, institution.id);
  const publish = (collection: string, body: Record<string, unknown>) =>
    server.admin.collection(collection).create({ ...body, status: 'ACTIVE', user: author.id });
  const rating = await publish('instructor_ratings', instructorRatingBody(instructor.id, random));
  const programRating = await publish('program_ratings', programRatingBody(program.id, random));
  const p = await page(`/report/instructor-rating/${rating.id}`);
  expect(p.res.status).toBe(200);
  expect(p.h1).toBe('REPORT A RATING');
  expect(p.prerendered).toBe(`/report/instructor-rating/${rating.id}`);
  expect(p.served).toBeUndefined();
  expect((await page(`/report/instructors/${instructor.id}`)).h1).toBe('REPORT AN INSTRUCTOR');
  // A kind without a template in this build: the app renders it.
  const q = await page(`/report/program-rating/${programRating.id}`);
  expect(q.res.status).toBe(200);
  expect(q.html).toBe(SHELL);
  // A kind that does not exist, an item nobody may see, a malformed id: 404 (tests/api/crawlers.test.ts has more).
  for (const path of [
    `/report/x/${rating.id}`,
    '/report/instructor-rating/abcdefghij12345',
    '/report/instructor-rating/"><script>',
  ]) {
    const r = await page(path);
    expect(r.res.status, path).toBe(404);
    expect(r.html, path).toBe(SHELL);
  }
});

test('other app paths get the plain shell with 200', async () => {
  const p = await page('/account');
  expect(p.res.status).toBe(200);
  expect(p.html).toBe(SHELL);
});
