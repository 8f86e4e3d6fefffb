// What the moderation routes accept, as a hostile caller would probe it: every parameter is checked before any
// query and refused with a field code (docs/api.md "Moderation"), never clamped; oversized bodies are not read.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, refusal, type Actor } from './support/actors';
import { createInstitution, institutionRatingBody, seeded } from './support/fixtures';
import { logOf } from './support/moderation';

let server: TestServer;
let moderator: Actor;
let ratingId: string;

async function post(body: unknown, raw?: string) {
  const res = await fetch(`${server.url}/api/rayek/moderation/decisions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: moderator.token },
    body: raw ?? JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: Record<string, { code: string }> };
  return {
    status: res.status,
    fields: Object.fromEntries(Object.entries(json.data ?? {}).map(([k, v]) => [k, v.code])),
  };
}

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
  const student = await createActor(server);
  const institution = await createInstitution(server.admin);
  ratingId = (
    await student.pb.collection('institution_ratings').create(institutionRatingBody(institution.id, seeded(7)))
  ).id;
});
afterAll(async () => {
  await server?.stop();
});

describe('queue parameters', () => {
  const queue = (kind: string, query: Record<string, string> = {}) =>
    refusal(moderator.pb.send(`/api/rayek/moderation/queue/${kind}`, { query }));

  test('page and perPage are whole numbers in range, or refused (never clamped)', async () => {
    for (const page of ['0', '-3', '2.5', '1e2', '', 'x', '10001', '99999999999999999999']) {
      const answer = await queue('institution_ratings', { page });
      expect([answer.status, answer.data.page?.code], `page=${page}`).toEqual([400, 'validation_invalid_value']);
    }
    for (const perPage of ['0', '51', '500', '', '20abc']) {
      const answer = await queue('institution_ratings', { perPage });
      expect([answer.status, answer.data.perPage?.code], `perPage=${perPage}`).toEqual([
        400,
        'validation_invalid_value',
      ]);
    }
    const page = (await moderator.pb.send('/api/rayek/moderation/queue/institution_ratings', {
      query: { page: 10000, perPage: 50 },
    })) as { page: number; items: unknown[] };
    expect(page).toMatchObject({ page: 10000, perPage: 50, items: [] });
  });

  test('a kind is one of the five queues, not any property name', async () => {
    for (const kind of ['users', 'constructor', '__proto__', 'toString', 'x'.repeat(2000)]) {
      const answer = await queue(kind);
      expect([answer.status, answer.data.kind?.code], kind.slice(0, 20)).toEqual([400, 'validation_invalid_value']);
    }
  });
});

describe('decision bodies', () => {
  test('each field has a type and a bound; nothing is written when one is refused', async () => {
    const base = { collection: 'institution_ratings', id: ratingId, status: 'ACTIVE' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...base, collection: 42 }, 'collection', 'validation_invalid_value'],
      [{ ...base, collection: 'users' }, 'collection', 'validation_invalid_value'],
      [{ ...base, id: 'x'.repeat(10_000) }, 'id', 'validation_invalid_value'],
      [{ ...base, id: ['a'] }, 'id', 'validation_invalid_value'],
      [{ ...base, id: `${ratingId}' OR 1=1` }, 'id', 'validation_invalid_value'],
      [{ ...base, status: 1 }, 'status', 'validation_invalid_value'],
      [{ ...base, status: 'DELETED' }, 'status', 'validation_invalid_value'],
      [{ ...base, reason: { text: 'hidden' } }, 'reason', 'validation_invalid_value'],
      [{ ...base, reason: 'r'.repeat(501) }, 'reason', 'validation_max_text_constraint'],
      [{ ...base, takeDown: 'SUSPENDED' }, 'takeDown', 'validation_invalid_value'],
      [{ ...base, collection: 'reports', status: 'TREATED', takeDown: 7 }, 'takeDown', 'validation_invalid_value'],
      [
        { ...base, collection: 'reports', status: 'TREATED', takeDown: 'GONE' },
        'takeDown',
        'validation_take_down_not_allowed',
      ],
    ];
    for (const [body, field, code] of cases) {
      expect(await post(body), `${field}: ${JSON.stringify(body).slice(0, 80)}`).toEqual({
        status: 400,
        fields: { [field]: code },
      });
    }
    expect((await server.admin.collection('institution_ratings').getOne(ratingId)).status).toBe('PENDING_APPROVAL');
    expect(await logOf(server.admin, ratingId)).toEqual([]);
  });

  test('a body larger than a decision can be is refused unread (413)', async () => {
    const huge = JSON.stringify({
      collection: 'institution_ratings',
      id: ratingId,
      status: 'ACTIVE',
      padding: 'p'.repeat(64 * 1024),
    });
    const res = await fetch(`${server.url}/api/rayek/moderation/decisions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: moderator.token },
      body: huge,
    });
    expect(res.status).toBe(413);
    expect((await server.admin.collection('institution_ratings').getOne(ratingId)).status).toBe('PENDING_APPROVAL');
  });

  test('a well-formed decision still goes through, and an unknown well-formed id is 404', async () => {
    expect((await post({ collection: 'institution_ratings', id: 'zzzzzzzzzzzzzzz', status: 'ACTIVE' })).status).toBe(
      404,
    );
    expect(
      (await post({ collection: 'institution_ratings', id: ratingId, status: 'ACTIVE', reason: ' Looks fine. ' }))
        .status,
    ).toBe(200);
    expect((await logOf(server.admin, ratingId)).map((r) => r.reason)).toEqual(['Looks fine.']);
  });
});
