// The restore drill: data of every kind written through the API, `npm run backup` against the running server,
// which keeps it encrypted with age (not a zip, unreadable and refused by the restore without the private key,
// and by any other key), `npm run restore` with the key into a fresh directory, a second server on it: every
// collection (superuser view), every read model (views and *_stats) and the public reads are identical. And the restore never damages a
// directory: it refuses a non-empty one without --force, moves it aside with --force, and leaves the target
// untouched when the archive is truncated or corrupt.
import fs from 'node:fs';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, type Actor } from './support/actors';
import {
  createInstitution,
  createInstructor,
  createProgram,
  institutionRatingBody,
  instructorRatingBody,
  programRatingBody,
  seeded,
} from './support/fixtures';
import { decide } from './support/moderation';
import { snapshot } from './support/read-models';
import {
  AGE_HEADER,
  backupEnv,
  backupKeys,
  everyRecord,
  otherTables,
  publicDir,
  runScript,
  serve,
  tempDir,
  ZIP_HEADER,
  type BackupKeys,
  type Served,
} from './support/backups';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { extractZip } from '../../scripts/lib/zip-extract.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { decryptBackup } from '../../scripts/lib/age-decrypt.mjs';

let server: TestServer;
let backupFile: string;
let keys: BackupKeys;
const cleanup: string[] = [];

