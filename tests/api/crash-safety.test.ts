// No acknowledged write is ever lost: verified students create ratings at a steady rate with client-chosen ids
// (as the app's outbox sends them) while a moderator approves some, PocketBase is killed with SIGKILL while
// requests are in flight, and restarted on the same data directory. Every create and approval answered 200 is
// there, the read models equal a rebuild from scratch, every approval has its log row, and the outbox's retry of
// each unanswered request ends with exactly the records that were sent, none twice.
// PocketBase opens SQLite in WAL mode with synchronous=NORMAL: a commit is in the WAL file (the OS's page cache)
// before the answer, which survives a killed process; a power cut can still lose the last commits (docs/api.md,
// "Durability").
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startOnFreePort } from '../../scripts/lib/pocketbase.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { paced } from '../../scripts/bench/paced.mjs';
import { SUPERUSER, type TestServer } from './support/server';
import { createActor, type Actor } from './support/actors';
import {
  clientId,
  createInstitution,
  createInstructor,
  createProgram,
  institutionRatingBody,
  instructorRatingBody,
  programRatingBody,
  seeded,
} from './support/fixtures';
import { snapshot } from './support/read-models';

const run = promisify(execFile);
const RATE = 150;
const SECONDS = 4;
/** The kill comes once this many creates and approvals have been answered 200 and a request is in flight. */
const KILL_AFTER = { creates: 150, approvals: 20 };
const COURSES = ['Analyse 1', 'Algèbre 2', 'Bases de données', 'Réseaux'];
const KINDS = ['institution_ratings', 'program_ratings', 'instructor_ratings'] as const;
const STATS = ['institution_stats', 'program_stats', 'instructor_stats', 'instructor_course_stats'];

type Kind = (typeof KINDS)[number];
interface Running {
  url: string;
  process: import('node:child_process').ChildProcess;
  stop(): Promise<void>;
}
interface Spec {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  create?: Create;
  approve?: Create;
}
interface Create {
  kind: Kind;
  id: string;
  token: string;
  body: Record<string, unknown>;
}
interface Answer {
  n: number;
  spec: Spec;
  status: number;
  body: string;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-crash-'));
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-crash-public-'));
let pb: Running;

async function start(): Promise<{ pb: Running; admin: PocketBase }> {
  const server: Running = await startOnFreePort({ dataDir, publicDir, env: { RAYEK_RATE_LIMITS: 'off' } });
  const admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
  return { pb: server, admin };
}

beforeAll(() => {
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>Rayek test</title>');
  // The run's migrated data directory, superuser included (support/global-setup.ts).
  fs.cpSync(inject('migratedDataDir'), dataDir, { recursive: true });
});
afterAll(async () => {
  await pb?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(publicDir, { recursive: true, force: true });
});

/** Every create body the stream may send, one per (author, target[, course]) so none is refused as a second rating. */
function plannedCreates(authors: Actor[], targets: Record<Kind, string[]>): Record<Kind, Create[]> {
  const random = seeded(1515);
  const plan: Record<Kind, Create[]> = { institution_ratings: [], program_ratings: [], instructor_ratings: [] };
  for (const author of authors) {
    for (const institution of targets.institution_ratings) {
      plan.institution_ratings.push({
        kind: 'institution_ratings',
        id: clientId(random),
        token: author.token,
        body: institutionRatingBody(institution, random),
      });
    }
    for (const program of targets.program_ratings) {
      plan.program_ratings.push({
        kind: 'program_ratings',
        id: clientId(random),
        token: author.token,
        body: programRatingBody(program, random),
      });
    }
    for (const instructor of targets.instructor_ratings) {
      for (const course of COURSES) {
        plan.instructor_ratings.push({
          kind: 'instructor_ratings',
          id: clientId(random),
          token: author.token,
          body: instructorRatingBody(instructor, random, { course }),
        });
      }
    }
  }
  return plan;
}

const createSpec = (c: Create): Spec => ({
  method: 'POST',
  path: `/api/collections/${c.kind}/records`,
  create: c,
  headers: { 'content-type': 'application/json', authorization: c.token },
  body: JSON.stringify({ id: c.id, ...c.body }),
});
const approveSpec = (c: Create, moderator: string): Spec => ({
  method: 'POST',
  path: '/api/rayek/moderation/decisions',
  approve: c,
  headers: { 'content-type': 'application/json', authorization: moderator },
  body: JSON.stringify({ collection: c.kind, id: c.id, status: 'ACTIVE' }),
});

/** The read models as API clients see them (the views) and as stored (the statistics tables, without timestamps). */
async function readModels(admin: PocketBase) {
  const stats: Record<string, unknown[]> = {};
  for (const table of STATS) {
    stats[table] = (await admin.collection(table).getFullList({ batch: 1000 }))
      // The rebuild gives course rows new ids: a course row is known by its instructor and course.
      .map(({ created: _c, updated: _u, collectionId: _i, collectionName: _n, id, ...row }) =>
        table === 'instructor_course_stats' ? row : { id, ...row },
      )
      // A statistics row at zero and no row at all are the same figures (only the rebuild drops such rows).
      .filter((row) => Number(row.review_count) > 0)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return { views: await snapshot(admin), stats };
}

async function stored(admin: PocketBase, kind: Kind) {
  return new Map(
    (await admin.collection(kind).getFullList({ batch: 1000 })).map((r) => [r.id, r as Record<string, unknown>]),
  );
}

async function send(url: string, spec: Spec) {
  const res = await fetch(url + spec.path, { method: spec.method, headers: spec.headers, body: spec.body });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, { code: string }> } };
}

