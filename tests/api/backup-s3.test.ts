// Backups to S3-compatible storage, configured from RAYEK_BACKUP_S3_*, against a real S3-protocol server
// (s3rver: it parses the AWS signature v4 headers and checks the access key, though not the signature itself)
// on a free port: each scheduled backup goes to the bucket encrypted with age (the bucket never receives a zip),
// and the bucket keeps RAYEK_BACKUP_KEEP of them; `npm run backup` puts one there, which restores with the key
// into a working server. The bucket's credentials are never stored in the settings, so no backup holds them.
// Large backups go up in parts (multipart upload).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createInstitution } from './support/fixtures';
import {
  AGE_HEADER,
  backupEnv,
  backupKeys,
  publicDir,
  runScript,
  serve,
  startS3,
  tempDir,
  until,
  type BackupKeys,
  type S3Server,
  type Served,
} from './support/backups';

let s3: S3Server;
let server: Served;
let served: string;
let keys: BackupKeys;
let env: Record<string, string>;
const cleanup: string[] = [];

const AUTO = /^@auto_pb_backup_rayek_\d{14}\.zip\.age$/;

beforeAll(async () => {
  s3 = await startS3();
  keys = backupKeys();
  served = publicDir();
  const dataDir = tempDir('rayek-api-');
  cleanup.push(served, dataDir, path.dirname(keys.identity));
  env = {
    RAYEK_BACKUP_RECIPIENT: keys.recipient,
    RAYEK_BACKUP_CRON: '0 3 * * *',
    RAYEK_BACKUP_KEEP: '2',
    RAYEK_BACKUP_S3_ENDPOINT: s3.endpoint,
    RAYEK_BACKUP_S3_BUCKET: s3.bucket,
    RAYEK_BACKUP_S3_REGION: 'us-east-1',
    RAYEK_BACKUP_S3_ACCESS_KEY: 'S3RVER',
    RAYEK_BACKUP_S3_SECRET: 'S3RVER',
    RAYEK_BACKUP_S3_FORCE_PATH_STYLE: 'true',
  };
  server = await serve(dataDir, { publicDir: served, env });
});
afterAll(async () => {
  await server?.stop();
  await s3?.stop();
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

const autoKeys = async () => (await s3.keys()).filter((k) => AUTO.test(k));

/** Runs PocketBase's backup job now, as the schedule would, and waits for the bucket to change. */
async function runScheduledBackup(previous: string[]) {
  // Backup names carry the second: a run within the same second as the last would replace its object.
  await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 50));
  await server.admin.send('/api/crons/__pbAutoBackup__', { method: 'POST' });
  return until(async () => {
    const keys = await autoKeys();
    const added = keys.filter((k) => !previous.includes(k));
    // The job uploads first and then removes what is past the limit: wait for both.
    return added.length === 1 && keys.length <= 2 ? keys : undefined;
  }, 'the scheduled backup in the bucket');
}

test("the environment turns on scheduled backups; PocketBase's own S3 upload stays off and holds no credentials", async () => {
  const settings = await server.admin.settings.getAll();
  expect(settings.backups).toEqual({
    cron: '0 3 * * *',
    cronMaxKeep: 2,
    s3: { enabled: false, bucket: '', region: '', endpoint: '', accessKey: '', forcePathStyle: false },
  });
  const crons = await server.admin.crons.getFullList();
  expect(crons).toContainEqual({ id: '__pbAutoBackup__', expression: '0 3 * * *' });
  // And the dashboard cannot turn it on: it would upload the zip as it is.
  await expect(
    server.admin.settings.update({ backups: { ...settings.backups, s3: { ...settings.backups.s3, enabled: true } } }),
  ).rejects.toMatchObject({ status: 400, response: { message: expect.stringContaining('RAYEK_BACKUP_S3_*') } });
});

test(
  'the scheduler stores its backups in the bucket and keeps the newest RAYEK_BACKUP_KEEP',
  { timeout: 60_000 },
  async () => {
    await createInstitution(server.admin, { name: 'Institut sauvegardé dans le seau' });
    const first = await runScheduledBackup([]);
    expect(first).toHaveLength(1);
    const second = await runScheduledBackup(first);
    expect(second).toHaveLength(2);
    const third = await runScheduledBackup(second);
    expect(third).toHaveLength(2);
    expect(third).not.toContain(first[0]);
    expect(third).toContain(second.find((k) => k !== first[0]));
    for (const key of third) {
      const object = await s3.object(key);
      expect(object.subarray(0, AGE_HEADER.length).equals(AGE_HEADER)).toBe(true);
    }
    // The server keeps the same encrypted files (PocketBase's own rotation keeps 2 there too), and no zip.
    expect(fs.readdirSync(path.join(server.dataDir, 'backups')).sort()).toEqual(third);
  },
);

