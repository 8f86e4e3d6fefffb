#!/usr/bin/env node
// Searches and lists over the device's whole directory in Chromium with its CPU slowed down 4× (DevTools'
// "4× slowdown", a mid-range phone): a directory of 205 institutions, 605 programs and 30,000 instructors (the
// reference institutions and programs and synthetic instructors of search-corpus.mjs, with figures, the sizes of
// directory-sizes.mjs), handed to the app's directory holder as the sync hands it (decodeSnapshot, then
// setCurrentDirectory), the index built in slices (lib/mirror/directory-index.ts: total time, and the tasks of
// 50 ms or more meanwhile, from the Long Tasks API, what Total Blocking Time counts), then each query timed as the app asks
// it (askDirectory: the search, the order, the filters). The page loads the app's own modules built by Vite with
// the app's aliases and contract plugin (scripts/bench/directory-search.html).
//   node scripts/bench/directory-search.mjs [--instructors=30000] [--runs=3]
// Figures: docs/benchmarks.md, "Searches over the device's directory".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { referenceInstitutions, referencePrograms, syntheticInstructors } from './search-corpus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const count = arg('instructors', 30_000);
const runs = arg('runs', 3);

/** A seeded generator, so every run measures the same directory and queries. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
}
const next = random(11);
const pick = (list) => list[Math.floor(next() * list.length)];
const figures = () => {
  if (next() < 0.3) return [0, 0];
  const reviews = 1 + Math.floor(next() * 60);
  return [Math.round((1 + next() * 4) * 10) / 10, reviews];
};
const newId = () =>
  Array.from({ length: 15 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(next() * 36)]).join('');

/** The snapshot the server would send (contract/directory-sync.js): institutions by index in the others' rows. */
function snapshot() {
  const corpus = referenceInstitutions();
  const index = new Map(corpus.map((inst, i) => [inst.name, i]));
  const institutions = corpus.map((inst) => [
    newId(),
    inst.name,
    inst.name_ar,
    inst.aliases,
    inst.governorate,
    'PUBLIC',
    ...figures(),
  ]);
  const programs = referencePrograms(corpus).map((p) => [
    newId(),
    index.get(p.institution_name),
    p.discipline_major,
    p.specialization_pathway,
    p.discipline_major_ar ?? '',
    p.specialization_pathway_ar ?? '',
    p.degree,
    'IN_PERSON',
    ...figures(),
  ]);
  const instructors = syntheticInstructors(count, { seed: 2027, institutions: corpus }).map((r) => [
    newId(),
    index.get(r.institution_name) ?? 0,
    r.name,
    r.department,
    ...figures(),
  ]);
  return { format: 1, seq: 1, institutions, programs, instructors };
}

const directory = snapshot();
const names = directory.instructors.map((row) => row[2]);
const latin = names.filter((n) => !/[\u0600-\u06ff]/.test(n));
const fixture = JSON.parse(
  fs.readFileSync(path.join(root, 'tests', 'fixtures', 'search-queries.json'), 'utf8'),
).queries;
const KIND = { institution: 'institutions', program: 'programs', instructor: 'instructors' };
const someInstitution = () => pick(directory.institutions)[0];
const sets = {
  'real-world set (3 kinds)': fixture.map((q) => ({ kind: KIND[q.kind], text: q.query })),
  'every keystroke of 30 names': Array.from({ length: 30 }, () => pick(latin).toLowerCase()).flatMap((name) =>
    Array.from({ length: name.length }, (_, i) => name.slice(0, i + 1))
      .filter((t) => t.trim() !== '')
      .map((text) => ({ kind: 'instructors', text })),
  ),
  'single letters': 'abcdefghijklmnopqrstuvwxyz'.split('').map((text) => ({ kind: 'instructors', text })),
  'full names, within an institution': Array.from({ length: 60 }, () => ({
    kind: 'instructors',
    text: pick(names),
    institution: someInstitution(),
  })),
  'a name sorted by most reviewed': Array.from({ length: 60 }, () => ({
    kind: 'instructors',
    text: pick(latin).split(' ')[0],
    sort: 'reviews',
  })),
  'ranked lists (no text: 3 sorts, an institution, a degree)': ['best', 'reviews', 'name'].flatMap((sort) => [
    { kind: 'instructors', text: '', sort },
    { kind: 'instructors', text: '', sort, institution: someInstitution() },
    { kind: 'programs', text: '', sort },
    { kind: 'programs', text: '', sort, degree: 'L' },
  ]),
};

