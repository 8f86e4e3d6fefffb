// Extracts a zip archive as PocketBase writes its backups (Go's archive/zip: deflated or stored entries, sizes
// in the central directory, zip64 records past 4 GB). Node has no zip reader and a restore must work on a server
// installed without dev dependencies, hence this one. Every entry's size and CRC-32 are checked and every file
// is flushed to disk, so a truncated or corrupt archive fails here instead of becoming a half-good database.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream/promises';

export class ZipError extends Error {}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

function readAt(fd, position, length) {
  const buffer = Buffer.alloc(length);
  const read = fs.readSync(fd, buffer, 0, length, position);
  if (read !== length) throw new ZipError('the archive ends early (truncated)');
  return buffer;
}

/** Where the central directory is and how many entries it holds. */
function findDirectory(fd, size) {
  // The end record is 22 bytes plus a comment of at most 65,535.
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = readAt(fd, size - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipError('not a zip archive, or a truncated one (no end of central directory)');
  const eocdOffset = size - tailLength + at;
  let entries = tail.readUInt16LE(at + 10);
  let directorySize = tail.readUInt32LE(at + 12);
  let directoryOffset = tail.readUInt32LE(at + 16);
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    if (eocdOffset < 20) throw new ZipError('the zip64 locator is missing');
    const locator = readAt(fd, eocdOffset - 20, 20);
    if (locator.readUInt32LE(0) !== ZIP64_LOCATOR) throw new ZipError('the zip64 locator is missing');
    const record = readAt(fd, Number(locator.readBigUInt64LE(8)), 56);
    if (record.readUInt32LE(0) !== ZIP64_EOCD) throw new ZipError('the zip64 end record is damaged');
    entries = Number(record.readBigUInt64LE(32));
    directorySize = Number(record.readBigUInt64LE(40));
    directoryOffset = Number(record.readBigUInt64LE(48));
  }
  if (directoryOffset + directorySize > eocdOffset) throw new ZipError('the central directory lies past its end record');
  return { entries, directoryOffset, directorySize };
}

/** Values the central record stores as 0xFFFFFFFF live in its zip64 extra field, in this order. */
function applyZip64(entry, extra) {
  let at = 0;
  while (at + 4 <= extra.length) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      for (const key of ['size', 'compressedSize', 'localOffset']) {
        if (entry[key] !== 0xffffffff) continue;
        if (field + 8 > at + 4 + length) throw new ZipError(`${entry.name}: damaged zip64 field`);
        entry[key] = Number(extra.readBigUInt64LE(field));
        field += 8;
      }
    }
    at += 4 + length;
  }
}

function safeName(name) {
  const parts = name.split('/');
  if (name === '' || name.startsWith('/') || name.includes('\\') || name.includes('\0')
    || parts.some((p) => p === '..' || p === '.')) {
    throw new ZipError(`refusing the entry "${name}": it would land outside the target directory`);
  }
  return name;
}

function readDirectory(fd, { entries, directoryOffset, directorySize }) {
  const directory = readAt(fd, directoryOffset, directorySize);
  const out = [];
  let at = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) {
      throw new ZipError('the central directory is damaged');
    }
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const madeByUnix = directory.readUInt8(at + 5) === 3;
    const entry = {
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      crc: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      mode: madeByUnix ? (directory.readUInt32LE(at + 38) >>> 16) & 0o777 : 0,
      localOffset: directory.readUInt32LE(at + 42),
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
    };
    applyZip64(entry, directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    entry.name = safeName(entry.name);
    if (entry.flags & 0x1) throw new ZipError(`${entry.name}: encrypted entries are not supported`);
    out.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return out;
}

async function extractEntry(archive, fd, entry, target, directoryOffset) {
  const local = readAt(fd, entry.localOffset, 30);
  if (local.readUInt32LE(0) !== LOCAL) throw new ZipError(`${entry.name}: damaged local header`);
  const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (start + entry.compressedSize > directoryOffset) throw new ZipError(`${entry.name}: its data runs past the archive`);
  if (entry.method !== STORED && entry.method !== DEFLATED) {
    throw new ZipError(`${entry.name}: unsupported compression method ${entry.method}`);
  }

  fs.mkdirSync(path.dirname(target), { recursive: true });
  const handle = await fsp.open(target, 'wx', entry.mode || 0o644);
  let crc = 0;
  let written = 0;
  try {
    const stages = [];
    // createReadStream's `end` is inclusive; an empty entry reads nothing at all.
    if (entry.compressedSize > 0) stages.push(fs.createReadStream(archive, { start, end: start + entry.compressedSize - 1 }));
    else stages.push(async function* empty() {}());
    if (entry.method === DEFLATED) stages.push(zlib.createInflateRaw());
    await pipeline(...stages, async (chunks) => {
      for await (const chunk of chunks) {
        written += chunk.length;
        if (written > entry.size) throw new ZipError(`${entry.name}: larger than the archive says (the archive is corrupt)`);
        crc = zlib.crc32(chunk, crc);
        await handle.write(chunk);
      }
    });
    if (written !== entry.size) throw new ZipError(`${entry.name}: ${written} bytes instead of ${entry.size} (the archive is corrupt)`);
    if (crc !== entry.crc) throw new ZipError(`${entry.name}: checksum mismatch (the archive is corrupt)`);
    await handle.sync();
  } catch (err) {
    if (err instanceof ZipError) throw err;
    throw new ZipError(`${entry.name}: ${err.message} (the archive is corrupt)`);
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
  const fd = fs.openSync(archive, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    if (size < 22) throw new ZipError('not a zip archive, or a truncated one (too short)');
    const directory = findDirectory(fd, size);
    const entries = readDirectory(fd, directory);
    const files = [];
    const directories = new Set([destination]);
    for (const entry of entries) {
      const target = path.join(destination, ...entry.name.split('/'));
      if (!target.startsWith(destination + path.sep)) throw new ZipError(`refusing the entry "${entry.name}": it would land outside the target directory`);
      if (entry.name.endsWith('/')) {
        fs.mkdirSync(target, { recursive: true });
        directories.add(target);
        continue;
      }
      await extractEntry(archive, fd, entry, target, directory.directoryOffset);
      for (let dir = path.dirname(target); dir !== destination; dir = path.dirname(dir)) directories.add(dir);
      files.push(entry.name);
    }
    // File contents are synced one by one; their directory entries only by syncing the directories.
    for (const dir of directories) syncDirectory(dir);
    return files;
  } finally {
    fs.closeSync(fd);
  }
}
