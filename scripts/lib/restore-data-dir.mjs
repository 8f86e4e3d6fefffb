// Restores a PocketBase backup (a zip of the data directory) into a data directory without ever leaving a
// half-written one: the archive is unpacked and checked in a temporary directory beside the target (same file
// system, so the final step is a rename), and only then put in place. A target that holds data is never
// deleted: with `force` it is moved aside to `<dir>.before-restore-<time>`. A backup encrypted by the server
// (age) is first decrypted with the operator's identity into a private temporary directory, deleted afterwards.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { extractZip, syncDirectory, ZipError } from './zip-extract.mjs';
import { decryptBackup, isAgeFile } from './age-decrypt.mjs';

export class RestoreError extends Error {}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

export function isSqliteFile(file) {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(SQLITE_HEADER.length);
    return fs.readSync(fd, head, 0, head.length, 0) === head.length && head.equals(SQLITE_HEADER);
  } finally {
    fs.closeSync(fd);
  }
}

function stamp(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
}

/** A service runs as its own user: a restore made as root hands the files to the directory's previous owner. */
function giveTo(dir, { uid, gid }) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    fs.lchownSync(path.join(entry.parentPath, entry.name), uid, gid);
  }
}

/**
 * @param {{ archive: string, dataDir: string, force?: boolean, identity?: string }} opts
 *   `identity`: the file of the age private key, for an encrypted backup.
 * @returns {Promise<{ dataDir: string, files: string[], previous?: string, keptBackups: boolean }>}
 *   `previous`: where the directory's former contents went (with `force`).
 */
export async function restoreDataDir({ archive, dataDir, force = false, identity }) {
  const source = path.resolve(archive);
  const target = path.resolve(dataDir);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) throw new RestoreError(`no backup file at ${source}`);

  const { existing, occupied } = inspectTarget(target, force);
  const parent = path.dirname(target);
  const staging = stagingBeside(target);
  let files;
  let decrypted;
  try {
    let zip = source;
    if (isAgeFile(source)) {
      decrypted = fs.mkdtempSync(path.join(parent, `.${path.basename(target)}.decrypting-`));
      zip = path.join(decrypted, 'backup.zip');
      decryptBackup({ file: source, identity, out: zip });
    }
    files = await extractZip(zip, staging);
    const db = path.join(staging, 'data.db');
    if (!fs.existsSync(db) || !isSqliteFile(db)) {
      throw new RestoreError('the archive holds no data.db SQLite database: it is not a PocketBase backup');
    }
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    const reason = err instanceof ZipError ? `the backup is damaged: ${err.message}` : err.message;
    throw new RestoreError(`${reason}. ${target} was left as it was.`);
  } finally {
    if (decrypted) fs.rmSync(decrypted, { recursive: true, force: true });
  }

  const { previous, keptBackups } = putInPlace({ staging, target, existing, occupied });
  return { dataDir: target, files, previous, keptBackups };
}

/**
 * Whether `target` may receive a restore: absent or empty, or anything with `force`. Throws RestoreError.
 * @returns {{ existing: fs.Stats | undefined, occupied: boolean }}
 */
export function inspectTarget(target, force) {
  let existing;
  if (fs.existsSync(target)) {
    existing = fs.statSync(target);
    if (!existing.isDirectory()) throw new RestoreError(`${target} exists and is not a directory`);
  }
  const occupied = existing !== undefined && fs.readdirSync(target).length > 0;
  if (occupied && !force) {
    throw new RestoreError(
      `${target} is not empty. Stop the server, then add --force to restore anyway: its current contents are ` +
        'moved aside, not deleted.',
    );
  }
  return { existing, occupied };
}

/** A new private directory beside `target` (same file system: putInPlace renames it). */
export function stagingBeside(target) {
  const parent = path.dirname(target);
  fs.mkdirSync(parent, { recursive: true });
  return fs.mkdtempSync(path.join(parent, `.${path.basename(target)}.restoring-`));
}

/**
 * Renames the checked `staging` directory to `target`; an occupied target is moved aside first, to
 * `<target>.before-restore-<time>`, its `backups/` kept with the live data. Leaves `target` as it was on failure.
 * @param {{ staging: string, target: string, existing: fs.Stats | undefined, occupied: boolean }} opts
 * @returns {{ previous: string | undefined, keptBackups: boolean }}
 */
export function putInPlace({ staging, target, existing, occupied }) {
  const parent = path.dirname(target);
  let previous;
  let keptBackups = false;
  if (!occupied) {
    if (existing) fs.rmdirSync(target);
    fs.renameSync(staging, target);
  } else {
    // The backups directory is not part of any backup (PocketBase leaves it out): it stays with the live data,
    // so the history of backups and their rotation carry on.
    const oldBackups = path.join(target, 'backups');
    const newBackups = path.join(staging, 'backups');
    if (fs.existsSync(oldBackups) && !fs.existsSync(newBackups)) {
      fs.renameSync(oldBackups, newBackups);
      keptBackups = true;
    }
    previous = `${target}.before-restore-${stamp()}-${crypto.randomBytes(2).toString('hex')}`;
    try {
      fs.renameSync(target, previous);
      fs.renameSync(staging, target);
    } catch (err) {
      if (!fs.existsSync(target) && fs.existsSync(previous)) fs.renameSync(previous, target);
      if (keptBackups && fs.existsSync(newBackups)) fs.renameSync(newBackups, oldBackups);
      fs.rmSync(staging, { recursive: true, force: true });
      throw new RestoreError(`could not put the restored directory in place (${err.message}); ${target} is as it was`);
    }
  }
  if (existing) {
    fs.chmodSync(target, existing.mode & 0o7777);
    giveTo(target, existing);
  }
  syncDirectory(parent);
  return { previous, keptBackups };
}
