#!/usr/bin/env node
// The cost of cleaning a text (contract/text.js normaliseParagraphs) against its length, in both engines that run
// it: PocketBase's JavaScript engine (goja, where the server cleans what a client sends) and Node's V8 (the app's
// forms run the same file in the browser). Prints a Markdown table for docs/benchmarks.md.
//
//   node scripts/bench/text-cleaning.mjs [--text-js FILE] [--max BYTES] [--runs N]
//
// --text-js measures another version of the file (for a before/after in the same conditions, e.g.
// `git show <commit>:contract/text.js > /tmp/text-before.js`); --max stops at that length (the quadratic
// version takes minutes per megabyte). The text is prose in lines with accented letters, so it takes the full
// path through the cleaning (an ASCII one-liner skips it). Each figure is the median of --runs runs; short
// texts are cleaned in a loop until a run lasts at least 50 ms, and the time of one cleaning is reported.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import { root, pocketbaseBin } from '../lib/paths.mjs';
import { freePort } from '../lib/free-port.mjs';
import { NOT_DEV, stopChild } from '../lib/pocketbase.mjs';

const { values } = parseArgs({
  options: {
    'text-js': { type: 'string', default: path.join(root, 'contract', 'text.js') },
    max: { type: 'string', default: String(1024 * 1024) },
    runs: { type: 'string', default: '5' },
  },
});
const textJs = path.resolve(values['text-js']);
const max = Number(values.max);
const runs = Number(values.runs);
const SIZES = [1024, 4096, 16384, 65536, 131072, 262144, 1048576].filter((n) => n <= max);
const UNIT = 'Un avis très long, écrit à la main.\n';

/** Runs `clean` over `text` until at least 50 ms pass; the time of one call, in ms. */
function timeOne(clean, text) {
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    clean(text);
    calls++;
    elapsed = performance.now() - start;
  } while (elapsed < 50);
  return elapsed / calls;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const textOf = (n) => UNIT.repeat(Math.ceil(n / UNIT.length)).slice(0, n);

// The same measurement inside PocketBase: a throw-away directory with one hook (a route) and no migrations.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-bench-text-'));
const hooks = path.join(scratch, 'hooks');
const dataDir = path.join(scratch, 'data');
const migrations = path.join(scratch, 'migrations');
for (const dir of [hooks, dataDir, migrations]) fs.mkdirSync(dir);
fs.writeFileSync(
  path.join(hooks, 'bench.pb.js'),
  `routerAdd("GET", "/bench/clean", (e) => {
    const n = parseInt(e.request.url.query().get("n"), 10);
    const { normaliseParagraphs } = require(${JSON.stringify(textJs)});
    const unit = ${JSON.stringify(UNIT)};
    const text = unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
    let calls = 0;
    const start = Date.now();
    let elapsed = 0;
    do {
      normaliseParagraphs(text);
      calls++;
      elapsed = Date.now() - start;
    } while (elapsed < 50);
    return e.json(200, { ms: elapsed / calls });
  });\n`,
);

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const child = spawn(pocketbaseBin, ['serve', `--http=127.0.0.1:${port}`, `--dir=${dataDir}`, `--hooksDir=${hooks}`,
  `--migrationsDir=${migrations}`, '--hooksWatch=false', NOT_DEV], { stdio: 'ignore' });
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`${url}/api/health`)).ok) break;
  } catch {
    if (tries > 300) throw new Error('PocketBase did not start');
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const { normaliseParagraphs } = createRequire(import.meta.url)(textJs);
try {
  const rows = [];
  for (const n of SIZES) {
    const goja = [];
    for (let i = 0; i < runs; i++) {
      const res = await fetch(`${url}/bench/clean?n=${n}`);
      goja.push((await res.json()).ms);
    }
    const text = textOf(n);
    const v8 = Array.from({ length: runs }, () => timeOne(normaliseParagraphs, text));
    rows.push({ n, goja: median(goja), v8: median(v8) });
    console.error(`${n} B: PocketBase ${median(goja).toFixed(3)} ms, Node ${median(v8).toFixed(3)} ms`);
  }
  console.log(`Text cleaning, ${path.relative(root, textJs) || textJs}, median of ${runs} runs, load ${os.loadavg().map((x) => x.toFixed(2)).join(' / ')}`);
  console.log('| length | PocketBase (goja) | ms per KB | Node (V8) |');
  console.log('| ---: | ---: | ---: | ---: |');
  for (const { n, goja, v8 } of rows) {
    console.log(`| ${n >= 1048576 ? `${n / 1048576} MB` : `${n / 1024} KB`} | ${goja.toFixed(3)} ms | ${(goja / (n / 1024)).toFixed(4)} | ${v8.toFixed(3)} ms |`);
  }
} finally {
  await stopChild(child);
  fs.rmSync(scratch, { recursive: true, force: true });
}
