// The app and the real PocketBase agree. First the schema itself: after every migration, each select field's
// values, text and number bounds and the number of tags are what contract/ says (the migrations keep frozen
// copies of the lists as they were when each landed; this proves the sum of them is the contract today). Then
// the client's valibot schemas (src/domain/schemas): every payload the schema accepts is accepted by the server
// for a verified user (and stored trimmed, as the schema's output), and every payload the schema refuses is
// refused by the server on the same field, with the code the client maps to the same message
// (src/domain/schemas/server-errors.ts).
import type { CollectionModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS, RATING_TARGETS, REPORT_TYPES } from '@contract/collections.js';
import { COUNTRIES, EDUCATION_TYPES, GOVERNORATES, ORGANIZATION_MODES, SECTORS } from '@contract/institutions.js';
import { LANGUAGES } from '@contract/languages.js';
import { LIMITS } from '@contract/limits.js';
import * as ratings from '@contract/ratings.js';
import { NEW_RATING_MAIL_OFF_FIELD, REPLY_RATING_COLLECTION, VERIFIED_PROFILE_FIELD } from '@contract/professors.js';
import { ROLES } from '@contract/roles.js';
import * as statuses from '@contract/statuses.js';
import { VOTE_COUNT_FIELDS, VOTE_VALUES } from '@contract/votes.js';
import { OVERALL_FIELDS } from '@contract/rating-order.js';
import { REPORT_REASONS } from '@contract/report-reasons.js';
import { INSTITUTION_SCORES, INSTRUCTOR_TAGS, PROGRAM_SCORES } from '@/domain/ratings';
import { PAYLOAD_SCHEMAS, type WritableCollection } from '@/domain/schemas/payload-schemas';
import { serverErrorMessage } from '@/domain/schemas/server-errors';
import { validatePayload } from '@/domain/schemas/validate';
import { createActor, guest, refusal } from './support/actors';
import { clientId, createInstitution, createInstructor, createProgram, seeded } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let schema: Map<string, CollectionModel>;
const target = { institution: '', program: '', instructor: '', institutionRating: '' };
const random = seeded(2026);

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  schema = new Map((await server.admin.collections.getFullList()).map((c) => [c.name, c]));
  target.institution = (await createInstitution(server.admin)).id;
  target.program = (await createProgram(server.admin, target.institution)).id;
  target.instructor = (await createInstructor(server.admin, target.institution)).id;
  const rater = await createActor(server);
  // A published rating to report (superusers may create ACTIVE ones, as the demo data does).
  target.institutionRating = (
    await server.admin.collection('institution_ratings').create({ ...institution(), user: rater.id, status: 'ACTIVE' })
  ).id;
});
afterAll(async () => {
  await server?.stop();
});

type Field = CollectionModel['fields'][number];

/** The field as the server describes it, with only what the contract speaks about. */
function field(collection: string, name: string): Field {
  const found = schema.get(collection)?.fields.find((f) => f.name === name);
  if (!found) throw new Error(`${collection}.${name} is not in the schema`);
  return found;
}
const select = (collection: string, name: string) => {
  const f = field(collection, name);
  return { type: f.type, values: f.values as unknown, maxSelect: f.maxSelect as unknown };
};
const text = (collection: string, name: string) => {
  const f = field(collection, name);
  return { type: f.type, min: f.min as unknown, max: f.max as unknown };
};
/** Names of the number fields of a collection: a rating's scores, nothing else. */
const numberFields = (collection: string) =>
  schema
    .get(collection)!
    .fields.filter((f) => f.type === 'number')
    .map((f) => f.name);
const one = (values: readonly string[]) => ({ type: 'select', values, maxSelect: 1 });
const SCORED = {
  institution_ratings: ratings.INSTITUTION_SCORES,
  program_ratings: ratings.PROGRAM_SCORES,
  instructor_ratings: ratings.INSTRUCTOR_SCORES,
} as const;
const STATUS_LISTS = {
  institution_ratings: statuses.RATING_STATUSES,
  program_ratings: statuses.RATING_STATUSES,
  instructor_ratings: statuses.RATING_STATUSES,
  instructors: statuses.INSTRUCTOR_STATUSES,
  reports: statuses.REPORT_STATUSES,
  instructor_claims: statuses.CLAIM_STATUSES,
  rating_replies: statuses.REPLY_STATUSES,
  rating_revisions: statuses.REVISION_STATUSES,
} as const;

