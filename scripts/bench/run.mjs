#!/usr/bin/env node
// `npm run bench`: the read-model and create benchmark.
// Seeds a throw-away PocketBase (300 institutions, 3,000 programs, 30,000 instructors, 1,000,000 ACTIVE
// ratings by default; BENCH_SCALE=0.1 for a quick run), rebuilds the read models with the project's own
// rebuild, then loads each endpoint in two phases next to a plain list of a bare collection measured in the same
// run, and prints Markdown tables for docs/benchmarks.md:
// - saturating: autocannon, 50 connections on loopback, each sending its next request as soon as the last one
//   is answered: the maximum throughput (its latencies are 50 / throughput by Little's law, whatever the code);
// - fixed rate: 1,000 requests/s for reads and 500/s for creates, started on a schedule over at most 50
//   connections (paced.mjs): the latency a student sees at the rate the targets name.
// BENCH_ONLY=floor,search,search-new,detail,detail-new,detail-collection,ratings,create limits the endpoints (the
// baseline always runs; floor is a hook route answering a constant; the search engine's query kinds, none from the cache: search-acronym, search-arabic,
// search-typo, search-two-words, search-letter, search-programs, search-all; the ratings lists' sorts and filters: order-newest, order-helpful, order-highest,
// order-lowest, order-lowest-p3, order-instructor-before, order-course, order-course-helpful, order-program-before,
// order-enrolment; the device's directory: directory-snapshot, directory-changes, a delta of the last 200 changes);
// BENCH_WARMUP=s runs each endpoint s seconds, uncounted, before its saturating run;
// BENCH_DATA=dir keeps the seeded data directory there and reuses it on the next run (quick iterations);
// BENCH_NGINX=1 starts nginx with deploy/nginx-rayek.conf (one worker) in front of the same PocketBase and adds
// a row "through the nginx cache" after each of the detail-collection, ratings and search rows: the same requests,
// answered by the cache after their first ask (scripts/proxy/nginx.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { hooksDir } from '../lib/paths.mjs';
import { freePort } from '../lib/free-port.mjs';
import {
  BENCH_SUPERUSER,
  benchId,
  benchSizes,
  benchUserTokens,
  prepareBenchDirs,
  requestJson,
  seedBench,
} from '../lib/bench-data.mjs';
import { startPocketBase, upsertSuperuser } from '../lib/pocketbase.mjs';
import { paced } from './paced.mjs';
import { ratingOrderScenarios } from './rating-order-scenarios.mjs';
import { startNginx } from '../proxy/nginx.mjs';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const readRate = Number(process.env.BENCH_READ_RATE ?? 1000);
const createRate = Number(process.env.BENCH_CREATE_RATE ?? 500);
const warmup = Number(process.env.BENCH_WARMUP ?? 0);
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : null;
// BENCH_HOOKS=dir measures another version of pocketbase/pb_hooks (an A/B in the same conditions).
const projectHooks = process.env.BENCH_HOOKS ? path.resolve(process.env.BENCH_HOOKS) : hooksDir;
const keptData = process.env.BENCH_DATA ? path.resolve(process.env.BENCH_DATA) : null;
const withCache = process.env.BENCH_NGINX === '1';
const CACHED_ROWS = ['detail-collection', 'ratings', 'search', 'directory-snapshot', 'directory-changes'];
const sizes = benchSizes(scale);
const loadBefore = os
  .loadavg()
  .map((x) => x.toFixed(2))
  .join(' / ');
const { instructorName } = createRequire(import.meta.url)('./bench_generate.js');
const superuser = BENCH_SUPERUSER;

const { work, hooks, publicDir } = prepareBenchDirs('rayek-bench-', projectHooks);
const dataDir = keptData ?? path.join(work, 'data');
const seededMark = path.join(dataDir, 'bench-seeded.json');

