// Every answer about one signed-in person says `Cache-Control: no-store`, so a shared phone's browser does not keep
// a student's pending ratings, a moderator's queue or a token on disk after sign-out: Rayek's own routes, and
// PocketBase's record and auth answers for the collections whose rows can be private. Public answers to guests
// say how long a shared cache may keep them, and only to guests (docs/api.md "Cacheable public answers").
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { ACTOR_PASSWORD, createActor, type Actor } from './support/actors';
import {
  createInstitution,
  createInstructor,
  createProgram,
  institutionRatingBody,
  instructorRatingBody,
  programRatingBody,
  seeded,
} from './support/fixtures';

let server: TestServer;
let student: Actor;
let moderator: Actor;
let unverified: Actor;
let institutionId: string;
let programId: string;
let instructorId: string;
const created: Record<string, string> = {};
const random = seeded(20261124);

/** The answer's status and Cache-Control for one request, as a browser would see it. */
async function answer(path: string, opts: { token?: string; method?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: opts.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(opts.token ? { Authorization: opts.token } : {}) },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  await res.arrayBuffer();
  return { status: res.status, cacheControl: res.headers.get('cache-control') };
}

const records = (collection: string, rest = '') => `/api/collections/${collection}/records${rest}`;

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  student = await createActor(server);
  moderator = await createActor(server, { role: 'MODERATOR' });
  unverified = await createActor(server, { verified: false });
  institutionId = (await createInstitution(server.admin)).id;
  programId = (await createProgram(server.admin, institutionId)).id;
  instructorId = (await createInstructor(server.admin, institutionId)).id;
});
afterAll(async () => {
  await server?.stop();
});

