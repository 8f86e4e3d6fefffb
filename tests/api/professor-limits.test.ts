// Professors' own limits and mail (docs/professors.md): no rating of, and no vote on the ratings of, one's own
// profile; the claim's e-mail link through the real mail catcher (one-time, expiring, hashed); the new-rating
// e-mail in the professor's language, and its switch; the account's deletion and export with claims and
// replies; the rate limit of the link's route.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, deleteOwnAccount, refusal, type Actor } from './support/actors';
import { instructorRatingBody, seeded } from './support/fixtures';
import { decide } from './support/moderation';
import {
  approvedProfessor,
  claim,
  newProfile,
  publicInstructor,
  publishedRating,
  reply,
  verifyClaimEmail,
} from './support/professors';
import { vote } from './support/votes';

let server: TestServer;
let moderator: Actor;
const random = seeded(1128);
const BODY = 'Thank you for the kind words about the labs.';

beforeAll(async () => {
  server = await startTestServer({ mail: true, env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
});
afterAll(async () => {
  await server?.stop();
});

type Mail = Awaited<ReturnType<NonNullable<TestServer['mailbox']>['emails']>>[number];

/** The e-mails to `address`, once there are `count` of them. */
async function mailsTo(address: string, count = 1): Promise<Mail[]> {
  const matching = async () =>
    (await server.mailbox!.emails()).filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
  await expect.poll(async () => (await matching()).length).toBe(count);
  return matching();
}

/** The token of the claim e-mail's link to /claims/verify/<token>. */
function linkToken(mail: Mail) {
  const href = /href="([^"]+)"/.exec(mail.html)?.[1] ?? '';
  expect(href.startsWith(`${server.url}/claims/verify/`)).toBe(true);
  return decodeURIComponent(href.slice(`${server.url}/claims/verify/`.length));
}

describe("a professor's own profile", () => {
  test('they cannot rate it, nor vote on its ratings; other profiles as anyone', async () => {
    const profile = await newProfile(server.admin);
    const other = await newProfile(server.admin);
    const { professor } = await approvedProfessor(server, moderator, profile);

    const own = await refusal(
      professor.pb.collection('instructor_ratings').create(instructorRatingBody(profile, random)),
    );
    expect(own.data.instructor?.code).toBe('validation_own_profile');
    expect(
      (await professor.pb.collection('instructor_ratings').create(instructorRatingBody(other, random))).status,
    ).toBe('PENDING_APPROVAL');

    const rated = await publishedRating(server, profile);
    const voted = await vote(server, professor.token, 'instructor_ratings', rated.id, { value: 1 });
    expect(voted.status).toBe(400);
    expect(voted.cacheControl).toBe('no-store');
    expect(voted.body.data?.rating?.code).toBe('validation_own_profile');
    const elsewhere = await publishedRating(server, other);
    expect((await vote(server, professor.token, 'instructor_ratings', elsewhere.id, { value: 1 })).status).toBe(200);
    // Anyone else votes on the profile's ratings as before.
    expect(
      (await vote(server, (await createActor(server)).token, 'instructor_ratings', rated.id, { value: 1 })).status,
    ).toBe(200);
  });
});

describe("the claim's e-mail link", () => {
  test("goes to the institutional address in the claimant's language, works once, without signing in", async () => {
    const profile = await newProfile(server.admin);
    const claimant = await createActor(server, { language: 'fr' });
    const made = await claim(claimant, profile, { institutional_email: 'Prof.Link@FST.example' });
    const [mail] = await mailsTo('prof.link@fst.example');
    expect(mail!.subject).toBe('Rayek · Confirmez votre adresse professionnelle');
    expect(mail!.html).toContain('<html lang="fr" dir="ltr">');
    const token = linkToken(mail!);
    expect(JSON.stringify(await server.admin.collection('instructor_claims').getOne(made.id))).not.toContain(token);

    const opened = await verifyClaimEmail(server, token);
    expect(opened.status).toBe(200);
    expect(opened.cacheControl).toBe('no-store');
    expect(opened.body).toEqual({ instructor: profile });
    expect((await claimant.pb.collection('instructor_claims').getOne(made.id)).email_verified).toBe(true);

    const again = await verifyClaimEmail(server, token);
    expect(again.status).toBe(400);
    expect(again.body.data?.token?.code).toBe('validation_invalid_token');
    for (const wrong of ['', 'not-a-token-at-all']) {
      expect((await verifyClaimEmail(server, wrong)).body.data?.token?.code).toBe('validation_invalid_token');
    }
  });

  test('an expired link is refused and confirms nothing', async () => {
    const profile = await newProfile(server.admin);
    const claimant = await createActor(server, { language: 'ar' });
    const made = await claim(claimant, profile, { institutional_email: 'expired@fst.example' });
    const [mail] = await mailsTo('expired@fst.example');
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    const token = linkToken(mail!);
    await server.admin
      .collection('instructor_claims')
      .update(made.id, { email_token_expires: '2020-01-01 00:00:00.000Z' });
    expect((await verifyClaimEmail(server, token)).body.data?.token?.code).toBe('validation_invalid_token');
    expect((await claimant.pb.collection('instructor_claims').getOne(made.id)).email_verified).toBe(false);
  });
});

