// Deleting an account withdraws what still waits for a moderator and keeps everything else, detached: no
// author, no realtime event, no new `updated`, the read models unchanged. Detached rows are nobody's: a guest
// (whose auth id is empty, like their `user`) sees only what is public. And instructor ratings are public only
// while their instructor is.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { startTestServer, type TestServer } from './support/server';
import { ACTOR_PASSWORD, createActor, deleteOwnAccount, guest, refusal, type Actor } from './support/actors';
import {
  createInstitution,
  createInstructor,
  createProgram,
  institutionRatingBody,
  instructorRatingBody,
  programRatingBody,
  seeded,
} from './support/fixtures';
import { institutionModels, instructorModels, programModels } from './support/read-models';
import { subscribe, type Subscription } from './support/realtime';
import { mine } from './support/moderation';

let server: TestServer;
let moderator: Actor;
const random = seeded(14);
const RATINGS = ['institution_ratings', 'program_ratings', 'instructor_ratings'] as const;

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
});
afterAll(async () => {
  await server?.stop();
});

const setStatus = (collection: string, id: string, status: string) =>
  moderator.pb.collection(collection).update(id, { status });

/** Every row of a collection as the superuser sees it, with its hidden `user`. */
const stored = (collection: string, id: string) =>
  server.admin
    .collection(collection)
    .getOne(id)
    .catch((error: { status: number }) => error.status);

interface Authored {
  kept: Record<string, RecordModel[]>;
  withdrawn: Record<string, RecordModel[]>;
  targets: { institution: string; program: string; instructor: string };
}

/** One author with something of every kind: published, suspended, reported, archived, treated, and waiting. */
async function authorWithEverything(author: Actor): Promise<Authored> {
  const institution = (await createInstitution(server.admin)).id;
  const program = (await createProgram(server.admin, institution)).id;
  const instructor = (await createInstructor(server.admin, institution)).id;
  const [otherInstitution, thirdInstitution] = [
    (await createInstitution(server.admin)).id,
    (await createInstitution(server.admin)).id,
  ];
  const rate = (collection: string, body: Record<string, unknown>) => author.pb.collection(collection).create(body);

  const publishedInstitution = await rate('institution_ratings', institutionRatingBody(institution, random));
  await setStatus('institution_ratings', publishedInstitution.id, 'ACTIVE');
  const publishedProgram = await rate('program_ratings', programRatingBody(program, random));
  await setStatus('program_ratings', publishedProgram.id, 'ACTIVE');
  const publishedInstructor = await rate('instructor_ratings', instructorRatingBody(instructor, random));
  await setStatus('instructor_ratings', publishedInstructor.id, 'ACTIVE');
  const suspended = await rate('institution_ratings', institutionRatingBody(otherInstitution, random));
  await setStatus('institution_ratings', suspended.id, 'SUSPENDED');
  const reported = await rate(
    'program_ratings',
    programRatingBody((await createProgram(server.admin, institution)).id, random),
  );
  await setStatus('program_ratings', reported.id, 'REPORTED');
  const pendingRating = await rate('institution_ratings', institutionRatingBody(thirdInstitution, random));

  const suggest = (name: string) => rate('instructors', { name, institution, department: 'Maths', user_agrees: true });
  const publishedSuggestion = await suggest('Published Suggestion');
  await setStatus('instructors', publishedSuggestion.id, 'ACTIVE');
  const archivedSuggestion = await suggest('Archived Suggestion');
  await setStatus('instructors', archivedSuggestion.id, 'ARCHIVED');
  const pendingSuggestion = await suggest('Pending Suggestion Name');
  // The author rates their own pending suggestion (that rating waits for it), and an older published rating
  // of it exists (written before moderation refused to publish such ratings, or by an import).
  const ratingOfPending = await rate('instructor_ratings', instructorRatingBody(pendingSuggestion.id, random));
  const publishedOfPending = await server.admin.collection('instructor_ratings').create(
    instructorRatingBody(pendingSuggestion.id, random, {
      course: 'Another Course',
      status: 'ACTIVE',
      user: author.id,
    }),
  );

  const report = (comment: string) =>
    rate('reports', {
      reported_collection: 'institution-rating',
      reported_id: publishedInstitution.id,
      report_reason: 'OTHER',
      comment,
    });
  const treatedReport = await report('Please check this one, it looks odd.');
  await setStatus('reports', treatedReport.id, 'TREATED');
  const submittedReport = await report('Another look at this one, please.');

  return {
    kept: {
      institution_ratings: [publishedInstitution, suspended],
      program_ratings: [publishedProgram, reported],
      instructor_ratings: [publishedInstructor],
      instructors: [publishedSuggestion, archivedSuggestion],
      reports: [treatedReport],
    },
    withdrawn: {
      institution_ratings: [pendingRating],
      instructor_ratings: [ratingOfPending, publishedOfPending],
      instructors: [pendingSuggestion],
      reports: [submittedReport],
    },
    targets: { institution, program, instructor },
  };
}

