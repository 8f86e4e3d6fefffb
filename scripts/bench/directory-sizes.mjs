// The device directory's sizes (docs/benchmarks.md, "Directory sync sizes"): a throw-away PocketBase with
// 205 institutions, 605 programs and 30,000 ACTIVE instructors (random 15-character ids as PocketBase makes them,
// the bench's names, figures on most records), then the snapshot, a delta of 200 changes and an empty delta as
// the server sends them with `Accept-Encoding: gzip` (PocketBase's gzip middleware), and for comparison the same
// bodies under gzip -9 and brotli (what Caddy's encoder or a precompressed file would send).
// Run: node scripts/bench/directory-sizes.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startOnFreePort, upsertSuperuser } from '../lib/pocketbase.mjs';
import { call, seedDirectory, SIZES, SUPERUSER } from './directory-seed.mjs';

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-dir-sizes-'));
  upsertSuperuser(dataDir, SUPERUSER);
  const pb = await startOnFreePort({
    dataDir,
    env: { RAYEK_RATE_LIMITS: 'off', RAYEK_DIRECTORY_REBUILD_SECONDS: '0' },
  });
  try {
    const { sql, insert, institutions, programs, instructors, pick, newId, q, NOW, FIRST, LAST, DEPARTMENTS } =
      await seedDirectory(pb.url);
    const report = (name, res) => {
      const body = res.raw;
      console.log(
        `${name}: ${body.length} bytes raw, ${res.wire} bytes as sent (content-encoding: ${res.encoding || 'none'}), ` +
          `gzip -9 ${zlib.gzipSync(body, { level: 9 }).length}, brotli ${zlib.brotliCompressSync(body).length}`,
      );
    };
    const snapshot = await call(pb.url, 'GET', '/api/rayek/directory/snapshot');
    report(
      `snapshot (${SIZES.institutions} institutions, ${SIZES.programs} programs, ${SIZES.instructors} instructors)`,
      snapshot,
    );
    const seq = snapshot.json.seq;

    // A day's 200 changes: 150 instructors' figures, 20 renames, 10 new instructors, 10 archived, 10 programs' figures.
    const changed = instructors.slice(0, 180);
    for (const id of changed.slice(0, 150)) {
      await sql(`INSERT INTO instructor_stats (id, review_count, sum_overall_quality, created, updated)
        VALUES (${q(id)}, 1, 4, ${NOW}, ${NOW}) ON CONFLICT (id) DO UPDATE SET review_count = review_count + 1`);
    }
    for (const id of changed.slice(150, 170))
      await sql(`UPDATE instructors SET name = name || ' Jr' WHERE id = ${q(id)}`);
    for (const id of changed.slice(170, 180))
      await sql(`UPDATE instructors SET status = 'ARCHIVED' WHERE id = ${q(id)}`);
    await insert(
      'instructors',
      ['id', 'status', 'name', 'institution', 'department', 'user_agrees', 'created', 'updated'],
      Array.from({ length: 10 }, () => [
        q(newId()),
        "'ACTIVE'",
        q(`${pick(FIRST)} ${pick(LAST)}`),
        q(pick(institutions)),
        q(pick(DEPARTMENTS)),
        1,
        NOW,
        NOW,
      ]),
    );
    for (const id of programs.slice(0, 10)) {
      await sql(`INSERT INTO program_stats (id, review_count, created, updated) VALUES (${q(id)}, 1, ${NOW}, ${NOW})
        ON CONFLICT (id) DO UPDATE SET review_count = review_count + 1`);
    }
    const delta = await call(pb.url, 'GET', `/api/rayek/directory/changes?since=${seq}`);
    const entries = delta.json.seq - seq;
    report(`delta of ${entries} log entries (more: ${delta.json.more})`, delta);
    report('empty delta', await call(pb.url, 'GET', `/api/rayek/directory/changes?since=${delta.json.seq}`));
    // What one request costs the server (noisy on a shared machine: medians of 5): a snapshot built from the
    // database (RAYEK_DIRECTORY_REBUILD_SECONDS=0 here; in production at most once a minute) and the delta.
    const median = async (route) => {
      const times = [];
      for (let i = 0; i < 5; i += 1) {
        const start = performance.now();
        await call(pb.url, 'GET', route);
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[2].toFixed(0);
    };
    console.log(
      `snapshot built and sent: median ${await median('/api/rayek/directory/snapshot')} ms; ` +
        `200-entry delta: median ${await median(`/api/rayek/directory/changes?since=${seq}`)} ms`,
    );
  } finally {
    await pb.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
