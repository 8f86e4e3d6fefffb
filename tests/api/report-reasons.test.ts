// A report's reason (contract/report-reasons.js), probed as a reporter and a moderator would against the real
// server: a report without one of the listed reasons is refused with its own code and a message in the
// caller's language, the comment is required for "Other" only and bounded whenever it is given, every wrong field
// comes back in one answer, and moderators read each report's reason and filter the queue by it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ERROR_CODES } from '@contract/error-codes.js';
import { REPORT_REASONS } from '@contract/report-reasons.js';
import { createActor, refusal, type Actor } from './support/actors';
import { createInstitution, institutionRatingBody, seeded } from './support/fixtures';
import { expectNoAuthors, queue } from './support/moderation';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let reporter: Actor;
let moderator: Actor;
/** Published ratings to report: one report per rating and reason keeps every case apart. */
let ratings: string[];
const random = seeded(3202);

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  reporter = await createActor(server);
  moderator = await createActor(server, { role: 'MODERATOR' });
  const institution = await createInstitution(server.admin);
  ratings = [];
  for (let i = 0; i < 4; i += 1) {
    const author = await createActor(server);
    const rating = await server.admin
      .collection('institution_ratings')
      .create({ ...institutionRatingBody(institution.id, random), user: author.id, status: 'ACTIVE' });
    ratings.push(rating.id);
  }
});

afterAll(async () => {
  await server?.stop();
});

const report = (extra: Record<string, unknown> = {}) => ({
  reported_collection: 'institution-rating',
  reported_id: ratings[0],
  report_reason: 'INSULT_HARASSMENT',
  comment: 'Calls the teacher names.',
  ...extra,
});

/** The report as sent in `lang`: PocketBase's 400 with its fields' codes and messages. */
function send(body: Record<string, unknown>, lang = 'en') {
  return refusal(reporter.pb.collection('reports').create(body, { headers: { 'Accept-Language': lang } }));
}

describe('the reason of a report', () => {
  test("a report without a reason is refused on the reason, in the caller's language", async () => {
    const { report_reason: _, ...body } = report();
    const messages: Record<string, string> = {};
    for (const lang of ['ar', 'fr', 'en']) {
      const answer = await send(body, lang);
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({
        report_reason: { code: ERROR_CODES.INVALID_REPORT_REASON, message: expect.any(String) },
      });
      messages[lang] = answer.data.report_reason!.message;
    }
    expect(messages.ar).toMatch(/[\u0600-\u06ff]/);
    expect(messages.fr).toContain('motif');
    expect(messages.en).toContain('reason');
    expect(new Set(Object.values(messages)).size).toBe(3);
  });

  test.each([
    ['an unknown reason', 'RUDE'],
    ['a reason in lower case', 'spam_advertising'],
    ['an empty reason', ''],
    ['a reason and something more', 'OTHER,SPAM_ADVERTISING'],
  ])('%s is refused on the reason', async (_label, reason) => {
    const answer = await send(report({ report_reason: reason }));
    expect(answer.status).toBe(400);
    expect(answer.data.report_reason?.code).toBe(ERROR_CODES.INVALID_REPORT_REASON);
  });

  test('a comment over its bound and no reason: both refused in one answer', async () => {
    const { report_reason: _, ...body } = report({ comment: 'c'.repeat(1001) });
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect(Object.fromEntries(Object.entries(answer.data).map(([field, value]) => [field, value.code]))).toEqual({
      report_reason: ERROR_CODES.INVALID_REPORT_REASON,
      comment: ERROR_CODES.MAX_TEXT,
    });
  });

  test('a comment over its bound is refused whatever the reason; a short one too', async () => {
    for (const reason of REPORT_REASONS) {
      expect((await send(report({ report_reason: reason, comment: 'c'.repeat(1001) }))).data).toMatchObject({
        comment: { code: ERROR_CODES.MAX_TEXT },
      });
      expect((await send(report({ report_reason: reason, comment: 'too short' }))).data).toMatchObject({
        comment: { code: ERROR_CODES.MIN_TEXT },
      });
    }
  });

  test('"Other" needs a comment; a blank one is none', async () => {
    for (const comment of [undefined, '', '   \n  ']) {
      const answer = await send(report({ report_reason: 'OTHER', comment }));
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({ comment: { code: ERROR_CODES.REQUIRED, message: expect.any(String) } });
    }
  });

  test('each listed reason but "Other" is enough on its own, and is stored with the report', async () => {
    const listed = REPORT_REASONS.filter((reason) => reason !== 'OTHER');
    for (const [i, reason] of listed.entries()) {
      const target = ratings[i % ratings.length];
      const created = await reporter.pb
        .collection('reports')
        .create({ ...report({ reported_id: target, report_reason: reason }), comment: '' });
      expect(created).toMatchObject({ report_reason: reason, comment: '', status: 'SUBMITTED' });
    }
  });
});

describe('moderators and the reasons', () => {
  test("the reports queue shows each report's reason, filters by it and counts each one, never naming who reported", async () => {
    const others = await Promise.all([0, 1, 2].map(() => createActor(server)));
    const sent = [
      await others[0]!.pb
        .collection('reports')
        .create(report({ report_reason: 'SPAM_ADVERTISING', comment: 'The same shop link again.' })),
      await others[1]!.pb.collection('reports').create(report({ report_reason: 'PERSONAL_INFORMATION', comment: '' })),
      await others[2]!.pb
        .collection('reports')
        .create(report({ report_reason: 'SPAM_ADVERTISING', reported_id: ratings[1], comment: '' })),
    ];
    const all = await queue(moderator.pb, 'reports', { perPage: 50 });
    const byId = new Map(all.items.map((item: { id: string }) => [item.id, item]));
    for (const created of sent)
      expect(byId.get(created.id)).toMatchObject({ report_reason: created.report_reason, comment: created.comment });
    expectNoAuthors(all, [...others.map((o) => o.id), reporter.id]);

    const spam = await queue(moderator.pb, 'reports', { reason: 'SPAM_ADVERTISING', perPage: 50 });
    expect(spam.items.length).toBeGreaterThanOrEqual(2);
    expect(spam.items.every((item: { report_reason: string }) => item.report_reason === 'SPAM_ADVERTISING')).toBe(true);
    expect(spam.totalItems).toBe(spam.items.length);
    // The counts of every reason, whatever the filter, add up to the whole queue.
    expect(Object.keys(spam.reasons).sort()).toEqual([...REPORT_REASONS].sort());
    expect(spam.reasons).toEqual(all.reasons);
    expect(Object.values(all.reasons as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(all.totalItems);
    expect(all.reasons.SPAM_ADVERTISING).toBe(spam.totalItems);
  });

  test('a reason the list does not have is refused as a filter; students cannot filter', async () => {
    for (const reason of ['RUDE', 'spam_advertising']) {
      expect((await refusal(queue(moderator.pb, 'reports', { reason }))).data.reason?.code).toBe(
        ERROR_CODES.INVALID_VALUE,
      );
    }
    expect((await refusal(queue(reporter.pb, 'reports', { reason: 'OTHER' }))).status).toBe(403);
  });
});
