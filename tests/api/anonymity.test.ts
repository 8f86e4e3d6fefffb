// Guarantees 2 and 3: public reads show published content only, and no answer to anyone but moderators and
// superusers names the author of a rating, an instructor suggestion or a report — not in list, view,
// expand, filter, sort, realtime or any read model.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type PocketBase from 'pocketbase';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, refusal, type Actor } from './support/actors';
import {
  createInstitution,
  createInstructor,
  institutionRatingBody,
  instructorRatingBody,
  seeded,
} from './support/fixtures';
import { subscribe } from './support/realtime';

let server: TestServer;
let author: Actor;
let outsider: Actor;
let moderator: Actor;
let institutionId: string;
let instructorId: string;
let pendingRating: string;
let activeRating: string;
let activeInstructorRating: string;
let suggestion: string;
let report: string;
const random = seeded(5);

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  [author, outsider] = await Promise.all([createActor(server, { name: 'Author Person' }), createActor(server)]);
  moderator = await createActor(server, { role: 'MODERATOR' });
  institutionId = (await createInstitution(server.admin)).id;
  const otherInstitution = (await createInstitution(server.admin)).id;
  instructorId = (await createInstructor(server.admin, institutionId)).id;

  pendingRating = (
    await author.pb.collection('institution_ratings').create(institutionRatingBody(otherInstitution, random))
  ).id;
  activeRating = (
    await author.pb.collection('institution_ratings').create(institutionRatingBody(institutionId, random))
  ).id;
  await moderator.pb.collection('institution_ratings').update(activeRating, { status: 'ACTIVE' });
  activeInstructorRating = (
    await author.pb.collection('instructor_ratings').create(instructorRatingBody(instructorId, random))
  ).id;
  await moderator.pb.collection('instructor_ratings').update(activeInstructorRating, { status: 'ACTIVE' });
  suggestion = (
    await author.pb.collection('instructors').create({
      name: 'Pending Suggestion',
      institution: institutionId,
      department: 'Maths',
      user_agrees: true,
    })
  ).id;
  report = (
    await author.pb.collection('reports').create({
      reported_collection: 'institution-rating',
      reported_id: activeRating,
      report_reason: 'OTHER',
      comment: 'Please check this one again.',
    })
  ).id;
});
afterAll(async () => {
  await server?.stop();
});

const everyone = () => ({ guest: guest(server), outsider: outsider.pb, author: author.pb });

function noAuthorIn(value: unknown) {
  const text = JSON.stringify(value);
  expect(text).not.toContain(author.id);
  expect(text).not.toContain(author.email);
  expect(text).not.toContain('Author Person');
}

