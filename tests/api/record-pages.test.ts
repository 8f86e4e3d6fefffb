// Record pages served with their record's name in the HTML (pocketbase/pb_hooks/lib/record-pages.js): what a
// visitor's browser receives for /institutions/{id}, /instructors/{id} and /programs/{id}. The templates here
// stand in for the build's (which hold the same markers); the server must fill them in with public data only,
// escaped, and serve the plain shell for anything else.
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

  test('never reveals a suggestion waiting for approval: its page is the shell, as for an unknown id', async () => {
    const institution = await createInstitution(server.admin);
    const pending = await createInstructor(server.admin, institution.id, { name: 'Pending Person', status: 'PENDING_APPROVAL' });
    const p = await page(`/instructors/${pending.id}`);
    expect(p.html).toBe(SHELL);
    expect(p.html).not.toContain('Pending Person');
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

test('any other app path gets the plain shell: unknown ids, malformed ids, deeper pages', async () => {
  const institution = await createInstitution(server.admin);
  for (const path of ['/institutions/zzzzzzzzzzzzzzz', '/institutions/short', `/institutions/${institution.id}/add-rating`, '/report/x/y']) {
    const p = await page(path);
    expect(p.res.status, path).toBe(200);
    expect(p.html, path).toBe(SHELL);
  }
});
