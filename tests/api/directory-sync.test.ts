// The device's directory (GET /api/rayek/directory/snapshot, /changes, lib/directory-*.js): the snapshot holds
// exactly the public records (every institution and program, only ACTIVE instructors: no pending, reported or archived one) and nothing about authors;
// a create, an edit, an unpublish, a delete and a rating's figures each reach the next delta, and the snapshot
// with the deltas applied (contract/directory-sync.js) equals a fresh snapshot; deltas are bounded, `since` is
// validated, a `since` the log cannot serve answers `resync`; both answers are public and never per user; the
// snapshot kept in memory for a minute is served again, and with its delta it equals the directory now.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  applyChanges,
  decodeSnapshot,
  DIRECTORY_COLUMNS,
  type Directory,
  type DirectoryDelta,
  type DirectorySnapshot,
} from '@contract/directory-sync.js';
import { startTestServer, type TestServer } from './support/server';
import { createInstitution, createInstructor, createProgram } from './support/fixtures';
import { rating } from './support/votes';

let server: TestServer;
let institution = '';
const ids: Record<string, string> = {};

const sql = async (query: string) =>
  ((await server.admin.send('/api/sql', { method: 'POST', body: { query } })) as { rows: unknown[][] }).rows;

async function get<T>(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: (text ? JSON.parse(text) : null) as T };
}
const snapshot = () => get<DirectorySnapshot>('/api/rayek/directory/snapshot');
const changes = (since: number | string) =>
  get<DirectoryDelta & { data?: Record<string, { code: string }> }>(`/api/rayek/directory/changes?since=${since}`);