test(
  'every write answered 200 survives a SIGKILL mid-stream; read models equal a rebuild; retries store nothing twice',
  { timeout: 90_000 },
  async () => {
    let admin: PocketBase;
    ({ pb, admin } = await start());
    const server = { url: pb.url, dataDir, admin } as TestServer;
    const moderator = await createActor(server, { role: 'MODERATOR' });
    const authors = await Promise.all(Array.from({ length: 24 }, () => createActor(server)));
    const institutions = await Promise.all(Array.from({ length: 8 }, () => createInstitution(admin)));
    const targets: Record<Kind, string[]> = {
      institution_ratings: institutions.map((i) => i.id),
      program_ratings: (await Promise.all(institutions.map((i) => createProgram(admin, i.id)))).map((p) => p.id),
      instructor_ratings: (await Promise.all(institutions.map((i) => createInstructor(admin, i.id)))).map((t) => t.id),
    };
    const plan = plannedCreates(authors, targets);

    // One request in five is an approval of a create already answered (a moderator sees only what exists).
    const toApprove: Create[] = [];
    const answers: Answer[] = [];
    let sent = 0;
    let inFlightAtKill = -1;
    const answered = { creates: 0, approvals: 0 };
    const killed = new Promise<void>((resolve) => pb.process.once('exit', () => resolve()));
    const killIfDue = () => {
      if (inFlightAtKill >= 0 || sent === answers.length) return;
      if (answered.creates < KILL_AFTER.creates || answered.approvals < KILL_AFTER.approvals) return;
      inFlightAtKill = sent - answers.length;
      pb.process.kill('SIGKILL');
    };
    const make = (n: number): Spec => {
      sent += 1;
      // Request n goes out in this turn of the event loop: a millisecond later it may be in PocketBase's hands.
      setTimeout(killIfDue, 1);
      const next = n % 5 === 4 ? toApprove.shift() : undefined;
      if (next) return approveSpec(next, moderator.token);
      const kind = (['instructor_ratings', 'institution_ratings', 'instructor_ratings', 'program_ratings'] as const)[
        n % 4
      ]!;
      return createSpec(plan[kind].shift()!);
    };
    await paced(pb.url, {
      rate: RATE,
      seconds: SECONDS,
      connections: 50,
      make,
      onAnswer: (a: Answer) => {
        answers.push(a);
        if (a.status === 200 && a.spec.create) {
          answered.creates += 1;
          toApprove.push(a.spec.create);
        }
        if (a.status === 200 && a.spec.approve) answered.approvals += 1;
        killIfDue();
      },
    });
    await killed;

    // Killed mid-stream: writes were answered before the kill, at least one was in flight at it, and none after it.
    const acked = answers.filter((a) => a.status === 200);
    const unanswered = answers.filter((a) => a.status !== 200);
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(acked.filter((a) => a.spec.create).length).toBeGreaterThanOrEqual(KILL_AFTER.creates);
    expect(acked.filter((a) => a.spec.approve).length).toBeGreaterThanOrEqual(KILL_AFTER.approvals);
    expect(unanswered.every((a) => a.status === 0)).toBe(true);

    ({ pb, admin } = await start());

    // Every create answered 200 is stored as it was answered; every approval answered 200 is ACTIVE and logged.
    const approvedIds = new Set(acked.filter((a) => a.spec.approve).map((a) => a.spec.approve!.id));
    const perhapsApproved = new Set(unanswered.filter((a) => a.spec.approve).map((a) => a.spec.approve!.id));
    for (const kind of KINDS) {
      const rows = await stored(admin, kind);
      for (const a of acked.filter((x) => x.spec.create?.kind === kind)) {
        const answered = JSON.parse(a.body) as Record<string, unknown>;
        const row = rows.get(answered.id as string);
        expect(row, `${kind} ${answered.id as string} answered 200 before the kill`).toBeDefined();
        const { updated: _u, status, ...content } = answered;
        expect(row).toMatchObject(content);
        const id = answered.id as string;
        // An approval in flight at the kill may or may not have been committed.
        const statuses = approvedIds.has(id) ? ['ACTIVE'] : perhapsApproved.has(id) ? [status, 'ACTIVE'] : [status];
        expect(statuses).toContain(row!.status);
      }
    }
    const log = await admin.collection('moderation_log').getFullList({ batch: 1000 });
    const logged = log.map((r) => r.target_id as string);
    for (const id of approvedIds)
      expect(
        logged.filter((t) => t === id),
        `log of ${id}`,
      ).toHaveLength(1);
    // A status change and its log row commit together, so no approval in flight left one without the other.
    const active = (await Promise.all(KINDS.map((k) => stored(admin, k)))).flatMap((rows) =>
      [...rows.values()].filter((r) => r.status === 'ACTIVE').map((r) => r.id as string),
    );
    expect(active.sort()).toEqual([...new Set(logged)].sort());

    // The read models recovered with the ratings: equal to a rebuild from scratch.
    const recovered = await readModels(admin);
    expect(Object.values(recovered.stats).flat().length).toBeGreaterThan(0);
    const rebuild = await run(process.execPath, [
      path.resolve(import.meta.dirname, '../../scripts/rebuild-read-models.mjs'),
      '--dir',
      dataDir,
    ]);
    expect(rebuild.stdout).toContain('Read models rebuilt');
    expect(await readModels(admin)).toEqual(recovered);

    // The outbox retries every request it saw no answer to, as it was. One in flight at the kill may or may not
    // have been stored: a create answers 200 or "id not unique", an approval 200 or "already decided". An answer
    // can also be lost on its way back after the commit: the last writes answered before the kill are sent again
    // as if theirs had been, and must each get the refusal, never a second record.
    const refusal = (spec: Spec) =>
      spec.create
        ? { id: expect.objectContaining({ code: 'validation_not_unique' }) }
        : { status: expect.objectContaining({ code: 'validation_already_decided' }) };
    for (const a of unanswered) {
      const retry = await send(pb.url, a.spec);
      if (retry.status === 200) continue;
      expect(retry.status, JSON.stringify(retry.body)).toBe(400);
      expect(retry.body.data).toEqual(refusal(a.spec));
    }
    const lostAnswers = [
      ...acked.filter((a) => a.spec.create).slice(-10),
      ...acked.filter((a) => a.spec.approve).slice(-5),
    ];
    for (const a of lostAnswers) {
      const retry = await send(pb.url, a.spec);
      expect(retry.status, JSON.stringify(retry.body)).toBe(400);
      expect(retry.body.data).toEqual(refusal(a.spec));
    }
    // Afterwards each collection holds exactly the ratings the outbox sent, once each.
    for (const kind of KINDS) {
      const sentIds = answers.filter((a) => a.spec.create?.kind === kind).map((a) => a.spec.create!.id);
      expect([...(await stored(admin, kind)).keys()].sort()).toEqual([...sentIds].sort());
    }
  },
);