describe('the schema after every migration is the contract', () => {
  test('every collection the app names exists', () => {
    for (const name of Object.values(COLLECTIONS)) expect(schema.has(name), name).toBe(true);
  });

  test.each(Object.entries(STATUS_LISTS))(
    '%s: its statuses, the initial one and every decision among them',
    (name, list) => {
      expect(select(name, 'status')).toEqual(one(list));
      const kind = name as keyof typeof statuses.INITIAL_STATUS;
      expect(list).toContain(statuses.INITIAL_STATUS[kind]);
      for (const [from, to] of Object.entries(statuses.TRANSITIONS[kind])) {
        expect(list).toContain(from);
        for (const status of to as readonly string[]) expect(list).toContain(status);
      }
      const takeDown: Readonly<Record<string, readonly string[]>> = statuses.TAKE_DOWN;
      for (const status of takeDown[kind] ?? []) expect(list).toContain(status);
    },
  );

  test.each(Object.entries(SCORED))(
    "%s: exactly the contract's scores, whole numbers within the bounds",
    (name, scores) => {
      // Besides the scores: the vote counts, and the stored overall score of a kind that does not answer it directly.
      const kept: readonly string[] = [...VOTE_COUNT_FIELDS, OVERALL_FIELDS[name as keyof typeof OVERALL_FIELDS]];
      expect(
        numberFields(name)
          .filter((n) => !kept.includes(n) || (scores as readonly string[]).includes(n))
          .sort(),
      ).toEqual([...scores].sort());
      for (const score of scores) {
        const f = field(name, score);
        expect({ min: f.min, max: f.max, onlyInt: f.onlyInt, required: f.required }, score).toEqual({
          min: ratings.SCORE_MIN,
          max: ratings.SCORE_MAX,
          onlyInt: true,
          required: true,
        });
      }
    },
  );

  test.each(Object.entries(RATING_TARGETS))('%s: its target %s and the review length', (name, targetField) => {
    expect(field(name, targetField)).toMatchObject({ type: 'relation', required: true, maxSelect: 1 });
    expect(text(name, 'review')).toEqual({ type: 'text', ...LIMITS.review });
  });

  test.each(Object.entries(OVERALL_FIELDS))(
    '%s: the overall score the sorts read, %s, a number within the score bounds',
    (name, overall) => {
      expect(field(name, overall)).toMatchObject({ type: 'number', min: ratings.SCORE_MIN, max: ratings.SCORE_MAX });
    },
  );

  test.each(Object.keys(RATING_TARGETS))('%s: the helpful-vote counts, whole numbers from 0', (name) => {
    for (const count of VOTE_COUNT_FIELDS) {
      const f = field(name, count);
      expect({ type: f.type, min: f.min, max: f.max, onlyInt: f.onlyInt, required: f.required }, count).toEqual({
        type: 'number',
        min: 0,
        max: null,
        onlyInt: true,
        required: false,
      });
    }
  });

  test('rating votes: one per user and rating of a rating collection, the values, a hidden author', () => {
    expect(select('rating_votes', 'rating_collection')).toEqual(one(Object.keys(RATING_TARGETS)));
    const value = field('rating_votes', 'value');
    // Required: PocketBase refuses 0 for a required number, so the bounds leave exactly the contract's values.
    expect({ min: value.min, max: value.max, onlyInt: value.onlyInt, required: value.required }).toEqual({
      min: Math.min(...VOTE_VALUES),
      max: Math.max(...VOTE_VALUES),
      onlyInt: true,
      required: true,
    });
    expect([...VOTE_VALUES].sort()).toEqual([-1, 1]);
    expect(field('rating_votes', 'user')).toMatchObject({
      type: 'relation',
      hidden: true,
      required: true,
      cascadeDelete: true,
    });
    expect(schema.get('rating_votes')?.indexes).toContain(
      'CREATE UNIQUE INDEX idx_rating_votes_one_per_user ON rating_votes (rating_collection, rating, user)',
    );
  });

  test('instructor ratings: grade statuses, tags and their number, course and grade lengths', () => {
    expect(select('instructor_ratings', 'grade_status')).toEqual(one(ratings.GRADE_STATUSES));
    expect(ratings.GRADE_STATUSES).toContain(ratings.GRADE_RECEIVED);
    expect(select('instructor_ratings', 'tags')).toEqual({
      type: 'select',
      values: ratings.INSTRUCTOR_TAGS,
      maxSelect: ratings.MAX_TAGS,
    });
    expect(text('instructor_ratings', 'course')).toEqual({ type: 'text', min: 0, ...LIMITS.course });
    expect(text('instructor_ratings', 'grade')).toEqual({ type: 'text', min: 0, ...LIMITS.grade });
  });

  test('the read model counts every tag and nothing else', () => {
    const tagColumns = numberFields('instructor_stats').filter((n) => n.startsWith('tag_'));
    expect(tagColumns.sort()).toEqual(ratings.INSTRUCTOR_TAGS.map((t) => `tag_${t.toLowerCase()}`).sort());
  });

  test('the read models count every step of the scale, for each kind of target', () => {
    for (const stats of ['institution_stats', 'program_stats', 'instructor_stats']) {
      expect(
        numberFields(stats)
          .filter((n) => /^nb_/.test(n))
          .sort(),
        stats,
      ).toEqual(ratings.SCORE_STEPS.map((k) => `nb_${k}`));
    }
  });

  test('program ratings: enrolment statuses', () => {
    expect(select('program_ratings', 'enrolment_status')).toEqual(one(ratings.ENROLMENT_STATUSES));
  });

  test('instructor suggestions: name and department lengths', () => {
    expect(text('instructors', 'name')).toEqual({ type: 'text', min: 0, ...LIMITS.instructorName });
    expect(text('instructors', 'department')).toEqual({ type: 'text', min: 0, ...LIMITS.department });
  });

  test('reports: what may be reported, the reasons and the comment length', () => {
    expect(select('reports', 'reported_collection')).toEqual(one(REPORT_TYPES));
    expect(select('reports', 'report_reason')).toEqual(one(REPORT_REASONS));
    expect(field('reports', 'report_reason').required).toBe(true);
    // Required for one reason only: the hook says which (contract/report-reasons.js).
    expect(text('reports', 'comment')).toEqual({ type: 'text', ...LIMITS.reportComment });
    expect(field('reports', 'comment').required).toBe(false);
  });

  test('moderation log: the queues, every status and the reason length', () => {
    expect(select('moderation_log', 'target_collection')).toEqual(one(statuses.QUEUE_KINDS));
    expect(select('moderation_log', 'from_status')).toEqual(one(statuses.ALL_STATUSES));
    expect(select('moderation_log', 'to_status')).toEqual(one(statuses.ALL_STATUSES));
    expect(text('moderation_log', 'reason')).toEqual({ type: 'text', min: 0, ...LIMITS.moderationReason });
  });

  test("professors: claim and reply lengths, the reply's rating collection, the mark and the mail switch", () => {
    expect(text('instructor_claims', 'message')).toEqual({ type: 'text', ...LIMITS.claimMessage });
    expect(text('instructor_claims', 'reason')).toEqual({ type: 'text', min: 0, ...LIMITS.moderationReason });
    expect(text('rating_replies', 'body')).toEqual({ type: 'text', ...LIMITS.reply });
    expect(field('rating_replies', 'rating')).toMatchObject({
      type: 'relation',
      collectionId: schema.get(REPLY_RATING_COLLECTION)!.id,
    });
    for (const name of ['instructor_claims', 'rating_replies']) {
      expect(field(name, 'user')).toMatchObject({
        type: 'relation',
        hidden: true,
        required: true,
        cascadeDelete: true,
      });
    }
    expect(field('instructors', VERIFIED_PROFILE_FIELD)).toMatchObject({ type: 'bool', hidden: false });
    expect(field('users', NEW_RATING_MAIL_OFF_FIELD)).toMatchObject({ type: 'bool' });
  });

  test('users: roles, languages, display name and password lengths', () => {
    expect(select('users', 'role')).toEqual(one(ROLES));
    expect(select('users', 'language')).toEqual(one(LANGUAGES));
    expect(text('users', 'name')).toEqual({ type: 'text', ...LIMITS.userName });
    // The password's max is PocketBase's own (bcrypt's 72 bytes), not a field option: a request proves it below.
    expect(text('users', 'password')).toMatchObject({ type: 'password', min: LIMITS.password.signUp });
  });

  test('passwords: the longest the sign-up form accepts is the longest the server accepts', async () => {
    const signUp = (password: string) =>
      guest(server)
        .collection('users')
        .create({ email: `${clientId(random)}@tests.local`, password, passwordConfirm: password, name: 'Amira' });
    await signUp('p'.repeat(LIMITS.password.max));
    const answer = await refusal(signUp('p'.repeat(LIMITS.password.max + 1)));
    expect(answer.data.password?.code).toBe('validation_max_text_constraint');
  });

  test('institutions and programs: country, governorates, sectors, education types and modes', () => {
    expect(select('institutions', 'country')).toEqual(one(COUNTRIES));
    expect(select('institutions', 'governorate')).toEqual(one(GOVERNORATES));
    expect(select('institutions', 'sector')).toEqual(one(SECTORS));
    expect(select('programs', 'type_of_education')).toEqual(one(EDUCATION_TYPES));
    expect(select('programs', 'mode_of_organization')).toEqual(one(ORGANIZATION_MODES));
  });

  test("institutions' aliases: a public JSON field that holds the longest list the hook lets through", () => {
    const aliases = field('institutions', 'aliases');
    expect({ type: aliases.type, hidden: aliases.hidden }).toEqual({ type: 'json', hidden: false });
    // The hook bounds the list (LIMITS.aliases, LIMITS.alias); the field's byte bound must never refuse first:
    // each character escaped at worst to 12 bytes (a \uXXXX pair), quotes and commas, the brackets.
    const longest = LIMITS.aliases.max * (LIMITS.alias.max * 12 + 3) + 2;
    expect(aliases.maxSize as number).toBeGreaterThanOrEqual(longest);
  });

  test("programs' Arabic names: public texts bounded like the French ones", () => {
    for (const name of ['discipline_major', 'specialization_pathway']) {
      const arabic = field('programs', `${name}_ar`);
      expect({ ...text('programs', `${name}_ar`), hidden: arabic.hidden }).toEqual({
        ...text('programs', name),
        hidden: false,
      });
    }
  });
});

