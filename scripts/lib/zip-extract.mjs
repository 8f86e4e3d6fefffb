// Extracts a zip archive as PocketBase writes its backups (Go's archive/zip: deflated or stored entries, zip64
// records past 4 GB), with yauzl: a small, long-kept reader (a runtime dependency, so `npm run restore` works on
// a server installed without dev dependencies) that reads the central directory, zip64 included, checks each
// entry's data against the archive's bounds and its declared size, and inflates. What it does not do is done
// here: every name is refused before anything is written if it could land outside the target, every entry's
// CRC-32 is checked, and every file is flushed to disk, so a truncated or corrupt archive fails here instead of
// becoming a half-good database.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

export class ZipError extends Error {}

const STORED = 0;
const DEFLATED = 8;
const MADE_BY_UNIX = 3;

/** @param {unknown} err */
const reason = (err) => String(/** @type {Error} */ (err)?.message ?? err);

/** @param {string} name */
function safeName(name) {
  const parts = name.split('/');
  if (
    name === '' ||
    name.startsWith('/') ||
    name.includes('\\') ||
    name.includes('\0') ||
    /^[a-zA-Z]:/.test(name) ||
    parts.some((p) => p === '..' || p === '.')
  ) {
    throw new ZipError(`refusing the entry "${name}": it would land outside the target directory`);
  }
  return name;
}

/** @param {string} archive @returns {Promise<yauzl.ZipFile>} */
function openArchive(archive) {
  return new Promise((resolve, reject) => {
    // Names are decoded below (decodeStrings off), so that a refused name gets this module's reason; entries
    // are read one at a time, and the file stays open until every entry is out.
    yauzl.open(
      archive,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (err, zip) => {
        if (err) reject(new ZipError(`not a zip archive, or a truncated one (${reason(err)})`));
        else resolve(zip);
      },
    );
  });
}

/**
 * Every entry of the central directory, with its name decoded and checked, before anything is written.
 * @param {yauzl.ZipFile} zip
 */
function readEntries(zip) {
  return new Promise((resolve, reject) => {
    /** @type {Array<{ entry: yauzl.Entry, name: string, mode: number }>} */
    const entries = [];
    zip.on('error', (err) =>
      reject(err instanceof ZipError ? err : new ZipError(`the central directory is damaged (${reason(err)})`)),
    );
    zip.on('end', () => resolve(entries));
    zip.on('entry', (/** @type {yauzl.Entry} */ entry) => {
      try {
        // Strict: a backslash stays one, and is refused.
        const raw = /** @type {Buffer} */ (/** @type {unknown} */ (entry.fileName));
        const name = safeName(yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, true));
        if (entry.isEncrypted()) throw new ZipError(`${name}: encrypted entries are not supported`);
        if (!name.endsWith('/') && entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
          throw new ZipError(`${name}: unsupported compression method ${entry.compressionMethod}`);
        }
        const mode = entry.versionMadeBy >> 8 === MADE_BY_UNIX ? (entry.externalFileAttributes >>> 16) & 0o777 : 0;
        entries.push({ entry, name, mode });
        zip.readEntry();
      } catch (err) {
        reject(err);
      }
    });
    zip.readEntry();
  });
}

/**
 * @param {yauzl.ZipFile} zip
 * @param {{ entry: yauzl.Entry, name: string, mode: number }} item
 * @param {string} target
 */
async function extractEntry(zip, { entry, name, mode }, target) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const handle = await fsp.open(target, 'wx', mode || 0o644);
  let crc = 0;
  let written = 0;
  try {
    /** @type {import('node:stream').Readable} */
    const stream = await new Promise((resolve, reject) => {
      zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s)));
    });
    await pipeline(stream, async (chunks) => {
      for await (const chunk of chunks) {
        written += chunk.length;
        if (written > entry.uncompressedSize)
          throw new ZipError(`${name}: larger than the archive says (the archive is corrupt)`);
        crc = zlib.crc32(chunk, crc);
        await handle.write(chunk);
      }
    });
    if (written !== entry.uncompressedSize)
      throw new ZipError(`${name}: ${written} bytes instead of ${entry.uncompressedSize} (the archive is corrupt)`);
    if (crc !== entry.crc32) throw new ZipError(`${name}: checksum mismatch (the archive is corrupt)`);
    await handle.sync();
  } catch (err) {
    if (err instanceof ZipError) throw err;
    throw new ZipError(`${name}: ${reason(err)} (the archive is corrupt)`);
  } finally {
    await handle.close();
  }
}

/** Flushes a directory's entries (new names, renames) to disk, as a file's fsync does for its contents. */
export function syncDirectory(dir) {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Extracts `archive` into the existing, empty directory `destination`. Throws ZipError on any damage; the
 * caller owns `destination` and removes it then.
 * @returns {Promise<string[]>} the extracted files, relative to `destination`
 */
export async function extractZip(archive, into) {
  const destination = path.resolve(into);
  const zip = await openArchive(archive);
  try {
    const entries = await readEntries(zip);
    for (const { name } of entries) {
      const target = path.join(destination, ...name.split('/'));
      if (!target.startsWith(destination + path.sep))
        throw new ZipError(`refusing the entry "${name}": it would land outside the target directory`);
    }
    const files = [];
    const directories = new Set([destination]);
    for (const item of entries) {
      const target = path.join(destination, ...item.name.split('/'));
      if (item.name.endsWith('/')) {
        fs.mkdirSync(target, { recursive: true });
        directories.add(target);
        continue;
      }
      await extractEntry(zip, item, target);
      for (let dir = path.dirname(target); dir !== destination; dir = path.dirname(dir)) directories.add(dir);
      files.push(item.name);
    }
    // File contents are synced one by one; their directory entries only by syncing the directories.
    for (const dir of directories) syncDirectory(dir);
    return files;
  } finally {
    zip.close();
  }
}
