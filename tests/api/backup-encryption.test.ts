// What keeps backups and stored secrets unreadable to whoever copies the server's files: a server without a
// backup key makes no backup at all (no zip left anywhere), the settings row in data.db does not hold the SMTP
// password when RAYEK_SETTINGS_KEY is given (and the data does not open without that key), and production
// refuses to start without it. The drill with the key is tests/api/backup-restore.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { backupEnv, root, runScript, serve, testDirs } from './support/backups';
import { execFile } from 'node:child_process';

const dirs = testDirs();
const { dataDir } = dirs;

/** Every file PocketBase keeps in the data directory (the database, its WAL, the logs), as one byte string. */
function everyByte(dir: string): Buffer {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile());
  return Buffer.concat(files.map((file) => fs.readFileSync(file)));
}

test('a server without a backup key makes no backup, leaves no zip, and says why', { timeout: 60_000 }, async () => {
  const dir = dataDir();
  const server = await serve(dir, { publicDir: dirs.served(), env: { RAYEK_BACKUP_RECIPIENT: '' } });
  try {
    const made = await runScript('backup.mjs', [], backupEnv(server));
    expect(made.code).toBe(1);
    expect(made.stdout).toBe('');
    expect(made.stderr).toBe(
      'No backup made: the server has no backup key: it encrypts every backup with age to RAYEK_BACKUP_RECIPIENT ' +
        '(an age1… public key), which is not set in its environment (docs/deploy.md, "Keys")\n',
    );
    // The dashboard's button (the same API) is refused too, with the reason in the logs.
    await expect(server.admin.backups.create('by-hand.zip')).rejects.toMatchObject({ status: 400 });
    const storage = await server.admin.send('/api/rayek/backups/storage', {});
    expect(storage.lastFailure).toEqual({
      name: 'by-hand.zip',
      reason: expect.stringContaining('no backup made: backups are encrypted and RAYEK_BACKUP_RECIPIENT'),
    });
    const everywhere = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
    expect(everywhere.filter((name) => /\.zip|pb_backup/.test(name))).toEqual([]);
  } finally {
    await server.stop();
  }
});

describe('the settings are stored encrypted with RAYEK_SETTINGS_KEY', () => {
  const key = 'k'.repeat(16) + '0123456789abcdef';
  const password = 'smtp-password-that-must-not-leak';
  const env = { RAYEK_SETTINGS_KEY: key, RAYEK_SMTP_HOST: '127.0.0.1', RAYEK_SMTP_PASSWORD: password };
  const dir = dataDir();

  test(
    'no file of the data directory holds the SMTP password, and the server reads it back',
    { timeout: 60_000 },
    async () => {
      const server = await serve(dir, { publicDir: dirs.served(), env });
      try {
        expect((await server.admin.settings.getAll()).smtp).toMatchObject({ enabled: true, host: '127.0.0.1' });
      } finally {
        await server.stop();
      }
      expect(everyByte(dir).includes(password)).toBe(false);
      // It restarts on its own data with the same key (the variable set, the password no longer given).
      const again = await serve(dir, {
        publicDir: dirs.served(),
        env: { RAYEK_SETTINGS_KEY: key },
        session: server.admin.authStore,
      });
      try {
        expect((await again.admin.settings.getAll()).smtp).toMatchObject({ enabled: true, host: '127.0.0.1' });
      } finally {
        await again.stop();
      }
    },
  );

  test('without the key, the data does not start, and says which key it needs', { timeout: 60_000 }, async () => {
    await expect(serve(dir, { publicDir: dirs.served(), env: { RAYEK_SETTINGS_KEY: '' } })).rejects.toThrow(
      /missing encryption key "RAYEK_SETTINGS_KEY"/,
    );
  });
});

describe('npm start in production', () => {
  const start = (env: Record<string, string>) =>
    new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(root, 'scripts', 'start.mjs'), '--production'],
        {
          env: { ...process.env, DATA_DIR: dataDir(), RAYEK_SETTINGS_KEY: '', ...env },
        },
        (err, _stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stderr }),
      );
    });

  test('refuses to start without the settings key, and says how to make one', async () => {
    const none = await start({});
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(
      /^RAYEK_SETTINGS_KEY is not set: production keeps its settings \(SMTP password…\) encrypted with a key of 32 characters/,
    );
    expect(none.stderr).toContain('openssl rand -hex 16');
    const short = await start({ RAYEK_SETTINGS_KEY: 'too-short' });
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/^RAYEK_SETTINGS_KEY must be exactly 32 characters \(it has 9\)/);
  });
});
