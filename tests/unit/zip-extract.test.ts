// The restore's zip reader on archives built here byte by byte: what it extracts, and the archives it refuses
// (entries aimed outside the target, damaged data, archives that are not PocketBase backups).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import yazl from 'yazl';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { extractZip } from '../../scripts/lib/zip-extract.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { restoreDataDir } from '../../scripts/lib/restore-data-dir.mjs';

interface Entry {
  name: string;
  data: Buffer;
  deflate?: boolean;
}

/** A minimal zip writer: local headers, data, central directory, end record (no zip64). */
function zip(entries: Entry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.deflate ? zlib.deflateRawSync(entry.data) : entry.data;
    const crc = zlib.crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE((3 << 8) | 20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(body.length, 20);
    record.writeUInt32LE(entry.data.length, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE((0o100640 << 16) >>> 0, 38);
    record.writeUInt32LE(offset, 42);
    parts.push(local, name, body);
    central.push(record, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const dirs: string[] = [];
function scratch(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-zip-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function archive(entries: Entry[]): string {
  const file = path.join(scratch(), 'archive.zip');
  fs.writeFileSync(file, zip(entries));
  return file;
}

const sqlite = Buffer.concat([Buffer.from('SQLite format 3\0', 'latin1'), Buffer.alloc(100, 7)]);

describe('extractZip', () => {
  test('stored and deflated entries, nested folders and empty files come out byte for byte, with their mode', async () => {
    const big = Buffer.from('rating '.repeat(5000));
    const file = archive([
      { name: 'data.db', data: sqlite, deflate: true },
      { name: 'storage/abc/def/photo.bin', data: big, deflate: true },
      { name: 'empty.txt', data: Buffer.alloc(0) },
      { name: 'plain.txt', data: Buffer.from('stored as is') },
    ]);
    const out = scratch();
    expect(await extractZip(file, out)).toEqual(['data.db', 'storage/abc/def/photo.bin', 'empty.txt', 'plain.txt']);
    expect(fs.readFileSync(path.join(out, 'data.db'))).toEqual(sqlite);
    expect(fs.readFileSync(path.join(out, 'storage/abc/def/photo.bin'))).toEqual(big);
    expect(fs.readFileSync(path.join(out, 'empty.txt')).length).toBe(0);
    expect(fs.readFileSync(path.join(out, 'plain.txt'), 'utf8')).toBe('stored as is');
    expect(fs.statSync(path.join(out, 'plain.txt')).mode & 0o777).toBe(0o640);
  });

  test.each(['../outside.txt', 'storage/../../outside.txt', '/etc/outside.txt', 'a\\..\\outside.txt'])(
    'refuses the entry %s before writing anything',
    async (name) => {
      const file = archive([
        { name: 'data.db', data: sqlite },
        { name, data: Buffer.from('x') },
      ]);
      const out = path.join(scratch(), 'out');
      fs.mkdirSync(out);
      await expect(extractZip(file, out)).rejects.toThrow(/would land outside the target directory/);
      expect(fs.readdirSync(out)).toEqual([]);
      expect(fs.existsSync(path.join(path.dirname(out), 'outside.txt'))).toBe(false);
    },
  );

  test('a changed byte of stored data fails its checksum', async () => {
    const bytes = zip([{ name: 'data.db', data: sqlite }]);
    bytes[30 + 'data.db'.length + 50]! ^= 0xff;
    const file = path.join(scratch(), 'bad.zip');
    fs.writeFileSync(file, bytes);
    await expect(extractZip(file, scratch())).rejects.toThrow(/data\.db: checksum mismatch/);
  });
});

/** An archive written by yazl with every zip64 record forced: what Go's archive/zip writes past 4 GB. */
async function zip64Archive(entries: Entry[]): Promise<string> {
  const file = path.join(scratch(), 'zip64.zip');
  const writer = new yazl.ZipFile();
  for (const entry of entries) {
    writer.addBuffer(entry.data, entry.name, {
      compress: entry.deflate ?? false,
      forceZip64Format: true,
      mode: 0o100640,
    });
  }
  writer.end({ forceZip64Format: true, comment: '' });
  const chunks: Buffer[] = [];
  for await (const chunk of writer.outputStream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  // The zip64 end of central directory record and its locator are there.
  expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
  expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true);
  fs.writeFileSync(file, bytes);
  return file;
}

describe('zip64 archives', () => {
  test('every entry of a zip64 archive comes out byte for byte', async () => {
    const big = Buffer.from('zip64 '.repeat(20000));
    const file = await zip64Archive([
      { name: 'data.db', data: sqlite, deflate: true },
      { name: 'storage/abc/photo.bin', data: big, deflate: true },
      { name: 'empty.txt', data: Buffer.alloc(0) },
      { name: 'plain.txt', data: Buffer.from('stored as is') },
    ]);
    const out = scratch();
    expect(await extractZip(file, out)).toEqual(['data.db', 'storage/abc/photo.bin', 'empty.txt', 'plain.txt']);
    expect(fs.readFileSync(path.join(out, 'data.db'))).toEqual(sqlite);
    expect(fs.readFileSync(path.join(out, 'storage/abc/photo.bin'))).toEqual(big);
    expect(fs.readFileSync(path.join(out, 'empty.txt')).length).toBe(0);
    expect(fs.statSync(path.join(out, 'plain.txt')).mode & 0o777).toBe(0o640);
  });

  test('a backup in zip64 form restores into a data directory', async () => {
    const target = path.join(scratch(), 'pb_data');
    const file = await zip64Archive([
      { name: 'data.db', data: sqlite, deflate: true },
      { name: 'storage/x/y.bin', data: Buffer.from('file') },
    ]);
    await restoreDataDir({ archive: file, dataDir: target });
    expect(fs.readFileSync(path.join(target, 'data.db'))).toEqual(sqlite);
    expect(fs.readFileSync(path.join(target, 'storage/x/y.bin'), 'utf8')).toBe('file');
  });
});

describe('damaged archives', () => {
  test('a truncated archive is refused as not a zip', async () => {
    const bytes = zip([{ name: 'data.db', data: sqlite, deflate: true }]);
    const file = path.join(scratch(), 'cut.zip');
    fs.writeFileSync(file, bytes.subarray(0, bytes.length - 10));
    await expect(extractZip(file, scratch())).rejects.toThrow(/not a zip archive, or a truncated one/);
  });

  test('deflated data that inflates to more than its declared size is refused', async () => {
    const bytes = zip([{ name: 'data.db', data: sqlite, deflate: true }]);
    // The central record's uncompressed size (offset 24 of the record), one byte less than the data.
    const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(sqlite.length - 1, central + 24);
    const file = path.join(scratch(), 'long.zip');
    fs.writeFileSync(file, bytes);
    await expect(extractZip(file, scratch())).rejects.toThrow(/data\.db: .*\(the archive is corrupt\)/);
  });
});

describe('restoreDataDir', () => {
  test('an archive without a SQLite data.db is not a backup: nothing is created', async () => {
    const parent = scratch();
    const target = path.join(parent, 'pb_data');
    for (const entries of [
      [{ name: 'notes.txt', data: Buffer.from('hello') }],
      [{ name: 'data.db', data: Buffer.from('not sqlite') }],
    ]) {
      await expect(restoreDataDir({ archive: archive(entries), dataDir: target })).rejects.toThrow(
        /holds no data\.db SQLite database: it is not a PocketBase backup\. .* was left as it was/,
      );
      expect(fs.readdirSync(parent)).toEqual([]);
    }
  });

  test('an empty existing directory is filled without --force', async () => {
    const target = scratch();
    const result = await restoreDataDir({ archive: archive([{ name: 'data.db', data: sqlite }]), dataDir: target });
    expect(result.previous).toBeUndefined();
    expect(fs.readdirSync(target)).toEqual(['data.db']);
  });
});