/** In the page: the directory handed over, the index built in slices, the long tasks meanwhile; then the queries. */
async function measure({ snapshot, sets, runs }) {
  const { decodeSnapshot, setCurrentDirectory, askDirectory, directoryAnswers, runInSlices } =
    globalThis.directoryBench;
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const median = (values) => sorted(values)[Math.floor((values.length - 1) / 2)];
  const longTasks = async (work) => {
    const long = [];
    const observer = new PerformanceObserver((list) => long.push(...list.getEntries().map((e) => e.duration)));
    observer.observe({ type: 'longtask' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const start = performance.now();
    await work();
    const total = performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    return { total, longTasks: long.length, longest: long.length ? Math.max(...long) : 0 };
  };
  // The control: the same slices over steps of a few microseconds each, for as long as the first build took.
  // On a quiet machine it has no long task; what it has is the machine's (other processes holding the cores),
  // not the build's.
  function* trivial(ms) {
    const end = performance.now() + ms;
    while (performance.now() < end) {
      let x = 0;
      for (let i = 0; i < 500; i++) x += i;
      if (x < 0) return;
      yield;
    }
  }
  const builds = [];
  for (let r = 0; r < runs; r++) {
    setCurrentDirectory(null);
    const t0 = performance.now();
    const decoded = decodeSnapshot(snapshot);
    const decode = performance.now() - t0;
    const measured = await longTasks(async () => {
      setCurrentDirectory(decoded);
      await directoryAnswers();
    });
    builds.push({ decode, ...measured });
  }
  const control = await longTasks(() => runInSlices(trivial(builds[0].total)));
  const out = [];
  for (const [name, queries] of Object.entries(sets)) {
    const perQuery = [];
    for (const query of queries) {
      const times = [];
      for (let r = 0; r < runs; r++) {
        const t = performance.now();
        await askDirectory(query);
        times.push(performance.now() - t);
      }
      perQuery.push(median(times));
    }
    const s = sorted(perQuery);
    out.push({
      name,
      n: queries.length,
      median: median(perQuery),
      p95: s[Math.min(s.length - 1, Math.floor(0.95 * s.length))],
      max: s[s.length - 1],
    });
  }
  return { builds, control, sets: out };
}

async function main() {
  const { build } = await import('vite');
  const { contractAsEsm } = await import('../build/contract-plugin.ts');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-directory-bench-'));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': path.join(root, 'src'), '@contract': path.join(root, 'contract') } },
    plugins: [contractAsEsm(path.join(root, 'contract'))],
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: path.join(root, 'scripts', 'bench', 'directory-search.html') },
    },
  });
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.route('http://bench.local/**', (route) => {
      const url = new URL(route.request().url());
      const file = path.join(
        outDir,
        url.pathname === '/' ? 'scripts/bench/directory-search.html' : decodeURIComponent(url.pathname),
      );
      const type = file.endsWith('.html') ? 'text/html' : 'text/javascript';
      return route.fulfill({ contentType: type, body: fs.readFileSync(file) });
    });
    await page.goto('http://bench.local/');
    await page.waitForFunction(() => 'directoryBench' in globalThis);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const result = await page.evaluate(measure, { snapshot: directory, sets, runs });
    const ms = (v) => `${v.toFixed(1)} ms`;
    console.log(
      `directory of ${directory.institutions.length} institutions, ${directory.programs.length} programs, ${directory.instructors.length} instructors; Chromium, CPU 4× slowdown; ${runs} runs`,
    );
    for (const [i, b] of result.builds.entries()) {
      console.log(
        `build ${i + 1}: total ${ms(b.total)}, long tasks (≥ 50 ms) ${b.longTasks}${b.longTasks ? `, the longest ${ms(b.longest)}` : ''}; decodeSnapshot before it ${ms(b.decode)}`,
      );
    }
    const c = result.control;
    console.log(
      `control (trivial steps in the same slices, ${ms(c.total)}): long tasks (≥ 50 ms) ${c.longTasks}${c.longTasks ? `, the longest ${ms(c.longest)}` : ''}`,
    );
    for (const s of result.sets) {
      console.log(
        `  ${s.name.padEnd(58)} ${String(s.n).padStart(4)} queries   median ${ms(s.median)}   p95 ${ms(s.p95)}   max ${ms(s.max)}`,
      );
    }
  } finally {
    await browser.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
