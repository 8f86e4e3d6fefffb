// The bench's directory (docs/benchmarks.md, "Directory sync"): 205 institutions, 605 programs and 30,000 ACTIVE
// instructors written into a throw-away PocketBase through its SQL route (random 15-character ids as PocketBase
// makes them, the bench's names, figures on most records). Used by directory-sizes.mjs (what the server sends) and
// directory-sync-device.mjs (what the first sync costs a phone).
import http from 'node:http';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const { FIRST, LAST } = createRequire(import.meta.url)('./bench_generate.js');
export const SIZES = { institutions: 205, programs: 605, instructors: 30_000 };
export const SUPERUSER = { email: 'sizes@bench.local', password: 'sizes-superuser-1' };
const DEPARTMENTS = [
  'Informatique',
  'Mathématiques',
  'Physique',
  'Chimie',
  'Génie civil',
  'Génie électrique',
  'Génie mécanique',
  'Économie',
  'Gestion',
  'Droit public',
  'Droit privé',
  'Langue et littérature arabes',
  'Langue et littérature françaises',
  'Anglais',
  'Sciences biologiques',
  'Médecine',
  'Pharmacie',
  'Architecture',
];
const DISCIPLINES = [
  ['Informatique', 'الإعلامية'],
  ['Mathématiques', 'الرياضيات'],
  ['Physique', 'الفيزياء'],
  ['Génie civil', 'الهندسة المدنية'],
  ['Gestion', 'التصرف'],
  ['Droit', 'القانون'],
  ['Médecine', 'الطب'],
  ['Économie', 'الاقتصاد'],
  ['Anglais', 'الإنقليزية'],
  ['Biologie', 'البيولوجيا'],
];

let state = 0x9e3779b9;
const random = () => (state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
const pick = (list) => list[Math.floor(random() * list.length)];
const newId = () =>
  Array.from({ length: 15 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(random() * 36)]).join('');
const q = (s) => `'${String(s).replace(/'/g, "''")}'`;
const NOW = "'2026-11-28 00:00:00.000Z'";

/**
 * Seeds the directory into the PocketBase at `base` (started with the superuser SUPERUSER). `onReference`: the
 * reference migration's institutions and programs (205 and 605) stand as they are and only the instructors and
 * figures are added; else SIZES' institutions and programs are added beside them.
 * @returns the ids written, the superuser's SQL route and helpers to make more records.
 */
export async function seedDirectory(base, { onReference = false } = {}) {
  const token = (
    await call(base, 'POST', '/api/collections/_superusers/auth-with-password', {
      identity: SUPERUSER.email,
      password: SUPERUSER.password,
    })
  ).json.token;
  const sql = (query) => call(base, 'POST', '/api/sql', { query }, token);
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
  const figures = (table, ids, sumColumn) =>
    insert(
      table,
      ['id', 'review_count', sumColumn, 'created', 'updated'],
      ids
        .filter(() => random() < 0.7)
        .map((id) => {
          const n = 1 + Math.floor(random() * 60);
          return [q(id), n, Math.round(n * (1 + random() * 4)), NOW, NOW];
        }),
    );

  const ids = async (table) => (await sql(`SELECT id FROM ${table} ORDER BY id`)).json.rows.map(([id]) => id);
  const institutions = onReference ? await ids('institutions') : Array.from({ length: SIZES.institutions }, newId);
  if (!onReference)
    await insert(
      'institutions',
      ['id', 'name', 'name_ar', 'aliases', 'country', 'governorate', 'sector', 'created', 'updated'],
      institutions.map((id, i) => [
        q(id),
        q(`Institut supérieur des études ${pick(DEPARTMENTS)} de ${pick(LAST)} ${i}`),
        q(`المعهد العالي للدراسات ${i}`),
        q(JSON.stringify([`ISE${i}`])),
        "'TUNISIA'",
        "'Tunis'",
        "'PUBLIC'",
        NOW,
        NOW,
      ]),
    );
  const programs = onReference ? await ids('programs') : Array.from({ length: SIZES.programs }, newId);
  if (!onReference)
    await insert(
      'programs',
      [
        'id',
        'institution',
        'type_of_education',
        'mode_of_organization',
        'degree',
        'field',
        'discipline_major',
        'discipline_major_ar',
        'specialization_pathway',
        'created',
        'updated',
      ],
      programs.map((id) => {
        const [fr, ar] = pick(DISCIPLINES);
        return [
          q(id),
          q(pick(institutions)),
          "'INITIAL'",
          "'IN_PERSON'",
          "'Licence'",
          "'Sciences'",
          q(fr),
          q(ar),
          q(random() < 0.5 ? `${pick(DEPARTMENTS)} appliquée` : ''),
          NOW,
          NOW,
        ];
      }),
    );
  const instructors = Array.from({ length: SIZES.instructors }, newId);
  await insert(
    'instructors',
    ['id', 'status', 'name', 'institution', 'department', 'user_agrees', 'created', 'updated'],
    instructors.map((id) => [
      q(id),
      "'ACTIVE'",
      q(`${pick(FIRST)} ${pick(LAST)}`),
      q(pick(institutions)),
      q(pick(DEPARTMENTS)),
      1,
      NOW,
      NOW,
    ]),
  );
  await figures('institution_stats', institutions, 'sum_reputation');
  await figures('program_stats', programs, 'sum_reputation');
  await figures('instructor_stats', instructors, 'sum_overall_quality');

  return { sql, insert, institutions, programs, instructors, pick, newId, q, NOW, FIRST, LAST, DEPARTMENTS };
}

/** A request as a browser sends it (gzip accepted); the body's size on the wire and unpacked. */
export function call(base, method, route, body, token) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      `${base}${route}`,
      {
        method,
        headers: {
          'Accept-Encoding': 'gzip',
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: token } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const raw = encoding === 'gzip' ? zlib.gunzipSync(wire) : wire;
          if (res.statusCode !== 200)
            return reject(new Error(`${method} ${route}: ${res.statusCode} ${raw.toString().slice(0, 300)}`));
          resolve({ raw, wire: wire.length, encoding, json: JSON.parse(raw.toString()) });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
