#!/usr/bin/env node
// Times the search engine held in memory (contract/search-engine/index.js) over a whole directory: the
// reference institutions and programs and 30,000 synthetic instructors (scripts/bench/search-corpus.mjs).
// Prints the build time of each kind's index (and in Node its memory), then the time of each kind of query:
// the real-world set of tests/fixtures/search-queries.json, full names, every keystroke of a name typed letter
// by letter (the search runs on each), single letters, names with a typo, names in Arabic script.
//   node --expose-gc scripts/bench/search-engine.mjs [--chromium] [--instructors=30000]
// --chromium runs the same measure in Debian's Chromium (CHROME_PATH) with its CPU slowed down 4× (DevTools'
// "4× slowdown", a mid-range phone), the engine loaded as the app's build loads it (scripts/build/contract-plugin.ts).
// Figures: docs/benchmarks.md, "Search engine".
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  fixtureInstructors,
  referenceInstitutions,
  referencePrograms,
  syntheticInstructors,
} from './search-corpus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const inChromium = args.includes('--chromium');
const count = Number(args.find((a) => a.startsWith('--instructors='))?.split('=')[1] ?? 30_000);
const RUNS = 5;

/** A small seeded generator, so every run asks the same queries. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

const institutions = referenceInstitutions();
const programs = referencePrograms(institutions);
const instructors = [...fixtureInstructors(institutions), ...syntheticInstructors(count, { seed: 2027, institutions })];
const fixture = JSON.parse(
  fs.readFileSync(path.join(root, 'tests', 'fixtures', 'search-queries.json'), 'utf8'),
).queries;

const next = random(7);
const pick = (list) => list[Math.floor(next() * list.length)];
const sample = Array.from({ length: 300 }, () => pick(instructors));
const latin = sample.filter((r) => !/[\u0600-\u06ff]/.test(r.name));
const arabic = instructors.filter((r) => /[\u0600-\u06ff]/.test(r.name));
const keystrokes = latin.slice(0, 40).flatMap((r) => {
  const name = r.name.toLowerCase();
  return Array.from({ length: name.length }, (_, i) => name.slice(0, i + 1)).filter((q) => q.trim() !== '');
});
const typo = (name) => {
  const i = 1 + Math.floor(next() * (name.length - 2));
  return name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2);
};
const realWorld = (kind) => fixture.filter((q) => q.kind === kind).map((q) => q.query);

const kinds = [
  { kind: 'institution', records: institutions, queries: { 'real-world set': realWorld('institution') } },
  { kind: 'program', records: programs, queries: { 'real-world set': realWorld('program') } },
  {
    kind: 'instructor',
    records: instructors,
    queries: {
      'real-world set': realWorld('instructor'),
      'full names': sample.map((r) => r.name),
      'every keystroke of 40 names': keystrokes,
      'single letters': 'abcdefghijklmnopqrstuvwxyz'.split(''),
      'one typo': latin.map((r) => typo(r.name)),
      'Arabic-script names': arabic.slice(0, 100).map((r) => r.name),
    },
  },
];

/**
 * The measure, self-contained so that it runs the same in Node and in the page: each index built `runs`
 * times (median), each query timed `runs` times (its median), then per set the median, p95 and max of those.
 * A page's clock counts in steps of 0.1 ms: there each timing covers `reps` runs of the query.
 */
async function measure({ engineUrl, kinds, runs, reps }) {
  const { buildIndex, searchIndex } = await import(engineUrl);
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const median = (values) => sorted(values)[Math.floor((values.length - 1) / 2)];
  const out = [];
  for (const { kind, records, queries } of kinds) {
    const builds = [];
    let index;
    for (let r = 0; r < runs; r++) {
      const t = performance.now();
      index = buildIndex(kind, records);
      builds.push(performance.now() - t);
    }
    const sets = [];
    for (const [name, list] of Object.entries(queries)) {
      const perQuery = list.map((q) => {
        const times = [];
        for (let r = 0; r < runs; r++) {
          const t = performance.now();
          for (let k = 0; k < reps; k++) searchIndex(index, q, { limit: 20 });
          times.push((performance.now() - t) / reps);
        }
        return median(times);
      });
      const s = sorted(perQuery);
      sets.push({
        name,
        n: list.length,
        median: median(perQuery),
        p95: s[Math.min(s.length - 1, Math.floor(0.95 * s.length))],
        max: s[s.length - 1],
      });
    }
    out.push({ kind, build: median(builds), terms: index.terms.length, sets });
  }
  return out;
}

/** Memory an index holds in Node (JS heap and typed arrays' buffers), with --expose-gc. */
async function memory(kind, records) {
  if (!globalThis.gc) return NaN;
  const { buildIndex } = await import(pathToFileURL(path.join(root, 'contract', 'search-engine', 'index.js')).href);
  const held = () => {
    globalThis.gc();
    globalThis.gc();
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const before = held();
  const index = buildIndex(kind, records);
  const after = held();
  return index.terms.length > 0 ? (after - before) / 1e6 : 0;
}

/** The measure in Chromium, its CPU slowed down 4×, the contract served as the app's build serves it. */
async function measureInChromium() {
  const { chromium } = await import('@playwright/test');
  const { contractAsEsm } = await import('../build/contract-plugin.ts');
  const contractDir = path.join(root, 'contract');
  const plugin = contractAsEsm(contractDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.route('http://bench.local/**', (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/')
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>search engine bench</title>' });
      const file = path.join(root, decodeURIComponent(url.pathname));
      const code = plugin.transform.call(
        {
          error: (m) => {
            throw new Error(m);
          },
        },
        fs.readFileSync(file, 'utf8'),
        file,
      ).code;
      return route.fulfill({ contentType: 'text/javascript', body: code });
    });
    await page.goto('http://bench.local/');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return await page.evaluate(measure, { engineUrl: '/contract/search-engine/index.js', kinds, runs: RUNS, reps: 20 });
  } finally {
    await browser.close();
  }
}

const where = inChromium
  ? `Chromium (${process.env.CHROME_PATH ?? '/usr/bin/chromium'}), CPU 4× slowdown`
  : `Node ${process.version}`;
console.log(
  `search engine over ${institutions.length} institutions, ${programs.length} programs, ${instructors.length} instructors, in ${where}`,
);
const results = inChromium
  ? await measureInChromium()
  : await measure({
      engineUrl: pathToFileURL(path.join(root, 'contract', 'search-engine', 'index.js')).href,
      kinds,
      runs: RUNS,
      reps: 1,
    });
for (const { kind, build, terms, sets } of results) {
  const mem = inChromium
    ? ''
    : `, index memory ${(await memory(kind, kinds.find((k) => k.kind === kind).records)).toFixed(1)} MB`;
  console.log(`\n${kind}: build ${build.toFixed(0)} ms (median of ${RUNS})${mem}, ${terms} terms`);
  for (const s of sets) {
    console.log(
      `  ${s.name.padEnd(30)} ${String(s.n).padStart(4)} queries   median ${s.median.toFixed(3)} ms   p95 ${s.p95.toFixed(3)} ms   max ${s.max.toFixed(3)} ms`,
    );
  }
}
