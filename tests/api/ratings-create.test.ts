// Guarantees 1, 5, 6 and 7 for ratings: who may create, what the server forces, validation with
// field-level codes, one rating per user and target, and client-chosen ids that make retries safe.
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

let server: TestServer;
let student: Actor;
let institutionId: string;
let programId: string;
let instructorId: string;
const random = seeded(99);

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  student = await createActor(server);
  institutionId = (await createInstitution(server.admin)).id;
  programId = (await createProgram(server.admin, institutionId)).id;
  instructorId = (await createInstructor(server.admin, institutionId)).id;
});
afterAll(async () => {
  await server?.stop();
});

describe('who may create a rating', () => {
  test('a guest is refused and nothing is written', async () => {
    const answer = await refusal(
      guest(server).collection('institution_ratings').create(institutionRatingBody(institutionId, random)),
    );
    expect(answer.status).toBe(400);
    expect(
      await server.admin
        .collection('institution_ratings')
        .getList(1, 1, { filter: `institution = "${institutionId}"` }),
    ).toMatchObject({ totalItems: 0 });
  });

  test('an unverified user is refused', async () => {
    const unverified = await createActor(server, { verified: false });
    for (const [collection, data] of [
      ['institution_ratings', institutionRatingBody(institutionId, random)],
      ['program_ratings', programRatingBody(programId, random)],
      ['instructor_ratings', instructorRatingBody(instructorId, random)],
      ['instructors', { name: 'Someone New', institution: institutionId, department: 'Chimie', user_agrees: true }],
    ] as const) {
      expect((await refusal(unverified.pb.collection(collection).create(data))).status).toBe(400);
    }
    expect(
      await server.admin.collection('institution_ratings').getList(1, 1, { filter: `user = "${unverified.id}"` }),
    ).toMatchObject({ totalItems: 0 });
  });

  test('a verified user creates; the author is the caller and the status PENDING_APPROVAL, whatever the body says', async () => {
    const victim = await createActor(server);
    const created = await student.pb
      .collection('institution_ratings')
      .create(institutionRatingBody(institutionId, random, { status: 'ACTIVE', user: victim.id }));
    expect(created.status).toBe('PENDING_APPROVAL');
    expect(created.user).toBeUndefined();
    const stored = await server.admin.collection('institution_ratings').getOne(created.id);
    expect(stored.user).toBe(student.id);
    expect(stored.status).toBe('PENDING_APPROVAL');

    const suggestion = await student.pb.collection('instructors').create({
      name: 'Forged Status',
      institution: institutionId,
      department: 'Chimie',
      user_agrees: true,
      status: 'ACTIVE',
      user: victim.id,
    });
    const storedSuggestion = await server.admin.collection('instructors').getOne(suggestion.id);
    expect(storedSuggestion.status).toBe('PENDING_APPROVAL');
    expect(storedSuggestion.user).toBe(student.id);
  });

  test('the review is stored trimmed', async () => {
    const other = await createActor(server);
    const created = await other.pb
      .collection('program_ratings')
      .create(programRatingBody(programId, random, { review: '   \n Good teachers overall.  \t' }));
    expect(created.review).toBe('Good teachers overall.');
  });
});

