// How often claims can make the server e-mail an outside address (pb_hooks/lib/professors/claim-mail-limits.js), probed as
// someone who uses claims to flood an address they do not own, alone or with a second account: one e-mail a
// minute per account and per address, and one waiting link per address; the claim that gets no e-mail is stored
// and answered exactly as one that does. Through the real mail catcher.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, refusal, type Actor } from './support/actors';
import { decide } from './support/moderation';
import { claim, newProfile, verifyClaimEmail } from './support/professors';

let server: TestServer;
let moderator: Actor;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer({ mail: true, env: { RAYEK_RATE_LIMITS: 'off' } });
  moderator = await createActor(server, { role: 'MODERATOR' });
});
afterAll(async () => {
  await server?.stop();
});

type Mail = Awaited<ReturnType<NonNullable<TestServer['mailbox']>['emails']>>[number];

const outsideAddress = () => {
  serial += 1;
  return `victim${serial}-${Date.now().toString(36)}@outside.example`;
};

const mailsTo = async (address: string): Promise<Mail[]> =>
  (await server.mailbox!.emails()).filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));

/**
 * Waits until every e-mail the server sent so far has arrived: a claim by a new account to a new address is
 * mailed while its request waits, so once its e-mail is in, every earlier request's is too.
 */
async function settled() {
  const marker = outsideAddress();
  await claim(await createActor(server), await newProfile(server.admin), { institutional_email: marker });
  await expect.poll(async () => (await mailsTo(marker)).length).toBe(1);
}

