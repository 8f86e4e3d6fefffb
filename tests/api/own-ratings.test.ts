// An author's own ratings (pb_hooks/66_own_ratings.pb.js): the "you rated this" answer reaches its author only; only
// the author edits or withdraws, and anyone else gets the answer of a missing record; an edit of a published rating
// waits apart, so the public never reads unreviewed text and every statistic counts exactly the approved versions,
// equal to a recount and to a rebuild, also under concurrent votes, edits, decisions and withdrawals.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, deleteOwnAccount, guest, refusal, type Actor } from './support/actors';
import { claim } from './support/professors';
import {
  clientId,
  createInstitution,
  createInstructor,
  createProgram,
  instructorRatingBody,
  seeded,
} from './support/fixtures';
import { decide, expectNoAuthors, mine, queue } from './support/moderation';
import {
  expectedInstitution,
  expectedInstructor,
  expectedProgram,
  institutionModels,
  instructorModels,
  programModels,
  snapshot,
} from './support/read-models';
import { countedVotes, publicCounts, rating, send, vote, type Answer, type RatingKind } from './support/votes';

const run = promisify(execFile);
const random = seeded(32032);

type Item = Record<string, unknown>;
let server: TestServer;
let moderator: Actor;

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
});
afterAll(async () => {
  await server?.stop();
});

const ownOf = (token: string | undefined, kind: RatingKind, target: string) =>
  send(server, `/api/rayek/ratings/${kind}/mine?target=${target}`, { method: 'GET', token });
const edit = (token: string | undefined, kind: RatingKind, id: string, body: Record<string, unknown>) =>
  send(server, `/api/rayek/ratings/${kind}/${id}/edit`, { method: 'POST', token, body: JSON.stringify(body) });
/** DELETE /api/rayek/contributions/{collection}/{id}: a 204 has no body. */
async function withdraw(token: string | undefined, collection: string, id: string): Promise<Answer> {
  const res = await fetch(`${server.url}/api/rayek/contributions/${collection}/${id}`, {
    method: 'DELETE',
    headers: token ? { Authorization: token } : {},
  });
  const text = await res.text();
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    body: text ? (JSON.parse(text) as Answer['body']) : {},
  };
}

/** Everything a guest can read about one rating and its target, as text. */
async function publicText(kind: RatingKind, target: string, field: string) {
  const pb = guest(server);
  const list = await pb.collection(kind).getFullList({ filter: pb.filter(`${field} = {:target}`, { target }) });
  return JSON.stringify(list);
}

async function institutionWithRating(author: Actor) {
  const institution = (await createInstitution(server.admin)).id;
  const published = await rating(server.admin, 'institution_ratings', institution, author.id);
  return { institution, id: published.id };
}

async function recountInstitution(id: string) {
  const ratings = await server.admin
    .collection('institution_ratings')
    .getFullList({ filter: server.admin.filter('institution = {:id}', { id }) });
  const got = await institutionModels(guest(server), id);
  const want = expectedInstitution(ratings as never);
  expect(got.search).toMatchObject(want.search);
  expect(got.average).toMatchObject(want.average);
}

describe('the "you rated this" answer', () => {
  test('reaches the author with the state, date and answers; a guest and another user get the answer of "not rated"', async () => {
    const author = await createActor(server);
    const other = await createActor(server);
    const { institution, id } = await institutionWithRating(author);
    const own = await ownOf(author.token, 'institution_ratings', institution);
    expect(own.status).toBe(200);
    expect(own.cacheControl).toBe('no-store');
    const items = own.body.items as Array<Record<string, unknown>>;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id, status: 'ACTIVE', edited: '', revision: null });
    expect(typeof items[0]!.created).toBe('string');
    expect((items[0]!.answers as Record<string, unknown>).review).toBe(
      'A place with good teachers and a long commute.',
    );
    expectNoAuthors(own.body, [author.id]);

    const notRated = {
      status: 200,
      cacheControl: 'no-store',
      body: { collection: 'institution_ratings', target: institution, items: [] },
    };
    expect(await ownOf(undefined, 'institution_ratings', institution)).toEqual(notRated);
    expect(await ownOf(other.token, 'institution_ratings', institution)).toEqual(notRated);
    expect(await ownOf(moderator.token, 'institution_ratings', institution)).toEqual(notRated);
  });

  test("an instructor is rated once per course: each of the author's courses is listed", async () => {
    const author = await createActor(server);
    const instructor = (await createInstructor(server.admin, (await createInstitution(server.admin)).id)).id;
    await rating(server.admin, 'instructor_ratings', instructor, author.id, { course: 'Analyse 1' });
    await author.pb
      .collection('instructor_ratings')
      .create(instructorRatingBody(instructor, random, { course: 'Réseaux' }));
    const own = await ownOf(author.token, 'instructor_ratings', instructor);
    const items = own.body.items as Array<{ course: string; status: string }>;
    expect(items.map((i) => [i.course, i.status]).sort()).toEqual([
      ['Analyse 1', 'ACTIVE'],
      ['Réseaux', 'PENDING_APPROVAL'],
    ]);
  });
});

