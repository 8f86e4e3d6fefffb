// Users: a client never sets its own role or verified flag, e-mails stay private (nobody lists users but
// themselves, not even moderators), accounts carry no files, and deleting an account keeps its published
// ratings in the read models (tests/api/account-deletion.test.ts has the rest).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, deleteOwnAccount, guest, refusal } from './support/actors';
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
  const found = await server.admin
    .collection('users')
    .getFullList({ filter: server.admin.filter('email = {:email}', { email }) });
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
    expect(
      (
        await refusal(
          guest(server)
            .collection('users')
            .create(signUp({ name: ' ' })),
        )
      ).data.name?.code,
    ).toBe('validation_required');
    expect(
      (
        await refusal(
          guest(server)
            .collection('users')
            .create(signUp({ name: 'A' })),
        )
      ).data.name?.code,
    ).toBe('validation_min_text_constraint');
  });

  test('an unverified user can sign in but not write', async () => {
    const body = signUp();
    await guest(server).collection('users').create(body);
    const pb = guest(server);
    await pb.collection('users').authWithPassword(body.email, body.password);
    expect(pb.authStore.record?.verified).toBe(false);
    const institution = await createInstitution(server.admin);
    expect(
      (await refusal(pb.collection('institution_ratings').create(institutionRatingBody(institution.id, seeded(1)))))
        .status,
    ).toBe(400);
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
    // A plain DELETE is for superusers only: 403 whatever the id, so it tells nothing either.
    expect((await refusal(a.pb.collection('users').delete(b.id))).status).toBe(403);
    expect((await server.admin.collection('users').getOne(b.id)).role).toBe('STUDENT');
  });

  test('deleting an account keeps its published ratings in the read models', async () => {
    const institution = await createInstitution(server.admin);
    const [leaving, staying] = await Promise.all([createActor(server), createActor(server)]);
    const random = seeded(8);
    const ratings = [];
    for (const actor of [leaving, staying]) {
      const body = institutionRatingBody(institution.id, random, { status: 'ACTIVE', user: actor.id });
      ratings.push(await server.admin.collection('institution_ratings').create(body));
    }
    expect((await institutionModels(guest(server), institution.id)).search?.review_count).toBe(2);
    const before = await institutionModels(guest(server), institution.id);
    await deleteOwnAccount(leaving);
    const got = await institutionModels(guest(server), institution.id);
    const want = expectedInstitution(ratings as unknown as Array<{ status: string }>);
    expect(got.average).toMatchObject(want.average);
    expect(got).toEqual(before);
  });
});

describe('nobody lists users but themselves', () => {
  test('a moderator listing, filtering or sorting users gets only themself', async () => {
    const moderator = await createActor(server, { role: 'MODERATOR' });
    await Promise.all([createActor(server, { name: 'Aaron A' }), createActor(server, { name: 'Zora Z' })]);
    const probes = [
      {},
      { sort: 'email' },
      { sort: '-email' },
      { sort: 'name' },
      { sort: 'created' },
      { filter: 'email ~ "a"' },
      { filter: 'email ~ "user"' },
      { filter: 'name ~ "a"' },
      { filter: 'verified = true' },
      { filter: 'role = "STUDENT"' },
      { filter: 'id != ""' },
    ];
    for (const options of probes) {
      const seen = await moderator.pb
        .collection('users')
        .getList(1, 50, options)
        .then(
          (page) => page.items.map((u) => u.id),
          (error: { status: number }) => `refused ${error.status}`,
        );
      if (Array.isArray(seen)) expect(seen.filter((id) => id !== moderator.id)).toEqual([]);
    }
    const all = await moderator.pb.collection('users').getList(1, 50);
    expect(all.totalItems).toBe(1);
    expect(all.items.map((u) => u.id)).toEqual([moderator.id]);
  });

  test("a moderator still reads the name of a rating's author through expand, never the e-mail", async () => {
    const moderator = await createActor(server, { role: 'MODERATOR' });
    const author = await createActor(server, { name: 'Expanded Author' });
    const institution = await createInstitution(server.admin);
    const rating = await author.pb
      .collection('institution_ratings')
      .create(institutionRatingBody(institution.id, seeded(3)));
    const seen = await moderator.pb.collection('institution_ratings').getOne(rating.id, { expand: 'user' });
    expect(seen.expand?.user?.name).toBe('Expanded Author');
    expect(seen.expand?.user?.email ?? '').toBe('');
    expect(JSON.stringify(seen)).not.toContain(author.email);
    // The same lookup by id, not by list.
    expect((await moderator.pb.collection('users').getOne(author.id)).email ?? '').toBe('');
    // Nor can a moderator test an e-mail through another collection that points at users: a filter on the
    // moderator's address of a log row finds nothing (or is refused), even with the right address.
    const other = await createActor(server, { role: 'MODERATOR' });
    await other.pb.collection('institution_ratings').update(rating.id, { status: 'ACTIVE' });
    const byRightAddress = server.admin.filter('moderator.email = {:email}', { email: other.email });
    const found = await moderator.pb
      .collection('moderation_log')
      .getList(1, 50, { filter: byRightAddress })
      .then(
        (page) => page.items.length,
        () => 0,
      );
    expect(found).toBe(0);
    expect(
      (await moderator.pb.collection('moderation_log').getList(1, 50, { filter: `target_id = "${rating.id}"` })).items,
    ).toHaveLength(1);
  });

  test('guests and students list nobody else either', async () => {
    const student = await createActor(server);
    expect((await guest(server).collection('users').getList(1, 50, { sort: 'email' })).items).toEqual([]);
    expect((await student.pb.collection('users').getList(1, 50, { sort: 'email' })).items.map((u) => u.id)).toEqual([
      student.id,
    ]);
  });
});

describe('accounts carry no files', () => {
  test('an avatar upload stores nothing, and users have no file field', async () => {
    const form = new FormData();
    form.append('email', `avatar${Date.now()}@tests.local`);
    form.append('password', 'a-long-password-1');
    form.append('passwordConfirm', 'a-long-password-1');
    form.append('name', 'With Avatar');
    form.append('avatar', new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    const res = await fetch(`${server.url}/api/collections/users/records`, { method: 'POST', body: form });
    const created = (await res.json()) as Record<string, unknown>;
    expect(created).not.toHaveProperty('avatar');
    const student = await createActor(server, { verified: false });
    const update = new FormData();
    update.append('avatar', new Blob([new Uint8Array(1024)], { type: 'image/png' }), 'small.png');
    const saved = await student.pb
      .collection('users')
      .update(student.id, update)
      .catch(() => ({}));
    expect(saved).not.toHaveProperty('avatar');
    const schema = await server.admin.collections.getOne('users');
    expect(schema.fields.filter((f: { type: string }) => f.type === 'file')).toEqual([]);
    const stored = await server.admin.collection('users').getOne(student.id);
    expect(stored).not.toHaveProperty('avatar');
    // Nothing reached the disk.
    const storage = path.join(server.dataDir, 'storage', schema.id);
    expect(fs.existsSync(storage) ? fs.readdirSync(storage, { recursive: true }) : []).toEqual([]);
  });
});
