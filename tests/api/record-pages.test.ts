// Record pages served with their record's name in the HTML (pocketbase/pb_hooks/lib/record-pages.js): what a
// visitor's browser receives for /institutions/{id}, /instructors/{id} and /programs/{id}. The templates and the
// route table here stand in for the build's (which hold the same markers); the server must fill them in with
// public data only, escaped, and serve the plain shell for anything else, with 404 when no public record has
// that id.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createInstitution, createInstructor, createProgram } from './support/fixtures';

const recordPages = createRequire(import.meta.url)('../../pocketbase/pb_hooks/lib/record-pages.js') as {
  TEMPLATE_ID: string;
  NAME_MARKER: string;
  SEED_MARKER: string;
};
const { TEMPLATE_ID, NAME_MARKER, SEED_MARKER } = recordPages;

const SHELL = '<!doctype html><html><body><div id="root">SHELL</div></body></html>';
const template = (kind: string) =>
  `<!doctype html><html><head><title>${NAME_MARKER} · رايك</title></head><body>` +
  `<div id="root" data-prerendered="/${kind}/${TEMPLATE_ID}" data-seed="${SEED_MARKER}"><h1>${NAME_MARKER}</h1></div></body></html>`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    publicFiles: {
      'shell.html': SHELL,
      'record-pages/institution.html': template('institutions'),
      'record-pages/instructor.html': template('instructors'),
      'record-pages/program.html': template('programs'),
      'app-routes.json': JSON.stringify({
        caseSensitive: false,
        paths: ['/', '/institutions/$institutionId', '/institutions/$institutionId/add-rating', '/instructors/$instructorId', '/programs/$programId', '/report/$type/$id'],
      }),
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

async function page(path: string) {
  const res = await fetch(`${server.url}${path}`);
  const html = await res.text();
  const seed = /data-seed="([^"]*)"/.exec(html)?.[1];
  return {
    res,
    html,
    h1: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    prerendered: /data-prerendered="([^"]*)"/.exec(html)?.[1],
    seed: seed === undefined ? undefined : (JSON.parse(decode(seed)) as unknown),
  };
}

describe('an institution page', () => {
  test('carries its Arabic name as title and the public naming fields as seed, escaped', async () => {
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
    expect(p.seed).toEqual([{ collection: 'institutions', id: institution.id, data: { id: institution.id, name: institution.name, name_ar: nameAr } }]);
  });

  test('without an Arabic name gets the plain shell', async () => {
    const institution = await createInstitution(server.admin, { name_ar: '' });
    const p = await page(`/institutions/${institution.id}`);
    expect(p.res.status).toBe(200);
    expect(p.html).toBe(SHELL);
  });
});

describe('an instructor page', () => {
  test('names an ACTIVE instructor, and its seed holds nothing but the id and name (no author)', async () => {
    const institution = await createInstitution(server.admin);
    const instructor = await createInstructor(server.admin, institution.id, { name: 'Sami Trabelsi' });
    const p = await page(`/instructors/${instructor.id}`);
    expect(p.h1).toBe('Sami Trabelsi');
    expect(p.seed).toEqual([{ collection: 'instructors', id: instructor.id, data: { id: instructor.id, name: 'Sami Trabelsi' } }]);
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

  test('whose name holds the template markers shows that name as written, and the seed only where it belongs', async () => {
    const institution = await createInstitution(server.admin);
    // A name is the public's to choose (a suggestion, once published); "$&" would be a pattern in a replacement string.
    const name = `A ${SEED_MARKER} b ${NAME_MARKER} c ${TEMPLATE_ID} $& <i>`;
    const instructor = await createInstructor(server.admin, institution.id, { name });
    const p = await page(`/instructors/${instructor.id}`);
    expect(p.res.status).toBe(200);
    expect(decode(p.h1 ?? '')).toBe(name);
    expect(decode(p.title ?? '')).toBe(`${name} · رايك`);
    expect(p.html).not.toContain('<i>');
    expect(p.prerendered).toBe(`/instructors/${instructor.id}`);
    expect(p.seed).toEqual([{ collection: 'instructors', id: instructor.id, data: { id: instructor.id, name } }]);
    expect(p.html.split('data-seed=').length).toBe(2);
    expect(p.html.split('[{&quot;collection&quot;').length).toBe(2);
  });
});

describe('a program page', () => {
  test('is named by its specialization, else its discipline', async () => {
    const institution = await createInstitution(server.admin);
    const special = await createProgram(server.admin, institution.id, { discipline_major: 'Informatique', specialization_pathway: 'Génie logiciel' });
    const plain = await createProgram(server.admin, institution.id, { discipline_major: 'Mathématiques', specialization_pathway: '' });
    expect((await page(`/programs/${special.id}`)).h1).toBe('Génie logiciel');
    const p = await page(`/programs/${plain.id}`);
    expect(p.h1).toBe('Mathématiques');
    expect(p.seed).toEqual([
      { collection: 'programs', id: plain.id, data: { id: plain.id, discipline_major: 'Mathématiques', specialization_pathway: '' } },
    ]);
  });
});

test('a record page of no public record answers 404 with the plain shell: unknown ids, malformed ids', async () => {
  for (const path of ['/institutions/zzzzzzzzzzzzzzz', '/institutions/short', '/programs/zzzzzzzzzzzzzzz', `/programs/${TEMPLATE_ID}`]) {
    const p = await page(path);
    expect(p.res.status, path).toBe(404);
    expect(p.html, path).toBe(SHELL);
  }
});

test('other app paths get the plain shell with 200: deeper pages of a record are rendered by the app', async () => {
  const institution = await createInstitution(server.admin);
  for (const path of [`/institutions/${institution.id}/add-rating`, '/institutions/zzzzzzzzzzzzzzz/add-rating', '/report/x/y']) {
    const p = await page(path);
    expect(p.res.status, path).toBe(200);
    expect(p.html, path).toBe(SHELL);
  }
});
