// The device directory's sizes (docs/benchmarks.md, "Directory sync sizes"): a throw-away PocketBase with
// 205 institutions, 605 programs and 30,000 ACTIVE instructors (random 15-character ids as PocketBase makes them,
// the bench's names, figures on most records), then the snapshot, a delta of 200 changes and an empty delta as
// the server sends them with `Accept-Encoding: gzip` (PocketBase's gzip middleware), and for comparison the same
// bodies under gzip -9 and brotli (what Caddy's encoder or a precompressed file would send).
// Run: node scripts/bench/directory-sizes.mjs
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { startOnFreePort, upsertSuperuser } from '../lib/pocketbase.mjs';

const { FIRST, LAST } = createRequire(import.meta.url)('./bench_generate.js');
const SIZES = { institutions: 205, programs: 605, instructors: 30_000 };
const SUPERUSER = { email: 'sizes@bench.local', password: 'sizes-superuser-1' };
const DEPARTMENTS = ['Informatique', 'Mathématiques', 'Physique', 'Chimie', 'Génie civil', 'Génie électrique',
  'Génie mécanique', 'Économie', 'Gestion', 'Droit public', 'Droit privé', 'Langue et littérature arabes',
  'Langue et littérature françaises', 'Anglais', 'Sciences biologiques', 'Médecine', 'Pharmacie', 'Architecture'];
const DISCIPLINES = [['Informatique', 'الإعلامية'], ['Mathématiques', 'الرياضيات'], ['Physique', 'الفيزياء'],
  ['Génie civil', 'الهندسة المدنية'], ['Gestion', 'التصرف'], ['Droit', 'القانون'], ['Médecine', 'الطب'],
  ['Économie', 'الاقتصاد'], ['Anglais', 'الإنقليزية'], ['Biologie', 'البيولوجيا']];

