// Probe of docs/benchmarks.md "Sitemaps and served record pages" (it prints timings and asserts nothing, so it
// is no test): sed 's#../../tests/api/support/#./support/#' scripts/bench/sitemap-probe.ts > tests/api/sitemap-probe.test.ts
// && npx vitest run --project api tests/api/sitemap-probe.test.ts; then remove the copy.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, test } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/api/support/server';
import { createActor } from '../../tests/api/support/actors';
import { createInstitution, createInstructor, instructorRatingBody, seeded } from '../../tests/api/support/fixtures';

let server: TestServer;
const T = 'rayekrecordtmpl';
beforeAll(async () => {
  server = await startTestServer({
    env: { RAYEK_RATE_LIMITS: 'off', RAYEK_APP_URL: 'https://rayek.example' },
    publicFiles: {
      'shell.html': '<!doctype html><html><body>S</body></html>',
      'record-pages/instructor.html': `<!doctype html><html><head><title>__RAYEK_RECORD_NAME__</title></head><body><div id="root" data-prerendered="/instructors/${T}" data-served="__RAYEK_RECORD_SERVED__"><h1>__RAYEK_RECORD_NAME__</h1>__RAYEK_RECORD_INSTITUTION__ __RAYEK_RECORD_DEPARTMENT__</div></body></html>`,
      'app-routes.json': JSON.stringify({ caseSensitive: false, paths: ['/', '/instructors/$instructorId'] }),
    },
  });
}, 120_000);
afterAll(async () => server?.stop());

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function time(p: string) {
  const t = performance.now();
  const res = await fetch(`${server.url}${p}`);
  const body = await res.text();
  return { ms: performance.now() - t, status: res.status, bytes: body.length };
}

test('probe', async () => {
  const inst = await createInstitution(server.admin);
  const instructor = await createInstructor(server.admin, inst.id, { name: 'Probe Person' });
  const random = seeded(3);
  for (let i = 0; i < 6; i += 1) {
    const u = await createActor(server);
    await server.admin
      .collection('instructor_ratings')
      .create({ ...instructorRatingBody(instructor.id, random), user: u.id, status: 'ACTIVE' });
  }
  const t0 = performance.now();
  execFileSync('sqlite3', [
    path.join(server.dataDir, 'data.db'),
    `PRAGMA busy_timeout=60000; WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i < 100000)
    INSERT INTO instructors (id, name, department, institution, status, user_agrees, created, updated)
    SELECT printf('p%014d', i), 'Probe ' || i, 'Informatique', '${inst.id}', 'ACTIVE', 1, strftime('%Y-%m-%d %H:%M:%fZ'), strftime('%Y-%m-%d %H:%M:%fZ') FROM n;`,
  ]);
  console.log('inserted 100k in', Math.round(performance.now() - t0), 'ms');
  console.log(
    execFileSync('sqlite3', [
      path.join(server.dataDir, 'data.db'),
      "EXPLAIN QUERY PLAN SELECT id, updated FROM instructors WHERE status = 'ACTIVE' ORDER BY id LIMIT 5000 OFFSET 95000;",
    ]).toString(),
  );
  const index = await time('/sitemap.xml');
  console.log('index (uncached)', index);
  const uncached: number[] = [];
  let bytes = 0;
  for (let p = 1; p <= 21; p += 1) {
    const r = await time(`/sitemaps/instructors-${p}.xml`);
    uncached.push(r.ms);
    bytes = Math.max(bytes, r.bytes);
  }
  console.log(
    'instructor sitemap pages uncached: median',
    median([...uncached]).toFixed(1),
    'ms, max',
    Math.max(...uncached).toFixed(1),
    'bytes max',
    bytes,
    'all',
    uncached.map((x) => x.toFixed(0)).join(' '),
  );
  const cached: number[] = [];
  for (let i = 0; i < 50; i += 1) cached.push((await time('/sitemaps/instructors-20.xml')).ms);
  console.log('cached page median', median(cached).toFixed(1), 'ms');
  const pageMs: number[] = [];
  for (let i = 0; i < 200; i += 1) pageMs.push((await time(`/instructors/${instructor.id}`)).ms);
  console.log(
    'instructor page (6 reviews) median',
    median(pageMs).toFixed(2),
    'ms',
    (await time(`/instructors/${instructor.id}`)).bytes,
    'bytes',
  );
  const plainMs: number[] = [];
  for (let i = 0; i < 200; i += 1) plainMs.push((await time(`/instructors/p00000000050000`)).ms);
  console.log('instructor page (no reviews) median', median(plainMs).toFixed(2), 'ms');
}, 600_000);
