// Guarantee 7: client-chosen record ids (15 characters, a-z0-9) make the offline outbox's retries safe:
// repeating an id never creates a second record, and the answer says so in a way the outbox recognises.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, refusal } from './support/actors';
import {
  clientId,
  createInstitution,
  createInstructor,
  institutionRatingBody,
  instructorRatingBody,
  seeded,
} from './support/fixtures';

let server: TestServer;
let institutionId: string;
let instructorId: string;
const random = seeded(77);

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  institutionId = (await createInstitution(server.admin)).id;
  instructorId = (await createInstructor(server.admin, institutionId)).id;
});
afterAll(async () => {
  await server?.stop();
});

describe('client-chosen ids', () => {
  test('a repeated id never creates a second record and answers id validation_not_unique', async () => {
    const author = await createActor(server);
    const id = clientId(random);
    const body = { id, ...institutionRatingBody(institutionId, random) };
    const first = await author.pb.collection('institution_ratings').create(body);
    expect(first.id).toBe(id);
    for (let i = 0; i < 3; i += 1) {
      const again = await refusal(author.pb.collection('institution_ratings').create(body));
      expect(again.status).toBe(400);
      expect(again.data).toEqual({ id: { code: 'validation_not_unique', message: 'Value must be unique.' } });
    }
    const stored = await server.admin
      .collection('institution_ratings')
      .getFullList({ filter: `user = "${author.id}"` });
    expect(stored.map((r) => r.id)).toEqual([id]);
  });

  test('parallel retries of the same id store one record', async () => {
    const author = await createActor(server);
    const id = clientId(random);
    const body = { id, ...instructorRatingBody(instructorId, random, { course: 'Retry course' }) };
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => author.pb.collection('instructor_ratings').create(body)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const stored = await server.admin.collection('instructor_ratings').getFullList({ filter: `user = "${author.id}"` });
    expect(stored.map((r) => r.id)).toEqual([id]);
  });

  test('ids for instructors and reports are accepted and retried the same way', async () => {
    const author = await createActor(server);
    const id = clientId(random);
    const body = {
      id,
      name: 'Client Id Instructor',
      institution: institutionId,
      department: 'Maths',
      user_agrees: true,
    };
    expect((await author.pb.collection('instructors').create(body)).id).toBe(id);
    expect((await refusal(author.pb.collection('instructors').create(body))).data.id?.code).toBe(
      'validation_not_unique',
    );

    const rating = await server.admin
      .collection('institution_ratings')
      .create(institutionRatingBody(institutionId, random, { status: 'ACTIVE', user: (await createActor(server)).id }));
    const reportId = clientId(random);
    const report = {
      id: reportId,
      reported_collection: 'institution-rating',
      reported_id: rating.id,
      report_reason: 'OTHER',
      comment: 'Offensive words in here.',
    };
    expect((await author.pb.collection('reports').create(report)).id).toBe(reportId);
    expect((await refusal(author.pb.collection('reports').create(report))).data.id?.code).toBe('validation_not_unique');
    expect((await server.admin.collection('reports').getFullList({ filter: `user = "${author.id}"` })).length).toBe(1);
  });

  test('an id that is not 15 characters of a-z0-9 is refused', async () => {
    const author = await createActor(server);
    const answer = await refusal(
      author.pb
        .collection('institution_ratings')
        .create({ id: 'Short-ID', ...institutionRatingBody(institutionId, random) }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.id).toBeDefined();
  });
});
