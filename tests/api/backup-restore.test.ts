// The restore drill: data of every kind written through the API, `npm run backup` against the running server,
// `npm run restore` into a fresh directory, a second server on it: every collection (superuser view), every
// read model (views and *_stats) and the public reads are identical. And the restore never damages a
// directory: it refuses a non-empty one without --force, moves it aside with --force, and leaves the target
// untouched when the archive is truncated or corrupt.
import fs from 'node:fs';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, type Actor } from './support/actors';
import {
  createInstitution, createInstructor, createProgram, institutionRatingBody, instructorRatingBody,
  programRatingBody, seeded,
} from './support/fixtures';
import { decide } from './support/moderation';
import { snapshot } from './support/read-models';
import { backupEnv, everyRecord, otherTables, publicDir, runScript, serve, tempDir, type Served } from './support/backups';

let server: TestServer;
let backupFile: string;
const cleanup: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
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
  const programs = [(await createProgram(server.admin, institutions[0]!)).id, (await createProgram(server.admin, institutions[1]!)).id];
  const instructors = [(await createInstructor(server.admin, institutions[0]!)).id, (await createInstructor(server.admin, institutions[1]!)).id];

  const suggested = [];
  for (const [i, student] of students.slice(0, 3).entries()) {
    suggested.push(await student.pb.collection('instructors').create({
      name: `Dr Suggestion ${i}`, institution: institutions[i % 2], department: 'Génie civil', user_agrees: true,
    }));
  }
  await decide(moderator.pb, { collection: 'instructors', id: suggested[0]!.id, status: 'ACTIVE' });
  await decide(moderator.pb, { collection: 'instructors', id: suggested[1]!.id, status: 'ARCHIVED', reason: 'Not a teacher here.' });
  instructors.push(suggested[0]!.id);

  const ratings: Array<{ collection: string; id: string }> = [];
  for (const [i, student] of students.entries()) {
    ratings.push({ collection: 'institution_ratings', id: (await student.pb.collection('institution_ratings').create(institutionRatingBody(institutions[i % 2]!, random))).id });
    ratings.push({ collection: 'program_ratings', id: (await student.pb.collection('program_ratings').create(programRatingBody(programs[i % 2]!, random))).id });
    ratings.push({ collection: 'instructor_ratings', id: (await student.pb.collection('instructor_ratings').create(instructorRatingBody(instructors[i % 3]!, random))).id });
  }
  // Imported ratings, already published, as the demo generator and the import write them.
  await server.admin.collection('institution_ratings').create(institutionRatingBody(institutions[1]!, random, { user: students[0]!.id, status: 'ACTIVE' }));
  for (const [i, rating] of ratings.entries()) {
    if (i % 5 === 4) continue; // some stay pending
    await decide(moderator.pb, i % 7 === 3
      ? { ...rating, status: 'SUSPENDED', reason: 'Insults.' }
      : { ...rating, status: 'ACTIVE' });
  }

  const published = ratings.filter((_, i) => i % 5 !== 4 && i % 7 !== 3);
  const report = (by: Actor, collection: string, id: string) => by.pb.collection('reports').create({
    reported_collection: collection.replace('_ratings', '-rating'), reported_id: id, comment: 'This review names a student.',
  });
  const treated = await report(students[4]!, published[0]!.collection, published[0]!.id);
  await report(students[5]!, published[1]!.collection, published[1]!.id);
  await decide(moderator.pb, { collection: 'reports', id: treated.id, status: 'TREATED', takeDown: 'SUSPENDED', reason: 'Names a student.' });
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

  test('npm run backup makes a backup through the running server and prints its path', { timeout: 60_000 }, async () => {
    const made = await runScript('backup.mjs', [], backupEnv(server));
    expect(made.stderr).toMatch(/^Backup rayek_manual_\d{8}-\d{6}-\d{3}\.zip \(\d+\.\d MB\):/);
    expect(made.code).toBe(0);
    backupFile = made.stdout.trim();
    expect(path.dirname(backupFile)).toBe(path.join(server.dataDir, 'backups'));
    expect(path.basename(backupFile)).toMatch(/^rayek_manual_\d{8}-\d{6}-\d{3}\.zip$/);
    expect(fs.statSync(backupFile).size).toBeGreaterThan(1000);
    const listed = await server.admin.backups.getFullList();
    expect(listed.map((b) => b.key)).toContain(path.basename(backupFile));
  });

  test('restored into a fresh directory, a second server holds every record and read model unchanged', { timeout: 120_000 }, async () => {
    const before = await everyRecord(server.admin);
    // Rewritten by every start: the schema's users collection (its verification e-mail) and the settings (the
    // server's own URL), by 20_settings.pb.js; the query planner's statistics, by PocketBase.
    const rewritten = ['_collections', '_params', 'sqlite_stat1', 'sqlite_stat4'];
    const tablesBefore = await otherTables(server.admin, rewritten);
    const publicBefore = await snapshot(guest(server));

    const parent = tempDir('rayek-restore-');
    cleanup.push(parent);
    restoredDir = path.join(parent, 'pb_data');
    const run = await runScript('restore.mjs', [backupFile, '--dir', restoredDir]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`into ${restoredDir}.`);
    expect(run.code).toBe(0);
    // Only the restored directory: the staging directory beside it was renamed into place.
    expect(fs.readdirSync(parent)).toEqual(['pb_data']);

    // The superuser's session of the first server is valid on the restored one: its token keys came back too.
    const served = publicDir();
    cleanup.push(served);
    restored = await serve(restoredDir, { session: server.admin.authStore, publicDir: served });
    const after = await everyRecord(restored.admin);

    // Something of every kind was written, so that "identical" compares content.
    for (const name of ['users', 'institution_ratings', 'program_ratings', 'instructor_ratings', 'instructors',
      'reports', 'moderation_log', 'institution_stats', 'program_stats', 'instructor_stats', 'institutions_search',
      'institution_ratings_average', 'program_ratings_average', 'instructor_ratings_average', 'instructor_courses']) {
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
  });
});

describe('restore never damages a directory', () => {
  const restore = (file: string, dir: string, ...flags: string[]) => runScript('restore.mjs', [file, '--dir', dir, ...flags]);

  function occupiedDir() {
    const parent = tempDir('rayek-occupied-');
    cleanup.push(parent);
    const dir = path.join(parent, 'pb_data');
    fs.mkdirSync(path.join(dir, 'backups'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'data.db'), 'the data of a running site');
    fs.writeFileSync(path.join(dir, 'backups', 'older.zip'), 'an older backup');
    return { parent, dir };
  }

  const tree = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()
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

  test('a truncated or corrupt backup leaves the target untouched, with a clear error', async () => {
    const whole = fs.readFileSync(backupFile);
    const work = tempDir('rayek-damaged-');
    cleanup.push(work);
    const truncated = path.join(work, 'truncated.zip');
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    // data.db is the archive's first entry: these bytes lie inside its compressed content.
    const corrupt = Buffer.from(whole);
    for (let i = 1000; i < 1064; i += 1) corrupt[i] = corrupt[i]! ^ 0x5a;
    const corruptFile = path.join(work, 'corrupt.zip');
    fs.writeFileSync(corruptFile, corrupt);

    for (const [file, reason] of [[truncated, /truncated/], [corruptFile, /corrupt/]] as const) {
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
