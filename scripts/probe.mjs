#!/usr/bin/env node
// `npm run probe`: is Rayek up, and is its newest backup recent? Prints "OK: …" and exits 0, or prints each
// problem on stderr and exits 1, for an operator or a timer to act on (deploy/rayek-check.timer runs it every
// 5 minutes and e-mails its output when it fails: docs/deploy.md, "Read the alerts").
//
// - The server: GET $RAYEK_URL/api/health (default http://127.0.0.1:$PORT, PORT 8090) must answer 200 within
//   10 seconds.
// - The backups: the newest `*.zip.age` in $DATA_DIR/backups (default pocketbase/pb_data/backups), where every
//   backup is kept encrypted whatever else it is copied to, must be at most RAYEK_CHECK_BACKUP_HOURS old
//   (default 26: the daily backup plus two hours of slack). `off` skips it (a local run makes no backups).
// - The replica, where `npm start` runs one (its status file in $DATA_DIR, scripts/lib/replica-status.mjs):
//   Litestream must be running, and no change of data.db may have waited for its upload more than
//   RAYEK_CHECK_REPLICA_MINUTES (default 10; `off` skips it).
import fs from 'node:fs';
import path from 'node:path';
import { defaultDataDir } from './lib/paths.mjs';
import { replicaProblem } from './lib/replica-status.mjs';

const url = (process.env.RAYEK_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8090}`).replace(/\/$/, '');
const dataDir = path.resolve(process.env.DATA_DIR ?? defaultDataDir);
const backupsDir = path.join(dataDir, 'backups');
const maxHours = process.env.RAYEK_CHECK_BACKUP_HOURS ?? '26';
const replicaMinutes = process.env.RAYEK_CHECK_REPLICA_MINUTES ?? '10';
const HEALTH_TIMEOUT_MS = 10_000;

/** @returns {Promise<string>} what is wrong with the server, or "" */
async function serverProblem() {
  const health = `${url}/api/health`;
  try {
    const res = await fetch(health, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    return res.status === 200 ? '' : `Rayek answers ${health} with HTTP ${res.status}: it is up but not healthy.`;
  } catch (err) {
    const why = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    return `Rayek is down: ${health} did not answer (${why}).`;
  }
}

/** @returns {{ problem: string, newest?: string }} */
function backupProblem() {
  if (maxHours === 'off') return { problem: '' };
  const hours = Number(maxHours);
  if (!(hours > 0))
    return { problem: `RAYEK_CHECK_BACKUP_HOURS must be a number of hours or off (got "${maxHours}").` };
  let names;
  try {
    names = fs.readdirSync(backupsDir).filter((name) => name.endsWith('.zip.age'));
  } catch (err) {
    return { problem: `No backup: ${backupsDir} cannot be read (${err.code ?? err.message}).` };
  }
  const backups = names
    .map((name) => ({ name, time: fs.statSync(path.join(backupsDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  if (backups.length === 0) return { problem: `No backup in ${backupsDir}: is RAYEK_BACKUP_CRON or the schedule off?` };
  const age = (Date.now() - backups[0].time) / 3_600_000;
  const newest = `${backups[0].name}, ${age.toFixed(1)} hours old`;
  if (age > hours) {
    return {
      problem:
        `The newest backup is ${age.toFixed(1)} hours old (more than ${hours}): ${path.join(backupsDir, backups[0].name)}. ` +
        'Backups have stopped: read the server log for "backup" (docs/deploy.md, "Backups and restore").',
      newest,
    };
  }
  return { problem: '', newest };
}

/** @returns {string} what is wrong with the replica, or "" */
function replicaCheck() {
  if (replicaMinutes === 'off') return '';
  const minutes = Number(replicaMinutes);
  if (!(minutes > 0))
    return `RAYEK_CHECK_REPLICA_MINUTES must be a number of minutes or off (got "${replicaMinutes}").`;
  return replicaProblem(dataDir, minutes);
}

const server = await serverProblem();
const backups = backupProblem();
const problems = [server, backups.problem, replicaCheck()].filter((p) => p !== '');
if (problems.length > 0) {
  for (const problem of problems) console.error(`PROBLEM: ${problem}`);
  process.exit(1);
}
console.log(`OK: ${url} is healthy${backups.newest ? `; newest backup ${backups.newest}` : ''}.`);
