// The app's error reports (POST /api/rayek/client-errors): stored bounded and cleaned, with no query string, no
// address and no account even when a session comes along; 204 `no-store` whatever the body says; a body over
// the bound refused unread; nobody but superusers reads the collection; the newest 10,000 rows kept; and past
// the per-address rate limit nothing more is stored.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CLIENT_ERROR_BODY_MAX,
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_KEPT,
} from '@contract/client-errors.js';
import { LANGUAGES } from '@contract/languages.js';
import { createActor, guest, refusal } from './support/actors';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const report = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/rayek/client-errors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The stored rows whose message starts with `prefix`, oldest first. */
async function stored(prefix: string) {
  const { items } = await server.admin
    .collection('client_errors')
    .getList(1, 200, { filter: server.admin.filter('message ~ {:p}', { p: `${prefix}%` }), sort: 'created,id' });
  return items;
}

async function withMessage(message: string) {
  const { items } = await server.admin
    .collection('client_errors')
    .getList(1, 10, { filter: server.admin.filter('message = {:m}', { m: message }) });
  return items;
}

async function count() {
  return (await server.admin.collection('client_errors').getList(1, 1)).totalItems;
}

describe('a report', () => {
  test('is stored with its fields only, no query string, no account and no address, answered 204 no-store', async () => {
    const student = await createActor(server);
    const res = await report(
      {
        kind: 'rejection',
        message: 'stored-1 failed to fetch https://rayek.tn/api/rayek/search?q=Ahmed%20Ben%20Salah&perKind=5',
        stack: 'TypeError: x\n    at load (https://rayek.tn/assets/index-abc.js?v=2#frag:1:200)',
        page: '/instructors?q=Ahmed#top',
        build: 'index-C360diKL',
        language: 'fr',
        user: student.id,
        ip: '10.0.0.9',
      },
      { Authorization: student.token, 'X-Forwarded-For': '10.0.0.9' },
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('');

    const [row] = await stored('stored-1');
    expect(row).toBeDefined();
    expect(Object.keys(row!).sort()).toEqual(
      [
        'build',
        'collectionId',
        'collectionName',
        'created',
        'id',
        'kind',
        'language',
        'message',
        'page',
        'stack',
      ].sort(),
    );
    expect(row).toMatchObject({
      kind: 'rejection',
      message: 'stored-1 failed to fetch https://rayek.tn/api/rayek/search',
      stack: 'TypeError: x\nat load (https://rayek.tn/assets/index-abc.js)',
      page: '/instructors',
      build: 'index-C360diKL',
      language: 'fr',
    });
    expect(JSON.stringify(row)).not.toContain(student.id);
    expect(JSON.stringify(row)).not.toContain('Ahmed');
  });

  test('fields are cut to their bounds and cleaned; unknown values are dropped, not refused', async () => {
    const res = await report({
      kind: 'anything',
      message: `stored-2\u200b ${'m'.repeat(5000)}`,
      stack: 's'.repeat(100_000),
      page: `/${'p'.repeat(2000)}`,
      build: 'index-<script>',
      language: 'de',
    });
    // A stack of 100,000 characters is a body over the bound: refused unread.
    expect(res.status).toBe(413);
    expect(await stored('stored-2')).toEqual([]);

    expect(
      (
        await report({
          kind: 'anything',
          message: `stored-2\u200b ${'m'.repeat(3000)}`,
          stack: 's'.repeat(9000),
          page: `/${'p'.repeat(2000)}`,
          build: 'index-<script>',
          language: 'de',
        })
      ).status,
    ).toBe(204);
    const [row] = await stored('stored-2');
    expect(row).toMatchObject({ kind: CLIENT_ERROR_KINDS[0], build: '', language: '' });
    expect(row!.message).toBe(`stored-2 ${'m'.repeat(CLIENT_ERROR_LIMITS.message - 'stored-2 '.length)}`);
    expect(row!.stack).toHaveLength(CLIENT_ERROR_LIMITS.stack);
    expect(row!.page).toHaveLength(CLIENT_ERROR_LIMITS.page);
  });

  test('a body that is no report is answered the same and stores nothing', async () => {
    const before = await count();
    for (const body of [
      'not json',
      '[1,2]',
      '{"stack":"no message"}',
      '{"message":"   \\u200b  "}',
      'null',
      '{"message":42}',
    ]) {
      const res = await report(body);
      expect(res.status, body).toBe(204);
      expect(res.headers.get('cache-control'), body).toBe('no-store');
    }
    expect(await count()).toBe(before);
  });

  test('a body over the bound is refused before it is read (413), whatever it holds', async () => {
    const before = await count();
    const big = JSON.stringify({ message: 'stored-3', stack: 'x'.repeat(CLIENT_ERROR_BODY_MAX) });
    expect((await report(big)).status).toBe(413);
    // Not even JSON: a handler that read it would have answered 204.
    expect((await report('x'.repeat(CLIENT_ERROR_BODY_MAX + 1))).status).toBe(413);
    expect(await count()).toBe(before);
  });
});

describe('the collection', () => {
  test('nobody but superusers lists, views or writes it', async () => {
    const [row] = await stored('stored-1');
    const student = await createActor(server);
    const moderator = await createActor(server, { role: 'MODERATOR' });
    for (const pb of [guest(server), student.pb, moderator.pb]) {
      expect((await refusal(pb.collection('client_errors').getList(1, 10))).status).toBe(403);
      expect((await refusal(pb.collection('client_errors').getOne(row!.id))).status).toBe(403);
      expect((await refusal(pb.collection('client_errors').create({ kind: 'error', message: 'forged' }))).status).toBe(
        403,
      );
    }
  });

  test("its fields are the contract's, with nothing that could name a sender", async () => {
    const collection = await server.admin.collections.getOne('client_errors');
    const fields = Object.fromEntries(collection.fields.filter((f) => !f.system).map((f) => [f.name, f]));
    expect(Object.keys(fields).sort()).toEqual(['build', 'created', 'kind', 'language', 'message', 'page', 'stack']);
    expect(fields.kind).toMatchObject({ type: 'select', values: CLIENT_ERROR_KINDS });
    expect(fields.language).toMatchObject({ type: 'select', values: LANGUAGES });
    for (const name of ['message', 'stack', 'page', 'build'] as const) {
      expect(fields[name], name).toMatchObject({ type: 'text', max: CLIENT_ERROR_LIMITS[name] });
    }
    expect([
      collection.listRule,
      collection.viewRule,
      collection.createRule,
      collection.updateRule,
      collection.deleteRule,
    ]).toEqual([null, null, null, null, null]);
  });

  test(`keeps the newest ${CLIENT_ERRORS_KEPT} rows`, async () => {
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(path.join(server.dataDir, 'data.db'));
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${CLIENT_ERRORS_KEPT})
        INSERT INTO client_errors (id, kind, message, stack, page, build, language, created)
        SELECT printf('bulk%011d', i), 'error', 'bulk ' || i, '', '/', '', '', '2026-01-01 00:00:00.000Z' FROM n`);
    } finally {
      db.close();
    }
    expect(await count()).toBeGreaterThan(CLIENT_ERRORS_KEPT);
    expect((await report({ message: 'stored-4 newest' })).status).toBe(204);
    expect(await count()).toBe(CLIENT_ERRORS_KEPT);
    expect(await stored('stored-4')).toHaveLength(1);
    // The rows before the bulk ones, and the first bulk ones, went; the last bulk one stays.
    expect(await stored('stored-1')).toEqual([]);
    expect(await withMessage('bulk 1')).toHaveLength(0);
    expect(await withMessage('bulk 2')).toHaveLength(1);
    expect(await withMessage(`bulk ${CLIENT_ERRORS_KEPT}`)).toHaveLength(1);
  });
});

describe('the rate limit', () => {
  test('past the limit of one address, reports are refused and nothing more is stored', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) statuses.push((await report({ message: `stored-5 number ${i}.` })).status);
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s === 204 || s === 429)).toBe(true);
    const kept = new Set((await stored('stored-5')).map((row) => row.message));
    statuses.forEach((status, i) =>
      expect(kept.has(`stored-5 number ${i}.`), `report ${i}: ${status}`).toBe(status === 204),
    );
  });
});