beforeAll(async () => {
  keys = backupKeys();
  cleanup.push(path.dirname(keys.identity));
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off', RAYEK_BACKUP_RECIPIENT: keys.recipient } });
});
afterAll(async () => {
  await server?.stop();
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

/** Students rate, suggest and report; a moderator decides; the superuser imports, as the site is used. */
async function writeEverything() {
  const random = seeded(1515);
  const moderator = await createActor(server, { role: 'MODERATOR' });
  const students: Actor[] = await Promise.all(Array.from({ length: 6 }, () => createActor(server)));
  const institutions = [(await createInstitution(server.admin)).id, (await createInstitution(server.admin)).id];
  const programs = [
    (await createProgram(server.admin, institutions[0]!)).id,
    (await createProgram(server.admin, institutions[1]!)).id,
  ];
  const instructors = [
    (await createInstructor(server.admin, institutions[0]!)).id,
    (await createInstructor(server.admin, institutions[1]!)).id,
  ];

  const suggested = [];
  for (const [i, student] of students.slice(0, 3).entries()) {
    suggested.push(
      await student.pb.collection('instructors').create({
        name: `Dr Suggestion ${i}`,
        institution: institutions[i % 2],
        department: 'Génie civil',
        user_agrees: true,
      }),
    );
  }
  await decide(moderator.pb, { collection: 'instructors', id: suggested[0]!.id, status: 'ACTIVE' });
  await decide(moderator.pb, {
    collection: 'instructors',
    id: suggested[1]!.id,
    status: 'ARCHIVED',
    reason: 'Not a teacher here.',
  });
  instructors.push(suggested[0]!.id);

  const ratings: Array<{ collection: string; id: string }> = [];
  for (const [i, student] of students.entries()) {
    ratings.push({
      collection: 'institution_ratings',
      id: (
        await student.pb.collection('institution_ratings').create(institutionRatingBody(institutions[i % 2]!, random))
      ).id,
    });
    ratings.push({
      collection: 'program_ratings',
      id: (await student.pb.collection('program_ratings').create(programRatingBody(programs[i % 2]!, random))).id,
    });
    ratings.push({
      collection: 'instructor_ratings',
      id: (await student.pb.collection('instructor_ratings').create(instructorRatingBody(instructors[i % 3]!, random)))
        .id,
    });
  }
  // Imported ratings, already published, as the demo generator and the import write them.
  await server.admin
    .collection('institution_ratings')
    .create(institutionRatingBody(institutions[1]!, random, { user: students[0]!.id, status: 'ACTIVE' }));
  for (const [i, rating] of ratings.entries()) {
    if (i % 5 === 4) continue; // some stay pending
    await decide(
      moderator.pb,
      i % 7 === 3 ? { ...rating, status: 'SUSPENDED', reason: 'Insults.' } : { ...rating, status: 'ACTIVE' },
    );
  }

  const published = ratings.filter((_, i) => i % 5 !== 4 && i % 7 !== 3);
  const report = (by: Actor, collection: string, id: string) =>
    by.pb.collection('reports').create({
      reported_collection: collection.replace('_ratings', '-rating'),
      reported_id: id,
      report_reason: 'OTHER',
      comment: 'This review names a student.',
    });
  const treated = await report(students[4]!, published[0]!.collection, published[0]!.id);
  await report(students[5]!, published[1]!.collection, published[1]!.id);
  await decide(moderator.pb, {
    collection: 'reports',
    id: treated.id,
    status: 'TREATED',
    takeDown: 'SUSPENDED',
    reason: 'Names a student.',
  });
}

describe('the drill', () => {
  let restored: Served;
  let restoredDir: string;

  beforeAll(async () => {
    await writeEverything();
  }, 120_000);
  afterAll(async () => {
    await restored?.stop();
  });

  test(
    'npm run backup makes an encrypted backup through the running server and prints its path',
    { timeout: 60_000 },
    async () => {
      const made = await runScript('backup.mjs', [], backupEnv(server));
      expect(made.stderr).toMatch(
        /^Backup rayek_manual_\d{8}-\d{6}-\d{3}\.zip\.age \(\d+\.\d MB, encrypted to age1[a-z0-9]+\):/,
      );
      expect(made.stderr).toContain(keys.recipient);
      expect(made.code).toBe(0);
      backupFile = made.stdout.trim();
      expect(path.dirname(backupFile)).toBe(path.join(server.dataDir, 'backups'));
      expect(path.basename(backupFile)).toMatch(/^rayek_manual_\d{8}-\d{6}-\d{3}\.zip\.age$/);
      expect(fs.statSync(backupFile).size).toBeGreaterThan(1000);
      // The only file the backup left: no zip beside it, and none in PocketBase's temporary directory.
      const listed = await server.admin.backups.getFullList();
      expect(listed.map((b) => b.key)).toEqual([path.basename(backupFile)]);
      expect(fs.readdirSync(path.join(server.dataDir, 'backups'))).toEqual([path.basename(backupFile)]);
      const temp = path.join(server.dataDir, '.pb_temp_to_delete');
      expect(fs.existsSync(temp) ? fs.readdirSync(temp) : []).toEqual([]);
    },
  );

  test(
    'the backup is not a zip: age ciphertext that no zip reader, no other key and no restore without the key opens',
    { timeout: 60_000 },
    async () => {
      const bytes = fs.readFileSync(backupFile);
      expect(bytes.subarray(0, ZIP_HEADER.length).equals(ZIP_HEADER)).toBe(false);
      expect(bytes.subarray(0, AGE_HEADER.length).equals(AGE_HEADER)).toBe(true);
      // Someone who copies the file gets nothing out of it as an archive.
      const out = tempDir('rayek-unzip-');
      cleanup.push(out);
      await expect(extractZip(backupFile, out)).rejects.toThrow(/not a zip archive/);

      const fresh = path.join(out, 'pb_data');
      const without = await runScript('restore.mjs', [backupFile, '--dir', fresh], { RAYEK_BACKUP_IDENTITY: '' });
      expect(without.code).toBe(1);
      expect(without.stderr).toBe(
        'Restore refused: the backup is encrypted (age): give the file of its private key with --identity <file> or ' +
          `RAYEK_BACKUP_IDENTITY (docs/deploy.md, "Keys"). ${fresh} was left as it was.\n`,
      );
      expect(fs.existsSync(fresh)).toBe(false);

      const other = backupKeys();
      cleanup.push(path.dirname(other.identity));
      const wrong = await runScript('restore.mjs', [backupFile, '--dir', fresh, '--identity', other.identity]);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain(`Restore refused: the key in ${other.identity} does not open this backup`);
      expect(wrong.stderr).toContain('no identity matched any of the recipients');
      expect(fs.existsSync(fresh)).toBe(false);
      expect(fs.readdirSync(out)).toEqual([]);
    },
  );

  test(
    'restored into a fresh directory, a second server holds every record and read model unchanged',
    { timeout: 120_000 },
    async () => {
      const before = await everyRecord(server.admin);
      // Rewritten by every start: the schema's users collection (its verification e-mail) and the settings (the
      // server's own URL), by 20_settings.pb.js; the query planner's statistics, by PocketBase.
      const rewritten = ['_collections', '_params', 'sqlite_stat1', 'sqlite_stat4'];
      const tablesBefore = await otherTables(server.admin, rewritten);
      const publicBefore = await snapshot(guest(server));

      const parent = tempDir('rayek-restore-');
      cleanup.push(parent);
      restoredDir = path.join(parent, 'pb_data');
      const run = await runScript('restore.mjs', [backupFile, '--dir', restoredDir, '--identity', keys.identity]);
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain(`into ${restoredDir}.`);
      expect(run.code).toBe(0);
      // Only the restored directory: the staging directory beside it was renamed into place, and the decrypted
      // zip's directory is gone.
      expect(fs.readdirSync(parent)).toEqual(['pb_data']);

      // The superuser's session of the first server is valid on the restored one: its token keys came back too.
      const served = publicDir();
      cleanup.push(served);
      restored = await serve(restoredDir, { session: server.admin.authStore, publicDir: served });
      const after = await everyRecord(restored.admin);

      // Something of every kind was written, so that "identical" compares content.
      for (const name of [
        'users',
        'institution_ratings',
        'program_ratings',
        'instructor_ratings',
        'instructors',
        'reports',
        'moderation_log',
        'institution_stats',
        'program_stats',
        'instructor_stats',
        'institutions_search',
        'institution_ratings_average',
        'program_ratings_average',
        'instructor_ratings_average',
        'instructor_courses',
      ]) {
        expect(before[name]?.length, name).toBeGreaterThan(0);
      }
      const statuses = (name: string) => new Set(before[name]!.map((r) => (r as { status: string }).status));
      expect(statuses('institution_ratings')).toEqual(new Set(['ACTIVE', 'PENDING_APPROVAL', 'SUSPENDED']));
      expect(statuses('instructors')).toEqual(new Set(['ACTIVE', 'PENDING_APPROVAL', 'ARCHIVED']));
      expect(statuses('reports')).toEqual(new Set(['SUBMITTED', 'TREATED']));

      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const name of Object.keys(before)) expect(after[name], name).toEqual(before[name]);
      expect(await snapshot(new PocketBase(restored.url))).toEqual(publicBefore);
      const tablesAfter = await otherTables(restored.admin, rewritten);
      expect(Object.keys(tablesAfter)).toEqual(Object.keys(tablesBefore));
      for (const name of Object.keys(tablesBefore)) expect(tablesAfter[name], name).toEqual(tablesBefore[name]);
    },
  );
});

describe('restore never damages a directory', () => {
  const restore = (file: string, dir: string, ...flags: string[]) =>
    runScript('restore.mjs', [file, '--dir', dir, ...flags], { RAYEK_BACKUP_IDENTITY: keys.identity });

  function occupiedDir() {
    const parent = tempDir('rayek-occupied-');
    cleanup.push(parent);
    const dir = path.join(parent, 'pb_data');
    fs.mkdirSync(path.join(dir, 'backups'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'data.db'), 'the data of a running site');
    fs.writeFileSync(path.join(dir, 'backups', 'older.zip'), 'an older backup');
    return { parent, dir };
  }

  const tree = (dir: string) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .sort()
      .map((p) => [p, fs.statSync(path.join(dir, p)).isFile() ? fs.readFileSync(path.join(dir, p), 'utf8') : '/']);

  test('a non-empty directory is refused without --force, and left as it was', async () => {
    const { parent, dir } = occupiedDir();
    const before = tree(dir);
    const run = await restore(backupFile, dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${dir} is not empty`);
    expect(run.stderr).toContain('--force');
    expect(tree(dir)).toEqual(before);
    expect(fs.readdirSync(parent)).toEqual(['pb_data']);
  });

  test('with --force the former contents are moved aside and the backups directory stays with the data', async () => {
    const { parent, dir } = occupiedDir();
    const run = await restore(backupFile, dir, '--force');
    expect(run.code).toBe(0);
    const aside = fs.readdirSync(parent).filter((n) => n.startsWith('pb_data.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(run.stdout).toContain(path.join(parent, aside[0]!));
    expect(fs.readFileSync(path.join(parent, aside[0]!, 'data.db'), 'utf8')).toBe('the data of a running site');
    expect(fs.readFileSync(path.join(dir, 'backups', 'older.zip'), 'utf8')).toBe('an older backup');
    expect(fs.readFileSync(path.join(dir, 'data.db')).subarray(0, 15).toString()).toBe('SQLite format 3');
  });

  test("a truncated encrypted backup is refused with age's reason, and the target left as it was", async () => {
    const work = tempDir('rayek-damaged-');
    cleanup.push(work);
    const truncated = path.join(work, 'truncated.zip.age');
    const whole = fs.readFileSync(backupFile);
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const fresh = path.join(work, 'fresh');
    const none = await restore(truncated, fresh);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(
      new RegExp(`^Restore refused: age could not decrypt the backup with ${keys.identity} \\(age: .+\\)\\. `),
    );
    expect(fs.existsSync(fresh)).toBe(false);
    expect(fs.readdirSync(work)).toEqual(['truncated.zip.age']);
  });

  test('a truncated or corrupt zip (a backup of an earlier version, unencrypted) leaves the target untouched, with a clear error', async () => {
    const work = tempDir('rayek-damaged-');
    cleanup.push(work);
    const plain = path.join(tempDir('rayek-plain-'), 'backup.zip');
    cleanup.push(path.dirname(plain));
    decryptBackup({ file: backupFile, identity: keys.identity, out: plain });
    const whole = fs.readFileSync(plain);
    const truncated = path.join(work, 'truncated.zip');
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    // data.db is the archive's first entry: these bytes lie inside its compressed content.
    const corrupt = Buffer.from(whole);
    for (let i = 1000; i < 1064; i += 1) corrupt[i] = corrupt[i]! ^ 0x5a;
    const corruptFile = path.join(work, 'corrupt.zip');
    fs.writeFileSync(corruptFile, corrupt);

    for (const [file, reason] of [
      [truncated, /truncated/],
      [corruptFile, /corrupt/],
    ] as const) {
      const fresh = path.join(work, 'fresh');
      const none = await restore(file, fresh);
      expect(none.code).toBe(1);
      expect(none.stderr).toMatch(/^Restore refused: the backup is damaged: /);
      expect(none.stderr).toMatch(reason);
      expect(none.stderr).toContain(`${fresh} was left as it was`);
      expect(fs.existsSync(fresh)).toBe(false);

      const { parent, dir } = occupiedDir();
      const before = tree(dir);
      const forced = await restore(file, dir, '--force');
      expect(forced.code).toBe(1);
      expect(forced.stderr).toMatch(reason);
      expect(tree(dir)).toEqual(before);
      expect(fs.readdirSync(parent)).toEqual(['pb_data']);
    }
    expect(fs.readdirSync(work).sort()).toEqual(['corrupt.zip', 'truncated.zip']);
  });
});
