// Who sees what of professors' profiles (docs/professors.md): claims reach their author and moderators only (list,
// view, filter, realtime), never with their author's id; the public "verified profile" mark is the server's alone.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, refusal, type Actor } from './support/actors';
import { createInstitution, createInstructor } from './support/fixtures';
import { decide, expectNoAuthors } from './support/moderation';
import { approvedProfessor, claim, newProfile, publishedRating, reply } from './support/professors';
import { subscribe } from './support/realtime';

let server: TestServer;
let moderator: Actor;

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
});
afterAll(async () => {
  await server?.stop();
});

describe('who reads claims', () => {
  test('the author and moderators; nobody else, whatever the filter, and never with the author', async () => {
    const instructor = await newProfile(server.admin);
    const author = await createActor(server);
    const other = await createActor(server);
    const made = await claim(author, instructor);

    const own = await author.pb.collection('instructor_claims').getFullList();
    expect(own.map((c) => c.id)).toEqual([made.id]);
    expectNoAuthors(own, [author.id]);
    expect((await author.pb.collection('instructor_claims').getOne(made.id)).id).toBe(made.id);

    expect(await other.pb.collection('instructor_claims').getFullList()).toEqual([]);
    expect((await refusal(other.pb.collection('instructor_claims').getOne(made.id))).status).toBe(404);
    const byUser = await other.pb
      .collection('instructor_claims')
      .getList(1, 50, { filter: `user = "${author.id}"` })
      .catch((e) => e);
    expect(JSON.stringify(byUser)).not.toContain(made.id);

    const res = await fetch(`${server.url}/api/collections/instructor_claims/records`);
    expect(((await res.json()) as { items: unknown[] }).items).toEqual([]);
    expect((await fetch(`${server.url}/api/collections/instructor_claims/records/${made.id}`)).status).toBe(404);

    const seen = await moderator.pb.collection('instructor_claims').getOne(made.id);
    expectNoAuthors(seen, [author.id]);
    const listed = await fetch(`${server.url}/api/collections/instructor_claims/records`, {
      headers: { Authorization: author.token },
    });
    expect(listed.headers.get('cache-control')).toBe('no-store');
  });
});

describe('filters through a profile', () => {
  test('reach no claim, no unpublished reply and no author, for guests and other accounts', async () => {
    const claimed = await newProfile(server.admin);
    const replied = await newProfile(server.admin);
    await claim(await createActor(server), claimed);
    const { professor } = await approvedProfessor(server, moderator, replied);
    const rated = await publishedRating(server, replied);
    await reply(server, professor.token, rated.id, { body: 'A pending reply to this rating.' });
    const outsider = await createActor(server);
    for (const filter of [
      'instructor_claims_via_instructor.status = "PENDING"',
      'instructor_claims_via_instructor.message ~ "teach"',
      '@collection.instructor_claims.instructor ?= id && @collection.instructor_claims.status ?= "PENDING"',
      'rating_replies_via_instructor.body ~ "pending"',
      `rating_replies_via_instructor.user = "${professor.id}"`,
      '@collection.rating_replies.instructor ?= id && @collection.rating_replies.status ?= "PENDING_APPROVAL"',
    ]) {
      for (const token of [undefined, outsider.token]) {
        const res = await fetch(
          `${server.url}/api/collections/instructors/records?filter=${encodeURIComponent(filter)}`,
          {
            headers: token ? { Authorization: token } : {},
          },
        );
        const text = await res.text();
        expect(res.status === 200 ? text : '', filter).not.toMatch(new RegExp(`${claimed}|${replied}`));
      }
    }
  });
});

describe('realtime', () => {
  test("a claim's events reach its author and moderators, never another account or a guest", async () => {
    const instructor = await newProfile(server.admin);
    const later = await newProfile(server.admin);
    const author = await createActor(server);
    const topics = ['instructor_claims', 'instructors'];
    const own = await subscribe(server.url, topics, author.token);
    const moderating = await subscribe(server.url, topics, moderator.token);
    const others = [
      await subscribe(server.url, topics, (await createActor(server)).token),
      await subscribe(server.url, topics),
    ];
    try {
      const made = await claim(author, instructor);
      await decide(moderator.pb, { collection: 'instructor_claims', id: made.id, status: 'APPROVED' });
      await own.next((e) => e.topic === 'instructor_claims' && e.data.record.status === 'APPROVED');
      await moderating.next((e) => e.topic === 'instructor_claims' && e.data.record.status === 'APPROVED');
      expectNoAuthors([...own.events, ...moderating.events], [author.id]);
      // Events reach each client in order: once this later change arrives, a claim's event would have come before.
      await server.admin.collection('instructors').update(later, { department: 'Mathématiques' });
      for (const other of others) {
        await other.next((e) => e.topic === 'instructors' && e.data.record.id === later);
        expect(other.events.filter((e) => e.topic === 'instructor_claims')).toEqual([]);
      }
    } finally {
      for (const sub of [own, moderating, ...others]) sub.close();
    }
  });
});

describe('the verified mark is server-kept', () => {
  test('false on every create, refused in a moderator PATCH, restored after a superuser edit', async () => {
    const institution = (await createInstitution(server.admin)).id;
    const byAdmin = await createInstructor(server.admin, institution, { verified_profile: true });
    expect(byAdmin.verified_profile).toBe(false);
    const student = await createActor(server);
    const suggested = await student.pb.collection('instructors').create({
      name: 'Amira Ben Salah',
      institution,
      department: 'Informatique',
      user_agrees: true,
      verified_profile: true,
    });
    expect(suggested.verified_profile).toBe(false);
    const patched = await refusal(
      moderator.pb.collection('instructors').update(byAdmin.id, { verified_profile: true }),
    );
    expect(patched.data.verified_profile?.code).toBe('validation_status_only');
    const edited = await server.admin.collection('instructors').update(byAdmin.id, { verified_profile: true });
    expect(edited.verified_profile).toBe(false);
  });
});