/** Every delta after `since`, applied to `directory`. */
async function catchUp(directory: Directory) {
  let current = directory;
  for (let i = 0; i < 100; i += 1) {
    const { status, body } = await changes(current.seq);
    expect(status).toBe(200);
    expect(body.resync).toBeFalsy();
    current = applyChanges(current, body);
    if (!body.more) return current;
  }
  throw new Error('the deltas never ended');
}

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off', RAYEK_DIRECTORY_REBUILD_SECONDS: '0' } });
  institution = (await createInstitution(server.admin)).id;
  ids.program = (await createProgram(server.admin, institution, { discipline_major: 'Physique Synchro' })).id;
  ids.active = (await createInstructor(server.admin, institution, { name: 'Amel Synchro' })).id;
  ids.pending = (
    await createInstructor(server.admin, institution, { name: 'Pending Synchro', status: 'PENDING_APPROVAL' })
  ).id;
  ids.suspended = (
    await createInstructor(server.admin, institution, { name: 'Archived Synchro', status: 'ARCHIVED' })
  ).id;
  const user = await server.admin.collection('users').create({
    email: `synchro-${Date.now()}@tests.local`,
    password: 'synchro-password-1',
    passwordConfirm: 'synchro-password-1',
    name: 'Synchro Author',
    verified: true,
  });
  ids.user = user.id;
  await rating(server.admin, 'instructor_ratings', ids.active!, user.id, { overall_quality: 4, course: 'C1' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('the snapshot', () => {
  test('holds every institution and program and only the ACTIVE instructors, with their figures', async () => {
    const { status, body, headers, text } = await snapshot();
    expect(status).toBe(200);
    const directory = decodeSnapshot(body);
    const [instCount, progCount, activeCount] = (
      await sql(`SELECT (SELECT COUNT(*) FROM institutions),
      (SELECT COUNT(*) FROM programs), (SELECT COUNT(*) FROM instructors WHERE status = 'ACTIVE')`)
    )[0] as number[];
    expect(Object.keys(directory.institutions)).toHaveLength(instCount!);
    expect(Object.keys(directory.programs)).toHaveLength(progCount!);
    expect(Object.keys(directory.instructors)).toHaveLength(activeCount!);
    expect(directory.instructors[ids.pending!]).toBeUndefined();
    expect(directory.instructors[ids.suspended!]).toBeUndefined();
    const active = directory.instructors[ids.active!]!;
    expect(active).toHaveLength(DIRECTORY_COLUMNS.instructors.length);
    expect(active.slice(1)).toEqual([institution, 'Amel Synchro', 'Informatique', 4, 1]);
    expect(directory.programs[ids.program!]![2]).toBe('Physique Synchro');
    // Nothing about who wrote the rating, and a guest's answer, cacheable by the proxy.
    expect(text).not.toContain(ids.user);
    expect(text).not.toContain('Synchro Author');
    expect(headers.get('cache-control')).toContain('s-maxage');
    expect(headers.get('etag')).toBe(`"directory-${body.seq}"`);
  });

  test('answers 304 to the ETag it gave, and the proxy header only to guests', async () => {
    const first = await snapshot();
    const again = await get('/api/rayek/directory/snapshot', { 'If-None-Match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    const signedIn = await get('/api/rayek/directory/snapshot', { Authorization: server.admin.authStore.token });
    expect(signedIn.headers.get('cache-control') ?? '').not.toContain('s-maxage');
  });
});

describe('the deltas', () => {
  test('a create, an edit, an unpublish, a delete and new figures reach the next delta, and applied they equal a fresh snapshot', async () => {
    const before = decodeSnapshot((await snapshot()).body);
    const created = (await createInstructor(server.admin, institution, { name: 'Nouveau Synchro' })).id;
    await server.admin.collection('programs').update(ids.program!, { discipline_major: 'Chimie Synchro' });
    const unpublished = (await createInstructor(server.admin, institution, { name: 'Bientot Archive' })).id;
    await server.admin.collection('instructors').update(unpublished, { status: 'ARCHIVED' });
    const removed = (await createProgram(server.admin, institution)).id;
    await server.admin.collection('programs').delete(removed);
    await server.admin.collection('instructors').update(ids.pending!, { status: 'ACTIVE' });
    await rating(server.admin, 'instructor_ratings', ids.active!, ids.user!, { overall_quality: 2, course: 'C2' });

    const { body: delta } = await changes(before.seq);
    expect(delta.upserts.instructors?.map((r) => r[0])).toEqual(
      expect.arrayContaining([created, ids.pending, ids.active]),
    );
    expect(delta.upserts.programs?.find((r) => r[0] === ids.program)?.[2]).toBe('Chimie Synchro');
    expect(delta.removed.instructors).toContain(unpublished);
    expect(delta.removed.programs).toContain(removed);
    expect(delta.upserts.instructors?.find((r) => r[0] === ids.active)?.slice(-2)).toEqual([3, 2]);
    expect(JSON.stringify(delta)).not.toContain(ids.user);

    const after = await catchUp(before);
    const fresh = decodeSnapshot((await snapshot()).body);
    expect(after).toEqual(fresh);
  });

  test('an institution renamed reaches the delta; a field the directory does not carry writes no entry', async () => {
    const { seq } = (await snapshot()).body;
    await server.admin.collection('institutions').update(institution, { name: 'Institut Synchro Renomme' });
    await server.admin
      .collection('programs')
      .update(ids.program!, { description: 'Un texte que la liste ne montre pas' });
    const { body } = await changes(seq);
    expect(body.upserts.institutions?.map((r) => r[1])).toEqual(['Institut Synchro Renomme']);
    expect(body.upserts.programs).toBeUndefined();
  });

  test('a delta with nothing changed says so', async () => {
    const { seq } = (await snapshot()).body;
    const { status, body, text } = await changes(seq);
    expect(status).toBe(200);
    expect(body).toEqual({ seq, more: false, upserts: {}, removed: {} });
    expect(text.length).toBeLessThan(1024);
  });
});

describe('bounds', () => {
  test('a delta reads at most 500 entries and says more; asking again continues', async () => {
    const { seq } = (await snapshot()).body;
    await sql(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 600)
      INSERT INTO directory_changes (kind, record_id, at) SELECT 'instructor', 'gone' || i, 0 FROM n`);
    const first = (await changes(seq)).body;
    expect(first.more).toBe(true);
    expect(first.seq).toBe(seq + 500);
    expect(first.removed.instructors).toHaveLength(500);
    const second = (await changes(first.seq)).body;
    expect(second.more).toBe(false);
    expect(second.seq).toBe(seq + 600);
  });

  test.each(['', 'abc', '-1', '1.5', '1e3', '99999999999999999999'])('since=%j is refused', async (since) => {
    const { status, body } = await changes(since);
    expect(status).toBe(400);
    expect(body.data?.since?.code).toBe('validation_invalid_value');
  });

  test('a since before the oldest kept entry, or after the last, answers resync', async () => {
    const { seq } = (await snapshot()).body;
    // The daily compaction drops entries older than its bound: every entry so far made old.
    await sql('UPDATE directory_changes SET at = 0');
    await sql(`DELETE FROM directory_changes WHERE at < CAST(strftime('%s', 'now') AS INTEGER) - 30 * 86400`);
    await createInstructor(server.admin, institution, { name: 'Apres Compaction' });
    const oldest = ((await sql('SELECT MIN(seq) FROM directory_changes')) as number[][])[0]![0]!;
    expect((await changes(oldest - 2)).body).toMatchObject({ resync: true, upserts: {}, removed: {} });
    expect((await changes(oldest - 1)).body.resync).toBeFalsy();
    expect((await changes(seq + 10_000)).body.resync).toBe(true);
    expect((await changes(0)).body.resync).toBe(true);
  });
});

describe('the kept snapshot', () => {
  let kept: TestServer;
  beforeAll(async () => {
    kept = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  }, 60_000);
  afterAll(async () => {
    await kept?.stop();
  });

  test('is served again within the minute, and it with its delta equals the directory now', async () => {
    const read = async () =>
      (await (await fetch(`${kept.url}/api/rayek/directory/snapshot`)).json()) as DirectorySnapshot;
    const place = (await createInstitution(kept.admin)).id;
    const first = await read();
    const added = (await createInstructor(kept.admin, place, { name: 'Apres Le Cliche' })).id;
    const second = await read();
    expect(second).toEqual(first);
    const delta = (await (
      await fetch(`${kept.url}/api/rayek/directory/changes?since=${second.seq}`)
    ).json()) as DirectoryDelta;
    const now = applyChanges(decodeSnapshot(second), delta);
    expect(now.instructors[added]?.[2]).toBe('Apres Le Cliche');
    expect(Object.keys(now.instructors)).toHaveLength(Object.keys(decodeSnapshot(first).instructors).length + 1);
  });
});
