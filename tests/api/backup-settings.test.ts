// Automatic backups by PocketBase's scheduler (pb_hooks/25_backups.pb.js): off by default in local runs, daily
// and 7 kept on local disk in production, RAYEK_BACKUP_* win for what they set and only that, an operator's
// choice in the dashboard survives restarts, and unusable values (no backup key in production, a private key
// given as the public one, an incomplete bucket) stop the start with the reason.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { backupKeys, serve, testDirs, until } from './support/backups';

const dirs = testDirs();
const { dataDir } = dirs;
const keys = backupKeys();
dirs.keep(path.dirname(keys.identity));

/** Starts a server on `dir`, hands it to `check`, stops it. */
async function withServer(
  dir: string,
  env: Record<string, string>,
  check: (s: Awaited<ReturnType<typeof serve>>) => Promise<void>,
) {
  const server = await serve(dir, { env, publicDir: dirs.served() });
  try {
    await check(server);
  } finally {
    await server.stop();
  }
}

const backupJob = async (s: Awaited<ReturnType<typeof serve>>) =>
  (await s.admin.crons.getFullList()).find((job) => job.id === '__pbAutoBackup__');

test('a local run schedules no backups', async () => {
  await withServer(dataDir(), {}, async (s) => {
    expect((await s.admin.settings.getAll()).backups.cron).toBe('');
    expect(await backupJob(s)).toBeUndefined();
  });
});

describe('production', () => {
  const dir = dataDir();
  const production = { NODE_ENV: 'production', RAYEK_BACKUP_RECIPIENT: keys.recipient };

  test(
    'a first start in production backs up daily at 03:00 UTC to local disk and keeps 7',
    { timeout: 60_000 },
    async () => {
      await withServer(dir, production, async (s) => {
        const { backups } = await s.admin.settings.getAll();
        expect(backups).toMatchObject({ cron: '0 3 * * *', cronMaxKeep: 7, s3: { enabled: false } });
        expect(await backupJob(s)).toEqual({ id: '__pbAutoBackup__', expression: '0 3 * * *' });

        // The job as the schedule runs it: an encrypted zip in the data directory's backups/.
        await s.admin.send('/api/crons/__pbAutoBackup__', { method: 'POST' });
        const made = await until(async () => {
          // PocketBase keeps each file's attributes beside it in a .attrs file.
          const names = fs.existsSync(path.join(dir, 'backups')) ? fs.readdirSync(path.join(dir, 'backups')) : [];
          const sealed = names.filter((n) => n.endsWith('.zip.age'));
          return sealed.length === 1 ? sealed[0] : undefined;
        }, 'the scheduled backup on disk');
        expect(made).toMatch(/^@auto_pb_backup_rayek_\d{14}\.zip\.age$/);
        expect(fs.readdirSync(path.join(dir, 'backups'))).toEqual([made]);
        expect((await s.admin.backups.getFullList()).map((b) => b.key)).toEqual([made]);
      });
    },
  );

  test(
    'an operator who turns them off in the dashboard is not overruled at the next start',
    { timeout: 60_000 },
    async () => {
      await withServer(dir, production, async (s) => {
        const { backups } = await s.admin.settings.getAll();
        await s.admin.settings.update({ backups: { ...backups, cron: '' } });
      });
      await withServer(dir, production, async (s) => {
        expect((await s.admin.settings.getAll()).backups.cron).toBe('');
        expect(await backupJob(s)).toBeUndefined();
      });
    },
  );

  test(
    "an operator's own schedule stays; a variable, once set, wins for its own setting only",
    { timeout: 60_000 },
    async () => {
      await withServer(dir, production, async (s) => {
        const { backups } = await s.admin.settings.getAll();
        await s.admin.settings.update({ backups: { ...backups, cron: '30 2 * * 1', cronMaxKeep: 4 } });
      });
      await withServer(dir, production, async (s) => {
        expect((await s.admin.settings.getAll()).backups).toMatchObject({ cron: '30 2 * * 1', cronMaxKeep: 4 });
      });
      await withServer(dir, { ...production, RAYEK_BACKUP_CRON: '15 1 * * *' }, async (s) => {
        expect((await s.admin.settings.getAll()).backups).toMatchObject({ cron: '15 1 * * *', cronMaxKeep: 4 });
        expect(await backupJob(s)).toEqual({ id: '__pbAutoBackup__', expression: '15 1 * * *' });
      });
      await withServer(dir, { ...production, RAYEK_BACKUP_CRON: 'off', RAYEK_BACKUP_KEEP: '9' }, async (s) => {
        expect((await s.admin.settings.getAll()).backups).toMatchObject({ cron: '', cronMaxKeep: 9 });
        expect(await backupJob(s)).toBeUndefined();
      });
    },
  );
});

describe('unusable values stop the start with the reason', () => {
  const refused = async (env: Record<string, string>) => {
    try {
      await serve(dataDir(), { env, publicDir: dirs.served() });
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error('the server started');
  };

  test.each([
    [
      { RAYEK_BACKUP_CRON: 'every night' },
      /Backup settings from RAYEK_BACKUP_\* refused: .*cron: invalid cron expression/,
    ],
    [{ RAYEK_BACKUP_KEEP: '0' }, /RAYEK_BACKUP_KEEP must be a whole number from 1 to 9999 \(got "0"\)/],
    [{ RAYEK_BACKUP_S3_FORCE_PATH_STYLE: 'maybe' }, /RAYEK_BACKUP_S3_FORCE_PATH_STYLE must be true or false/],
    [
      { RAYEK_BACKUP_S3_BUCKET: 'rayek' },
      /RAYEK_BACKUP_S3_ENDPOINT is required for backups to S3; RAYEK_BACKUP_S3_REGION is required/,
    ],
    [
      { NODE_ENV: 'production' },
      /RAYEK_BACKUP_RECIPIENT is not set: scheduled backups are encrypted to an age public key \(age1…\) and none was given/,
    ],
    [
      { RAYEK_BACKUP_RECIPIENT: 'AGE-SECRET-KEY-1QQQQ' },
      /RAYEK_BACKUP_RECIPIENT holds a private key \(AGE-SECRET-KEY-…\): give the server the public key \(age1…\) only/,
    ],
    [{ RAYEK_BACKUP_RECIPIENT: 'age1notakey' }, /RAYEK_BACKUP_RECIPIENT is not a usable age public key: age: error: /],
  ])('%o', async (env, reason) => {
    const message = await refused(env);
    expect(message).toMatch(/PocketBase exited with code 1/);
    expect(message).toMatch(reason);
  });
});
