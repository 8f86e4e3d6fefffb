// Institutions, programs and instructors written by superusers (migrations, import, demo data) appear in the
// read models at once, without a rebuild; deleting one takes it and its statistics away.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest } from './support/actors';
import { createInstitution, createInstructor, createProgram, instructorRatingBody, seeded } from './support/fixtures';
import { institutionModels, instructorModels, programModels } from './support/read-models';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await server?.stop();
});

describe('targets added later', () => {
  test('institutions, programs and instructors created by a superuser appear in the search models at once', async () => {
    const institution = await createInstitution(server.admin, { governorate: 'Tozeur', sector: 'PRIVATE' });
    const program = await createProgram(server.admin, institution.id);
    const instructor = await createInstructor(server.admin, institution.id);
    const pb = guest(server);
    expect((await institutionModels(pb, institution.id)).search).toMatchObject({
      name: institution.name,
      governorate: 'Tozeur',
      sector: 'PRIVATE',
      overall_rating: 0,
      review_count: 0,
    });
    expect((await programModels(pb, program.id)).search).toMatchObject({
      institution_id: institution.id,
      institution_name: institution.name,
      review_count: 0,
    });
    expect((await instructorModels(pb, instructor.id)).search).toMatchObject({ institution_name: institution.name });
  });

  test('deleting an institution removes it and everything under it from the read models', async () => {
    const institution = await createInstitution(server.admin);
    const instructor = await createInstructor(server.admin, institution.id);
    const author = await createActor(server);
    await server.admin
      .collection('instructor_ratings')
      .create(instructorRatingBody(instructor.id, seeded(3), { status: 'ACTIVE', user: author.id }));
    expect((await instructorModels(guest(server), instructor.id)).search?.review_count).toBe(1);
    await server.admin.collection('institutions').delete(institution.id);
    const pb = guest(server);
    expect((await institutionModels(pb, institution.id)).search).toBeUndefined();
    expect((await instructorModels(pb, instructor.id)).search).toBeUndefined();
    expect(
      await server.admin.collection('instructor_stats').getList(1, 1, { filter: `id = "${instructor.id}"` }),
    ).toMatchObject({ totalItems: 0 });
  });
});