describe('validation answers 400 with a field code', () => {
  let author: Actor;
  beforeAll(async () => {
    author = await createActor(server);
  });

  const cases: Array<[string, () => Record<string, unknown>, string, string]> = [
    // A required number treats 0 as missing.
    ['score 0', () => institutionRatingBody(institutionId, random, { food: 0 }), 'food', 'validation_required'],
    [
      'score -1',
      () => institutionRatingBody(institutionId, random, { food: -1 }),
      'food',
      'validation_min_number_constraint',
    ],
    [
      'score 6',
      () => institutionRatingBody(institutionId, random, { safety: 6 }),
      'safety',
      'validation_max_number_constraint',
    ],
    [
      'score 3.5',
      () => institutionRatingBody(institutionId, random, { clubs: 3.5 }),
      'clubs',
      'validation_only_int_constraint',
    ],
    [
      'missing score',
      () => {
        const b = institutionRatingBody(institutionId, random);
        delete (b as Record<string, unknown>).internet;
        return b;
      },
      'internet',
      'validation_required',
    ],
    [
      'blank review',
      () => institutionRatingBody(institutionId, random, { review: '            ' }),
      'review',
      'validation_required',
    ],
    [
      'review of 9 visible characters',
      () => institutionRatingBody(institutionId, random, { review: '  123456789  ' }),
      'review',
      'validation_min_text_constraint',
    ],
    [
      'review of 2001 characters',
      () => institutionRatingBody(institutionId, random, { review: 'x'.repeat(2001) }),
      'review',
      'validation_max_text_constraint',
    ],
    [
      'unknown institution',
      () => institutionRatingBody('zzzzzzzzzzzzzzz', random),
      'institution',
      'validation_missing_rel_records',
    ],
  ];
  test.each(cases)('institution rating: %s', async (_label, build, field, code) => {
    const answer = await refusal(author.pb.collection('institution_ratings').create(build()));
    expect(answer.status).toBe(400);
    expect(answer.data[field]?.code).toBe(code);
  });

  test('a review of exactly 10 and 2000 characters is accepted', async () => {
    const a = await createActor(server);
    const b = await createActor(server);
    await a.pb
      .collection('institution_ratings')
      .create(institutionRatingBody(institutionId, random, { review: ' 0123456789 ' }));
    await b.pb
      .collection('institution_ratings')
      .create(institutionRatingBody(institutionId, random, { review: 'y'.repeat(2000) }));
  });

  test('program rating: enrolment status must be one of the four', async () => {
    const answer = await refusal(
      author.pb
        .collection('program_ratings')
        .create(programRatingBody(programId, random, { enrolment_status: 'DROPPED' })),
    );
    expect(answer.data.enrolment_status?.code).toBe('validation_invalid_value');
  });

  const instructorCases: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'grade missing although RECEIVED',
      { grade_status: 'RECEIVED', grade: '  ' },
      'grade',
      'validation_grade_required',
    ],
    [
      'grade given although not received',
      { grade_status: 'NOT_RECEIVED_YET', grade: '12/20' },
      'grade',
      'validation_grade_not_allowed',
    ],
    [
      'grade longer than 20 characters',
      { grade_status: 'RECEIVED', grade: '12/20 '.repeat(5) },
      'grade',
      'validation_max_text_constraint',
    ],
    [
      'four tags',
      { tags: ['CARING', 'RESPECTED', 'HILARIOUS', 'INSPIRATIONAL'] },
      'tags',
      'validation_too_many_values',
    ],
    ['unknown tag', { tags: ['BORING'] }, 'tags', 'validation_invalid_value'],
    ['no course', { course: '   ' }, 'course', 'validation_required'],
    ['course of 101 characters', { course: 'c'.repeat(101) }, 'course', 'validation_max_text_constraint'],
    ['difficulty 0', { difficulty: 0 }, 'difficulty', 'validation_required'],
    ['unknown grade status', { grade_status: 'PASSED', grade: '' }, 'grade_status', 'validation_invalid_value'],
  ];
  test.each(instructorCases)('instructor rating: %s', async (_label, extra, field, code) => {
    const answer = await refusal(
      author.pb.collection('instructor_ratings').create(instructorRatingBody(instructorId, random, extra)),
    );
    expect(answer.status).toBe(400);
    expect(answer.data[field]?.code).toBe(code);
  });

  test('messages follow Accept-Language', async () => {
    const body = instructorRatingBody(instructorId, random, { grade_status: 'RECEIVED', grade: '' });
    for (const [lang, text] of [
      ['fr-TN,fr;q=0.9', 'Indiquez la note obtenue.'],
      ['ar', 'اكتب العدد اللي خذيتو.'],
      ['en-US', 'Enter the grade you received.'],
    ]) {
      const res = await fetch(`${server.url}/api/collections/instructor_ratings/records`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: author.token, 'Accept-Language': lang! },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).data.grade.message).toBe(text);
    }
  });

  test('three tags and a grade with RECEIVED are accepted', async () => {
    const created = await author.pb.collection('instructor_ratings').create(
      instructorRatingBody(instructorId, random, {
        course: 'Compilation',
        grade_status: 'RECEIVED',
        grade: ' 15/20 ',
        tags: ['CARING', 'RESPECTED', 'HILARIOUS'],
      }),
    );
    expect(created.grade).toBe('15/20');
    expect(created.tags).toEqual(['CARING', 'RESPECTED', 'HILARIOUS']);
  });

  test("only published instructors, or the caller's own suggestion, can be rated", async () => {
    const someoneElse = await createActor(server);
    const theirs = await someoneElse.pb.collection('instructors').create({
      name: 'Pending Elsewhere',
      institution: institutionId,
      department: 'Maths',
      user_agrees: true,
    });
    const answer = await refusal(
      author.pb.collection('instructor_ratings').create(instructorRatingBody(theirs.id, random)),
    );
    expect(answer.data.instructor?.code).toBe('validation_instructor_unavailable');
    // The suggester can rate the instructor they just suggested (one offline flow).
    await someoneElse.pb.collection('instructor_ratings').create(instructorRatingBody(theirs.id, random));
    const archived = await createInstructor(server.admin, institutionId, { status: 'ARCHIVED' });
    expect(
      (await refusal(author.pb.collection('instructor_ratings').create(instructorRatingBody(archived.id, random)))).data
        .instructor?.code,
    ).toBe('validation_instructor_unavailable');
  });
});

