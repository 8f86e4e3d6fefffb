// "My contributions": each author sees their own ratings, suggestions and reports with their status and,
// when rejected, the moderator's reason — and nobody can see anyone else's, nor any author id.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, refusal, type Actor } from './support/actors';
import {
  createInstitution,
  createInstructor,
  institutionRatingBody,
  instructorRatingBody,
  seeded,
} from './support/fixtures';
import { decide, expectNoAuthors, mine } from './support/moderation';

let server: TestServer;
let moderator: Actor;
let alice: Actor;
let bilel: Actor;
let institutionId: string;
let instructorId: string;
const random = seeded(99);
type Item = { id: string; collection: string; status: string; reason: string; target?: { name: string } };

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
  alice = await createActor(server);
  bilel = await createActor(server);
  institutionId = (await createInstitution(server.admin, { name: 'Faculté des Sciences de Test' })).id;
  instructorId = (await createInstructor(server.admin, institutionId)).id;
});

afterAll(async () => {
  await server?.stop();
});

describe('my contributions', () => {
  test('an author sees exactly their own items with status, target and rejection reason', async () => {
    const rating = await alice.pb
      .collection('institution_ratings')
      .create(institutionRatingBody(institutionId, random));
    const rejected = await alice.pb
      .collection('instructor_ratings')
      .create(instructorRatingBody(instructorId, random, { course: 'Optique' }));
    const suggestion = await alice.pb.collection('instructors').create({
      name: 'Mme Inès Trabelsi',
      institution: institutionId,
      department: 'Physique',
      user_agrees: true,
    });
    const bilelRating = await bilel.pb
      .collection('institution_ratings')
      .create(institutionRatingBody(institutionId, random));
    await decide(moderator.pb, { collection: 'institution_ratings', id: bilelRating.id, status: 'ACTIVE' });
    const report = await alice.pb.collection('reports').create({
      reported_collection: 'institution-rating',
      reported_id: bilelRating.id,
      report_reason: 'OTHER',
      comment: 'Gives the name of a student.',
    });
    await decide(moderator.pb, {
      collection: 'instructor_ratings',
      id: rejected.id,
      status: 'SUSPENDED',
      reason: 'Personal attack.',
    });
    await decide(moderator.pb, {
      collection: 'institution_ratings',
      id: rating.id,
      status: 'ACTIVE',
      reason: 'Looks fine.',
    });

    const answer = await mine(alice.pb);
    const items = answer.items as Item[];
    expect(items.map((i) => i.id).sort()).toEqual([rating.id, rejected.id, suggestion.id, report.id].sort());
    const byId = Object.fromEntries(items.map((i) => [i.id, i]));
    expect(byId[rating.id]).toMatchObject({
      collection: 'institution_ratings',
      status: 'ACTIVE',
      target: { name: 'Faculté des Sciences de Test' },
    });
    expect(byId[rejected.id]).toMatchObject({
      collection: 'instructor_ratings',
      status: 'SUSPENDED',
      reason: 'Personal attack.',
      course: 'Optique',
    });
    expect(byId[suggestion.id]).toMatchObject({
      collection: 'instructors',
      status: 'PENDING_APPROVAL',
      reason: '',
      name: 'Mme Inès Trabelsi',
    });
    expect(byId[report.id]).toMatchObject({ collection: 'reports', status: 'SUBMITTED', reported_id: bilelRating.id });
    // Newest first.
    const created = items.map((i) => (i as unknown as { created: string }).created);
    expect([...created].sort().reverse()).toEqual(created);
    expectNoAuthors(answer, [alice.id, bilel.id, moderator.id]);

    // Bilel sees his rating, not Alice's report of it nor anything of hers.
    const his = await mine(bilel.pb);
    expect((his.items as Item[]).map((i) => i.id)).toEqual([bilelRating.id]);
    expectNoAuthors(his, [alice.id, bilel.id, moderator.id]);
  });

  test('the reason shown is the one of the decision that set the current status', async () => {
    const rating = await bilel.pb
      .collection('instructor_ratings')
      .create(instructorRatingBody(instructorId, random, { course: 'Mécanique' }));
    await decide(moderator.pb, {
      collection: 'instructor_ratings',
      id: rating.id,
      status: 'ACTIVE',
      reason: 'Approved.',
    });
    const report = await alice.pb.collection('reports').create({
      reported_collection: 'instructor-rating',
      reported_id: rating.id,
      report_reason: 'OTHER',
      comment: 'Contains a phone number.',
    });
    await decide(moderator.pb, {
      collection: 'reports',
      id: report.id,
      status: 'TREATED',
      reason: 'Phone number.',
      takeDown: 'REPORTED',
    });
    const item = ((await mine(bilel.pb)).items as Item[]).find((i) => i.id === rating.id);
    expect(item).toMatchObject({ status: 'REPORTED', reason: 'Phone number.' });
    const reportItem = ((await mine(alice.pb)).items as Item[]).find((i) => i.id === report.id);
    expect(reportItem).toMatchObject({ status: 'TREATED', reason: 'Phone number.' });
  });

  test("nobody can ask for someone else's: the route ignores any user parameter; guests get 401", async () => {
    const forged = await alice.pb.send('/api/rayek/contributions/mine', {
      method: 'GET',
      query: { user: bilel.id, filter: `user = "${bilel.id}"` },
    });
    const own = await mine(alice.pb);
    expect((forged.items as Item[]).map((i) => i.id)).toEqual((own.items as Item[]).map((i) => i.id));
    expect((await refusal(mine(guest(server)))).status).toBe(401);
    // A moderator gets only their own (here: none), never the authors of what they moderate.
    expect((await mine(moderator.pb)).items).toEqual([]);
  });

  test('an unverified user (whose writes were refused) sees an empty list', async () => {
    const unverified = await createActor(server, { verified: false });
    expect((await mine(unverified.pb)).items).toEqual([]);
  });
});
