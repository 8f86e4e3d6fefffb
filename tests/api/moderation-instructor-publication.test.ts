// A rating of an instructor goes public only once the instructor is public: a student may rate their own pending
// suggestion, but no moderator (nor the dashboard) can publish that rating before the suggestion itself, whether
// through the decisions route or a plain status PATCH. Nothing is written and nothing is logged when refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, refusal, type Actor } from './support/actors';
import { createInstitution, createInstructor, instructorRatingBody, seeded } from './support/fixtures';
import { decide, logOf } from './support/moderation';

let server: TestServer;
let moderator: Actor;
let student: Actor;
let institutionId: string;
const random = seeded(20261124);

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
  student = await createActor(server);
  institutionId = (await createInstitution(server.admin)).id;
});
afterAll(async () => {
  await server?.stop();
});

/** A student's pending suggestion and their pending rating of it. */
async function suggestionWithRating(course: string) {
  const suggestion = await student.pb.collection('instructors').create({
    name: `Suggested ${course}`,
    institution: institutionId,
    department: 'Physique',
    user_agrees: true,
  });
  const rating = await student.pb
    .collection('instructor_ratings')
    .create(instructorRatingBody(suggestion.id, random, { course }));
  return { suggestion, rating };
}

async function expectUnchanged(ratingId: string) {
  expect((await server.admin.collection('instructor_ratings').getOne(ratingId)).status).toBe('PENDING_APPROVAL');
  expect(await logOf(server.admin, ratingId)).toEqual([]);
  expect((await refusal(guest(server).collection('instructor_ratings').getOne(ratingId))).status).toBe(404);
}

describe('publishing a rating of an unpublished instructor', () => {
  test('the decisions route refuses it with a field code in the moderator’s language; the item waits', async () => {
    const { rating } = await suggestionWithRating('Optique');
    const answer = await refusal(
      decide(
        moderator.pb,
        { collection: 'instructor_ratings', id: rating.id, status: 'ACTIVE', reason: 'Fine.' },
        'fr',
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.status?.code).toBe('validation_instructor_not_published');
    expect(answer.data.status?.message).toMatch(/enseignant/);
    await expectUnchanged(rating.id);
    const queue = (await moderator.pb.send('/api/rayek/moderation/queue/instructor_ratings', {})) as {
      items: Array<{ id: string }>;
    };
    expect(queue.items.map((i) => i.id)).toContain(rating.id);
  });

  test('a plain status PATCH is refused the same way, for moderators and the dashboard alike', async () => {
    const { rating } = await suggestionWithRating('Mécanique');
    for (const pb of [moderator.pb, server.admin]) {
      const answer = await refusal(pb.collection('instructor_ratings').update(rating.id, { status: 'ACTIVE' }));
      expect(answer.status).toBe(400);
      expect(answer.data.status?.code).toBe('validation_instructor_not_published');
    }
    await expectUnchanged(rating.id);
  });

  test('an archived (rejected) suggestion’s ratings cannot be published either', async () => {
    const { suggestion, rating } = await suggestionWithRating('Thermodynamique');
    await decide(moderator.pb, { collection: 'instructors', id: suggestion.id, status: 'ARCHIVED' });
    const answer = await refusal(
      decide(moderator.pb, { collection: 'instructor_ratings', id: rating.id, status: 'ACTIVE' }),
    );
    expect(answer.data.status?.code).toBe('validation_instructor_not_published');
    await expectUnchanged(rating.id);
  });

  test('rejecting such a rating is allowed, and once the instructor is published the rating can be too', async () => {
    const first = await suggestionWithRating('Électronique');
    await decide(moderator.pb, {
      collection: 'instructor_ratings',
      id: first.rating.id,
      status: 'SUSPENDED',
      reason: 'Off topic.',
    });
    expect((await server.admin.collection('instructor_ratings').getOne(first.rating.id)).status).toBe('SUSPENDED');

    const { suggestion, rating } = await suggestionWithRating('Acoustique');
    await decide(moderator.pb, { collection: 'instructors', id: suggestion.id, status: 'ACTIVE' });
    await decide(moderator.pb, { collection: 'instructor_ratings', id: rating.id, status: 'ACTIVE' });
    expect((await guest(server).collection('instructor_ratings').getOne(rating.id)).status).toBe('ACTIVE');
    expect((await logOf(server.admin, rating.id)).map((r) => r.to_status)).toEqual(['ACTIVE']);
  });

  test('ratings of published instructors are unaffected (a superuser PATCH publishes as before)', async () => {
    const teacher = await createInstructor(server.admin, institutionId);
    const rating = await student.pb
      .collection('instructor_ratings')
      .create(instructorRatingBody(teacher.id, random, { course: 'Chimie' }));
    await server.admin.collection('instructor_ratings').update(rating.id, { status: 'ACTIVE' });
    expect((await guest(server).collection('instructor_ratings').getOne(rating.id)).status).toBe('ACTIVE');
  });
});
