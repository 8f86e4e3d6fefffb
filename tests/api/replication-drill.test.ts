// Continuous replication, on real processes: PocketBase, Litestream (scripts/lib/replica.mjs, as `npm start`
// runs it) and an S3-protocol server (s3rver). The bucket holds only age ciphertext, and the replica restores
// only with the private key; the nightly maintenance job and a restart of Litestream leave the
// replica whole; then the drill: accounts created and acknowledged one after another, PocketBase and
// Litestream killed with SIGKILL while they are (the machine is lost), the replica restored on a fresh
// directory with `npm run restore:replica`, PocketBase started on it. Every account acknowledged before the
// replica was seen holding it is there, and the restored accounts are exactly the first ones acknowledged:
// replication is asynchronous, so the last writes before the loss may be missing, and the test counts them
// (the recovery point, docs/benchmarks.md "Continuous replication") rather than wait for the upload.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, expect, test } from 'vitest';
import PocketBase from 'pocketbase';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startOnFreePort, upsertSuperuser } from '../../scripts/lib/pocketbase.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startReplica } from '../../scripts/lib/replica.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { REPLICA_ACTIVE_ENV, litestreamBin, litestreamEnv, replicaSettings } from '../../scripts/lib/litestream.mjs';
import { createInstitution, institutionRatingBody, seeded } from './support/fixtures';
import {
  AGE_HEADER,
  backupKeys,
  publicDir,
  runScript,
  startS3,
  tempDir,
  type BackupKeys,
  type S3Server,
} from './support/backups';
import { SUPERUSER } from './support/server';

interface Running {
  url: string;
  process: import('node:child_process').ChildProcess;
  stop(): Promise<void>;
}
interface Replica {
  process: NodeJS.EventEmitter;
  current(): import('node:child_process').ChildProcess;
  generations(): number;
  lastLines(count?: number): string[];
  stop(): Promise<void>;
}

let s3: S3Server;
let keys: BackupKeys;
let otherKeys: BackupKeys;
let served: string;
let dataDir: string;
let pb: Running;
let replica: Replica;
let admin: PocketBase;
let env: Record<string, string>;
const cleanup: string[] = [];
/** Accounts the replica was seen holding (a restore had them) before the drill. */
const confirmed: string[] = [];
const run = Math.random().toString(36).slice(2, 8);
let counter = 0;

const replicaOutput: string[] = [];

async function startLitestream(): Promise<Replica> {
  return startReplica({
    dataDir,
    settings: replicaSettings(env),
    log: () => {},
    onOutput: (line: string) => replicaOutput.push(line),
  });
}

beforeAll(async () => {
  s3 = await startS3('rayek-replica');
  keys = backupKeys();
  otherKeys = backupKeys();
  served = publicDir();
  dataDir = tempDir('rayek-api-');
  cleanup.push(served, dataDir, path.dirname(keys.identity), path.dirname(otherKeys.identity));
  env = {
    RAYEK_BACKUP_RECIPIENT: keys.recipient,
    RAYEK_REPLICA_S3_ENDPOINT: s3.endpoint,
    RAYEK_REPLICA_S3_BUCKET: s3.bucket,
    RAYEK_REPLICA_S3_REGION: 'us-east-1',
    RAYEK_REPLICA_S3_ACCESS_KEY: 'S3RVER',
    RAYEK_REPLICA_S3_SECRET: 'S3RVER',
    RAYEK_REPLICA_S3_FORCE_PATH_STYLE: 'true',
  };
  upsertSuperuser(dataDir, SUPERUSER, served);
  await pad(Number(process.env.RAYEK_DRILL_PAD_MB ?? 0));
  // As `npm start` runs it beside Litestream.
  pb = await startOnFreePort({ dataDir, publicDir: served, env: { RAYEK_RATE_LIMITS: 'off', ...REPLICA_ACTIVE_ENV } });
  admin = new PocketBase(pb.url);
  admin.autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
  replica = await startLitestream();
}, 60_000);

