// Moderation decisions: only moderators decide, only the allowed transitions, each recorded once in the
// moderation log with its moderator, statuses and reason, and every read model reflects it at once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, refusal, type Actor } from './support/actors';
import {
  createInstitution,
  createInstructor,
  createProgram,
  institutionRatingBody,
  instructorRatingBody,
  programRatingBody,
  seeded,
} from './support/fixtures';
import {
  expectedInstitution,
  expectedInstructor,
  expectedProgram,
  institutionModels,
  instructorModels,
  programModels,
} from './support/read-models';
import { decide, logOf } from './support/moderation';
import { subscribe } from './support/realtime';

type Rating = Record<string, unknown> & { id: string; status: string };

let server: TestServer;
let moderator: Actor;
let secondModerator: Actor;
let students: Actor[];
let institutionId: string;
let programId: string;
let instructorId: string;
const random = seeded(20261123);

async function rate(
  student: Actor,
  kind: 'institution' | 'program' | 'instructor',
  extra: Record<string, unknown> = {},
) {
  if (kind === 'institution') {
    return (await student.pb
      .collection('institution_ratings')
      .create(institutionRatingBody(institutionId, random, extra))) as unknown as Rating;
  }
  if (kind === 'program') {
    return (await student.pb
      .collection('program_ratings')
      .create(programRatingBody(programId, random, extra))) as unknown as Rating;
  }
  return (await student.pb
    .collection('instructor_ratings')
    .create(instructorRatingBody(instructorId, random, extra))) as unknown as Rating;
}

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
  secondModerator = await createActor(server, { role: 'MODERATOR' });
  students = await Promise.all([0, 1, 2, 3, 4].map(() => createActor(server)));
  institutionId = (await createInstitution(server.admin)).id;
  programId = (await createProgram(server.admin, institutionId)).id;
  instructorId = (await createInstructor(server.admin, institutionId)).id;
});

afterAll(async () => {
  await server?.stop();
});

describe('who may decide', () => {
  test('guests, unverified users, students and professors are refused and nothing changes', async () => {
    const pending = await rate(students[0]!, 'institution');
    const unverified = await createActor(server, { verified: false });
    const professor = await createActor(server, { role: 'PROFESSOR' });
    const body = { collection: 'institution_ratings', id: pending.id, status: 'ACTIVE' };

    expect((await refusal(decide(guest(server), body))).status).toBe(401);
    for (const caller of [unverified, students[1]!, students[0]!, professor]) {
      const answer = await refusal(decide(caller.pb, body, 'fr'));
      expect(answer.status).toBe(403);
      expect(answer.message).toBe('Réservé aux modérateurs.');
    }
    expect((await server.admin.collection('institution_ratings').getOne(pending.id)).status).toBe('PENDING_APPROVAL');
    expect(await logOf(server.admin, pending.id)).toHaveLength(0);
  });

  test('nobody but the server writes the log: moderators and students cannot create, edit or delete rows', async () => {
    const body = {
      moderator: moderator.id,
      target_collection: 'reports',
      target_id: 'abcdefghijklmno',
      from_status: 'SUBMITTED',
      to_status: 'TREATED',
      reason: 'forged',
    };
    for (const caller of [moderator, students[0]!]) {
      expect((await refusal(caller.pb.collection('moderation_log').create(body))).status).toBe(403);
    }
    expect(await server.admin.collection('moderation_log').getFullList({ filter: 'reason = "forged"' })).toHaveLength(
      0,
    );
  });
});