describe('public reads', () => {
  test('guests and other users see ACTIVE ratings only, without an author', async () => {
    for (const pb of [guest(server), outsider.pb]) {
      const list = await pb.collection('institution_ratings').getFullList();
      const ids = list.map((r) => r.id);
      expect(ids).toContain(activeRating);
      expect(ids).not.toContain(pendingRating);
      for (const r of list) expect(r).not.toHaveProperty('user');
      noAuthorIn(list);
      expect((await refusal(pb.collection('institution_ratings').getOne(pendingRating))).status).toBe(404);
      noAuthorIn(await pb.collection('institution_ratings').getOne(activeRating));
    }
  });

  test('the author sees their pending rating, still without the author field', async () => {
    const own = await author.pb.collection('institution_ratings').getOne(pendingRating);
    expect(own.status).toBe('PENDING_APPROVAL');
    expect(own).not.toHaveProperty('user');
  });

  test('moderators see pending records, and reach the author only by expanding it', async () => {
    const seen = await moderator.pb.collection('institution_ratings').getOne(pendingRating, { expand: 'user' });
    expect(seen).not.toHaveProperty('user');
    expect(seen.expand?.user?.id).toBe(author.id);
    const list = await moderator.pb
      .collection('institution_ratings')
      .getFullList({ filter: 'status = "PENDING_APPROVAL"' });
    expect(list.map((r) => r.id)).toContain(pendingRating);
    expect((await moderator.pb.collection('instructors').getOne(suggestion, { expand: 'user' })).expand?.user?.id).toBe(
      author.id,
    );
    expect((await moderator.pb.collection('reports').getOne(report, { expand: 'user' })).expand?.user?.id).toBe(
      author.id,
    );
  });

  test('a pending instructor suggestion is visible to its author and moderators only', async () => {
    for (const pb of [guest(server), outsider.pb]) {
      expect((await refusal(pb.collection('instructors').getOne(suggestion))).status).toBe(404);
      expect((await pb.collection('instructors').getFullList()).map((r) => r.id)).not.toContain(suggestion);
    }
    const own = await author.pb.collection('instructors').getOne(suggestion);
    expect(own).not.toHaveProperty('user');
  });

  test('reports are visible to their author and moderators only', async () => {
    expect(await guest(server).collection('reports').getFullList()).toEqual([]);
    expect(await outsider.pb.collection('reports').getFullList()).toEqual([]);
    expect((await refusal(outsider.pb.collection('reports').getOne(report))).status).toBe(404);
    const own = await author.pb.collection('reports').getOne(report);
    expect(own).not.toHaveProperty('user');
  });

  test('reference data and read models are public', async () => {
    const pb = guest(server);
    for (const name of [
      'institutions',
      'institution_departments',
      'programs',
      'institutions_search',
      'programs_search',
      'instructors_search',
      'institution_ratings_average',
      'program_ratings_average',
      'instructor_ratings_average',
      'instructor_courses',
    ]) {
      await expect(pb.collection(name).getList(1, 1, { skipTotal: true })).resolves.toBeDefined();
    }
  });

  test('nobody but superusers reads the statistics tables or writes reference data', async () => {
    for (const pb of [guest(server), outsider.pb, moderator.pb]) {
      expect((await refusal(pb.collection('instructor_stats').getList(1, 1))).status).toBe(403);
      expect(
        (
          await refusal(
            pb
              .collection('institutions')
              .create({ name: 'Fake', country: 'TUNISIA', governorate: 'Tunis', sector: 'PUBLIC' }),
          )
        ).status,
      ).toBe(403);
      expect((await refusal(pb.collection('institutions').update(institutionId, { name: 'Renamed' }))).status).toBe(
        403,
      );
    }
  });
});