async function readModels(targets: Authored['targets']) {
  const pb = guest(server);
  return {
    institution: await institutionModels(pb, targets.institution),
    program: await programModels(pb, targets.program),
    instructor: await instructorModels(pb, targets.instructor),
  };
}

/** Waits until both subscribers saw a later, unrelated event: everything the deletion caused has arrived. */
async function flush(subs: Subscription[]) {
  const other = await createActor(server);
  const fresh = await other.pb
    .collection('institution_ratings')
    .create(institutionRatingBody((await createInstitution(server.admin)).id, random));
  await setStatus('institution_ratings', fresh.id, 'ACTIVE');
  for (const sub of subs) await sub.next((e) => e.data.record.id === fresh.id && e.data.action === 'update');
}

describe('an author deletes their account', () => {
  test('published content stays, detached, silently; pending content is withdrawn', async () => {
    const author = await createActor(server, { name: 'Leaving Author' });
    const authored = await authorWithEverything(author);
    const before = await readModels(authored.targets);
    const stamps = new Map<string, unknown>();
    for (const [collection, records] of Object.entries(authored.kept)) {
      for (const record of records)
        stamps.set(record.id, ((await stored(collection, record.id)) as RecordModel).updated);
    }
    const topics = [...RATINGS, 'instructors', 'reports'];
    const publicSub = await subscribe(server.url, topics);
    const moderatorSub = await subscribe(server.url, topics, moderator.token);
    try {
      await deleteOwnAccount(author);
      await flush([publicSub, moderatorSub]);

      // Kept: same row, same `updated`, no author, and not one realtime event about it to anyone.
      for (const [collection, records] of Object.entries(authored.kept)) {
        for (const record of records) {
          const now = await stored(collection, record.id);
          expect(now, collection).toMatchObject({ id: record.id, user: '', updated: stamps.get(record.id) });
          for (const sub of [publicSub, moderatorSub]) {
            expect(sub.events.filter((e) => e.data.record.id === record.id)).toEqual([]);
          }
        }
      }
      // Withdrawn: gone.
      for (const [collection, records] of Object.entries(authored.withdrawn)) {
        for (const record of records) expect(await stored(collection, record.id), collection).toBe(404);
      }
      // Guests see the published ones, without an author; the rest stays out of sight.
      const pb = guest(server);
      for (const collection of [...RATINGS, 'instructors'] as const) {
        const [published, ...others] = authored.kept[collection]!;
        const seen = await pb.collection(collection).getOne(published!.id);
        expect(seen).not.toHaveProperty('user');
        expect(JSON.stringify(seen)).not.toContain(author.id);
        for (const record of others)
          expect((await refusal(pb.collection(collection).getOne(record.id))).status).toBe(404);
      }
      expect((await refusal(pb.collection('reports').getOne(authored.kept.reports![0]!.id))).status).toBe(404);
      // The read models did not move.
      expect(await readModels(authored.targets)).toEqual(before);
      // The old credentials open nothing.
      await expect(
        guest(server).collection('users').authWithPassword(author.email, ACTOR_PASSWORD),
      ).rejects.toMatchObject({ status: 400 });
    } finally {
      publicSub.close();
      moderatorSub.close();
    }
  });

  test('a guest sees no detached row unless it is public, in any collection', async () => {
    const author = await createActor(server);
    await authorWithEverything(author);
    await deleteOwnAccount(author);
    const pb = guest(server);
    for (const collection of [...RATINGS, 'instructors']) {
      const rows = await pb.collection(collection).getFullList();
      expect(
        rows.filter((r) => r.status !== 'ACTIVE'),
        collection,
      ).toEqual([]);
      for (const r of rows) expect(r).not.toHaveProperty('user');
    }
    expect(await pb.collection('reports').getFullList()).toEqual([]);
    // Signed-in users see their own items only, never detached ones.
    const student = await createActor(server);
    expect((await mine(student.pb)).items).toEqual([]);
    expect(await student.pb.collection('reports').getFullList()).toEqual([]);
    for (const collection of [...RATINGS, 'instructors']) {
      const rows = await student.pb.collection(collection).getFullList();
      expect(
        rows.filter((r) => r.status !== 'ACTIVE'),
        collection,
      ).toEqual([]);
    }
  });

  test('several detached ratings of one target coexist, and the same address can sign up and rate it again', async () => {
    const institution = (await createInstitution(server.admin)).id;
    const program = (await createProgram(server.admin, institution)).id;
    const instructor = (await createInstructor(server.admin, institution)).id;
    const authors = [await createActor(server), await createActor(server)];
    const ratings: RecordModel[] = [];
    for (const author of authors) {
      for (const [collection, body] of [
        ['institution_ratings', institutionRatingBody(institution, random)],
        ['program_ratings', programRatingBody(program, random)],
        ['instructor_ratings', instructorRatingBody(instructor, random, { course: 'Analyse 1' })],
      ] as const) {
        const rating = await author.pb.collection(collection).create(body);
        await setStatus(collection, rating.id, 'ACTIVE');
        ratings.push(rating);
      }
    }
    await deleteOwnAccount(authors[0]!);
    // The second one is deleted by a superuser (the dashboard): same behaviour.
    await server.admin.collection('users').delete(authors[1]!.id);
    for (const rating of ratings) {
      expect(await stored(rating.collectionName, rating.id)).toMatchObject({ user: '', status: 'ACTIVE' });
    }
    expect((await institutionModels(guest(server), institution)).search?.review_count).toBe(2);

    const again = await server.admin.collection('users').create({
      email: authors[0]!.email,
      password: 'password-for-tests-2',
      passwordConfirm: 'password-for-tests-2',
      name: 'Back Again',
      verified: true,
    });
    const back = await server.admin.collection('users').impersonate(again.id, 600);
    await back.collection('institution_ratings').create(institutionRatingBody(institution, random));
    await back.collection('program_ratings').create(programRatingBody(program, random));
    await back
      .collection('instructor_ratings')
      .create(instructorRatingBody(instructor, random, { course: 'Analyse 1' }));
    expect((await mine(back)).items).toHaveLength(3);
  });
});