describe('only the author edits or withdraws', () => {
  test('another user, a moderator and a made-up id get the same 404; a guest a 401; nothing changes', async () => {
    const author = await createActor(server);
    const other = await createActor(server);
    const { institution, id } = await institutionWithRating(author);
    const body = { revision: clientId(random), review: 'Somebody else rewrote this review entirely.' };
    const missing = await edit(other.token, 'institution_ratings', 'a00000000000000', body);
    expect(missing.status).toBe(404);
    expect(missing.cacheControl).toBe('no-store');
    for (const token of [other.token, moderator.token]) {
      expect(await edit(token, 'institution_ratings', id, { ...body, revision: clientId(random) })).toEqual({
        ...missing,
      });
      expect(await withdraw(token, 'institution_ratings', id)).toEqual(
        await withdraw(token, 'institution_ratings', 'a00000000000000'),
      );
    }
    expect((await withdraw(other.token, 'institution_ratings', id)).status).toBe(404);
    expect((await edit(undefined, 'institution_ratings', id, body)).status).toBe(401);
    expect((await withdraw(undefined, 'institution_ratings', id)).status).toBe(401);
    expect((await server.admin.collection('rating_revisions').getFullList()).filter((r) => r.rating === id)).toEqual(
      [],
    );
    expect((await server.admin.collection('institution_ratings').getOne(id)).status).toBe('ACTIVE');
    await recountInstitution(institution);
  });
});