describe('no way to reach or infer the author', () => {
  test('expand=user returns nothing to others, also nested through an instructor', async () => {
    for (const pb of [guest(server), outsider.pb]) {
      const list = await pb.collection('institution_ratings').getFullList({ expand: 'user' });
      for (const r of list) expect(r.expand?.user).toBeUndefined();
      noAuthorIn(list);
      const teacher = await pb
        .collection('instructor_ratings')
        .getOne(activeInstructorRating, { expand: 'user,instructor,instructor.user' });
      expect(teacher.expand?.user).toBeUndefined();
      noAuthorIn(teacher);
    }
  });

  test('the author expanding their own records sees only themselves', async () => {
    const list = await author.pb.collection('institution_ratings').getFullList({ expand: 'user' });
    for (const r of list) if (r.expand?.user) expect(r.expand.user.id).toBe(author.id);
    const others = await createActor(server);
    const theirs = await server.admin.collection('institution_ratings').create(
      institutionRatingBody((await createInstitution(server.admin)).id, random, {
        status: 'ACTIVE',
        user: others.id,
      }),
    );
    const seen = await author.pb.collection('institution_ratings').getOne(theirs.id, { expand: 'user' });
    expect(seen.expand?.user).toBeUndefined();
    expect(JSON.stringify(seen)).not.toContain(others.id);
  });

  test('filtering or sorting by the author is refused', async () => {
    const probes: Array<(pb: PocketBase) => Promise<unknown>> = [
      (pb) => pb.collection('institution_ratings').getList(1, 5, { filter: `user = "${author.id}"` }),
      (pb) => pb.collection('institution_ratings').getList(1, 5, { filter: `user.email = "${author.email}"` }),
      (pb) => pb.collection('institution_ratings').getList(1, 5, { filter: `user.name ~ "Author"` }),
      (pb) => pb.collection('institution_ratings').getList(1, 5, { filter: 'user != ""' }),
      (pb) => pb.collection('institution_ratings').getList(1, 5, { sort: 'user' }),
      (pb) => pb.collection('instructor_ratings').getList(1, 5, { sort: '-user.created' }),
      (pb) => pb.collection('instructors').getList(1, 5, { filter: `user = "${author.id}"` }),
      (pb) => pb.collection('reports').getList(1, 5, { filter: `user = "${author.id}"` }),
    ];
    for (const pb of Object.values(everyone())) {
      for (const probe of probes) expect((await refusal(probe(pb))).status).toBe(400);
    }
  });

  test('users cannot be listed or looked up by others; e-mails stay private', async () => {
    expect(await guest(server).collection('users').getFullList()).toEqual([]);
    const seen = await outsider.pb.collection('users').getFullList();
    expect(seen.map((u) => u.id)).toEqual([outsider.id]);
    expect((await refusal(outsider.pb.collection('users').getOne(author.id))).status).toBe(404);
    // Nor through the back-relation from users to ratings: it goes through the hidden field.
    const probe = outsider.pb
      .collection('users')
      .getFullList({ filter: `institution_ratings_via_user.id ?= "${activeRating}"` });
    expect((await refusal(probe)).status).toBe(400);
    // A moderator may look a user up, but not their e-mail.
    const viaModerator = await moderator.pb.collection('users').getOne(author.id);
    expect(viaModerator.email ?? '').toBe('');
  });

  test('read models never carry an author', async () => {
    for (const name of [
      'institutions_search',
      'institution_ratings_average',
      'instructors_search',
      'instructor_ratings_average',
      'instructor_courses',
      'programs_search',
      'program_ratings_average',
    ]) {
      const rows = await guest(server).collection(name).getList(1, 50, { skipTotal: true });
      for (const row of rows.items) expect(Object.keys(row).some((k) => k.includes('user'))).toBe(false);
      noAuthorIn(rows);
    }
  });

  test('realtime events carry no author field, to anyone', async () => {
    const publicSub = await subscribe(server.url, ['institution_ratings']);
    const authorSub = await subscribe(server.url, ['institution_ratings'], author.token);
    const moderatorSub = await subscribe(server.url, ['institution_ratings'], moderator.token);
    try {
      const fresh = await author.pb
        .collection('institution_ratings')
        .create(institutionRatingBody((await createInstitution(server.admin)).id, random));
      await moderator.pb.collection('institution_ratings').update(fresh.id, { status: 'ACTIVE' });
      const isIt = (e: { data: { action: string; record: Record<string, unknown> } }) =>
        e.data.action === 'update' && e.data.record.id === fresh.id;
      const seenByPublic = await publicSub.next(isIt);
      const seenByAuthor = await authorSub.next(isIt);
      const seenByModerator = await moderatorSub.next(isIt);
      expect(seenByPublic.data.record.status).toBe('ACTIVE');
      expect(seenByPublic.data.record).not.toHaveProperty('user');
      expect(seenByAuthor.data.record).not.toHaveProperty('user');
      noAuthorIn(publicSub.events);
      expect(seenByModerator.data.record).not.toHaveProperty('user');
      // The pending create was never sent to the public subscriber.
      expect(publicSub.events.some((e) => e.data.action === 'create' && e.data.record.id === fresh.id)).toBe(false);
    } finally {
      publicSub.close();
      authorSub.close();
      moderatorSub.close();
    }
  });
});