describe('a student’s own answers', () => {
  test('creates of ratings, suggestions and reports answer the pending record with no-store', async () => {
    const bodies: Record<string, unknown> = {
      institution_ratings: institutionRatingBody(institutionId, random),
      program_ratings: programRatingBody(programId, random),
      instructor_ratings: instructorRatingBody(instructorId, random),
      instructors: { name: 'Suggested Teacher', institution: institutionId, department: 'Physique', user_agrees: true },
    };
    for (const [collection, body] of Object.entries(bodies)) {
      const res = await fetch(`${server.url}${records(collection)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: student.token },
        body: JSON.stringify(body),
      });
      expect(res.status, collection).toBe(200);
      expect(res.headers.get('cache-control'), collection).toBe('no-store');
      created[collection] = ((await res.json()) as { id: string }).id;
    }
    const report = await answer(records('reports'), {
      token: student.token,
      method: 'POST',
      body: {
        reported_collection: 'instructors',
        reported_id: instructorId,
        report_reason: 'OTHER',
        comment: 'This instructor does not teach here.',
      },
    });
    expect(report).toEqual({ status: 200, cacheControl: 'no-store' });
    // A refused create says it too: its body echoes what the student typed.
    expect(await answer(records('institution_ratings'), { token: student.token, method: 'POST', body: {} })).toEqual({
      status: 400,
      cacheControl: 'no-store',
    });
  });

  test('lists and views of the collections with private rows, signed in', async () => {
    for (const collection of [
      'institution_ratings',
      'program_ratings',
      'instructor_ratings',
      'instructors',
      'reports',
    ]) {
      expect(await answer(records(collection, '?perPage=5'), { token: student.token }), collection).toEqual({
        status: 200,
        cacheControl: 'no-store',
      });
    }
    for (const collection of ['institution_ratings', 'program_ratings', 'instructor_ratings', 'instructors']) {
      expect(
        await answer(records(collection, `/${created[collection]}`), { token: student.token }),
        collection,
      ).toEqual({ status: 200, cacheControl: 'no-store' });
    }
    expect(await answer(records('users', `/${student.id}`), { token: student.token })).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
    expect(await answer(records('users'), { token: student.token })).toEqual({ status: 200, cacheControl: 'no-store' });
    expect(await answer(records('moderation_log'), { token: student.token })).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
  });

  test('my contributions, and the verification e-mail route', async () => {
    expect(await answer('/api/rayek/contributions/mine', { token: student.token })).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
    expect(await answer('/api/rayek/verification/resend', { token: student.token, method: 'POST' })).toEqual({
      status: 204,
      cacheControl: 'no-store',
    });
    const refused = await answer('/api/rayek/verification/resend', { token: unverified.token, method: 'POST' });
    expect(refused.cacheControl).toBe('no-store');
  });

  test('the account export and the account deletion, refusals included', async () => {
    expect(await answer('/api/rayek/account/export', { token: student.token })).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
    expect(await answer('/api/rayek/account/export')).toEqual({ status: 401, cacheControl: 'no-store' });
    expect(
      await answer('/api/rayek/account/delete', {
        token: student.token,
        method: 'POST',
        body: { password: 'not-the-password' },
      }),
    ).toEqual({ status: 400, cacheControl: 'no-store' });
    const leaving = await createActor(server);
    expect(
      await answer('/api/rayek/account/delete', {
        token: leaving.token,
        method: 'POST',
        body: { password: ACTOR_PASSWORD },
      }),
    ).toEqual({ status: 204, cacheControl: 'no-store' });
  });

  test("a professor's claim, its list and view, the claim link and the reply route, refusals included", async () => {
    const claim = await answer(records('instructor_claims'), {
      token: student.token,
      method: 'POST',
      body: { instructor: instructorId, message: 'I teach this course here.' },
    });
    expect(claim).toEqual({ status: 200, cacheControl: 'no-store' });
    const [own] = (await student.pb.collection('instructor_claims').getFullList()) as { id: string }[];
    expect(await answer(records('instructor_claims'), { token: student.token })).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
    expect(await answer(records('instructor_claims', `/${own!.id}`), { token: student.token })).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
    expect(await answer(records('rating_replies'), { token: student.token })).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
    expect(await answer('/api/rayek/claims/verify', { method: 'POST', body: { token: 'unknown' } })).toEqual({
      status: 400,
      cacheControl: 'no-store',
    });
    expect(
      await answer('/api/rayek/ratings/instructor_ratings/abcdefghijklmno/reply', {
        token: student.token,
        method: 'POST',
        body: { body: 'A reply of mine.' },
      }),
    ).toEqual({ status: 404, cacheControl: 'no-store' });
  });

  test('an account update answers the account with no-store', async () => {
    expect(
      await answer(records('users', `/${student.id}`), {
        token: student.token,
        method: 'PATCH',
        body: { name: 'Renamed Student' },
      }),
    ).toEqual({ status: 200, cacheControl: 'no-store' });
  });
});

describe('a moderator’s answers', () => {
  test('queues, counts and decisions, refusals included', async () => {
    for (const kind of [
      'institution_ratings',
      'program_ratings',
      'instructor_ratings',
      'instructors',
      'reports',
      'instructor_claims',
      'rating_replies',
      'rating_revisions',
    ]) {
      expect(await answer(`/api/rayek/moderation/queue/${kind}`, { token: moderator.token }), kind).toEqual({
        status: 200,
        cacheControl: 'no-store',
      });
    }
    expect(await answer('/api/rayek/moderation/counts', { token: moderator.token })).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
    expect(
      await answer('/api/rayek/moderation/decisions', {
        token: moderator.token,
        method: 'POST',
        body: { collection: 'program_ratings', id: created.program_ratings, status: 'SUSPENDED', reason: 'Off topic.' },
      }),
    ).toEqual({ status: 200, cacheControl: 'no-store' });
    expect(await answer('/api/rayek/moderation/queue/nothing', { token: moderator.token })).toEqual({
      status: 400,
      cacheControl: 'no-store',
    });
    // A student asking for a queue is refused, without the answer being kept either.
    expect(await answer('/api/rayek/moderation/counts', { token: student.token })).toEqual({
      status: 403,
      cacheControl: 'no-store',
    });
  });

  test('pending records, the moderation log and a status PATCH', async () => {
    expect(
      await answer(records('institution_ratings', `/${created.institution_ratings}`), { token: moderator.token }),
    ).toEqual({ status: 200, cacheControl: 'no-store' });
    expect(await answer(records('moderation_log'), { token: moderator.token })).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
    expect(await answer(records('users', `/${student.id}`), { token: moderator.token })).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
    expect(
      await answer(records('institution_ratings', `/${created.institution_ratings}`), {
        token: moderator.token,
        method: 'PATCH',
        body: { status: 'ACTIVE' },
      }),
    ).toEqual({ status: 200, cacheControl: 'no-store' });
  });
});

describe('sign-in and sign-up', () => {
  test('every auth answer carries the token with no-store', async () => {
    const email = `private-${Date.now()}@tests.local`;
    const signUp = await answer(records('users'), {
      method: 'POST',
      body: { email, password: 'a-long-password-1', passwordConfirm: 'a-long-password-1', name: 'Private Person' },
    });
    expect(signUp).toEqual({ status: 200, cacheControl: 'no-store' });
    const res = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: email, password: 'a-long-password-1' }),
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { token } = (await res.json()) as { token: string };
    expect(await answer('/api/collections/users/auth-refresh', { token, method: 'POST' })).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
  });
});

describe('public answers', () => {
  // What a shared cache (the nginx proxy cache of deploy/nginx-rayek.conf, a CDN) may keep, by kind
  // (pb_hooks/lib/http/public-cache.js): the browser asks every time (max-age=0), the shared cache keeps it s-maxage.
  const RECORD = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
  const REFERENCE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';
  const SEARCH = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
  const RANKED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';
  const HOME = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
  const publicReads = () =>
    [
      [records('institution_ratings', '?perPage=5'), RECORD],
      [records('instructors', '?perPage=5'), RECORD],
      [records('instructors', `/${instructorId}`), RECORD],
      [records('rating_replies', '?perPage=5'), RECORD],
      [records('instructors_search', '?perPage=5'), RECORD],
      [records('instructor_ratings_average', `/${instructorId}`), RECORD],
      [records('institutions', '?perPage=5'), REFERENCE],
      [records('programs', `/${programId}`), REFERENCE],
      [`/api/rayek/instructors/search?q=${encodeURIComponent('Enseignant')}`, SEARCH],
      [`/api/rayek/search?q=${encodeURIComponent('Enseignant')}`, SEARCH],
      [`/api/rayek/instructors/${instructorId}/averages`, RECORD],
      [`/api/rayek/institutions/${institutionId}/instructors?sort=name`, RECORD],
      [`/api/rayek/institutions/${institutionId}/programs`, RECORD],
      ['/api/rayek/instructors/ranked?sort=name', RANKED],
      ['/api/rayek/home', HOME],
    ] as const;

  test('a guest’s reads of public content say how long a shared cache may keep them, by kind', async () => {
    for (const [path, policy] of publicReads()) {
      expect(await answer(path), path).toEqual({ status: 200, cacheControl: policy });
    }
  });

  test('the same reads with a session never carry a shared-cache header, and those of private rows stay no-store', async () => {
    for (const [path] of publicReads()) {
      for (const token of [student.token, moderator.token, 'not-a-valid-token']) {
        const { status, cacheControl } = await answer(path, { token });
        expect(status, path).toBe(200);
        expect(cacheControl ?? '', path).not.toMatch(/s-maxage|public/);
      }
    }
    expect(await answer(records('institution_ratings', '?perPage=5'), { token: student.token })).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
    expect(await answer('/api/rayek/home', { token: student.token })).toEqual({
      status: 200,
      cacheControl: 'no-cache',
    });
  });

  test('refusals, errors and what is not public content are never marked shareable', async () => {
    const pending = created.instructors ?? 'zzzzzzzzzzzzzzz';
    for (const [path, status] of [
      [records('instructors', `/${pending}`), 404], // a pending suggestion: not a guest's to see
      [records('institution_ratings', '?filter=nonsense%20%3D%3D'), 400],
      [records('institutions', '/zzzzzzzzzzzzzzz'), 404],
      [records('users'), 200],
      [records('reports'), 200],
      [records('moderation_log'), 200],
      [records('rating_votes'), 200],
      ['/api/rayek/contributions/mine', 401],
      ['/api/rayek/unknown', 404],
      ['/api/health', 200],
    ] as const) {
      const res = await answer(path);
      expect(res.status, path).toBe(status);
      expect(res.cacheControl ?? '', path).not.toContain('s-maxage');
    }
  });
});
