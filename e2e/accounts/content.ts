// What an account writes, made through the real API as that account (a rating, an instructor suggestion, a
// report) for the export and deletion tests, with what it is about created by the superuser.
import { randomBytes } from 'node:crypto';
import { INSTITUTION_SCORES } from '../../contract/ratings.js';
import type { StackInfo } from '../support/stack';
import { asSuperuser, tokenOf } from './support';

async function asUser<T>(stack: StackInfo, token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${stack.baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const ratingOf = (institution: string, review: string) => ({
  institution,
  review,
  ...Object.fromEntries(INSTITUTION_SCORES.map((name: string) => [name, 4])),
});

export async function newInstitution(stack: StackInfo): Promise<{ id: string; name: string }> {
  return asSuperuser(stack, '/api/collections/institutions/records', {
    method: 'POST',
    body: JSON.stringify({
      name: `Institut e2e ${randomBytes(4).toString('hex')}`,
      country: 'TUNISIA',
      governorate: 'Sfax',
      sector: 'PUBLIC',
    }),
  });
}

/** A published rating of this account (as if a moderator had approved it). */
export async function publishedRatingBy(
  stack: StackInfo,
  user: { id: string },
  review: string,
): Promise<{ id: string }> {
  const institution = await newInstitution(stack);
  return asSuperuser(stack, '/api/collections/institution_ratings/records', {
    method: 'POST',
    body: JSON.stringify({ ...ratingOf(institution.id, review), status: 'ACTIVE', user: user.id }),
  });
}

/**
 * As this account: a rating (waiting for moderation), an instructor suggestion and a report of `reported` (a
 * published rating). Returns the ids of the three.
 */
export async function writeAs(stack: StackInfo, user: { id: string }, reported: string): Promise<string[]> {
  const token = await tokenOf(stack, user);
  const institution = await newInstitution(stack);
  const tag = randomBytes(3).toString('hex');
  const rating = await asUser<{ id: string }>(
    stack,
    token,
    '/api/collections/institution_ratings/records',
    ratingOf(institution.id, `Good teachers and a quiet library, visit ${tag}.`),
  );
  const suggestion = await asUser<{ id: string }>(stack, token, '/api/collections/instructors/records', {
    name: `Enseignant ${tag}`,
    institution: institution.id,
    department: 'Mathématiques',
    user_agrees: true,
  });
  const report = await asUser<{ id: string }>(stack, token, '/api/collections/reports/records', {
    reported_collection: 'institution-rating',
    reported_id: reported,
    report_reason: 'OTHER',
    comment: `This review names a person (${tag}).`,
  });
  return [rating.id, suggestion.id, report.id];
}
