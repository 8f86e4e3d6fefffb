// `npm start --production` with RAYEK_REPLICA_S3_* on a server installed with `npm install --omit=dev`
// (support/checkout.ts): Litestream's binary is among the production packages, it runs beside PocketBase
// and streams to the bucket, the banner says where to, and a stop stops both. A replica asked for incompletely,
// or without the key it is encrypted to, starts nothing and says why. The drill is replication-drill.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../scripts/lib/free-port.mjs';
import { makeCheckout, type Checkout } from './support/checkout';
import { childrenOf, isRunning, runStart } from './support/start-script';
import { backupKeys, startS3, until, type BackupKeys, type S3Server } from './support/backups';

const KEYS = { NODE_ENV: 'production', RAYEK_SETTINGS_KEY: '0123456789abcdef0123456789abcdef', RAYEK_BACKUP_CRON: 'off' };

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

test('Litestream runs beside PocketBase and streams to the bucket; a stop stops both', { timeout: 60_000 }, async () => {
  const start = runStart(checkout.dir, [], { ...KEYS, ...replica, PORT: String(await freePort()), DATA_DIR: path.join(checkout.dir, 'data') });
  let children: Array<{ pid: number; name: string }> = [];
  try {
    await start.waitFor('Press Ctrl-C to stop.');
    expect(start.stdout()).toContain(
      `  Replica:     ${s3.endpoint}, bucket "rayek-replica", rayek/start/data.db (Litestream, encrypted to ${keys.recipient})\n`,
    );
    children = childrenOf(start.process.pid!);
    expect(children.map((c) => c.name).sort()).toEqual(['litestream', 'pocketbase']);
    const snapshot = await until(async () => (await s3.keys()).find((key) => /^rayek\/start\/data\.db\/generations\/[0-9a-f]{16}\/snapshots\//.test(key)), 'the first snapshot');
    expect(snapshot).toBeDefined();
    // The bucket's secret is on no command line.
    for (const child of children) expect(fs.readFileSync(`/proc/${child.pid}/cmdline`, 'utf8')).not.toContain('S3RVER');
  } finally {
    await start.stop();
  }
  expect((await start.exited).code).toBe(0);
  for (const child of children) expect(isRunning(child.pid), child.name).toBe(false);
});

test('a replica asked for incompletely, or without the public key, starts nothing and says why', async () => {
  const partial = runStart(checkout.dir, [], { ...KEYS, RAYEK_REPLICA_S3_BUCKET: 'rayek-replica', PORT: String(await freePort()) });
  expect((await partial.exited).code).toBe(1);
  expect(partial.stderr()).toBe(
    'No start: the replica needs every RAYEK_REPLICA_S3_* variable: RAYEK_REPLICA_S3_ENDPOINT, ' +
      'RAYEK_REPLICA_S3_REGION, RAYEK_REPLICA_S3_ACCESS_KEY, RAYEK_REPLICA_S3_SECRET not set.\n',
  );
  const unencrypted = runStart(checkout.dir, [], { ...KEYS, ...replica, RAYEK_BACKUP_RECIPIENT: '', PORT: String(await freePort()) });
  expect((await unencrypted.exited).code).toBe(1);
  expect(unencrypted.stderr()).toMatch(/^No start: the replica is encrypted with age to RAYEK_BACKUP_RECIPIENT/);
});
