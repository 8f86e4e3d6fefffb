// The rules free text must follow, tried as an attacker would: characters nobody sees, look-alike letters,
// names that hide a direction override, one course written four ways, addresses that are not web pages, and
// an instructor id that could tell a pending suggestion from nothing. The same inputs go through the app's
// schemas (contract/text.js inside valibot) and through the real server; both must come out the same (ratings,
// suggestions, professors' claims and replies).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { normaliseLine, normaliseParagraphs } from '@contract/text.js';
import { signUpSchema } from '@/domain/auth-schemas';
import { PAYLOAD_SCHEMAS } from '@/domain/schemas/payload-schemas';
import { serverErrorMessage } from '@/domain/schemas/server-errors';
import { validatePayload } from '@/domain/schemas/validate';
import { createActor, refusal, type Actor } from './support/actors';
import { clientId, createInstitution, createInstructor, instructorRatingBody, seeded } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';
import { approvedProfessor, claim, publishedRating, reply } from './support/professors';

let server: TestServer;
let institution = '';
const random = seeded(1414);

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  institution = (await createInstitution(server.admin)).id;
});
afterAll(async () => {
  await server?.stop();
});

/** Names as an attacker or a careless paste would type them. */
const NAMES = [
  'Amira Ben Salah',
  '  Amira \u00a0 Ben\u3000Salah  ',
  'Ami\u200bra Ben\u00adSalah',
  'Amira \u202eHALAS NEB\u202c',
  '\u2066Amira\u2069 Ben Salah',
  'Ａｍｉｒａ Ｂｅｎ Ｓａｌａｈ',
  'أميرة\u200c بن\u200d صالح',
  'ﺃﻣﻴﺮﺓ بن صالح',
  'Amira\u0000 Ben\u0007 Salah',
  'Amira\nBen\tSalah',
  '\ufeffAmira\u2060Ben\u180eSalah',
  'A\u{E0041}mira Ben Salah',
  '\u200b\u200c\u200d\u2060\ufeff',
  '\u3164\u3164\u3164',
  '\u2800\u2800 \u115f',
  '🙂🙂🙂',
  '---***',
  ' ',
];

/** Reviews: paragraphs survive, the rest folds as in names. */
const REVIEWS = [
  'Clear lectures,\r\nfair exams.\r\n\r\n\r\n\r\nRecommended.',
  '  Clear\u00a0lectures \u200b and fair exams.  \n  ',
  '\u200b'.repeat(40),
  '\u3164\u2800'.repeat(20),
  '!!!!! ????? !!!!!',
  'حضور\u200c إجباري والامتحان\u00a0صعيب.',
];

function suggestion(name: string) {
  return { name, institution, department: 'Informatique', directory_listing: '', user_agrees: true };
}

async function suggest(student: Actor, body: Record<string, unknown>) {
  const id = clientId(random);
  try {
    await student.pb.collection('instructors').create({ id, ...body });
    return { ok: true as const, stored: await server.admin.collection('instructors').getOne(id) };
  } catch (err) {
    const e = err as { status: number; response: { data?: Record<string, { code: string }> } };
    return { ok: false as const, status: e.status, data: e.response?.data ?? {} };
  }
}