const REVIEW = 'Clear lectures and fair exams.';
const scores = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, 1 + (k.length % 5)]));
const institution = () => ({ institution: target.institution, ...scores(INSTITUTION_SCORES), review: REVIEW });
const program = () => ({
  program: target.program,
  enrolment_status: 'ENROLLED',
  ...scores(PROGRAM_SCORES),
  review: REVIEW,
});
const instructorRating = () => ({
  instructor: target.instructor,
  course: 'Analyse 1',
  course_is_online: false,
  overall_quality: 5,
  difficulty: 4,
  would_take_again: true,
  instructor_used_textbooks: true,
  attendance_mandatory: false,
  grade_status: 'RECEIVED',
  grade: '15/20',
  tags: ['CARING'],
  review: REVIEW,
});
const suggestion = () => ({
  name: 'Amira Ben Salah',
  institution: target.institution,
  department: 'Informatique',
  directory_listing: 'https://fst.rnu.tn/amira',
  user_agrees: true,
});
const report = () => ({
  reported_collection: 'institution-rating',
  reported_id: target.institutionRating,
  report_reason: 'OTHER',
  comment: 'Insults a named student.',
});

interface Case {
  name: string;
  collection: WritableCollection;
  payload: () => Record<string, unknown>;
  /** For refused payloads: the field and the server's code. */
  refused?: { field: string; code: string };
}

