// `npm run probe` (scripts/probe.mjs), the probe the monitoring timer runs, against a real PocketBase: 0 when the
// server answers and the newest backup is recent; non-zero, saying why, when no backup is recent or there is
// none, and when the server is stopped.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../scripts/probe.mjs');
let server: TestServer;
let backups: string;

beforeAll(async () => {
  server = await startTestServer();
  backups = path.join(server.dataDir, 'backups');
  fs.mkdirSync(backups, { recursive: true });
});
afterAll(async () => {
  await server?.stop();
});

async function check(env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script], {
      env: { ...process.env, RAYEK_URL: server.url, DATA_DIR: server.dataDir, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** An encrypted backup's file, made `hoursAgo` hours ago (only its name and time matter to the check). */
function backup(name: string, hoursAgo: number) {
  const file = path.join(backups, name);
  fs.writeFileSync(file, 'age-encryption.org/v1\n');
  const time = new Date(Date.now() - hoursAgo * 3_600_000);
  fs.utimesSync(file, time, time);
}

describe('npm run probe', () => {
  test('no backup at all: non-zero, and it says so', async () => {
    const result = await check();
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(`No backup in ${backups}`);
    expect(result.stderr).not.toContain('down');
  });

  test('the newest backup older than 26 hours: non-zero, with its age', async () => {
    backup('@auto_pb_backup_rayek_20261126030000.zip.age', 50);
    backup('@auto_pb_backup_rayek_20261127030000.zip.age', 30);
    // Not a backup: an unencrypted leftover does not count.
    backup('leftover.zip', 1);
    const result = await check();
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('The newest backup is 30.0 hours old (more than 26)');
    expect(result.stderr).toContain('@auto_pb_backup_rayek_20261127030000.zip.age');
  });

  test('healthy, with a backup of last night: 0', async () => {
    backup('@auto_pb_backup_rayek_20261128030000.zip.age', 3);
    const result = await check();
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(
      `OK: ${server.url} is healthy; newest backup @auto_pb_backup_rayek_20261128030000.zip.age, 3.0 hours old.`,
    );
    // The bound is the operator's.
    expect((await check({ RAYEK_CHECK_BACKUP_HOURS: '2' })).code).not.toBe(0);
  });

  test('the server stopped: non-zero, and it says the server is down', async () => {
    const url = server.url;
    await server.stop();
    const result = await check({ RAYEK_URL: url, RAYEK_CHECK_BACKUP_HOURS: 'off' });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(`Rayek is down: ${url}/api/health did not answer`);
  });
});