describe('an edit of a published rating', () => {
  test('is never public before a moderator approves it; approved, it replaces the old one everywhere, marked edited', async () => {
    const author = await createActor(server);
    const voter = await createActor(server);
    const { institution, id } = await institutionWithRating(author);
    await vote(server, voter.token, 'institution_ratings', id, { value: 1 });
    const before = await institutionModels(guest(server), institution);
    const secret = 'Unreviewed words that only a moderator may read first.';
    const revision = clientId(random);
    const scores = {
      reputation: 1,
      location: 1,
      opportunities: 1,
      facilities: 1,
      internet: 1,
      food: 1,
      clubs: 1,
      social: 1,
      happiness: 1,
      safety: 1,
    };
    const sent = await edit(author.token, 'institution_ratings', id, { revision, review: `  ${secret}  `, ...scores });
    expect(sent.status).toBe(200);
    expect(sent.cacheControl).toBe('no-store');
    expect(sent.body).toMatchObject({ id, status: 'ACTIVE', revision: { id: revision, status: 'PENDING_APPROVAL' } });

    // Waiting: the public reads the approved version and the figures that count it.
    expect(await publicText('institution_ratings', institution, 'institution')).not.toContain(secret);
    expect(await institutionModels(guest(server), institution)).toEqual(before);
    expect((await guest(server).collection('institution_ratings').getOne(id)).edited).toBe('');
    // The author reads it back; the moderator reads it in the edits' queue, without its author.
    const own = (await ownOf(author.token, 'institution_ratings', institution)).body.items as Item[];
    expect(own[0]!.revision).toMatchObject({ id: revision, status: 'PENDING_APPROVAL', answers: { review: secret } });
    const waiting = (await queue(moderator.pb, 'rating_revisions')) as { items: Item[] };
    const item = waiting.items.find((i) => i.id === revision)!;
    expect(item).toMatchObject({ rating: id, rating_collection: 'institution_ratings', review: secret, reputation: 1 });
    expect((item.published as { review: string }).review).toBe('A place with good teachers and a long commute.');
    expectNoAuthors(waiting, [author.id]);

    await decide(moderator.pb, { collection: 'rating_revisions', id: revision, status: 'ACTIVE' });
    const shown = await guest(server).collection('institution_ratings').getOne(id);
    expect(shown.review).toBe(secret);
    expect(shown.reputation).toBe(1);
    expect(shown.edited).not.toBe('');
    expect('user' in shown).toBe(false);
    expect(await publicCounts(server, 'institution_ratings', id)).toEqual({ helpful_count: 1, unhelpful_count: 0 });
    await recountInstitution(institution);
  });

  test('refused, it leaves the published version and its figures as they were', async () => {
    const author = await createActor(server);
    const { institution, id } = await institutionWithRating(author);
    const before = await institutionModels(guest(server), institution);
    const revision = clientId(random);
    await edit(author.token, 'institution_ratings', id, {
      revision,
      review: 'An insult a moderator will refuse to publish.',
      food: 1,
    });
    await decide(moderator.pb, {
      collection: 'rating_revisions',
      id: revision,
      status: 'SUSPENDED',
      reason: 'Insulting.',
    });
    expect(await publicText('institution_ratings', institution, 'institution')).not.toContain('insult');
    expect(await institutionModels(guest(server), institution)).toEqual(before);
    const own = (await ownOf(author.token, 'institution_ratings', institution)).body.items as Item[];
    expect(own[0]!.revision).toMatchObject({ id: revision, status: 'SUSPENDED', reason: 'Insulting.' });
    const contributions = (await mine(author.pb)) as { items: Item[] };
    expect(contributions.items.find((i) => i.id === id)?.revision).toMatchObject({ id: revision, status: 'SUSPENDED' });
    expect(contributions.items.some((i) => i.collection === 'rating_revisions')).toBe(false);
  });

  test('sent many times at once with one revision id (an outbox resending), it is written once', async () => {
    const author = await createActor(server);
    const { id } = await institutionWithRating(author);
    const revision = clientId(random);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        edit(author.token, 'institution_ratings', id, { revision, review: 'The same edit, sent again and again.' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers.every((a) => (a.body.revision as { id: string }).id === revision)).toBe(true);
    const stored = (await server.admin.collection('rating_revisions').getFullList()).filter((r) => r.rating === id);
    expect(stored.map((r) => r.id)).toEqual([revision]);
  });

  test('is checked like a new rating: texts cleaned and bounded, answers in range, unknown fields refused', async () => {
    const author = await createActor(server);
    const { id } = await institutionWithRating(author);
    const refused = async (body: Record<string, unknown>) =>
      (await edit(author.token, 'institution_ratings', id, { revision: clientId(random), ...body })).body.data;
    expect((await refused({ review: '!!! ??? ...' }))?.review?.code).toBe('validation_no_letters');
    expect((await refused({ food: 9 }))?.food?.code).toBeTruthy();
    expect((await refused({ institution: 'a00000000000000' }))?.institution?.code).toBe('validation_invalid_value');
    expect((await refused({ status: 'ACTIVE' }))?.status?.code).toBe('validation_invalid_value');
    expect((await refused({ revision: 'not an id' }))?.revision?.code).toBe('validation_invalid_value');
    expect((await server.admin.collection('rating_revisions').getFullList()).filter((r) => r.rating === id)).toEqual(
      [],
    );
  });
});

describe('an edit in moderation', () => {
  test('a moderator who claims the rated profile sees it flagged and cannot decide it', async () => {
    const author = await createActor(server);
    const conflicted = await createActor(server, { role: 'MODERATOR' });
    const instructor = (await createInstructor(server.admin, (await createInstitution(server.admin)).id)).id;
    await claim(conflicted, instructor);
    const { id } = await rating(server.admin, 'instructor_ratings', instructor, author.id);
    const revision = clientId(random);
    await edit(author.token, 'instructor_ratings', id, { revision, review: 'This professor never answers e-mails.' });
    const waiting = (await queue(conflicted.pb, 'rating_revisions', { perPage: 50 })) as { items: Item[] };
    expect(waiting.items.find((i) => i.id === revision)?.own_profile).toBe(true);
    const refused = await refusal(
      decide(conflicted.pb, { collection: 'rating_revisions', id: revision, status: 'SUSPENDED' }),
    );
    expect(refused.data.status?.code).toBe('validation_own_profile');
    expect((await server.admin.collection('rating_revisions').getOne(revision)).status).toBe('PENDING_APPROVAL');
  });

  test('a deleted account takes its edits along; its published rating stays as approved', async () => {
    const author = await createActor(server);
    const { institution, id } = await institutionWithRating(author);
    const revision = clientId(random);
    await edit(author.token, 'institution_ratings', id, {
      revision,
      review: 'Second thoughts written before leaving.',
    });
    await deleteOwnAccount(author);
    await expect(server.admin.collection('rating_revisions').getOne(revision)).rejects.toMatchObject({ status: 404 });
    const kept = await server.admin.collection('institution_ratings').getOne(id);
    expect({ status: kept.status, user: kept.user, review: kept.review }).toEqual({
      status: 'ACTIVE',
      user: '',
      review: 'A place with good teachers and a long commute.',
    });
    await recountInstitution(institution);
  });
});

describe('withdrawing', () => {
  test('a published rating takes its votes, replies and edits along, and its figures follow', async () => {
    const author = await createActor(server);
    const professor = await createActor(server);
    const voter = await createActor(server);
    const instructor = (await createInstructor(server.admin, (await createInstitution(server.admin)).id)).id;
    const kept = await rating(server.admin, 'instructor_ratings', instructor, (await createActor(server)).id, {
      course: 'Analyse 1',
    });
    const gone = await rating(server.admin, 'instructor_ratings', instructor, author.id, {
      course: 'Réseaux',
      tags: ['CARING'],
    });
    await vote(server, voter.token, 'instructor_ratings', gone.id, { value: -1 });
    const replied = await server.admin.collection('rating_replies').create({
      rating: gone.id,
      instructor,
      user: professor.id,
      body: 'Thank you for the remarks on the labs.',
      status: 'ACTIVE',
    });
    await edit(author.token, 'instructor_ratings', gone.id, {
      revision: clientId(random),
      review: 'A later thought on the course.',
    });

    const answer = await withdraw(author.token, 'instructor_ratings', gone.id);
    expect(answer.status).toBe(204);
    expect(answer.cacheControl).toBe('no-store');
    expect(await countedVotes(server.admin, 'instructor_ratings', gone.id)).toEqual({
      helpful_count: 0,
      unhelpful_count: 0,
    });
    await expect(server.admin.collection('rating_replies').getOne(replied.id)).rejects.toMatchObject({ status: 404 });
    expect(
      (await server.admin.collection('rating_revisions').getFullList()).filter((r) => r.rating === gone.id),
    ).toEqual([]);
    const got = await instructorModels(guest(server), instructor);
    const want = expectedInstructor([kept] as never);
    expect(got.average).toMatchObject(want.average);
    expect(got.courses).toMatchObject(want.courses);
    // Withdrawn once: a resend finds nothing (the outbox reads 404 as delivered).
    expect((await withdraw(author.token, 'instructor_ratings', gone.id)).status).toBe(404);
  });

  test('a suggestion or a report only while waiting', async () => {
    const author = await createActor(server);
    const institution = (await createInstitution(server.admin)).id;
    const suggestion = await author.pb
      .collection('instructors')
      .create({ name: 'Enseignant proposé', institution, department: 'Physique', user_agrees: true });
    const report = await author.pb.collection('reports').create({
      reported_collection: 'instructors',
      reported_id: suggestion.id,
      report_reason: 'OTHER',
      comment: 'Duplicate of another profile.',
    });
    await decide(moderator.pb, { collection: 'reports', id: report.id, status: 'TREATED' });
    const decided = await withdraw(author.token, 'reports', report.id);
    expect(decided.status).toBe(400);
    expect(decided.body.data?.status?.code).toBe('validation_already_decided');
    expect((await withdraw(author.token, 'instructors', suggestion.id)).status).toBe(204);
    await expect(server.admin.collection('instructors').getOne(suggestion.id)).rejects.toMatchObject({ status: 404 });
    expect((await withdraw(author.token, 'rating_replies', suggestion.id)).body.data?.collection?.code).toBe(
      'validation_invalid_value',
    );
  });
});

async function rebuild() {
  const script = path.resolve(import.meta.dirname, '../../scripts/rebuild-read-models.mjs');
  const { stdout, stderr } = await run(process.execPath, [script, '--dir', server.dataDir]);
  return stdout + stderr;
}

test(
  'every statistic equals a recount and a rebuild after concurrent votes, edits, decisions and withdrawals',
  { timeout: 120_000 },
  async () => {
    const institution = (await createInstitution(server.admin)).id;
    const program = (await createProgram(server.admin, institution)).id;
    const instructor = (await createInstructor(server.admin, institution)).id;
    const targets: Record<RatingKind, string> = {
      institution_ratings: institution,
      program_ratings: program,
      instructor_ratings: instructor,
    };
    const kinds = Object.keys(targets) as RatingKind[];
    const authors = await Promise.all(Array.from({ length: 12 }, () => createActor(server)));
    const voters = await Promise.all(Array.from({ length: 6 }, () => createActor(server)));
    const ratings: Array<{ kind: RatingKind; id: string; author: Actor }> = [];
    for (const [i, author] of authors.entries()) {
      for (const kind of kinds) {
        const created = await rating(
          server.admin,
          kind,
          targets[kind],
          author.id,
          kind === 'instructor_ratings' ? { course: `Cours ${i % 4}` } : {},
        );
        ratings.push({ kind, id: created.id, author });
      }
    }
    const scoreOf = (kind: RatingKind) => (kind === 'instructor_ratings' ? 'overall_quality' : 'reputation');

    for (let round = 0; round < 3; round += 1) {
      const revisions: Array<{ id: string; approve: boolean }> = [];
      const edits = ratings
        .filter(() => random.bool())
        .map(async (r) => {
          const revision = clientId(random);
          const answer = await edit(r.author.token, r.kind, r.id, {
            revision,
            [scoreOf(r.kind)]: random.int(1, 5),
            review: `Round ${round}: my view changed after the exams.`,
            ...(r.kind === 'instructor_ratings'
              ? { tags: random.bool() ? ['CARING'] : [], would_take_again: random.bool() }
              : {}),
          });
          if (answer.status === 200) revisions.push({ id: revision, approve: random.bool() });
        });
      const votes = ratings.map((r) =>
        vote(server, random.pick(voters).token, r.kind, r.id, { value: random.pick([1, -1, 0]) }),
      );
      await Promise.all([...edits, ...votes]);
      const decisions = revisions.map((r) =>
        decide(moderator.pb, { collection: 'rating_revisions', id: r.id, status: r.approve ? 'ACTIVE' : 'SUSPENDED' }),
      );
      const leaving = ratings.filter(() => random.int(0, 9) === 0);
      const withdrawals = leaving.map((r) => withdraw(r.author.token, r.kind, r.id));
      const moreVotes = ratings.map((r) =>
        vote(server, random.pick(voters).token, r.kind, r.id, { value: random.pick([1, -1]) }),
      );
      await Promise.allSettled([...decisions, ...withdrawals, ...moreVotes]);
      for (const r of leaving) ratings.splice(ratings.indexOf(r), 1);
    }

    const pb = guest(server);
    const all = async (kind: RatingKind) =>
      server.admin.collection(kind).getFullList({
        filter: server.admin.filter(
          `${kind === 'institution_ratings' ? 'institution' : kind === 'program_ratings' ? 'program' : 'instructor'} = {:id}`,
          { id: targets[kind] },
        ),
      });
    // Approved edits were applied, and only they: an edited text is on a rating exactly when it is marked edited.
    const stored = (await Promise.all(kinds.map(all))).flat();
    expect(stored.filter((r) => r.edited !== '').length).toBeGreaterThan(3);
    for (const r of stored) expect(String(r.review).startsWith('Round'), r.id).toBe(r.edited !== '');
    const institutionGot = await institutionModels(pb, institution);
    expect(institutionGot.average).toMatchObject(
      expectedInstitution((await all('institution_ratings')) as never).average,
    );
    const programGot = await programModels(pb, program);
    expect(programGot.average).toMatchObject(expectedProgram((await all('program_ratings')) as never).average);
    const instructorGot = await instructorModels(pb, instructor);
    const instructorWant = expectedInstructor((await all('instructor_ratings')) as never);
    expect(instructorGot.average).toMatchObject(instructorWant.average);
    expect(instructorGot.courses).toMatchObject(instructorWant.courses);
    for (const r of ratings) {
      expect(await publicCounts(server, r.kind, r.id)).toEqual(await countedVotes(server.admin, r.kind, r.id));
    }

    const incremental = await snapshot(pb);
    expect(await rebuild()).toContain('Read models rebuilt');
    expect(await snapshot(pb)).toEqual(incremental);
  },
);