describe('approving and rejecting ratings', () => {
  test('each decision changes the status, is logged once with moderator, statuses and reason, and moves the read models at once', async () => {
    const approved: Record<'institution' | 'program' | 'instructor', Rating[]> = {
      institution: [],
      program: [],
      instructor: [],
    };
    const collection = {
      institution: 'institution_ratings',
      program: 'program_ratings',
      instructor: 'instructor_ratings',
    } as const;
    for (const kind of ['institution', 'program', 'instructor'] as const) {
      const [a, b, c] = [
        await rate(students[1]!, kind, kind === 'instructor' ? { course: 'Analyse 1' } : {}),
        await rate(students[2]!, kind, kind === 'instructor' ? { course: 'Réseaux' } : {}),
        await rate(students[3]!, kind, kind === 'instructor' ? { course: 'Algèbre 2' } : {}),
      ];
      for (const [rating, status, reason] of [
        [a, 'ACTIVE', ''],
        [b, 'SUSPENDED', 'Names a person.'],
        [c, 'ACTIVE', 'Fine.'],
      ] as const) {
        const answer = await decide(moderator.pb, { collection: collection[kind], id: rating!.id, status, reason });
        expect(answer).toMatchObject({
          collection: collection[kind],
          id: rating!.id,
          from: 'PENDING_APPROVAL',
          status,
          takenDown: null,
        });
        rating!.status = status;
        const log = await logOf(server.admin, rating!.id);
        expect(log).toHaveLength(1);
        expect(log[0]).toMatchObject({
          moderator: moderator.id,
          target_collection: collection[kind],
          target_id: rating!.id,
          from_status: 'PENDING_APPROVAL',
          to_status: status,
          reason,
        });
      }
      approved[kind].push(a!, b!, c!);
    }

    const pb = guest(server);
    const inst = await institutionModels(pb, institutionId);
    expect(inst.average).toMatchObject(expectedInstitution(approved.institution).average);
    expect(inst.search).toMatchObject({ review_count: 2 });
    const prog = await programModels(pb, programId);
    expect(prog.average).toMatchObject(expectedProgram(approved.program).average);
    expect(prog.search).toMatchObject({ review_count: 2 });
    const teacher = await instructorModels(pb, instructorId);
    expect(teacher.average).toMatchObject(expectedInstructor(approved.instructor).average);
    expect(teacher.courses?.courses_taught).toBe('Algèbre 2, Analyse 1');

    // The figures are those of the two approved ratings, computed here from their scores.
    const [first, third] = [approved.instructor[0]!, approved.instructor[2]!];
    const mean = (Number(first.overall_quality) + Number(third.overall_quality)) / 2;
    expect(teacher.average?.avg_overall_quality).toBe(mean);
    expect(teacher.average?.review_count).toBe(2);

    // Only published ratings are public.
    const visible = await pb
      .collection('institution_ratings')
      .getFullList({ filter: pb.filter('institution = {:id}', { id: institutionId }) });
    expect(visible.map((r) => r.id).sort()).toEqual([approved.institution[0]!.id, approved.institution[2]!.id].sort());
  });

  test('a decided item cannot be decided again; a second moderator gets a clear code and no log row', async () => {
    const rating = await rate(students[4]!, 'institution');
    await decide(moderator.pb, {
      collection: 'institution_ratings',
      id: rating.id,
      status: 'SUSPENDED',
      reason: 'Insults.',
    });
    const answer = await refusal(
      decide(secondModerator.pb, { collection: 'institution_ratings', id: rating.id, status: 'ACTIVE' }, 'ar'),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.status?.code).toBe('validation_already_decided');
    expect(answer.data.status?.message).toBe('الحاجة هذي تقرّر فيها قبل، حدّث القائمة.');
    expect((await server.admin.collection('institution_ratings').getOne(rating.id)).status).toBe('SUSPENDED');
    expect(await logOf(server.admin, rating.id)).toHaveLength(1);
  });

  test('two moderators deciding the same item at once: exactly one wins and one row is logged', async () => {
    const rating = await rate(students[4]!, 'program');
    const results = await Promise.allSettled([
      decide(moderator.pb, { collection: 'program_ratings', id: rating.id, status: 'ACTIVE' }),
      decide(secondModerator.pb, { collection: 'program_ratings', id: rating.id, status: 'SUSPENDED' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const log = await logOf(server.admin, rating.id);
    expect(log).toHaveLength(1);
    expect((await server.admin.collection('program_ratings').getOne(rating.id)).status).toBe(log[0]!.to_status);
  });

  test('statuses outside the transitions, unknown collections, long reasons and unknown ids are refused', async () => {
    const rating = await rate(students[0]!, 'program');
    const cases = [
      [{ collection: 'program_ratings', id: rating.id, status: 'REPORTED' }, 'status', 'validation_invalid_value'],
      [{ collection: 'program_ratings', id: rating.id, status: 'ARCHIVED' }, 'status', 'validation_invalid_value'],
      [{ collection: 'programs', id: programId, status: 'ACTIVE' }, 'collection', 'validation_invalid_value'],
      [{ collection: 'moderation_log', id: rating.id, status: 'ACTIVE' }, 'collection', 'validation_invalid_value'],
      [
        { collection: 'program_ratings', id: rating.id, status: 'ACTIVE', reason: 'x'.repeat(501) },
        'reason',
        'validation_max_text_constraint',
      ],
      [
        { collection: 'program_ratings', id: rating.id, status: 'ACTIVE', takeDown: 'SUSPENDED' },
        'takeDown',
        'validation_invalid_value',
      ],
    ] as const;
    for (const [body, field, code] of cases) {
      const answer = await refusal(decide(moderator.pb, body));
      expect(answer.status).toBe(400);
      expect(answer.data[field]?.code).toBe(code);
    }
    expect(
      (await refusal(decide(moderator.pb, { collection: 'program_ratings', id: 'zzzzzzzzzzzzzzz', status: 'ACTIVE' })))
        .status,
    ).toBe(404);
    expect((await server.admin.collection('program_ratings').getOne(rating.id)).status).toBe('PENDING_APPROVAL');
    expect(await logOf(server.admin, rating.id)).toHaveLength(0);
  });
});

describe('instructor suggestions', () => {
  test('publishing makes the instructor public at once; archiving keeps it out; both are logged', async () => {
    const make = (name: string) =>
      students[0]!.pb.collection('instructors').create({
        name,
        institution: institutionId,
        department: 'Chimie',
        user_agrees: true,
      });
    const kept = await make('Mme Samia Gharbi');
    const dropped = await make('M. Doublon Existant');
    await decide(moderator.pb, { collection: 'instructors', id: kept.id, status: 'ACTIVE' });
    await decide(moderator.pb, {
      collection: 'instructors',
      id: dropped.id,
      status: 'ARCHIVED',
      reason: 'Duplicate of an existing entry.',
    });

    const pb = guest(server);
    expect((await instructorModels(pb, kept.id)).search).toMatchObject({ name: 'Mme Samia Gharbi', review_count: 0 });
    expect((await instructorModels(pb, dropped.id)).search).toBeUndefined();
    expect((await logOf(server.admin, dropped.id))[0]).toMatchObject({
      target_collection: 'instructors',
      from_status: 'PENDING_APPROVAL',
      to_status: 'ARCHIVED',
      reason: 'Duplicate of an existing entry.',
    });
    const answer = await refusal(decide(moderator.pb, { collection: 'instructors', id: kept.id, status: 'SUSPENDED' }));
    expect(answer.data.status?.code).toBe('validation_invalid_value');
  });
});

describe('plain status PATCHes are logged too, once', () => {
  test('a moderator PATCH writes one row with an empty reason; a PATCH that keeps the status writes none', async () => {
    const rating = await rate(students[1]!, 'instructor', { course: 'Bases de données' });
    await moderator.pb.collection('instructor_ratings').update(rating.id, { status: 'ACTIVE' });
    await moderator.pb.collection('instructor_ratings').update(rating.id, { status: 'ACTIVE' });
    await secondModerator.pb.collection('instructor_ratings').update(rating.id, { status: 'REPORTED' });
    const log = await logOf(server.admin, rating.id);
    expect(log.map((r) => [r.moderator, r.from_status, r.to_status, r.reason])).toEqual([
      [moderator.id, 'PENDING_APPROVAL', 'ACTIVE', ''],
      [secondModerator.id, 'ACTIVE', 'REPORTED', ''],
    ]);
  });

  test('a superuser PATCH (the dashboard) is logged without a moderator', async () => {
    const rating = await rate(students[2]!, 'instructor', { course: 'Bases de données' });
    await server.admin.collection('instructor_ratings').update(rating.id, { status: 'SUSPENDED' });
    const log = await logOf(server.admin, rating.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ moderator: '', from_status: 'PENDING_APPROVAL', to_status: 'SUSPENDED' });
  });

  test('a refused PATCH (content changed) is not logged', async () => {
    const rating = await rate(students[3]!, 'instructor', { course: 'Bases de données' });
    const answer = await refusal(
      moderator.pb
        .collection('instructor_ratings')
        .update(rating.id, { status: 'ACTIVE', review: 'A moderator rewrote it.' }),
    );
    expect(answer.data.review?.code).toBe('validation_status_only');
    expect(await logOf(server.admin, rating.id)).toHaveLength(0);
  });
});

describe('realtime', () => {
  test('a decision reaches realtime subscribers after its transaction, without the author', async () => {
    const author = await createActor(server);
    const rating = await rate(author, 'program');
    const publicSub = await subscribe(server.url, ['program_ratings']);
    const authorSub = await subscribe(server.url, ['program_ratings'], author.token);
    try {
      await decide(moderator.pb, { collection: 'program_ratings', id: rating.id, status: 'ACTIVE' });
      const isIt = (e: { data: { action: string; record: Record<string, unknown> } }) =>
        e.data.action === 'update' && e.data.record.id === rating.id;
      const seenByPublic = await publicSub.next(isIt);
      const seenByAuthor = await authorSub.next(isIt);
      expect(seenByPublic.data.record.status).toBe('ACTIVE');
      expect(seenByPublic.data.record).not.toHaveProperty('user');
      expect(seenByAuthor.data.record).not.toHaveProperty('user');
    } finally {
      publicSub.close();
      authorSub.close();
    }
  });
});