describe('the new-rating e-mail', () => {
  test("is sent on a moderator's approval, in the professor's language, with course and link, unless switched off", async () => {
    const profile = await newProfile(server.admin);
    const { professor } = await approvedProfessor(server, moderator, profile, { language: 'en' });
    const student = await createActor(server);
    const ask = async (course: string) =>
      (await createActor(server)).pb
        .collection('instructor_ratings')
        .create(instructorRatingBody(profile, random, { course }));

    const first = await ask('Réseaux avancés');
    await decide(moderator.pb, { collection: 'instructor_ratings', id: first.id, status: 'ACTIVE' });
    const [mail] = await mailsTo(professor.email);
    expect(mail!.subject).toBe('Rayek · A new rating of your profile');
    expect(mail!.text).toContain('Course: Réseaux avancés');
    expect(mail!.html).toContain(`${server.url}/instructors/${profile}`);
    expect(mail!.html).not.toContain(student.id);

    await professor.pb.collection('users').update(professor.id, { new_rating_mail_off: true });
    const silent = await ask('Compilation');
    await decide(moderator.pb, { collection: 'instructor_ratings', id: silent.id, status: 'ACTIVE' });
    await professor.pb.collection('users').update(professor.id, { new_rating_mail_off: false });
    const suspended = await ask('Systèmes');
    await decide(moderator.pb, { collection: 'instructor_ratings', id: suspended.id, status: 'SUSPENDED' });
    const last = await ask('Sécurité');
    await decide(moderator.pb, { collection: 'instructor_ratings', id: last.id, status: 'ACTIVE' });
    const mails = await mailsTo(professor.email, 2);
    expect(mails.map((m) => /Course: ([^\n]+)/.exec(m.text)?.[1])).toEqual(['Réseaux avancés', 'Sécurité']);
  });
});

describe("the professor's account", () => {
  test('the export lists the claims (without token) and the replies', async () => {
    const profile = await newProfile(server.admin);
    const { professor, claimId } = await approvedProfessor(server, moderator, profile);
    const rated = await publishedRating(server, profile);
    await reply(server, professor.token, rated.id, { body: BODY });
    const data = (await professor.pb.send('/api/rayek/account/export', { method: 'GET' })) as Record<
      string,
      Record<string, unknown>[]
    >;
    expect(data.instructorClaims!.map((c) => [c.id, c.status])).toEqual([[claimId, 'APPROVED']]);
    expect(data.ratingReplies!.map((r) => [r.body, r.status])).toEqual([[BODY, 'PENDING_APPROVAL']]);
    expect(JSON.stringify(data)).not.toContain('email_token');
    expect(JSON.stringify(data)).not.toMatch(/"user"\s*:/);
  });

  test('deleting it deletes its claims and replies and turns the mark off', async () => {
    const profile = await newProfile(server.admin);
    const { professor, claimId } = await approvedProfessor(server, moderator, profile);
    const rated = await publishedRating(server, profile);
    const { id } = (await reply(server, professor.token, rated.id, { body: BODY })).body as { id: string };
    expect((await publicInstructor(server, profile)).verified_profile).toBe(true);
    await deleteOwnAccount(professor);
    expect((await publicInstructor(server, profile)).verified_profile).toBe(false);
    expect((await refusal(server.admin.collection('instructor_claims').getOne(claimId))).status).toBe(404);
    expect((await refusal(server.admin.collection('rating_replies').getOne(id))).status).toBe(404);
    // The profile can be claimed again.
    expect((await claim(await createActor(server), profile)).status).toBe('PENDING');
  });
});

describe('rate limits', () => {
  test('the link route answers 429 past its bound', async () => {
    const limited = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await verifyClaimEmail(limited, `guess-${i}`)).status);
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.stop();
    }
  });
});