const valid: Case[] = [
  { name: 'institution rating', collection: 'institution_ratings', payload: institution },
  {
    name: 'institution rating, review padded to exactly 10',
    collection: 'institution_ratings',
    payload: () => ({ ...institution(), review: `  ${'a'.repeat(10)}\n ` }),
  },
  {
    name: 'institution rating, a word and 1998 emoji',
    collection: 'institution_ratings',
    payload: () => ({ ...institution(), review: `ok${'😀'.repeat(1998)}` }),
  },
  {
    name: 'institution rating, paragraphs with odd spaces',
    collection: 'institution_ratings',
    payload: () => ({ ...institution(), review: 'Good\u00a0 teachers.\r\n\r\n\r\nLong   commute.' }),
  },
  {
    name: 'institution rating, scores 1 and 5',
    collection: 'institution_ratings',
    payload: () => ({ ...institution(), food: 1, safety: 5 }),
  },
  { name: 'program rating', collection: 'program_ratings', payload: program },
  {
    name: 'program rating, withdrawn',
    collection: 'program_ratings',
    payload: () => ({ ...program(), enrolment_status: 'WITHDRAWN' }),
  },
  { name: 'instructor rating, grade received', collection: 'instructor_ratings', payload: instructorRating },
  {
    name: 'instructor rating, no grade, three tags',
    collection: 'instructor_ratings',
    payload: () => ({ ...instructorRating(), grade_status: 'NO_GRADE', grade: '', tags: INSTRUCTOR_TAGS.slice(0, 3) }),
  },
  {
    name: 'instructor rating, course of 100 characters',
    collection: 'instructor_ratings',
    payload: () => ({ ...instructorRating(), course: 'c'.repeat(100) }),
  },
  { name: 'instructor suggestion', collection: 'instructors', payload: suggestion },
  {
    name: 'instructor suggestion, no profile link',
    collection: 'instructors',
    payload: () => ({ ...suggestion(), directory_listing: '' }),
  },
  {
    name: 'instructor suggestion, padded name and department',
    collection: 'instructors',
    payload: () => ({ ...suggestion(), name: '  Sami Trabelsi ', department: ' Chimie  ' }),
  },
  { name: 'report of a rating', collection: 'reports', payload: report },
  {
    name: 'report of an instructor',
    collection: 'reports',
    payload: () => ({ ...report(), reported_collection: 'instructors', reported_id: target.instructor }),
  },
  {
    name: 'report, comment of 1000',
    collection: 'reports',
    payload: () => ({ ...report(), comment: 'r'.repeat(1000) }),
  },
  {
    name: 'report, a listed reason and no comment',
    collection: 'reports',
    payload: () => ({ ...report(), report_reason: 'FALSE_OFF_TOPIC', comment: '' }),
  },
  {
    name: 'report, a listed reason and a blank comment',
    collection: 'reports',
    payload: () => ({ ...report(), report_reason: 'NOT_ABOUT_THIS_RECORD', comment: ' \n ' }),
  },
];