describe('instructor ratings are public only while their instructor is', () => {
  test('a published rating of a pending suggestion is not shown, nor the pending name through it', async () => {
    const author = await createActor(server);
    const institution = (await createInstitution(server.admin)).id;
    const suggestion = await author.pb.collection('instructors').create({
      name: 'Still Pending Person',
      institution,
      department: 'Physique',
      user_agrees: true,
    });
    // Moderation no longer publishes such a rating; older data or an import may hold one.
    const rating = await server.admin
      .collection('instructor_ratings')
      .create(instructorRatingBody(suggestion.id, random, { status: 'ACTIVE', user: author.id }));
    for (const pb of [guest(server), (await createActor(server)).pb]) {
      const list = await pb.collection('instructor_ratings').getFullList({ expand: 'instructor' });
      expect(list.map((r) => r.id)).not.toContain(rating.id);
      expect(JSON.stringify(list)).not.toContain('Still Pending Person');
      expect((await refusal(pb.collection('instructor_ratings').getOne(rating.id))).status).toBe(404);
    }
    // Its author and moderators still see it; once the instructor is published, everyone does.
    expect((await author.pb.collection('instructor_ratings').getOne(rating.id)).status).toBe('ACTIVE');
    expect((await moderator.pb.collection('instructor_ratings').getOne(rating.id)).status).toBe('ACTIVE');
    await setStatus('instructors', suggestion.id, 'ACTIVE');
    expect((await guest(server).collection('instructor_ratings').getOne(rating.id)).id).toBe(rating.id);
  });
});