let state = 0x9e3779b9;
const random = () => ((state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
const pick = (list) => list[Math.floor(random() * list.length)];
const newId = () => Array.from({ length: 15 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(random() * 36)]).join('');
const q = (s) => `'${String(s).replace(/'/g, "''")}'`;
const NOW = "'2026-11-28 00:00:00.000Z'";

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-dir-sizes-'));
  upsertSuperuser(dataDir, SUPERUSER);
  const pb = await startOnFreePort({ dataDir, env: { RAYEK_RATE_LIMITS: 'off', RAYEK_DIRECTORY_REBUILD_SECONDS: '0' } });
  try {
    const token = (await call(pb.url, 'POST', '/api/collections/_superusers/auth-with-password',
      { identity: SUPERUSER.email, password: SUPERUSER.password })).json.token;
    const sql = (query) => call(pb.url, 'POST', '/api/sql', { query }, token);
    const insert = async (table, columns, rows) => {
      // PocketBase's SQL route takes at most 5,000 bytes a query.
      const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
      let values = [];
      for (const row of rows) {
        const value = `(${row.join(',')})`;
        if (Buffer.byteLength(head + values.join(',') + value) > 4900) {
          await sql(head + values.join(','));
          values = [];
        }
        values.push(value);
      }
      if (values.length) await sql(head + values.join(','));
    };
    const figures = (table, ids, sumColumn) => insert(table, ['id', 'review_count', sumColumn, 'created', 'updated'],
      ids.filter(() => random() < 0.7).map((id) => {
        const n = 1 + Math.floor(random() * 60);
        return [q(id), n, Math.round(n * (1 + random() * 4)), NOW, NOW];
      }));

    const institutions = Array.from({ length: SIZES.institutions }, newId);
    await insert('institutions', ['id', 'name', 'name_ar', 'aliases', 'country', 'governorate', 'sector', 'created', 'updated'],
      institutions.map((id, i) => [q(id), q(`Institut supérieur des études ${pick(DEPARTMENTS)} de ${pick(LAST)} ${i}`),
        q(`المعهد العالي للدراسات ${i}`), q(JSON.stringify([`ISE${i}`])), "'TUNISIA'", "'Tunis'", "'PUBLIC'", NOW, NOW]));
    const programs = Array.from({ length: SIZES.programs }, newId);
    await insert('programs', ['id', 'institution', 'type_of_education', 'mode_of_organization', 'degree', 'field',
      'discipline_major', 'discipline_major_ar', 'specialization_pathway', 'created', 'updated'],
    programs.map((id) => {
      const [fr, ar] = pick(DISCIPLINES);
      return [q(id), q(pick(institutions)), "'INITIAL'", "'IN_PERSON'", "'Licence'", "'Sciences'", q(fr), q(ar),
        q(random() < 0.5 ? `${pick(DEPARTMENTS)} appliquée` : ''), NOW, NOW];
    }));
    const instructors = Array.from({ length: SIZES.instructors }, newId);
    await insert('instructors', ['id', 'status', 'name', 'institution', 'department', 'user_agrees', 'created', 'updated'],
      instructors.map((id) => [q(id), "'ACTIVE'", q(`${pick(FIRST)} ${pick(LAST)}`), q(pick(institutions)),
        q(pick(DEPARTMENTS)), 1, NOW, NOW]));
    await figures('institution_stats', institutions, 'sum_reputation');
    await figures('program_stats', programs, 'sum_reputation');
    await figures('instructor_stats', instructors, 'sum_overall_quality');

    const report = (name, res) => {
      const body = res.raw;
      console.log(`${name}: ${body.length} bytes raw, ${res.wire} bytes as sent (content-encoding: ${res.encoding || 'none'}), ` +
        `gzip -9 ${zlib.gzipSync(body, { level: 9 }).length}, brotli ${zlib.brotliCompressSync(body).length}`);
    };
    const snapshot = await call(pb.url, 'GET', '/api/rayek/directory/snapshot');
    report(`snapshot (${SIZES.institutions} institutions, ${SIZES.programs} programs, ${SIZES.instructors} instructors)`, snapshot);
    const seq = snapshot.json.seq;

    // A day's 200 changes: 150 instructors' figures, 20 renames, 10 new instructors, 10 archived, 10 programs' figures.
    const changed = instructors.slice(0, 180);
    for (const id of changed.slice(0, 150)) {
      await sql(`INSERT INTO instructor_stats (id, review_count, sum_overall_quality, created, updated)
        VALUES (${q(id)}, 1, 4, ${NOW}, ${NOW}) ON CONFLICT (id) DO UPDATE SET review_count = review_count + 1`);
    }
    for (const id of changed.slice(150, 170)) await sql(`UPDATE instructors SET name = name || ' Jr' WHERE id = ${q(id)}`);
    for (const id of changed.slice(170, 180)) await sql(`UPDATE instructors SET status = 'ARCHIVED' WHERE id = ${q(id)}`);
    await insert('instructors', ['id', 'status', 'name', 'institution', 'department', 'user_agrees', 'created', 'updated'],
      Array.from({ length: 10 }, () => [q(newId()), "'ACTIVE'", q(`${pick(FIRST)} ${pick(LAST)}`), q(pick(institutions)),
        q(pick(DEPARTMENTS)), 1, NOW, NOW]));
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
    console.log(`snapshot built and sent: median ${await median('/api/rayek/directory/snapshot')} ms; ` +
      `200-entry delta: median ${await median(`/api/rayek/directory/changes?since=${seq}`)} ms`);
  } finally {
    await pb.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A request as a browser sends it (gzip accepted); the body's size on the wire and unpacked. */
function call(base, method, route, body, token) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(`${base}${route}`, {
      method,
      headers: { 'Accept-Encoding': 'gzip', ...(payload ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: token } : {}) },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const raw = encoding === 'gzip' ? zlib.gunzipSync(wire) : wire;
        if (res.statusCode !== 200) return reject(new Error(`${method} ${route}: ${res.statusCode} ${raw.toString().slice(0, 300)}`));
        resolve({ raw, wire: wire.length, encoding, json: JSON.parse(raw.toString()) });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

await main();