const invalid: Case[] = [
  {
    name: 'review 9 characters after trimming',
    collection: 'institution_ratings',
    payload: () => ({ ...institution(), review: ` ${'a'.repeat(9)} ` }),
    refused: { field: 'review', code: 'validation_min_text_constraint' },
  },
  {
    name: 'review 2001 characters',
    collection: 'institution_ratings',
    payload: () => ({ ...institution(), review: 'a'.repeat(2001) }),
    refused: { field: 'review', code: 'validation_max_text_constraint' },
  },
  {
    name: 'blank review',
    collection: 'institution_ratings',
    payload: () => ({ ...institution(), review: '    ' }),
    refused: { field: 'review', code: 'validation_required' },
  },
  {
    name: 'review of invisible characters',
    collection: 'institution_ratings',
    payload: () => ({ ...institution(), review: '\u200b\u3164\u2800\u200c\u200d'.repeat(4) }),
    refused: { field: 'review', code: 'validation_required' },
  },
  {
    name: 'review of emoji only',
    collection: 'institution_ratings',
    payload: () => ({ ...institution(), review: '😀'.repeat(2000) }),
    refused: { field: 'review', code: 'validation_no_letters' },
  },
  {
    name: 'score 0',
    collection: 'institution_ratings',
    payload: () => ({ ...institution(), safety: 0 }),
    refused: { field: 'safety', code: 'validation_required' },
  },
  {
    name: 'score 6',
    collection: 'institution_ratings',
    payload: () => ({ ...institution(), safety: 6 }),
    refused: { field: 'safety', code: 'validation_max_number_constraint' },
  },
  {
    name: 'score 2.5',
    collection: 'institution_ratings',
    payload: () => ({ ...institution(), safety: 2.5 }),
    refused: { field: 'safety', code: 'validation_only_int_constraint' },
  },
  {
    name: 'missing score',
    collection: 'program_ratings',
    payload: () => ({ ...program(), workload_balance: undefined }),
    refused: { field: 'workload_balance', code: 'validation_required' },
  },
  {
    name: 'unknown enrolment status',
    collection: 'program_ratings',
    payload: () => ({ ...program(), enrolment_status: 'DROPPED' }),
    refused: { field: 'enrolment_status', code: 'validation_invalid_value' },
  },
  {
    name: 'grade missing with RECEIVED',
    collection: 'instructor_ratings',
    payload: () => ({ ...instructorRating(), grade: '  ' }),
    refused: { field: 'grade', code: 'validation_grade_required' },
  },
  {
    name: 'grade with NOT_RECEIVED_YET',
    collection: 'instructor_ratings',
    payload: () => ({ ...instructorRating(), grade_status: 'NOT_RECEIVED_YET' }),
    refused: { field: 'grade', code: 'validation_grade_not_allowed' },
  },
  {
    name: 'grade of 21 characters',
    collection: 'instructor_ratings',
    payload: () => ({ ...instructorRating(), grade: 'g'.repeat(21) }),
    refused: { field: 'grade', code: 'validation_max_text_constraint' },
  },
  {
    name: 'four tags',
    collection: 'instructor_ratings',
    payload: () => ({ ...instructorRating(), tags: INSTRUCTOR_TAGS.slice(0, 4) }),
    refused: { field: 'tags', code: 'validation_too_many_values' },
  },
  {
    name: 'unknown tag',
    collection: 'instructor_ratings',
    payload: () => ({ ...instructorRating(), tags: ['NICE'] }),
    refused: { field: 'tags', code: 'validation_invalid_value' },
  },
  {
    name: 'blank course',
    collection: 'instructor_ratings',
    payload: () => ({ ...instructorRating(), course: ' ' }),
    refused: { field: 'course', code: 'validation_required' },
  },
  {
    name: 'course of 101 characters',
    collection: 'instructor_ratings',
    payload: () => ({ ...instructorRating(), course: 'c'.repeat(101) }),
    refused: { field: 'course', code: 'validation_max_text_constraint' },
  },
  {
    name: 'missing grade status',
    collection: 'instructor_ratings',
    payload: () => ({ ...instructorRating(), grade_status: undefined, grade: '' }),
    refused: { field: 'grade_status', code: 'validation_required' },
  },
  {
    name: 'profile link that is not a URL',
    collection: 'instructors',
    payload: () => ({ ...suggestion(), directory_listing: 'not a link' }),
    refused: { field: 'directory_listing', code: 'validation_invalid_url' },
  },
  {
    name: 'profile link without a scheme',
    collection: 'instructors',
    payload: () => ({ ...suggestion(), directory_listing: 'fst.rnu.tn' }),
    refused: { field: 'directory_listing', code: 'validation_invalid_url' },
  },
  {
    name: 'profile link of 501 characters',
    collection: 'instructors',
    payload: () => ({ ...suggestion(), directory_listing: `https://fst.rnu.tn/${'p'.repeat(482)}` }),
    refused: { field: 'directory_listing', code: 'validation_max_text_constraint' },
  },
  {
    name: 'name of symbols only',
    collection: 'instructors',
    payload: () => ({ ...suggestion(), name: '*** ---' }),
    refused: { field: 'name', code: 'validation_no_letters' },
  },
  {
    name: 'agreement not given',
    collection: 'instructors',
    payload: () => ({ ...suggestion(), user_agrees: false }),
    refused: { field: 'user_agrees', code: 'validation_required' },
  },
  {
    name: 'name of 101 characters',
    collection: 'instructors',
    payload: () => ({ ...suggestion(), name: 'n'.repeat(101) }),
    refused: { field: 'name', code: 'validation_max_text_constraint' },
  },
  {
    name: 'blank department',
    collection: 'instructors',
    payload: () => ({ ...suggestion(), department: '  ' }),
    refused: { field: 'department', code: 'validation_required' },
  },
  {
    name: 'no institution',
    collection: 'instructors',
    payload: () => ({ ...suggestion(), institution: '' }),
    refused: { field: 'institution', code: 'validation_required' },
  },
  {
    name: 'report comment of 9',
    collection: 'reports',
    payload: () => ({ ...report(), comment: 'r'.repeat(9) }),
    refused: { field: 'comment', code: 'validation_min_text_constraint' },
  },
  {
    name: 'report comment of 1001',
    collection: 'reports',
    payload: () => ({ ...report(), comment: 'r'.repeat(1001) }),
    refused: { field: 'comment', code: 'validation_max_text_constraint' },
  },
  {
    name: 'report without a reason',
    collection: 'reports',
    payload: () => ({ ...report(), report_reason: undefined }),
    refused: { field: 'report_reason', code: 'validation_invalid_report_reason' },
  },
  {
    name: 'report of an unknown reason',
    collection: 'reports',
    payload: () => ({ ...report(), report_reason: 'RUDE' }),
    refused: { field: 'report_reason', code: 'validation_invalid_report_reason' },
  },
  {
    name: 'report, "Other" and a blank comment',
    collection: 'reports',
    payload: () => ({ ...report(), comment: '  ' }),
    refused: { field: 'comment', code: 'validation_required' },
  },
  {
    name: 'report, a listed reason and a comment of 9',
    collection: 'reports',
    payload: () => ({ ...report(), report_reason: 'SPAM_ADVERTISING', comment: 'r'.repeat(9) }),
    refused: { field: 'comment', code: 'validation_min_text_constraint' },
  },
  {
    name: 'report of another collection',
    collection: 'reports',
    payload: () => ({ ...report(), reported_collection: 'users' }),
    refused: { field: 'reported_collection', code: 'validation_invalid_value' },
  },
];