/** The token of a claim e-mail's /claims/verify/<token> link. */
const tokenOf = (mail: Mail) => decodeURIComponent(/\/claims\/verify\/([^"\s<]+)/.exec(mail.html)![1]!);

/** A claim's answer without what differs from one claim to the next. */
const shape = (answer: Record<string, unknown>) => {
  const { id: _id, instructor: _instructor, created: _created, updated: _updated, ...rest } = answer;
  return { keys: Object.keys(answer).sort(), rest };
};

describe('one account', () => {
  test('cannot make the server mail an outside address eleven times in a row', async () => {
    const attacker = await createActor(server);
    const victim = outsideAddress();
    const profiles = await Promise.all(Array.from({ length: 11 }, () => newProfile(server.admin)));
    const statuses: number[] = [];
    for (const profile of profiles) {
      statuses.push(
        await claim(attacker, profile, { institutional_email: victim }).then(
          () => 200,
          (e: { status: number }) => e.status,
        ),
      );
    }
    await settled();
    expect(await mailsTo(victim)).toHaveLength(1);
    expect(statuses[0]).toBe(200);
    // Within the minute, each further claim naming an address is refused as too many, and nothing is stored.
    expect(statuses.slice(1)).toEqual(Array(10).fill(429));
    const stored = await server.admin
      .collection('instructor_claims')
      .getFullList({ filter: server.admin.filter('user = {:user}', { user: attacker.id }) });
    expect(stored).toHaveLength(1);
  });

  test('nor through a different address each time; claims without an address are not held back', async () => {
    const attacker = await createActor(server);
    const victims = [outsideAddress(), outsideAddress(), outsideAddress()];
    expect((await claim(attacker, await newProfile(server.admin), { institutional_email: victims[0] })).status).toBe(
      'PENDING',
    );
    for (const victim of victims.slice(1)) {
      expect(
        (await refusal(claim(attacker, await newProfile(server.admin), { institutional_email: victim }))).status,
      ).toBe(429);
    }
    expect((await claim(attacker, await newProfile(server.admin))).status).toBe('PENDING');
    await settled();
    expect((await mailsTo(victims[0]!)).length).toBe(1);
    for (const victim of victims.slice(1)) expect(await mailsTo(victim)).toEqual([]);
  });

  test('a claim refused for a field does not use up the minute; guests and unverified accounts are refused as ever', async () => {
    const student = await createActor(server);
    const address = outsideAddress();
    const profile = await newProfile(server.admin);
    const unavailable = await refusal(claim(student, 'abcdefghijklmno', { institutional_email: address }));
    expect(unavailable.data.instructor?.code).toBe('validation_instructor_unavailable');
    const short = await refusal(claim(student, profile, { institutional_email: address, message: 'Too short' }));
    expect(short.data.message?.code).toBe('validation_min_text_constraint');
    expect((await claim(student, profile, { institutional_email: address })).status).toBe('PENDING');
    await expect.poll(async () => (await mailsTo(address)).length).toBe(1);

    const stranger = outsideAddress();
    for (const pb of [server.client(), (await createActor(server, { verified: false })).pb]) {
      expect(
        (await refusal(claim({ pb }, await newProfile(server.admin), { institutional_email: stranger }))).status,
      ).toBe(400);
    }
    await settled();
    expect(await mailsTo(stranger)).toEqual([]);
  });
});

describe('one address, across accounts', () => {
  test('a second account naming it gets the same answer, no e-mail, and its claim stored', async () => {
    const [first, second] = await Promise.all([createActor(server), createActor(server)]);
    const victim = outsideAddress();
    const mailed = await claim(first, await newProfile(server.admin), { institutional_email: victim });
    const silent = await claim(second, await newProfile(server.admin), { institutional_email: victim });
    expect(shape(silent)).toEqual(shape(mailed));
    expect(silent).toMatchObject({ status: 'PENDING', email_verified: false, institutional_email: victim });
    await settled();
    const mails = await mailsTo(victim);
    expect(mails).toHaveLength(1);
    expect((await server.admin.collection('instructor_claims').getOne(silent.id)).user).toBe(second.id);

    // The one link confirms the claim it was sent for, never the other account's.
    expect((await verifyClaimEmail(server, tokenOf(mails[0]!))).status).toBe(200);
    expect((await first.pb.collection('instructor_claims').getOne(mailed.id)).email_verified).toBe(true);
    expect((await second.pb.collection('instructor_claims').getOne(silent.id)).email_verified).toBe(false);
  });

  test('a link still waiting holds a new one back after its minute, until it expires or its claim is decided', async () => {
    // A waiting link as a claim from before this minute left it (a superuser's create skips the minute).
    const waiting = async (address: string) => {
      const owner = await createActor(server);
      return server.admin.collection('instructor_claims').create({
        instructor: await newProfile(server.admin),
        user: owner.id,
        message: 'I teach this course at the faculty since 2019.',
        status: 'PENDING',
        institutional_email: address,
        email_token_hash: 'a'.repeat(64),
        email_token_expires: '2999-01-01 00:00:00.000Z',
      });
    };
    const [expiring, decided] = [outsideAddress(), outsideAddress()];
    const [expiringClaim, decidedClaim] = [await waiting(expiring), await waiting(decided.toUpperCase())];

    await claim(await createActor(server), await newProfile(server.admin), { institutional_email: expiring });
    await claim(await createActor(server), await newProfile(server.admin), { institutional_email: decided });
    await settled();
    expect(await mailsTo(expiring)).toEqual([]);
    expect(await mailsTo(decided)).toEqual([]);

    await server.admin
      .collection('instructor_claims')
      .update(expiringClaim.id, { email_token_expires: '2020-01-01 00:00:00.000Z' });
    await decide(moderator.pb, {
      collection: 'instructor_claims',
      id: decidedClaim.id,
      status: 'REJECTED',
      reason: 'Not the same person.',
    });
    await claim(await createActor(server), await newProfile(server.admin), { institutional_email: expiring });
    await claim(await createActor(server), await newProfile(server.admin), { institutional_email: decided });
    await expect.poll(async () => (await mailsTo(expiring)).length).toBe(1);
    await expect.poll(async () => (await mailsTo(decided)).length).toBe(1);
  });

  test("the link confirms the same account's other waiting claims naming the address", async () => {
    const professor = await createActor(server);
    const address = outsideAddress();
    const first = await claim(professor, await newProfile(server.admin), { institutional_email: address });
    // Another profile of the same person, claimed once the account's minute is over (a superuser's create
    // stands in for the wait): no second link, since one is waiting.
    const second = await server.admin.collection('instructor_claims').create({
      instructor: await newProfile(server.admin),
      user: professor.id,
      message: 'I teach this course at the faculty since 2019.',
      status: 'PENDING',
      institutional_email: address,
    });
    const [mail] = await (async () => {
      await expect.poll(async () => (await mailsTo(address)).length).toBe(1);
      return mailsTo(address);
    })();
    expect((await verifyClaimEmail(server, tokenOf(mail!))).status).toBe(200);
    for (const made of [first, second])
      expect((await professor.pb.collection('instructor_claims').getOne(made.id)).email_verified).toBe(true);
  });
});