const { pb, token } = await startServer();
/** @type {{ stop: () => Promise<void> } | null} nginx in front (BENCH_NGINX=1) */
let cacheProxy = null;
try {
  await measureAll();
} finally {
  await cacheProxy?.stop();
  await pb.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

async function startServer() {
  upsertSuperuser(dataDir, superuser, publicDir);
  const server = await startPocketBase({
    port: await freePort(),
    dataDir,
    publicDir,
    hooksDirOverride: hooks,
    env: { RAYEK_RATE_LIMITS: 'off' },
  });
  const auth = await json(
    server.url,
    'POST',
    '/api/collections/_superusers/auth-with-password',
    {
      identity: superuser.email,
      password: superuser.password,
    },
    null,
  );
  return { pb: server, token: auth.token };
}

function json(base, method, route, body, authToken = token) {
  return requestJson(base, method, route, body, authToken);
}

async function measureAll() {
  const url = pb.url;
  if (!fs.existsSync(seededMark) || fs.readFileSync(seededMark, 'utf8') !== JSON.stringify(sizes)) await seed(url);
  else console.error(`Reusing the seeded data in ${dataDir}`);

  const raters = await benchUserTokens(url, token, 200, sizes.users);
  // What students type: a first name, a family name, part of one, a full name.
  const names = ['Amira', 'Trabelsi', 'ben sal', 'Karim K. Jaz', 'gharbi', 'Nour B'];
  const instructorIds = Array.from({ length: 64 }, (_, k) => benchId('bt', (k * 467) % sizes.instructors));
  const institutionIds = Array.from({ length: 32 }, (_, k) => benchId('bi', (k * 7) % sizes.institutions));
  const programIds = Array.from({ length: 32 }, (_, k) => benchId('bp', (k * 97) % sizes.programs));
  // Unique per run and per request, so a kept data directory never sees a client id twice.
  const runTag = Date.now().toString(36).slice(-6);
  // Names asked so far, and where this run starts in the list (7919 is prime to 30,000: no name comes twice
  // before all have come, across both phases; a run on a kept data directory starts elsewhere).
  let asked = 0;
  let detailAsked = 0;
  const runOffset = Date.now() % sizes.instructors;
  let createCounter = 0;

  const scenarios = [
    [
      'baseline',
      'plain list of a bare collection (baseline)',
      readRate,
      () => ({ path: '/api/collections/bench_bare/records?perPage=20&skipTotal=1' }),
    ],
    // The fixed cost of a JS route (bench_seed.pb.js: a hook answering a constant): the ceiling of every search row.
    ['floor', 'hook route answering a constant (goja floor)', readRate, () => ({ path: '/api/bench/constant' })],
    // The client's online name search: the trigram-indexed route, not `name ~ q` on the view (a scan). Students
    // type the same names again and again: answers come from the search's cache after the first time.
    [
      'search',
      'instructor search by name',
      readRate,
      (n) => ({
        path: `/api/rayek/instructors/search?perPage=20&q=${encodeURIComponent(names[n % names.length])}`,
      }),
    ],
    // The same search with a name never asked before in the run (a seeded instructor's full name, 30,000 of
    // them): every answer is computed, none comes from the cache.
    [
      'search-new',
      'instructor search, every name new (no cache)',
      readRate,
      () => ({
        path: `/api/rayek/instructors/search?perPage=20&q=${encodeURIComponent(instructorName(((asked++ + runOffset) * 7919) % sizes.instructors))}`,
      }),
    ],
    // The search engine's query kinds (searchKinds below), each answer computed: a text and a page never asked
    // before in the run.
    ...searchKinds(sizes, readRate),
    // The instructor page's figures: the read model's row through its cached route, as the app reads it, for
    // 64 instructors (students look at some instructors far more than others).
    [
      'detail',
      'instructor detail read model',
      readRate,
      (n) => ({
        path: `/api/rayek/instructors/${instructorIds[n % instructorIds.length]}/averages`,
      }),
    ],
    // The same route for an instructor not asked before on every request (a stride through all 30,000; the
    // route's cache holds 5,000, so an id is gone from it long before it comes again): every answer is computed.
    [
      'detail-new',
      'instructor detail, every instructor new (no cache)',
      readRate,
      () => ({
        path: `/api/rayek/instructors/${benchId('bt', ((detailAsked++ + runOffset) * 7919) % sizes.instructors)}/averages`,
      }),
    ],
    // The same row through PocketBase's record API (what the app read before the route; the yardstick for it).
    [
      'detail-collection',
      'instructor detail, PocketBase record API',
      readRate,
      (n) => ({
        path: `/api/collections/instructor_ratings_average/records/${instructorIds[n % instructorIds.length]}`,
      }),
    ],
    [
      'ratings',
      "an institution's ratings page",
      readRate,
      (n) => ({
        path: `/api/collections/institution_ratings/records?perPage=5&skipTotal=1&sort=-created&filter=${encodeURIComponent(`institution='${institutionIds[n % institutionIds.length]}' && status='ACTIVE'`)}`,
      }),
    ],
    ...ratingOrderScenarios({ institutionIds, instructorIds, programIds, readRate }),
    // The device's directory as a phone asks for it (gzip): the whole snapshot (built at most once a minute and
    // kept in memory), and a delta of the log's last 200 entries (every device asks the same `since` until the
    // next change, which is what a shared cache serves).
    ...(await directoryScenarios(url, readRate)),
    [
      'create',
      'rating create (rules + hooks)',
      createRate,
      (n) => {
        createCounter += 1;
        return {
          method: 'POST',
          path: '/api/collections/instructor_ratings/records',
          headers: { 'content-type': 'application/json', authorization: raters[n % raters.length] },
          body: JSON.stringify(newRating(runTag, createCounter, instructorIds[n % instructorIds.length])),
        };
      },
    ],
  ].filter(([key]) => key === 'baseline' || !only || only.includes(key));
  if (withCache) {
    const port = await freePort();
    cacheProxy = await startNginx({
      dir: path.join(work, 'nginx'),
      port,
      upstream: new URL(url).host,
      healthUrl: `http://127.0.0.1:${port}/api/health`,
    });
    for (let i = scenarios.length - 1; i >= 0; i--) {
      const [key, name, rate, make] = scenarios[i];
      if (CACHED_ROWS.includes(key))
        scenarios.splice(i + 1, 0, [
          `${key}-cached`,
          `${name}, through the nginx cache`,
          rate,
          make,
          `http://127.0.0.1:${port}`,
        ]);
    }
  }

  const saturating = [];
  const fixed = [];
  let createAnswered = 0;
  for (const [key, name, , make, through = url] of scenarios) {
    // BENCH_WARMUP=s: a saturating run of s seconds first, not counted, so that the measured one starts with
    // what the server keeps in memory (a search's words, the order of records) already read: on a loaded machine
    // a cold 5 s run is mostly the first reads.
    if (warmup > 0) await load(through, make, warmup);
    const r = await load(through, make);
    saturating.push({ key, name, ...r });
    if (key === 'create') createAnswered += r.ok;
    console.error(`  saturating ${name}: p50 ${r.p50} ms, p95 ${r.p95} ms, ${r.rps} req/s, errors ${r.errors}`);
  }
  // BENCH_FIXED=0 leaves the fixed-rate phase out (quick A/B runs of throughput alone).
  for (const [key, name, rate, make, through = url] of process.env.BENCH_FIXED === '0' ? [] : scenarios) {
    const r = summarise(await paced(through, { rate, seconds, connections, make }));
    fixed.push({ key, name, rate, ...r });
    if (key === 'create') createAnswered += r.ok;
    console.error(`  at ${rate}/s ${name}: p50 ${r.p50} ms, p95 ${r.p95} ms, ${r.rps} req/s, errors ${r.errors}`);
  }
  const created = await json(
    url,
    'GET',
    `/api/collections/instructor_ratings/records?perPage=1&filter=${encodeURIComponent(`course~'Bench create ${runTag} '`)}`,
  );
  console.log(report(saturating, fixed, created.totalItems, createAnswered));
}

async function directoryScenarios(url, rate) {
  if (only && !only.some((key) => key.startsWith('directory-'))) return [];
  const gzip = { 'accept-encoding': 'gzip' };
  // The snapshot says which log position it is current to: the delta row asks for the 200 entries before it.
  const { seq } = await json(url, 'GET', '/api/rayek/directory/snapshot', null, null);
  return [
    [
      'directory-snapshot',
      'directory snapshot (gzip)',
      rate,
      () => ({ path: '/api/rayek/directory/snapshot', headers: gzip }),
    ],
    [
      'directory-changes',
      'directory delta, the last 200 changes (gzip)',
      rate,
      () => ({ path: `/api/rayek/directory/changes?since=${Math.max(0, seq - 200)}`, headers: gzip }),
    ],
  ];
}

async function seed(url) {
  await seedBench({ url, token, sizes, dataDir, hooks });

  // The yardstick: a plain PocketBase list of a bare, public collection, same server, same run.
  await json(url, 'POST', '/api/collections', {
    name: 'bench_bare',
    type: 'base',
    listRule: '',
    viewRule: '',
    fields: [{ name: 'title', type: 'text' }],
  });
  for (let i = 0; i < 20; i++) await json(url, 'POST', '/api/collections/bench_bare/records', { title: `row ${i}` });
  fs.writeFileSync(seededMark, JSON.stringify(sizes));
}

/**
 * Uncached searches of each kind of query: request n asks text n % texts.length on page
 * floor(n / texts.length) % 100 + 1, so no answer is asked twice before every text has been asked on 100 pages
 * (the engine orders every match whatever the page: a later page costs what the first does).
 */
function searchKinds(sizes, rate) {
  const { FIRST, LAST } = createRequire(import.meta.url)('./bench_generate.js');
  const arabicFirst = ['محمد', 'أميرة', 'سامي', 'إيناس', 'يوسف', 'سلمى', 'كريم', 'ريم', 'هشام', 'نور'];
  const arabicLast = [
    'الطرابلسي',
    'الغربي',
    'الجزيري',
    'الحمامي',
    'المنصوري',
    'بن علي',
    'ساسي',
    'البوعزيزي',
    'الزواري',
    'الجبالي',
  ];
  const typo = (w) => (w.length > 5 ? w.slice(0, 3) + w.slice(4) : `${w}e`);
  const texts = {
    // A family name and the institution's acronym ("Bench Institution 17" → bi): every instructor has it.
    'search-acronym': LAST.map((last) => `${last} bi`),
    'search-arabic': arabicFirst.flatMap((a) => arabicLast.map((b) => `${a} ${b}`)),
    // A full name with one letter of the family name dropped (or one added to a short one).
    'search-typo': Array.from({ length: 2000 }, (_, i) => {
      const [first, initial, ...last] = instructorName((i * 7919) % sizes.instructors).split(' ');
      return `${first} ${initial} ${typo(last.join(' '))}`;
    }),
    'search-two-words': FIRST.flatMap((first) => LAST.slice(0, 20).map((last) => `${last} ${first}`)),
    'search-letter': 'abcdefghijklmnopqrstuvwxyz'.split(''),
  };
  // Counted across both phases (the fixed-rate phase must not ask again what the saturating one did).
  const scenarios = Object.entries(texts).map(([key, list]) => {
    let n = 0;
    return [
      key,
      `instructor search, ${key.slice(7).replace('-', ' ')} (no cache)`,
      rate,
      () => {
        const k = n++;
        return {
          path: `/api/rayek/instructors/search?perPage=20&page=${(Math.floor(k / list.length) % 100) + 1}&q=${encodeURIComponent(list[k % list.length])}`,
        };
      },
    ];
  });
  const words = ['informatique', 'genie', 'licence', 'bench discipline 7', 'pathway 12', 'b', 'gestion', 'droit'];
  scenarios.push([
    'search-programs',
    'program search (never cached)',
    rate,
    (n) => ({
      path: `/api/rayek/programs/search?perPage=20&q=${encodeURIComponent(words[n % words.length])}`,
    }),
  ]);
  // A first name begun (2–4 letters) and a family name: 7,500 texts, none asked twice before all were.
  let all = 0;
  scenarios.push([
    'search-all',
    'unified search, new two-word texts (instructors uncached)',
    rate,
    () => {
      const n = all++;
      const first = FIRST[n % FIRST.length].slice(0, 2 + (Math.floor(n / 2500) % 3));
      return {
        path: `/api/rayek/search?perKind=5&q=${encodeURIComponent(`${first} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`)}`,
      };
    },
  ]);
  return scenarios;
}

function newRating(runTag, n, instructor) {
  return {
    id: `c${runTag}${n.toString(36).padStart(8, '0')}`,
    instructor,
    course: `Bench create ${runTag} ${n}`,
    course_is_online: false,
    overall_quality: (n % 5) + 1,
    difficulty: ((n + 2) % 5) + 1,
    would_take_again: n % 2 === 0,
    instructor_used_textbooks: true,
    attendance_mandatory: false,
    grade_status: 'RATHER_NOT_SAY',
    grade: '',
    tags: ['CARING'],
    review: 'A synthetic review written by the benchmark.',
  };
}

/** Median and tail of exact per-request latencies (not autocannon's histogram buckets). */
function summarise({ times, ok, errors, elapsed }) {
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN;
  return { p50: pct(50).toFixed(1), p95: pct(95).toFixed(1), rps: Math.round(times.length / elapsed), errors, ok };
}

/** One saturating autocannon run: each connection sends its next request as soon as it has an answer. */
function load(url, make, duration = seconds) {
  return new Promise((resolve, reject) => {
    const times = [];
    let n = 0;
    let errors = 0;
    let ok = 0;
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        requests: [{ setupRequest: (req) => ({ ...req, ...make(n++) }) }],
      },
      (err, result) => {
        if (err) return reject(err);
        resolve(summarise({ times, ok, errors: errors + result.errors + result.timeouts, elapsed: duration }));
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status >= 400) errors += 1;
      else ok += 1;
    });
  });
}

