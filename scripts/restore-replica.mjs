#!/usr/bin/env node
// `npm run restore:replica -- --identity <key file> [--dir <data dir>] [--force] [--timestamp <UTC time>]`: puts
// the newest state of the Litestream replica (RAYEK_REPLICA_S3_*, the server's environment file) in place as a
// data directory, for a server that is stopped or a new machine. The replica is encrypted with age: the
// identity (the backup key pair's private half, kept off the server) is --identity, else RAYEK_BACKUP_IDENTITY.
// It is handed to Litestream in a configuration file in a private temporary directory, removed afterwards.
// The data directory is --dir, else DATA_DIR, else pocketbase/pb_data/; one that holds anything is refused
// unless --force, and then moved aside, never deleted. docs/deploy.md, "Restore from the replica".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliOptions } from './lib/cli-options.mjs';
import {
  litestreamBin,
  litestreamConfig,
  litestreamEnv,
  replicaLabel,
  replicaSettings,
  ReplicaConfigError,
} from './lib/litestream.mjs';
import { defaultDataDir } from './lib/paths.mjs';
import { inspectTarget, isSqliteFile, putInPlace, RestoreError, stagingBeside } from './lib/restore-data-dir.mjs';

const usage =
  'Usage: npm run restore:replica -- --identity <key file> [--dir <data directory>] [--force] [--timestamp <2026-11-28T10:00:00Z>]';

const options = cliOptions(usage, {
  options: {
    dir: { type: 'string' },
    identity: { type: 'string' },
    force: { type: 'boolean', default: false },
    timestamp: { type: 'string' },
  },
});

/** Runs Litestream to the end; its log lines (stdout) and errors, together. */
function run(bin, args, env) {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('error', (err) => resolve({ code: 1, output: err.message }));
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Litestream's `error="…"` of its failing line, else its last line. */
function reasonOf(output) {
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  const failed = lines.findLast((line) => line.includes('level=ERROR')) ?? lines.at(-1) ?? '';
  return failed.match(/error="((?:[^"\\]|\\.)*)"/)?.[1].replace(/\\"/g, '"') ?? failed;
}

function readIdentity(file) {
  if (!file) {
    throw new RestoreError(
      'the replica is encrypted (age): give the file of its private key with --identity <file> or ' +
        'RAYEK_BACKUP_IDENTITY (docs/deploy.md, "Keys")',
    );
  }
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new RestoreError(`no identity file at ${file}`);
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes('AGE-SECRET-KEY-1'))
    throw new RestoreError(`${file} holds no age private key (AGE-SECRET-KEY-1…)`);
  return text;
}

const target = path.resolve(options.values.dir ?? process.env.DATA_DIR ?? defaultDataDir);
const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-replica-key-'));
let staging;
try {
  const settings = replicaSettings(process.env, { restore: true });
  if (!settings)
    throw new RestoreError('no replica configured: set RAYEK_REPLICA_S3_* as on the server (deploy/rayek.env.example)');
  const identity = readIdentity(options.values.identity ?? (process.env.RAYEK_BACKUP_IDENTITY || undefined));
  const { existing, occupied } = inspectTarget(target, options.values.force);

  // The database path in the configuration only names the replica; Litestream writes to -o.
  const dbPath = path.join(target, 'data.db');
  const config = path.join(keyDir, 'litestream.json');
  fs.writeFileSync(config, litestreamConfig({ dbPath, settings, identity }), { mode: 0o600 });
  staging = stagingBeside(target);
  const out = path.join(staging, 'data.db');
  const args = ['restore', '-config', config, '-no-expand-env', '-o', out];
  if (options.values.timestamp) args.push('-timestamp', options.values.timestamp);
  const restored = await run(litestreamBin(), [...args, dbPath], litestreamEnv(settings));
  if (restored.code !== 0) {
    const said = reasonOf(restored.output);
    const hint = /no identity matched/.test(said)
      ? `the key in ${options.values.identity ?? process.env.RAYEK_BACKUP_IDENTITY} does not open this replica: it was encrypted to another public key (an older or newer key pair?)`
      : /no matching backups found/.test(said)
        ? `the bucket holds no replica at ${replicaLabel(settings)}${options.values.timestamp ? ` for ${options.values.timestamp}` : ''}`
        : `Litestream could not restore from ${replicaLabel(settings)}`;
    throw new RestoreError(`${hint} (litestream: ${said}). ${target} was left as it was.`);
  }
  // Litestream replays the WAL into `data.db.tmp` and renames it; SQLite would never read what that file's
  // connection left beside it (`data.db.tmp-wal`, `-shm`) for data.db.
  for (const left of ['data.db.tmp-wal', 'data.db.tmp-shm']) fs.rmSync(path.join(staging, left), { force: true });
  if (!fs.existsSync(out) || !isSqliteFile(out)) {
    throw new RestoreError(`Litestream wrote no SQLite database. ${target} was left as it was.`);
  }
  const generation = restored.output.match(/generation=([0-9a-f]{16})/)?.[1];
  const { previous, keptBackups } = putInPlace({ staging, target, existing, occupied });
  staging = undefined;
  const lines = [
    `Restored data.db from the replica (${replicaLabel(settings)}${generation ? `, generation ${generation}` : ''}) into ${target}.`,
  ];
  if (previous) {
    lines.push(
      `Its former contents are in ${previous}${keptBackups ? ' (its backups/ stayed with the data)' : ''}: delete that directory once the restored site looks right.`,
    );
  }
  lines.push(
    'The request logs (auxiliary.db) are not replicated: the server starts with empty ones. Start it with the ' +
      'RAYEK_SETTINGS_KEY of the server the replica came from; with the replica configured it streams a new generation.',
  );
  console.log(lines.join('\n'));
} catch (err) {
  if (!(err instanceof RestoreError || err instanceof ReplicaConfigError)) throw err;
  console.error(`Restore refused: ${err.message}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(keyDir, { recursive: true, force: true });
  if (staging) fs.rmSync(staging, { recursive: true, force: true });
}