describe('payloads the schemas accept are accepted by the server', () => {
  test.each(valid.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const checked = validatePayload(PAYLOAD_SCHEMAS[c.collection], c.payload());
    expect(checked).toMatchObject({ ok: true });
    if (!checked.ok) return;
    // Each case is a new student, so "one rating per target" never interferes.
    const student = await createActor(server);
    const id = clientId(random);
    const created = await student.pb.collection(c.collection).create({ id, ...checked.value });
    expect(created.id).toBe(id);
    // What the server stored is what the client validated (trimmed the same way).
    const stored = await server.admin.collection(c.collection).getOne(id);
    for (const [field, value] of Object.entries(checked.value)) expect(stored[field], field).toEqual(value);
  });
});

describe('payloads the schemas refuse are refused by the server on the same field', () => {
  test.each(invalid.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const payload = c.payload();
    const checked = validatePayload(PAYLOAD_SCHEMAS[c.collection], payload);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors)).toEqual([c.refused!.field]);

    const student = await createActor(server);
    const answer = await refusal(student.pb.collection(c.collection).create({ id: clientId(random), ...payload }));
    expect(answer.status).toBe(400);
    expect(answer.data[c.refused!.field]?.code).toBe(c.refused!.code);
    // The form and the outbox view show the same message for the client's refusal and the server's.
    expect(serverErrorMessage(c.refused!.field, c.refused!.code).id).toBe(checked.errors[c.refused!.field]!.id);
  });
});