function table(rows, baseline, extra) {
  return [
    `| endpoint |${extra ? ' offered /s |' : ''} p50 ms | p95 ms | req/s | errors | p95 / baseline | req/s / baseline |`,
    `| --- |${extra ? ' ---: |' : ''} ---: | ---: | ---: | ---: | ---: | ---: |`,
    ...rows.map(
      (r) =>
        `| ${r.name} |${extra ? ` ${r.rate} |` : ''} ${r.p50} | ${r.p95} | ${r.rps} | ${r.errors} | ` +
        `${(r.p95 / baseline.p95).toFixed(2)} | ${(r.rps / baseline.rps).toFixed(2)} |`,
    ),
  ];
}

function report(saturating, fixed, created, answered) {
  const lines = [
    `Command: \`BENCH_SCALE=${scale} BENCH_SECONDS=${seconds}${warmup ? ` BENCH_WARMUP=${warmup}` : ''}${only ? ` BENCH_ONLY=${only.join(',')}` : ''}${withCache ? ' BENCH_NGINX=1' : ''} npm run bench\` — ${connections} connections, ` +
      `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ` +
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average before the run ${loadBefore}.`,
    `Data: ${sizes.institutions} institutions, ${sizes.programs} programs, ${sizes.instructors} instructors, ` +
      `${sizes.instructorRatings + sizes.institutionRatings + sizes.programRatings} ACTIVE ratings.`,
    '',
    `Saturating (autocannon, ${connections} connections, ${seconds} s each): maximum throughput.`,
    '',
    ...table(saturating, saturating[0], false),
    '',
    `Fixed rate (${readRate} reads/s, ${createRate} creates/s, at most ${connections} connections, ${seconds} s each; ` +
      'latency from the moment each request was due): the latency targets.',
    '',
    ...(fixed.length > 0 ? table(fixed, fixed[0], true) : ['(left out: BENCH_FIXED=0)']),
    '',
    // Requests still in flight when autocannon stops are stored without being counted as answered.
    `Creates (both phases): ${answered} successful answers, ${created} records stored (any surplus: requests in ` +
      'flight when a saturating run stopped).',
  ];
  return lines.join('\n');
}