afterAll(async () => {
  await replica?.stop();
  await pb?.stop();
  await s3?.stop();
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * RAYEK_DRILL_PAD_MB (benchmarks only): that many megabytes of random rows in data.db before anything starts,
 * so the snapshot, and the restore, have a real site's size to move.
 */
async function pad(megabytes: number) {
  if (!(megabytes > 0)) return;
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(path.join(dataDir, 'data.db'));
  try {
    db.exec(`CREATE TABLE drill_padding (data BLOB);
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${Math.round(megabytes) * 16})
      INSERT INTO drill_padding SELECT randomblob(65536) FROM n;
      PRAGMA wal_checkpoint(TRUNCATE);`);
  } finally {
    db.close();
  }
}

/** An account, as a sign-up makes one: its e-mail address is what must never be readable in the bucket. */
async function createAccount(): Promise<string> {
  counter += 1;
  const email = `drill-${run}-${counter}@tests.local`;
  await admin.collection('users').create({
    email,
    password: 'password-for-tests-1',
    passwordConfirm: 'password-for-tests-1',
    name: `Drill ${counter}`,
    role: 'STUDENT',
    verified: true,
  });
  return email;
}

// s3rver lists common prefixes only one level below the prefix asked (its directory walk stops there), and
// Litestream finds its generations as the common prefixes of `generations/`, two levels above its files: an
// empty object directly in each generation's folder lets s3rver list it (real S3, MinIO or Garage need none).
const LISTING_MARKER = 's3rver-listing-marker';

async function markGenerations() {
  const objects = await s3.keys();
  const generations = new Set(
    objects.flatMap((key) => key.match(/^(rayek\/data\.db\/generations\/[0-9a-f]{16})\//)?.[1] ?? []),
  );
  for (const generation of generations) {
    if (objects.includes(`${generation}/${LISTING_MARKER}`)) continue;
    const res = await fetch(`${s3.endpoint}/${s3.bucket}/${generation}/${LISTING_MARKER}`, { method: 'PUT', body: '' });
    if (!res.ok) throw new Error(`marking ${generation} answered ${res.status}`);
  }
}

/** `npm run restore:replica` into a new directory. */
async function restore(args: string[] = ['--identity', keys.identity]) {
  await markGenerations();
  const dir = path.join(tempDir('rayek-replica-restore-'), 'pb_data');
  cleanup.push(path.dirname(dir));
  const started = performance.now();
  const result = await runScript('restore-replica.mjs', ['--dir', dir, ...args], env);
  return { ...result, dir, ms: performance.now() - started };
}

/** The e-mail addresses in a restored data.db, read with SQLite itself. */
async function emailsIn(dir: string): Promise<Set<string>> {
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(path.join(dir, 'data.db'), { readOnly: true });
  try {
    return new Set((db.prepare('SELECT email FROM users').all() as Array<{ email: string }>).map((row) => row.email));
  } finally {
    db.close();
  }
}

/** Restores until the replica holds `email`: Litestream uploads the WAL every second, in the background. */
async function untilReplicaHolds(email: string): Promise<Set<string>> {
  for (let attempt = 1; attempt <= 40; attempt += 1) {
    const restored = await restore();
    if (restored.code === 0) {
      const emails = await emailsIn(restored.dir);
      if (emails.has(email)) return emails;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the replica never held ${email}:\n${replica.lastLines().join('\n')}`);
}

test(
  'the bucket holds only age ciphertext: no e-mail address or review in any object, and no restore without the key',
  { timeout: 60_000 },
  async () => {
    const email = await createAccount();
    const student = await admin.collection('users').getFirstListItem(`email = "${email}"`);
    const client = (await admin.collection('users').impersonate(student.id, 600)) as PocketBase;
    const institution = await createInstitution(admin);
    const review = `Un avis du test de réplication ${run}, qui ne doit jamais se lire dans le seau.`;
    await client.collection('institution_ratings').create(institutionRatingBody(institution.id, seeded(7), { review }));
    const marker = await createAccount();

    const emails = await untilReplicaHolds(marker);
    expect(emails.has(email)).toBe(true);
    confirmed.push(email, marker);

    const objects = await s3.keys();
    expect(objects.some((key) => /^rayek\/data\.db\/generations\/[0-9a-f]{16}\/snapshots\//.test(key))).toBe(true);
    expect(objects.some((key) => /^rayek\/data\.db\/generations\/[0-9a-f]{16}\/wal\//.test(key))).toBe(true);
    for (const key of objects.filter((k) => !k.endsWith(`/${LISTING_MARKER}`))) {
      const res = await fetch(`${s3.endpoint}/${s3.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`);
      expect(res.status, key).toBe(200);
      const object = Buffer.from(await res.arrayBuffer());
      expect(object.subarray(0, AGE_HEADER.length).equals(AGE_HEADER), key).toBe(true);
      for (const secret of [email, marker, review, `drill-${run}`])
        expect(object.includes(secret), `${secret} in ${key}`).toBe(false);
    }

    const withoutKey = await restore([]);
    expect(withoutKey.code).toBe(1);
    expect(withoutKey.stderr).toBe(
      'Restore refused: the replica is encrypted (age): give the file of its private key with --identity <file> or ' +
        'RAYEK_BACKUP_IDENTITY (docs/deploy.md, "Keys")\n',
    );
    expect(fs.existsSync(withoutKey.dir)).toBe(false);
    const otherKey = await restore(['--identity', otherKeys.identity]);
    expect(otherKey.code).toBe(1);
    expect(otherKey.stderr).toMatch(
      new RegExp(`^Restore refused: the key in ${otherKeys.identity} does not open this replica`),
    );
    expect(fs.existsSync(otherKey.dir)).toBe(false);

    // And Litestream itself, given no key, reads nothing: the objects are not its plain (LZ4) files.
    const config = path.join(tempDir('rayek-replica-nokey-'), 'litestream.json');
    cleanup.push(path.dirname(config));
    const out = path.join(path.dirname(config), 'data.db');
    const replicaConfig = {
      name: 's3',
      type: 's3',
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      path: 'rayek/data.db',
      'force-path-style': true,
    };
    fs.writeFileSync(config, JSON.stringify({ dbs: [{ path: '/nowhere/data.db', replicas: [replicaConfig] }] }));
    // Litestream 0.3.13 fails on the first segment it cannot decode, or waits forever after it: either way it
    // writes no database; past 5 s (a restore of this size takes well under one) it is stopped.
    const plain = spawn(
      litestreamBin(),
      ['restore', '-config', config, '-no-expand-env', '-o', out, '/nowhere/data.db'],
      {
        env: litestreamEnv(replicaSettings(env)),
        stdio: 'ignore',
      },
    );
    const timer = setTimeout(() => plain.kill('SIGKILL'), 5000);
    const [code] = (await once(plain, 'close')) as [number | null];
    clearTimeout(timer);
    expect(code).not.toBe(0);
    expect(fs.existsSync(out)).toBe(false);
  },
);

test(
  'the nightly maintenance job and a restart of Litestream leave the replica whole',
  { timeout: 60_000 },
  async () => {
    // PocketBase's nightly job (00:00 UTC) would checkpoint data.db's WAL with TRUNCATE and wait out the busy
    // timeout on Litestream's read transaction with every write queued; beside a replica the job is the server's
    // own (pb_hooks/26_replica_checkpoints.pb.js), which leaves data.db's checkpoints to Litestream. The writes
    // around it reach the replica.
    const before = await createAccount();
    await admin.send('/api/crons/__pbDBOptimize__', { method: 'POST' });
    const started = performance.now();
    const after = await createAccount();
    console.log(
      `[replication drill] an account created while the nightly job runs: ${Math.round(performance.now() - started)} ms`,
    );
    const held = await untilReplicaHolds(after);
    expect(held.has(before)).toBe(true);
    confirmed.push(before, after);

    // A restart (the service's, a release switch…) starts a new generation; Litestream 0.3 could not resume the
    // old one without the private key.
    await replica.stop();
    replica = await startLitestream();
    const afterRestart = await createAccount();
    const emails = await untilReplicaHolds(afterRestart);
    for (const email of [...confirmed, afterRestart]) expect(emails.has(email), email).toBe(true);
    confirmed.push(afterRestart);
    const generations = new Set((await s3.keys()).map((key) => key.split('/')[3]));
    expect(generations.size).toBeGreaterThanOrEqual(2);
  },
);

test(
  'the drill: accounts acknowledged, the machine lost (SIGKILL), the replica restored on a fresh directory',
  { timeout: 90_000 },
  async () => {
    const acknowledged: Array<{ email: string; at: number }> = [];
    let stopped = false;
    const writer = (async () => {
      while (!stopped) {
        try {
          const email = await createAccount();
          acknowledged.push({ email, at: performance.now() });
        } catch {
          return; // the server is gone
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 4000));
    // The machine is lost: neither process gets to finish anything.
    const killedAt = performance.now();
    replica.current().kill('SIGKILL');
    pb.process.kill('SIGKILL');
    await writer;
    stopped = true;

    const restored = await restore();
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(fs.readdirSync(restored.dir)).toEqual(['data.db']);
    const startedAt = performance.now();
    const again = (await startOnFreePort({
      dataDir: restored.dir,
      publicDir: served,
      env: { RAYEK_RATE_LIMITS: 'off' },
    })) as Running;
    const startMs = performance.now() - startedAt;
    try {
      const client = new PocketBase(again.url);
      client.autoCancellation(false);
      await client.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
      const present = new Set(
        (await client.collection('users').getFullList({ filter: `email ~ "drill-${run}-"`, batch: 1000 })).map(
          (u) => u.email,
        ),
      );
      for (const email of confirmed) expect(present.has(email), email).toBe(true);
      // Writes are replicated in the order they committed: what is restored is the first acknowledged accounts,
      // with no gap (the one in flight at the kill may be there too, committed but never answered).
      const kept = acknowledged.findIndex(({ email }) => !present.has(email));
      const lost = kept === -1 ? [] : acknowledged.slice(kept);
      for (const { email } of lost) expect(present.has(email), `${email} restored after a lost one`).toBe(false);
      expect(acknowledged.length).toBeGreaterThan(lost.length);

      const atRisk = lost.length === 0 ? 0 : (killedAt - lost[0]!.at) / 1000;
      console.log(
        `[replication drill] ${acknowledged.length} accounts acknowledged in 4 s, ${lost.length} missing after the ` +
          `restore (the oldest missing acknowledged ${atRisk.toFixed(2)} s before the kill); restore ` +
          `${(restored.ms / 1000).toFixed(2)} s + PocketBase start ${(startMs / 1000).toFixed(2)} s`,
      );
    } finally {
      await again.stop();
    }
  },
);
