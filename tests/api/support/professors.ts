// Professors' claims and replies (pocketbase/pb_hooks/63_professors.pb.js) as the app and the outbox make them,
// and an approved professor of a new instructor profile, made the way a real one is: a claim, a moderator's
// approval.
import type PocketBase from 'pocketbase';
import { expect } from 'vitest';
import type { TestServer } from './server';
import { createActor, type Actor } from './actors';
import { clientId, createInstitution, createInstructor, seeded } from './fixtures';
import { decide } from './moderation';
import { rating, send } from './votes';

const random = seeded(20261128);

export const CLAIM_MESSAGE = 'I teach this course at the faculty since 2019.';

/** A claim through the records API with a client id, as the outbox sends it. */
export function claim(actor: Pick<Actor, 'pb'>, instructor: string, extra: Record<string, unknown> = {}) {
  return actor.pb
    .collection('instructor_claims')
    .create({ id: clientId(random), instructor, message: CLAIM_MESSAGE, ...extra });
}

/** POST /api/rayek/ratings/instructor_ratings/{id}/reply with `body` (an object is sent as JSON, a string as is). */
export function reply(server: TestServer, token: string | undefined, ratingId: string, body: unknown) {
  return send(server, `/api/rayek/ratings/instructor_ratings/${ratingId}/reply`, {
    method: 'POST',
    token,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** POST /api/rayek/claims/verify {token}, as the app's page sends it (signed in or not). */
export function verifyClaimEmail(server: TestServer, token: string, auth?: string) {
  return send(server, '/api/rayek/claims/verify', { method: 'POST', token: auth, body: JSON.stringify({ token }) });
}

/** A new published instructor (of a new institution). */
export async function newProfile(admin: PocketBase) {
  return (await createInstructor(admin, (await createInstitution(admin)).id)).id;
}

/** A verified account whose claim of `instructor` a moderator approved. */
export async function approvedProfessor(
  server: TestServer,
  moderator: Actor,
  instructor: string,
  opts: Parameters<typeof createActor>[1] = {},
) {
  const professor = await createActor(server, opts);
  const made = await claim(professor, instructor);
  await decide(moderator.pb, { collection: 'instructor_claims', id: made.id, status: 'APPROVED' });
  return { professor, claimId: made.id };
}

/** A published rating of `instructor` by a new student. */
export async function publishedRating(server: TestServer, instructor: string, extra: Record<string, unknown> = {}) {
  return rating(server.admin, 'instructor_ratings', instructor, (await createActor(server)).id, extra);
}

/** The instructor as a guest reads it. */
export async function publicInstructor(server: TestServer, id: string) {
  const res = await fetch(`${server.url}/api/collections/instructors/records/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** The role stored for an account, as the superuser reads it. */
export async function roleOf(admin: PocketBase, id: string) {
  return (await admin.collection('users').getOne(id)).role as string;
}