describe('rules only the server can check', () => {
  test('a second rating of the same target: schema-valid, refused as already rated, shown by its own message', async () => {
    const student = await createActor(server);
    const first = validatePayload(PAYLOAD_SCHEMAS.instructor_ratings, instructorRating());
    const second = validatePayload(PAYLOAD_SCHEMAS.instructor_ratings, {
      ...instructorRating(),
      course: 'ANALYSE 1',
      review: 'Another view, same course.',
    });
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    await student.pb.collection('instructor_ratings').create({ id: clientId(random), ...first.value });
    const answer = await refusal(
      student.pb.collection('instructor_ratings').create({ id: clientId(random), ...second.value }),
    );
    expect(answer.data.course?.code).toBe('validation_already_rated');
    expect(serverErrorMessage('course', 'validation_already_rated').id).toBe('form.error.alreadyRated');

    const institutionFirst = validatePayload(PAYLOAD_SCHEMAS.institution_ratings, institution());
    if (!institutionFirst.ok) throw new Error('fixture');
    await student.pb.collection('institution_ratings').create({ id: clientId(random), ...institutionFirst.value });
    const again = await refusal(
      student.pb.collection('institution_ratings').create({ id: clientId(random), ...institutionFirst.value }),
    );
    expect(again.data.institution?.code).toBe('validation_already_rated');
  });

  test('where the client is stricter than the server, it is on purpose and safe', async () => {
    // The issue makes the four yes/no questions required; the server's bool fields read "absent" as false.
    const student = await createActor(server);
    const unanswered = { ...instructorRating(), course: 'Topologie', would_take_again: null };
    expect(validatePayload(PAYLOAD_SCHEMAS.instructor_ratings, unanswered)).toMatchObject({
      ok: false,
      errors: { would_take_again: { id: 'form.error.choose' } },
    });
    const stored = await student.pb.collection('instructor_ratings').create({ id: clientId(random), ...unanswered });
    expect(stored.would_take_again).toBe(false);
  });
});
