// What `npm run probe` knows of the replica: `npm start` keeps $DATA_DIR/replica-status.json up to date while
// Litestream runs (when it started, when it last uploaded to the bucket), and the probe compares that with
// when data.db last changed. An upload only follows a change, so "no upload for an hour" on a quiet site is
// fine; what is not fine is a change the bucket has not had for longer than the limit.
import fs from 'node:fs';
import path from 'node:path';

const FILE = 'replica-status.json';
/** An upload rewrites the file at most this often: Litestream uploads every second while writes come in. */
const WRITE_EVERY_MS = 5000;

/** @typedef {{ running: boolean, startedAt: string, uploadedAt: string | null, replica: string }} ReplicaStatus */

const replicaStatusFile = (dataDir) => path.join(path.resolve(dataDir), FILE);

/** Writes the status whole (a temporary file renamed over it), so a reader never sees half of one. */
function write(dataDir, status) {
  const file = replicaStatusFile(dataDir);
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(status)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/** A start without a replica removes the last run's status, which would otherwise read as a replica stopped. */
export function forgetReplicaStatus(dataDir) {
  fs.rmSync(replicaStatusFile(dataDir), { force: true });
}

/**
 * The status writer of one `npm start`: `started()` once Litestream replicates, `uploaded()` on each of its
 * upload lines, `stopped()` when it stops.
 * @param {string} dataDir
 * @param {string} replica where it replicates to (its label, for the probe's message)
 */
export function replicaStatusWriter(dataDir, replica, now = () => Date.now()) {
  /** @type {ReplicaStatus} */
  let status = { running: false, startedAt: new Date(now()).toISOString(), uploadedAt: null, replica };
  let writtenAt = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let pending;
  const save = (next) => {
    clearTimeout(pending);
    pending = undefined;
    status = next;
    writtenAt = now();
    write(dataDir, status);
  };
  return {
    started: () => save({ ...status, running: true, startedAt: new Date(now()).toISOString() }),
    uploaded() {
      status = { ...status, uploadedAt: new Date(now()).toISOString() };
      const wait = WRITE_EVERY_MS - (now() - writtenAt);
      if (wait <= 0) save(status);
      // The last upload of a burst is written at the end of the window, so the file is never more than that behind.
      else pending ??= setTimeout(() => save(status), wait).unref();
    },
    stopped: () => save({ ...status, running: false }),
  };
}

/**
 * What is wrong with the replica of the data directory, or "" (also when no replica runs there).
 * @param {string} dataDir
 * @param {number} maxMinutes how long a change of data.db may wait for its upload
 * @param {number} [nowMs]
 */
export function replicaProblem(dataDir, maxMinutes, nowMs = Date.now()) {
  let status;
  try {
    status = /** @type {ReplicaStatus} */ (JSON.parse(fs.readFileSync(replicaStatusFile(dataDir), 'utf8')));
  } catch (err) {
    if (err.code === 'ENOENT') return '';
    return `The replica's status ${replicaStatusFile(dataDir)} cannot be read (${err.code ?? err.message}).`;
  }
  if (!status.running)
    return `The replica to ${status.replica} is not running (Litestream stopped; is Rayek stopped?).`;
  const db = path.join(path.resolve(dataDir), 'data.db');
  const changedAt = Math.max(...[db, `${db}-wal`].map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
  const since = Date.parse(status.uploadedAt ?? status.startedAt);
  // A change after the last upload (beyond the status file's own delay) that has waited longer than the limit.
  if (changedAt <= since + WRITE_EVERY_MS * 2 || nowMs - since <= maxMinutes * 60_000) return '';
  const last = status.uploadedAt
    ? `its last upload was at ${status.uploadedAt}`
    : `nothing was uploaded since Litestream started at ${status.startedAt}`;
  return (
    `The replica to ${status.replica} is behind: data.db changed at ${new Date(changedAt).toISOString()} and ${last} ` +
    `(more than ${maxMinutes} minutes). Read the server log for "litestream" (docs/deploy.md, "Continuous replication").`
  );
}
