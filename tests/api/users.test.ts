// Users: a client never sets its own role or verified flag, e-mails stay private, and deleting an account
// takes its ratings out of the read models.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, refusal } from './support/actors';
import { createInstitution, institutionRatingBody, seeded } from './support/fixtures';
import { expectedInstitution, institutionModels } from './support/read-models';

let server: TestServer;
let serial = 0;
const signUp = (extra: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    email: `signup${serial}@tests.local`,
    password: 'a-long-password-1',
    passwordConfirm: 'a-long-password-1',
    name: 'New Student',
    ...extra,
  };
};

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await server?.stop();
});

async function storedUser(email: string) {
  const found = await server.admin.collection('users').getFullList({ filter: server.admin.filter('email = {:email}', { email }) });
  return found[0];
}

describe('sign-up', () => {
  test('a new user is an unverified STUDENT with a private e-mail, whatever the body asks', async () => {
    const body = signUp({ emailVisibility: true, name: '  Amira  ' });
    const created = await guest(server).collection('users').create(body);
    expect(created).toMatchObject({ role: 'STUDENT', verified: false, emailVisibility: false, name: 'Amira' });
    const stored = await storedUser(body.email);
    expect(stored).toMatchObject({ role: 'STUDENT', verified: false, emailVisibility: false });
  });

  test.each(['MODERATOR', 'PROFESSOR'])('choosing the role %s is refused and creates nobody', async (role) => {
    const body = signUp({ role });
    expect((await refusal(guest(server).collection('users').create(body))).status).toBe(400);
    expect(await storedUser(body.email)).toBeUndefined();
  });

  test('claiming to be verified is refused with a code and creates nobody', async () => {
    const body = signUp({ verified: true });
    const answer = await refusal(guest(server).collection('users').create(body));
    expect(answer.status).toBe(400);
    expect(answer.data.verified?.code).toBe('validation_verified_not_allowed');
    expect(await storedUser(body.email)).toBeUndefined();
  });

  test('the name is required, 2 characters or more', async () => {
    expect((await refusal(guest(server).collection('users').create(signUp({ name: ' ' })))).data.name?.code).toBe('validation_required');
    expect((await refusal(guest(server).collection('users').create(signUp({ name: 'A' })))).data.name?.code).toBe('validation_min_text_constraint');
  });

  test('an unverified user can sign in but not write', async () => {
    const body = signUp();
    await guest(server).collection('users').create(body);
    const pb = guest(server);
    await pb.collection('users').authWithPassword(body.email, body.password);
    expect(pb.authStore.record?.verified).toBe(false);
    const institution = await createInstitution(server.admin);
    expect((await refusal(pb.collection('institution_ratings').create(institutionRatingBody(institution.id, seeded(1))))).status).toBe(400);
  });
});

describe('own account', () => {
  test('a user cannot promote or verify themselves', async () => {
    const student = await createActor(server, { verified: false });
    expect((await refusal(student.pb.collection('users').update(student.id, { role: 'MODERATOR' }))).status).toBe(404);
    const answer = await refusal(student.pb.collection('users').update(student.id, { verified: true }));
    expect(answer.status).toBe(400);
    expect(answer.data.verified?.code).toBe('validation_verified_not_allowed');
    const stored = await server.admin.collection('users').getOne(student.id);
    expect(stored).toMatchObject({ role: 'STUDENT', verified: false });
  });

  test('a user renames themselves; the e-mail never becomes public', async () => {
    const student = await createActor(server);
    const saved = await student.pb.collection('users').update(student.id, { name: 'Renamed', emailVisibility: true });
    expect(saved.name).toBe('Renamed');
    expect((await server.admin.collection('users').getOne(student.id)).emailVisibility).toBe(false);
  });

  test("nobody changes someone else's account, moderators included", async () => {
    const [a, b] = await Promise.all([createActor(server), createActor(server)]);
    const moderator = await createActor(server, { role: 'MODERATOR' });
    expect((await refusal(a.pb.collection('users').update(b.id, { name: 'Hacked' }))).status).toBe(404);
    expect((await refusal(moderator.pb.collection('users').update(b.id, { role: 'MODERATOR' }))).status).toBe(404);
    expect((await refusal(a.pb.collection('users').delete(b.id))).status).toBe(404);
    expect((await server.admin.collection('users').getOne(b.id)).role).toBe('STUDENT');
  });

  test('deleting an account removes its ratings from the read models', async () => {
    const institution = await createInstitution(server.admin);
    const [leaving, staying] = await Promise.all([createActor(server), createActor(server)]);
    const random = seeded(8);
    const ratings = [];
    for (const actor of [leaving, staying]) {
      const body = institutionRatingBody(institution.id, random, { status: 'ACTIVE', user: actor.id });
      ratings.push(await server.admin.collection('institution_ratings').create(body));
    }
    expect((await institutionModels(guest(server), institution.id)).search?.review_count).toBe(2);
    await leaving.pb.collection('users').delete(leaving.id);
    const got = await institutionModels(guest(server), institution.id);
    const want = expectedInstitution([ratings[1] as unknown as { status: string }]);
    expect(got.average).toMatchObject(want.average);
  });
});
