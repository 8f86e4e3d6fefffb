// Decision e-mails are durable (pocketbase/pb_hooks/lib/moderation/decision-mail-queue.js): a decision answered 200 has its
// e-mail written in the same transaction, so PocketBase killed before the send (SIGKILL, no goodbye) and
// started again on the same data directory still sends it, once; a mail server that refuses it leaves it waiting
// its backoff, and the next due try sends it, once. Through the real mail catcher.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startOnFreePort } from '../../scripts/lib/pocketbase.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../scripts/lib/free-port.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startMaildev, smtpEnvFor } from '../../scripts/lib/maildev.mjs';
import { SUPERUSER, type Mailbox, type TestServer } from './support/server';
import { createActor, type Actor } from './support/actors';
import { createInstitution, institutionRatingBody, seeded } from './support/fixtures';
import { decide } from './support/moderation';

interface Running {
  url: string;
  process: import('node:child_process').ChildProcess;
  stop(): Promise<void>;
  output(): string;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-mail-queue-'));
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-mail-queue-public-'));
const random = seeded(32064);
let mailbox: Mailbox & { stop(): Promise<void> };
let running: Running | undefined;
/** Every PocketBase started here: a test that fails midway leaves none behind. */
const started: Running[] = [];

beforeAll(async () => {
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>Rayek test</title>');
  fs.cpSync(inject('migratedDataDir'), dataDir, { recursive: true });
  mailbox = await startMaildev({ smtpPort: await freePort(), webPort: await freePort() });
});
afterAll(async () => {
  // Stopping one that has exited already returns at once.
  for (const pb of started) await pb.stop();
  await mailbox?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(publicDir, { recursive: true, force: true });
});

/** PocketBase on the test's data directory, its mail to `smtpPort`; what the support's actors need of it. */
async function start(smtpPort: number): Promise<TestServer> {
  await running?.stop();
  running = (await startOnFreePort({
    dataDir,
    publicDir,
    env: { RAYEK_RATE_LIMITS: 'off', ...smtpEnvFor(smtpPort) },
  })) as Running;
  started.push(running);
  const admin = new PocketBase(running.url);
  admin.autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
  const url = running.url;
  return {
    url,
    dataDir,
    admin,
    client: () => new PocketBase(url),
    output: running.output,
    stop: () => running!.stop(),
  };
}

/** SIGKILL: the process gets no chance to finish anything. */
async function kill() {
  const child = running!.process;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  running = undefined;
}

const sendDue = (server: TestServer) => server.admin.send('/api/crons/rayekDecisionMails', { method: 'POST' });
const mailsOf = async (address: string) =>
  (await mailbox.emails()).filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
const rowsOf = (server: TestServer, item: string) =>
  server.admin.collection('decision_mails').getFullList({ filter: server.admin.filter('item = {:item}', { item }) });

/** A refused rating of a new author, and the decision's 200. */
async function refusedRating(server: TestServer, moderator: Actor, reason: string) {
  const author = await createActor(server, { language: 'en' });
  const institution = await createInstitution(server.admin);
  const rating = await author.pb
    .collection('institution_ratings')
    .create(institutionRatingBody(institution.id, random));
  await decide(moderator.pb, { collection: 'institution_ratings', id: rating.id, status: 'SUSPENDED', reason });
  return { author, rating };
}

/**
 * The job sends in the decisions' order: once a later decision's e-mail has arrived, every earlier due one had its
 * turn in that run (and in the runs before it).
 */
async function afterSentinel(server: TestServer, moderator: Actor) {
  const { author } = await refusedRating(server, moderator, 'Sentinel.');
  await sendDue(server);
  await expect.poll(async () => (await mailsOf(author.email)).length).toBe(1);
}

test('killed after the decision and before the send, PocketBase sends the e-mail once it is back, once', async () => {
  let server = await start(mailbox.smtpPort);
  const moderator = await createActor(server, { role: 'MODERATOR' });
  const { author, rating } = await refusedRating(server, moderator, 'Names a classmate.');
  await kill();

  server = await start(mailbox.smtpPort);
  expect((await rowsOf(server, rating.id)).map((r) => r.state)).toEqual(['WAITING']);
  await sendDue(server);
  await expect.poll(async () => (await mailsOf(author.email)).length).toBe(1);
  const [mail] = await mailsOf(author.email);
  expect(mail!.subject).toBe('Rayek · Your contribution was not published');
  expect(mail!.text).toContain('Reason: Names a classmate.');

  const again = await createActor(server, { role: 'MODERATOR' });
  await sendDue(server);
  await afterSentinel(server, again);
  expect(await mailsOf(author.email)).toHaveLength(1);
  await expect.poll(async () => (await rowsOf(server, rating.id)).map((r) => r.state)).toEqual(['SENT']);
  await server.stop();
  running = undefined;
});

test('a mail server that refuses leaves the e-mail waiting its backoff; the next due try sends it, once', async () => {
  // Nothing listens there: every send fails.
  let server = await start(await freePort());
  const moderator = await createActor(server, { role: 'MODERATOR' });
  const { author, rating } = await refusedRating(server, moderator, 'Off topic.');
  await sendDue(server);
  await expect
    .poll(async () => (await rowsOf(server, rating.id)).map((r) => [r.state, r.attempts]))
    .toEqual([['WAITING', 1]]);
  const [failed] = await rowsOf(server, rating.id);
  expect(Date.parse(String(failed!.next_try).replace(' ', 'T'))).toBeGreaterThan(
    Date.parse(String(failed!.updated).replace(' ', 'T')),
  );
  await server.stop();

  server = await start(mailbox.smtpPort);
  const again = await createActor(server, { role: 'MODERATOR' });
  // Not due yet: the run sends the sentinel, not it.
  await afterSentinel(server, again);
  expect(await mailsOf(author.email)).toEqual([]);
  // Its backoff is over (as the clock would say later).
  await server.admin.collection('decision_mails').update(failed!.id, { next_try: '2000-01-01 00:00:00.000Z' });
  await sendDue(server);
  await expect.poll(async () => (await mailsOf(author.email)).length).toBe(1);
  expect((await mailsOf(author.email))[0]!.text).toContain('Reason: Off topic.');
  await sendDue(server);
  await afterSentinel(server, again);
  expect(await mailsOf(author.email)).toHaveLength(1);
  expect((await rowsOf(server, rating.id)).map((r) => [r.state, r.attempts])).toEqual([['SENT', 2]]);
  await server.stop();
  running = undefined;
});
