// Runs `litestream replicate` beside PocketBase: data.db streamed, encrypted with age, to the bucket of
// RAYEK_REPLICA_S3_* (scripts/lib/litestream.mjs). Used by `npm start` and by the replication drill.
//
// Each start is a new generation (a full snapshot, then the WAL): Litestream's state lives in a fresh private
// temporary directory, removed at stop. Litestream 0.3 needs the age *identity* to resume a generation (it
// reads the last WAL segment back to find its position), and the identity never goes on the server. For the
// same reason, after a failed upload it can no longer find its position ("cannot determine replica position")
// and would stop replicating for good: that message restarts it on a new generation.
import { EventEmitter } from 'node:events';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { litestreamBin, litestreamConfig, litestreamEnv, replicaLabel } from './litestream.mjs';
import { exitReason } from './pocketbase.mjs';
import { replicaStatusWriter } from './replica-status.mjs';

/** What Litestream 0.3.13 logs once a failed sync has cost it its position in an encrypted generation. */
export const POSITION_LOST = 'cannot determine replica position';
/** Litestream logs a line per WAL segment uploaded: not worth a journal line each. */
const ROUTINE = /msg="(write wal segment|wal segment written|write snapshot|snapshot written)"/;
/** The lines that say the bucket has the database up to here (what `npm run probe` checks the age of). */
const UPLOADED = /msg="(wal segment written|snapshot written)"/;
const RESTART_PAUSE_MS = 5000;
const TAIL_LINES = 40;

/**
 * @param {{ dataDir: string, settings: import('./litestream.mjs').ReplicaSettings,
 *   log?: (line: string) => void, onOutput?: (line: string) => void,
 *   after?: import('node:child_process').ChildProcess }} opts
 * `log`: where Litestream's lines go, but the routine ones (default: stderr); `onOutput`: every line;
 * `after`: PocketBase's process, which `stop()` waits for, so Litestream's last sync (it makes one when
 * stopped) carries PocketBase's last writes.
 */
export async function startReplica({
  dataDir,
  settings,
  log = (line) => process.stderr.write(`${line}\n`),
  onOutput,
  after,
}) {
  const bin = litestreamBin();
  const dbPath = path.join(path.resolve(dataDir), 'data.db');
  const events = new EventEmitter();
  let tail = [];
  let child;
  let stateDir = '';
  let stopping = false;
  let restarting = false;
  let lastStart = 0;
  let generations = 0;
  const status = replicaStatusWriter(dataDir, replicaLabel(settings));

  const note = (line) => {
    tail = tail.concat(line).slice(-TAIL_LINES);
    onOutput?.(line);
    if (UPLOADED.test(line)) status.uploaded();
    if (!ROUTINE.test(line)) log(`[litestream] ${line}`);
  };

  const launch = () => {
    stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-litestream-'));
    const config = path.join(stateDir, 'litestream.json');
    fs.writeFileSync(config, litestreamConfig({ dbPath, metaPath: path.join(stateDir, 'meta'), settings }), {
      mode: 0o600,
    });
    lastStart = Date.now();
    generations += 1;
    const proc = spawn(bin, ['replicate', '-config', config, '-no-expand-env'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: litestreamEnv(settings),
    });
    let partial = '';
    const collect = (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines.filter((l) => l.trim() !== '')) {
        note(line);
        if (line.includes(POSITION_LOST) && !restarting && !stopping) restart();
      }
    };
    proc.stdout.on('data', collect);
    proc.stderr.on('data', collect);
    const ownState = stateDir;
    const closed = new Promise((resolve) => {
      proc.once('close', (code, signal) => {
        fs.rmSync(ownState, { recursive: true, force: true });
        if (proc === child && !restarting) status.stopped();
        if (proc === child && !stopping && !restarting) events.emit('close', code, signal);
        resolve({ code, signal });
      });
    });
    child = proc;
    return closed;
  };

  const stopCurrent = () =>
    new Promise((resolve) => {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return resolve(undefined);
      // Litestream syncs once more when told to stop; a bucket that does not answer must not hold a stop up.
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      proc.once('close', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
      proc.kill('SIGTERM');
    });

  const restart = async () => {
    restarting = true;
    log(
      '[litestream] the replica lost its place after a failed upload: restarting Litestream on a new generation (a full snapshot)',
    );
    await stopCurrent();
    await new Promise((r) => setTimeout(r, Math.max(0, RESTART_PAUSE_MS - (Date.now() - lastStart))));
    restarting = false;
    if (!stopping) launch();
  };

  // Litestream reads its configuration and opens the database before it says where it replicates to: a wrong
  // setting (an unusable public key…) stops it before that line, and the caller hears why.
  const closed = launch();
  const ready = await Promise.race([
    new Promise((resolve) => {
      const check = setInterval(() => {
        if (tail.some((line) => line.includes('msg="replicating to"'))) {
          clearInterval(check);
          resolve(true);
        }
      }, 50);
      closed.then(() => clearInterval(check));
    }),
    closed.then(() => false),
  ]);
  if (!ready) {
    const { code, signal } = await closed;
    throw new Error(`Litestream ${exitReason(code, signal)}:\n${tail.join('\n')}`);
  }
  status.started();
  return {
    name: 'Litestream (the replica)',
    /** Emits 'close' (code, signal) when Litestream stops on its own, not for a restart it was given. */
    process: /** @type {import('node:child_process').ChildProcess} */ (/** @type {unknown} */ (events)),
    /** The Litestream running now (it changes at a restart). */
    current: () => child,
    /** How many times Litestream was started (each start a new generation). */
    generations: () => generations,
    lastLines: (count = 20) => tail.slice(-count),
    async stop() {
      stopping = true;
      if (after && after.exitCode === null && after.signalCode === null) {
        await new Promise((resolve) => after.once('exit', resolve));
      }
      await stopCurrent();
    },
  };
}