describe('one normalisation, the same in the app and on the server', () => {
  test.each(NAMES.map((name) => [JSON.stringify(name), name] as const))('instructor name %s', async (_, name) => {
    const student = await createActor(server);
    const checked = validatePayload(PAYLOAD_SCHEMAS.instructors, suggestion(name));
    const answer = await suggest(student, suggestion(name));
    if (checked.ok) {
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      expect(answer.stored.name).toBe(checked.value.name);
      expect(answer.stored.name).toBe(normaliseLine(name));
      // Nothing invisible, no direction override, no control character is stored.
      // eslint-disable-next-line no-control-regex -- control characters are what this looks for
      expect(answer.stored.name).not.toMatch(/[\u0000-\u001f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/);
    } else {
      expect(answer.ok).toBe(false);
      if (answer.ok) return;
      expect(answer.status).toBe(400);
      const code = answer.data.name?.code ?? '';
      expect(serverErrorMessage('name', code).id).toBe(checked.errors.name?.id);
    }
  });

  test.each(REVIEWS.map((review) => [JSON.stringify(review), review] as const))('review %s', async (_, review) => {
    const student = await createActor(server);
    const body = { ...instructorRatingBody((await createInstructor(server.admin, institution)).id, random), review };
    const checked = validatePayload(PAYLOAD_SCHEMAS.instructor_ratings, body);
    const id = clientId(random);
    if (checked.ok) {
      await student.pb.collection('instructor_ratings').create({ id, ...body });
      const stored = await server.admin.collection('instructor_ratings').getOne(id);
      expect(stored.review).toBe(checked.value.review);
      expect(stored.review).toBe(normaliseParagraphs(review));
    } else {
      const answer = await refusal(student.pb.collection('instructor_ratings').create({ id, ...body }));
      expect(serverErrorMessage('review', answer.data.review?.code ?? '').id).toBe(checked.errors.review?.id);
    }
  });

  test.each(REVIEWS.map((text) => [JSON.stringify(text), text] as const))(
    'claim message and reply %s',
    async (_, text) => {
      const instructor = (await createInstructor(server.admin, institution)).id;
      const student = await createActor(server);
      const claimed = validatePayload(PAYLOAD_SCHEMAS.instructor_claims, { instructor, message: text });
      if (claimed.ok) {
        const made = await claim(student, instructor, { message: text });
        expect((await server.admin.collection('instructor_claims').getOne(made.id)).message).toBe(
          claimed.value.message,
        );
        expect(claimed.value.message).toBe(normaliseParagraphs(text));
      } else {
        const answer = await refusal(claim(student, instructor, { message: text }));
        expect(serverErrorMessage('message', answer.data.message?.code ?? '').id).toBe(claimed.errors.message?.id);
      }

      const moderator = await createActor(server, { role: 'MODERATOR' });
      const profile = (await createInstructor(server.admin, institution)).id;
      const { professor } = await approvedProfessor(server, moderator, profile);
      const rated = await publishedRating(server, profile);
      const replied = validatePayload(PAYLOAD_SCHEMAS.rating_replies, {
        rating: rated.id,
        instructor: profile,
        body: text,
      });
      const answer = await reply(server, professor.token, rated.id, { body: text });
      const answered = answer.body as { body?: string; data?: Record<string, { code: string }> };
      if (replied.ok) {
        expect(answer.status).toBe(200);
        expect(answered.body).toBe(replied.value.body);
      } else {
        expect(answer.status).toBe(400);
        expect(serverErrorMessage('body', answered.data?.body?.code ?? '').id).toBe(replied.errors.body?.id);
      }
    },
  );

  test.each([
    ['  Amira\u200b  Ben\u202e Salah ', true],
    ['Ａｍｉｒａ', true],
    ['\u200b\u200d\u2060\u3164', false],
    ['*** ---', false],
  ] as const)('display name %j at sign-up', async (name, accepted) => {
    const email = `name-${clientId(random)}@tests.local`;
    const input = { name, email, password: 'password-for-tests-1', passwordConfirm: 'password-for-tests-1' };
    const checked = v.safeParse(signUpSchema, input);
    expect(checked.success).toBe(accepted);
    const res = await fetch(`${server.url}/api/collections/users/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
    if (accepted) {
      expect(res.status).toBe(200);
      const stored = await server.admin.collection('users').getFirstListItem(`email = "${email}"`);
      expect(stored.name).toBe(checked.success ? checked.output.name : null);
    } else {
      expect(res.status).toBe(400);
      const body = (await res.json()) as { data: Record<string, { code: string }> };
      expect(Object.keys(body.data)).toEqual(['name']);
    }
  });

  test('look-alike names meet in the instructor search', async () => {
    const plain = await createInstructor(server.admin, institution, { name: 'Zouhaier Lakhdhar' });
    const disguised = await createInstructor(server.admin, institution, { name: 'Zou\u200bhaier \u202eLakhdhar' });
    expect(disguised.name).toBe('Zouhaier Lakhdhar');
    const found = await fetch(`${server.url}/api/rayek/instructors/search?q=${encodeURIComponent('zouhai\u00adER')}`);
    const ids = ((await found.json()) as { items: { id: string }[] }).items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([plain.id, disguised.id]));
  });
});

describe('one rating per user, instructor and course, however the course is written', () => {
  test('accents, letter case, invisible characters and full-width letters are the same course', async () => {
    const student = await createActor(server);
    const instructor = (await createInstructor(server.admin, institution)).id;
    await student.pb
      .collection('instructor_ratings')
      .create(instructorRatingBody(instructor, random, { course: 'Économie' }));
    for (const course of [
      'économie',
      'ÉCONOMIE',
      'Économie\u200b',
      'Ｅconomie',
      ' economie ',
      'E\u0301conomie',
      'Eco\u00adnomie',
    ]) {
      const answer = await refusal(
        student.pb.collection('instructor_ratings').create(instructorRatingBody(instructor, random, { course })),
      );
      expect(answer.status, course).toBe(400);
      expect(answer.data.course?.code, course).toBe('validation_already_rated');
    }
    // Another course, and the same course by someone else, are new ratings.
    await student.pb
      .collection('instructor_ratings')
      .create(instructorRatingBody(instructor, random, { course: 'Économie 2' }));
    const other = await createActor(server);
    await other.pb
      .collection('instructor_ratings')
      .create(instructorRatingBody(instructor, random, { course: 'ECONOMIE' }));
    const mine = await server.admin
      .collection('instructor_ratings')
      .getFullList({ filter: `instructor = "${instructor}"` });
    expect(mine.map((r) => r.course).sort()).toEqual(['ECONOMIE', 'Économie', 'Économie 2']);
  });

  test('two parallel first ratings of one course written two ways: one wins, one is told it is already rated', async () => {
    const student = await createActor(server);
    const instructor = (await createInstructor(server.admin, institution)).id;
    const answers = await Promise.allSettled(
      ['Algèbre', 'ALGEBRE', 'algèbre\u200b', 'Ａｌｇèbre'].map((course) =>
        student.pb.collection('instructor_ratings').create(instructorRatingBody(instructor, random, { course })),
      ),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const a of answers) {
      if (a.status === 'rejected')
        expect((a.reason as { response: { data: Record<string, { code: string }> } }).response.data.course?.code).toBe(
          'validation_already_rated',
        );
    }
  });
});

describe('instructor profile links are web pages', () => {
  const refused = [
    'javascript:alert(document.cookie)',
    'JAVASCRIPT://fst.rnu.tn/%0aalert(1)',
    'ftp://fst.rnu.tn/cv.pdf',
    'data:text/html,<script>alert(1)</script>',
    'https://localhost/me',
    'https://fst.rnu.tn@evil.example/',
    'https://.tn/',
    'https:/fst.rnu.tn',
    'fst.rnu.tn/amira',
  ];
  test.each(refused)('%s is refused by the form and by the server', async (address) => {
    const student = await createActor(server);
    const body = { ...suggestion('Amira Ben Salah'), directory_listing: address };
    expect(validatePayload(PAYLOAD_SCHEMAS.instructors, body)).toMatchObject({
      ok: false,
      errors: { directory_listing: { id: 'form.error.url' } },
    });
    const answer = await suggest(student, body);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.data.directory_listing?.code).toBe('validation_invalid_url');
  });

  test.each(['https://fst.rnu.tn/fr/enseignants/amira', 'http://www.isi.rnu.tn:8080/~amira?lang=ar#cv'])(
    '%s is kept',
    async (address) => {
      const student = await createActor(server);
      const answer = await suggest(student, { ...suggestion('Amira Ben Salah'), directory_listing: address });
      expect(answer.ok).toBe(true);
      if (answer.ok) expect(answer.stored.directory_listing).toBe(address);
    },
  );
});

describe('rating an instructor one cannot see', () => {
  test("someone else's pending suggestion answers exactly as an id that does not exist", async () => {
    const [author, prober] = [await createActor(server), await createActor(server)];
    const pending = clientId(random);
    await author.pb.collection('instructors').create({ id: pending, ...suggestion('Nadia Gharbi') });

    const probe = async (instructor: string) => {
      const res = await fetch(`${server.url}/api/collections/instructor_ratings/records`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: prober.token },
        body: JSON.stringify(instructorRatingBody(instructor, seeded(7), { course: 'Physique' })),
      });
      return { status: res.status, body: await res.json() };
    };
    const [ofPending, ofNothing] = [await probe(pending), await probe(clientId(random))];
    expect(ofPending.status).toBe(400);
    expect(ofPending).toEqual(ofNothing);
    expect(ofPending.body.data).toEqual({
      instructor: expect.objectContaining({ code: 'validation_instructor_unavailable' }),
    });

    // The author can still rate their own suggestion (suggest and rate in one go, offline).
    await author.pb.collection('instructor_ratings').create(instructorRatingBody(pending, random));
  });
});