describe('one rating per user and target', () => {
  test('a second institution or program rating gets validation_already_rated', async () => {
    const author = await createActor(server);
    await author.pb.collection('institution_ratings').create(institutionRatingBody(institutionId, random));
    const again = await refusal(
      author.pb.collection('institution_ratings').create(institutionRatingBody(institutionId, random)),
    );
    expect(again.status).toBe(400);
    expect(again.data).toEqual({
      institution: { code: 'validation_already_rated', message: 'You have already rated this.' },
    });

    await author.pb.collection('program_ratings').create(programRatingBody(programId, random));
    const twice = await refusal(author.pb.collection('program_ratings').create(programRatingBody(programId, random)));
    expect(twice.data.program?.code).toBe('validation_already_rated');

    // Another institution is fine.
    const other = await createInstitution(server.admin);
    await author.pb.collection('institution_ratings').create(institutionRatingBody(other.id, random));
  });

  test('an instructor is rated once per course, whatever its letter case', async () => {
    const author = await createActor(server);
    await author.pb
      .collection('instructor_ratings')
      .create(instructorRatingBody(instructorId, random, { course: 'Analyse 1' }));
    const again = await refusal(
      author.pb
        .collection('instructor_ratings')
        .create(instructorRatingBody(instructorId, random, { course: ' ANALYSE 1 ' })),
    );
    expect(again.data.course?.code).toBe('validation_already_rated');
    await author.pb
      .collection('instructor_ratings')
      .create(instructorRatingBody(instructorId, random, { course: 'Analyse 2' }));
  });

  test('ten parallel first ratings: one is stored, the nine others get the same specific error', async () => {
    const author = await createActor(server);
    const target = await createInstitution(server.admin);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        author.pb.collection('institution_ratings').create(institutionRatingBody(target.id, random)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason.response.data.institution?.code).toBe('validation_already_rated');
    }
    expect(
      (await server.admin.collection('institution_ratings').getList(1, 5, { filter: `institution = "${target.id}"` }))
        .totalItems,
    ).toBe(1);
  });
});
