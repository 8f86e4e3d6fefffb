// `npm start --production` with RAYEK_REPLICA_S3_* on a server installed with `npm install --omit=dev`
// (support/checkout.ts): Litestream's binary is among the production packages, it runs beside PocketBase
// and streams to the bucket, the banner says where to, and a stop stops both. A replica asked for incompletely,
// or without the key it is encrypted to, starts nothing and says why. `npm run probe` answers OK while the
// replica keeps up and a problem once a change waits for a bucket that is gone. The drill is replication-drill.test.ts.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../scripts/lib/free-port.mjs';
import { makeCheckout, type Checkout } from './support/checkout';
import { childrenOf, isRunning, runStart } from './support/start-script';
import { backupKeys, startS3, until, type BackupKeys, type S3Server } from './support/backups';

const KEYS = {
  NODE_ENV: 'production',
  RAYEK_SETTINGS_KEY: '0123456789abcdef0123456789abcdef',
  RAYEK_BACKUP_CRON: 'off',
};

let checkout: Checkout;
let s3: S3Server;
let keys: BackupKeys;
let replica: Record<string, string>;

beforeAll(async () => {
  checkout = makeCheckout({ production: true, built: true });
  s3 = await startS3('rayek-replica');
  keys = backupKeys();
  replica = {
    RAYEK_BACKUP_RECIPIENT: keys.recipient,
    RAYEK_REPLICA_S3_ENDPOINT: s3.endpoint,
    RAYEK_REPLICA_S3_BUCKET: s3.bucket,
    RAYEK_REPLICA_S3_REGION: 'us-east-1',
    RAYEK_REPLICA_S3_ACCESS_KEY: 'S3RVER',
    RAYEK_REPLICA_S3_SECRET: 'S3RVER',
    RAYEK_REPLICA_S3_FORCE_PATH_STYLE: 'true',
    RAYEK_REPLICA_S3_PATH: 'rayek/start/data.db',
  };
}, 60_000);

afterAll(async () => {
  await s3?.stop();
  checkout?.remove();
});

test(
  'Litestream runs beside PocketBase and streams to the bucket; a stop stops both',
  { timeout: 60_000 },
  async () => {
    const start = runStart(checkout.dir, [], {
      ...KEYS,
      ...replica,
      PORT: String(await freePort()),
      DATA_DIR: path.join(checkout.dir, 'data'),
    });
    let children: Array<{ pid: number; name: string }> = [];
    try {
      await start.waitFor('Press Ctrl-C to stop.');
      expect(start.stdout()).toContain(
        `  Replica:     ${s3.endpoint}, bucket "rayek-replica", rayek/start/data.db (Litestream, encrypted to ${keys.recipient})\n`,
      );
      children = childrenOf(start.process.pid!);
      expect(children.map((c) => c.name).sort()).toEqual(['litestream', 'pocketbase']);
      const snapshot = await until(
        async () =>
          (await s3.keys()).find((key) => /^rayek\/start\/data\.db\/generations\/[0-9a-f]{16}\/snapshots\//.test(key)),
        'the first snapshot',
      );
      expect(snapshot).toBeDefined();
      // The bucket's secret is on no command line.
      for (const child of children)
        expect(fs.readFileSync(`/proc/${child.pid}/cmdline`, 'utf8')).not.toContain('S3RVER');
    } finally {
      await start.stop();
    }
    expect((await start.exited).code).toBe(0);
    for (const child of children) expect(isRunning(child.pid), child.name).toBe(false);
  },
);

test('a replica asked for incompletely, or without the public key, starts nothing and says why', async () => {
  const partial = runStart(checkout.dir, [], {
    ...KEYS,
    RAYEK_REPLICA_S3_BUCKET: 'rayek-replica',
    PORT: String(await freePort()),
  });
  expect((await partial.exited).code).toBe(1);
  expect(partial.stderr()).toBe(
    'No start: the replica needs every RAYEK_REPLICA_S3_* variable: RAYEK_REPLICA_S3_ENDPOINT, ' +
      'RAYEK_REPLICA_S3_REGION, RAYEK_REPLICA_S3_ACCESS_KEY, RAYEK_REPLICA_S3_SECRET not set.\n',
  );
  const unencrypted = runStart(checkout.dir, [], {
    ...KEYS,
    ...replica,
    RAYEK_BACKUP_RECIPIENT: '',
    PORT: String(await freePort()),
  });
  expect((await unencrypted.exited).code).toBe(1);
  expect(unencrypted.stderr()).toMatch(/^No start: the replica is encrypted with age to RAYEK_BACKUP_RECIPIENT/);
});

/** `npm run probe` (scripts/probe.mjs) on the checkout's data directory: its exit code and what it said. */
async function probe(env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(checkout.dir, 'scripts/probe.mjs')], {
      env: { ...process.env, ...env },
    });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stderr: string };
    return { code: e.code, out: e.stderr };
  }
}

test(
  'npm run probe: OK while the replica keeps up; a problem once a change waits for a bucket that is gone',
  { timeout: 90_000 },
  async () => {
    const bucket = await startS3('rayek-probe');
    const port = String(await freePort());
    const dataDir = path.join(checkout.dir, 'probe-data');
    const start = runStart(checkout.dir, [], {
      ...KEYS,
      ...replica,
      RAYEK_REPLICA_S3_ENDPOINT: bucket.endpoint,
      RAYEK_REPLICA_S3_BUCKET: bucket.bucket,
      PORT: port,
      DATA_DIR: dataDir,
    });
    const checkEnv = {
      RAYEK_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      RAYEK_CHECK_BACKUP_HOURS: 'off',
      RAYEK_CHECK_REPLICA_MINUTES: '0.1',
    };
    try {
      await start.waitFor('Press Ctrl-C to stop.');
      await until(async () => (await bucket.keys()).find((key) => key.includes('/snapshots/')), 'the first snapshot');
      const healthy = await probe(checkEnv);
      expect(healthy).toEqual({ code: 0, out: expect.stringMatching(/^OK: /) });

      await bucket.stop();
      // A change after the last upload, older than the limit (6 s) by the time the probe asks again.
      await new Promise((r) => setTimeout(r, 11_000));
      const password = 'probe-password-2026';
      const signUp = await fetch(`http://127.0.0.1:${port}/api/collections/users/records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'probe@tests.local', password, passwordConfirm: password, name: 'Probe' }),
      });
      expect(signUp.status).toBe(200);
      const behind = await probe(checkEnv);
      expect(behind.code).not.toBe(0);
      expect(behind.out).toContain(`PROBLEM: The replica to ${bucket.endpoint}`);
      expect(behind.out).toContain('is behind: data.db changed at');
    } finally {
      await start.stop();
      await bucket.stop().catch(() => undefined);
    }
    // Stopped with Rayek, the replica is reported as not running rather than silently dropped from the check.
    const stopped = await probe(checkEnv);
    expect(stopped.out).toContain('is not running');
  },
);
