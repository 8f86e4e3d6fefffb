// For the backup tests: PocketBase started and restarted on a data directory the test keeps, the operator
// scripts run as real processes, a real S3-protocol server (s3rver) on a free port, and a whole-database
// snapshot through the superuser's API.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import PocketBase from 'pocketbase';
// @ts-expect-error: s3rver ships no types
import S3rver from 's3rver';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startOnFreePort, upsertSuperuser } from '../../../scripts/lib/pocketbase.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { SUPERUSER } from './server';

export const root = path.resolve(import.meta.dirname, '../../..');

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface Served {
  url: string;
  dataDir: string;
  admin: PocketBase;
  output(): string;
  stop(): Promise<void>;
}

/**
 * PocketBase on `dataDir`, which outlives it. With `session` (a superuser's token and record from the server
 * the backup came from) it starts on a restored directory as it is: no superuser upsert and no sign-in, which
 * would write to the restored data (a sign-in updates the superuser's auth origin).
 */
export async function serve(
  dataDir: string,
  opts: { env?: Record<string, string>; session?: PocketBase['authStore']; publicDir: string },
): Promise<Served> {
  // A new data directory starts as the run's migrated copy (support/global-setup.ts), superuser included.
  const fresh = !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;
  if (fresh) fs.cpSync(inject('migratedDataDir'), dataDir, { recursive: true });
  else if (!opts.session) upsertSuperuser(dataDir, SUPERUSER, opts.publicDir);
  const pb = await startOnFreePort({ dataDir, publicDir: opts.publicDir, env: opts.env ?? {} });
  const admin = new PocketBase(pb.url);
  admin.autoCancellation(false);
  try {
    if (opts.session) admin.authStore.save(opts.session.token, opts.session.record);
    else await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
  } catch (err) {
    await pb.stop();
    throw err;
  }
  return { url: pb.url, dataDir, admin, output: pb.output, stop: pb.stop };
}

/** A public directory for PocketBase to serve (the app's build is not needed here). */
export function publicDir(): string {
  const dir = tempDir('rayek-public-');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Rayek test</title>');
  return dir;
}

/**
 * This test file's folders, removed after its last test: the public folder its servers serve (`served()`, made
 * before the first test), fresh data directories (`dataDir()`) and any other folder given to `keep`.
 */
export function testDirs() {
  const cleanup: string[] = [];
  let served = '';
  beforeAll(() => {
    served = publicDir();
    cleanup.push(served);
  });
  afterAll(() => {
    for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    served: () => served,
    dataDir: () => {
      const dir = tempDir('rayek-api-');
      cleanup.push(dir);
      return dir;
    },
    keep: (dir: string) => void cleanup.push(dir),
  };
}

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of scripts/*.mjs as an operator would (`npm run backup` is `node scripts/backup.mjs`). */
export function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<ScriptResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts', script), ...args],
      { env: { ...process.env, ...env } },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

export interface BackupKeys {
  /** The public key (age1…), the server's RAYEK_BACKUP_RECIPIENT. */
  recipient: string;
  /** The file of the private key, kept off the server, given to `npm run restore --identity`. */
  identity: string;
}

/** A backup key pair made as docs/deploy.md says, with Debian's age-keygen. */
export function backupKeys(): BackupKeys {
  const identity = path.join(tempDir('rayek-key-'), 'rayek-backup.key');
  execFileSync('age-keygen', ['-o', identity], { stdio: 'pipe' });
  const recipient = execFileSync('age-keygen', ['-y', identity], { encoding: 'utf8' }).trim();
  return { recipient, identity };
}

/** age's binary header: what every backup the server keeps starts with. */
export const AGE_HEADER = Buffer.from('age-encryption.org/v1\n', 'latin1');
export const ZIP_HEADER = Buffer.from('PK\x03\x04', 'latin1');

/** The environment that points `npm run backup` at a server as its superuser. */
export function backupEnv(server: { url: string; dataDir: string }): Record<string, string> {
  return {
    RAYEK_URL: server.url,
    RAYEK_SUPERUSER_EMAIL: SUPERUSER.email,
    RAYEK_SUPERUSER_PASSWORD: SUPERUSER.password,
    DATA_DIR: server.dataDir,
  };
}

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The bucket's keys, through the S3 API (ListObjectsV2, path style). */
  keys(): Promise<string[]>;
  object(key: string): Promise<Buffer>;
  stop(): Promise<void>;
}

/** s3rver, the S3 protocol on loopback, with one bucket; it checks signatures against S3RVER / S3RVER. */
export async function startS3(bucket = 'rayek-backups'): Promise<S3Server> {
  const directory = tempDir('rayek-s3-');
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    async keys() {
      const res = await fetch(`${endpoint}/${bucket}?list-type=2`);
      const xml = await res.text();
      if (!res.ok) throw new Error(`listing the bucket answered ${res.status}: ${xml}`);
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]!.replace(/&amp;/g, '&')).sort();
    },
    async object(key) {
      const res = await fetch(`${endpoint}/${bucket}/${encodeURIComponent(key)}`);
      if (!res.ok) throw new Error(`reading ${key} answered ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Polls `read` until it returns a value: the scheduler runs a job in the background. */
export async function until<T>(read: () => Promise<T | undefined>, what: string, attempts = 200): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** Every record of every collection (views, *_stats and system collections included), as the superuser reads them. */
export async function everyRecord(admin: PocketBase): Promise<Record<string, unknown[]>> {
  const collections = await admin.collections.getFullList({ sort: 'name' });
  const out: Record<string, unknown[]> = {};
  for (const collection of collections) {
    out[collection.name] = await admin.collection(collection.name).getFullList({ sort: 'id', batch: 1000 });
  }
  return out;
}

/**
 * Every row of the tables that are not collections (full-text index, migrations, schema…), through the
 * superuser's SQL endpoint. `skip`: tables a server rewrites when it starts.
 */
export async function otherTables(admin: PocketBase, skip: string[]): Promise<Record<string, unknown[]>> {
  const sql = (query: string) => admin.send<{ rows: unknown[][] }>('/api/sql', { method: 'POST', body: { query } });
  const collections = new Set((await admin.collections.getFullList()).map((c) => c.name));
  const tables = (await sql("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")).rows
    .map((row) => String(row[0]))
    .filter((name) => !collections.has(name) && !skip.includes(name));
  const out: Record<string, unknown[]> = {};
  for (const name of tables) {
    // The endpoint answers at most 1,000 rows: the count makes a longer table still compare whole in size.
    const count = (await sql(`SELECT COUNT(*) FROM "${name}"`)).rows[0]![0];
    const rows = (await sql(`SELECT * FROM "${name}"`)).rows.map((row) => JSON.stringify(row)).sort();
    out[name] = [count, ...rows];
  }
  return out;
}
