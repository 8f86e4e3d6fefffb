// Calls of the helpful-vote routes (pocketbase/pb_hooks/62_rating_votes.pb.js) as a browser or an outbox makes
// them, with what each answer carries, and published ratings to vote on.
import type PocketBase from 'pocketbase';
import type { TestServer } from './server';
import {
  createInstitution,
  createInstructor,
  createProgram,
  institutionRatingBody,
  instructorRatingBody,
  programRatingBody,
  seeded,
} from './fixtures';

export type RatingKind = 'institution_ratings' | 'program_ratings' | 'instructor_ratings';

/** Fills `targets` with a new institution, one of its programs and one of its instructors: one target per kind. */
export async function createRatingTargets(admin: PocketBase, targets: Record<RatingKind, string>) {
  const institution = (await createInstitution(admin)).id;
  targets.institution_ratings = institution;
  targets.program_ratings = (await createProgram(admin, institution)).id;
  targets.instructor_ratings = (await createInstructor(admin, institution)).id;
}

export interface Answer {
  status: number;
  cacheControl: string | null;
  body: Record<string, unknown> & { data?: Record<string, { code: string }> };
}

export async function send(
  server: TestServer,
  path: string,
  init: { method: string; token?: string; body?: string },
): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method,
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: init.token } : {}) },
    body: init.body,
  });
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    body: (await res.json()) as Answer['body'],
  };
}

/** POST /api/rayek/ratings/{collection}/{id}/vote with `body` (an object is sent as JSON, a string as is). */
export function vote(server: TestServer, token: string | undefined, collection: string, id: string, body: unknown) {
  return send(server, `/api/rayek/ratings/${collection}/${id}/vote`, {
    method: 'POST',
    token,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** GET /api/rayek/votes/mine?collection=…&ids=… */
export function myVotes(server: TestServer, token: string | undefined, collection: string, ids: string[]) {
  const query = new URLSearchParams({ collection, ids: ids.join(',') });
  return send(server, `/api/rayek/votes/mine?${query}`, { method: 'GET', token });
}

const random = seeded(1919);

/** A rating by `author` (a user id, or '' for a detached one), written by the superuser as the demo data is. */
export async function rating(
  admin: PocketBase,
  kind: RatingKind,
  target: string,
  author: string,
  extra: Record<string, unknown> = {},
) {
  const body =
    kind === 'institution_ratings'
      ? institutionRatingBody(target, random)
      : kind === 'program_ratings'
        ? programRatingBody(target, random)
        : instructorRatingBody(target, random);
  return admin.collection(kind).create({ ...body, user: author, status: 'ACTIVE', ...extra });
}

/** The counts as a guest reads them from the public view of the rating. */
export async function publicCounts(server: TestServer, kind: RatingKind, id: string) {
  const res = await fetch(`${server.url}/api/collections/${kind}/records/${id}`);
  const record = (await res.json()) as { helpful_count: number; unhelpful_count: number };
  return { helpful_count: record.helpful_count, unhelpful_count: record.unhelpful_count };
}

/** The counts recomputed from the votes themselves, as the superuser sees them. */
export async function countedVotes(admin: PocketBase, kind: RatingKind, id: string) {
  const count = async (value: number) =>
    (
      await admin.collection('rating_votes').getList(1, 1, {
        filter: admin.filter('rating_collection = {:kind} && rating = {:id} && value = {:value}', { kind, id, value }),
      })
    ).totalItems;
  return { helpful_count: await count(1), unhelpful_count: await count(-1) };
}