test(
  'npm run backup stores a large encrypted backup in the bucket, and it restores with the key into a working server',
  { timeout: 120_000 },
  async () => {
    await createInstitution(server.admin, { name: 'Institut restauré depuis S3' });
    // Past PocketBase's 6 MB part size, the upload is multipart; random bytes do not compress.
    const blob = crypto.randomBytes(7 * 1024 * 1024);
    fs.mkdirSync(path.join(server.dataDir, 'storage', 'drill'), { recursive: true });
    fs.writeFileSync(path.join(server.dataDir, 'storage', 'drill', 'blob.bin'), blob);

    const out = tempDir('rayek-download-');
    cleanup.push(out);
    // The server's data directory is not on this machine, as seen from `npm run backup`: it downloads a copy.
    const made = await runScript('backup.mjs', ['--out', out], { ...backupEnv(server), DATA_DIR: out });
    expect(made.stderr).toMatch(
      new RegExp(
        `^Backup rayek_manual_[0-9-]+\\.zip\\.age \\(\\d+\\.\\d MB, encrypted to ${keys.recipient}, also in the S3 bucket "${s3.bucket}"\\):`,
      ),
    );
    expect(made.code).toBe(0);
    const file = made.stdout.trim();
    expect(path.dirname(file)).toBe(out);
    expect(fs.readdirSync(out)).toEqual([path.basename(file)]);
    expect(await s3.keys()).toContain(path.basename(file));
    const object = await s3.object(path.basename(file));
    expect(fs.readFileSync(file).equals(object)).toBe(true);
    expect(object.subarray(0, AGE_HEADER.length).equals(AGE_HEADER)).toBe(true);
    expect(object.includes(blob.subarray(0, 64))).toBe(false);
    expect(fs.statSync(file).size).toBeGreaterThan(7 * 1024 * 1024);

    const restoredDir = path.join(tempDir('rayek-restore-'), 'pb_data');
    cleanup.push(path.dirname(restoredDir));
    const run = await runScript('restore.mjs', [file, '--dir', restoredDir, '--identity', keys.identity]);
    expect(run.code).toBe(0);
    expect(fs.readFileSync(path.join(restoredDir, 'storage', 'drill', 'blob.bin')).equals(blob)).toBe(true);
    // The bucket's credentials are not in the backup: they live in the server's environment only.
    expect(fs.readFileSync(path.join(restoredDir, 'data.db')).includes('S3RVER')).toBe(false);
    const restored = await serve(restoredDir, { session: server.admin.authStore, publicDir: served });
    try {
      const found = await restored.admin
        .collection('institutions')
        .getFullList({ filter: 'name ~ "Institut restauré depuis S3"' });
      expect(found).toHaveLength(1);
    } finally {
      await restored.stop();
    }
  },
);

test(
  'a bucket that refuses the credentials makes npm run backup fail with the reason, and leaves the encrypted backup on disk',
  { timeout: 60_000 },
  async () => {
    const dataDir = tempDir('rayek-api-');
    cleanup.push(dataDir);
    const refused = await serve(dataDir, {
      publicDir: served,
      env: { ...env, RAYEK_BACKUP_S3_ACCESS_KEY: 'NOT-A-KEY' },
    });
    try {
      const out = tempDir('rayek-download-');
      cleanup.push(out);
      const made = await runScript('backup.mjs', ['--out', out], backupEnv(refused));
      expect(made.code).toBe(1);
      expect(made.stdout).toBe('');
      expect(made.stderr).toMatch(
        new RegExp(
          `^No backup made: the encrypted backup rayek_manual_[0-9-]+\\.zip\\.age is on the server's disk, but the upload to the S3 bucket "${s3.bucket}" failed: `,
        ),
      );
      expect(fs.readdirSync(out)).toEqual([]);
      const kept = fs.readdirSync(path.join(dataDir, 'backups'));
      expect(kept).toHaveLength(1);
      expect(
        fs
          .readFileSync(path.join(dataDir, 'backups', kept[0]!))
          .subarray(0, AGE_HEADER.length)
          .equals(AGE_HEADER),
      ).toBe(true);
    } finally {
      await refused.stop();
    }
  },
);
