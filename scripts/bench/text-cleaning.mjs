#!/usr/bin/env node
// The cost of cleaning a text (contract/text.js normaliseParagraphs) against its length, in both engines that run
// it: PocketBase's JavaScript engine (goja, where the server cleans what a client sends) and Node's V8 (the app's
// forms run the same file in the browser). Prints a Markdown table for docs/benchmarks.md.
//
//   node scripts/bench/text-cleaning.mjs [--text-js FILE]... [--max BYTES] [--runs N]
//
// Each --text-js names a version of the file (default: the checkout's), measured side by side in the same run and
// server, the first being the baseline of the ratio column: for a before/after,
// `git show <commit>:contract/text.js > /tmp/text-before.js` and `--text-js /tmp/text-before.js --text-js
// contract/text.js`. A version whose last figure passed 5 s is not measured at longer lengths (the quadratic one
// takes minutes per megabyte). --max stops at that length. The text is prose in lines with accented letters, so
// it takes the full path through the cleaning (an ASCII one-liner skips it). Each figure is the median of --runs
// runs; short texts are cleaned in a loop until a run lasts at least 50 ms, and the time of one cleaning is
// reported.
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
    'text-js': { type: 'string', multiple: true, default: [path.join(root, 'contract', 'text.js')] },
    max: { type: 'string', default: String(1024 * 1024) },
    runs: { type: 'string', default: '5' },
  },
});
const versions = values['text-js'].map((file) => path.resolve(file));
const SLOW_MS = 5000;
const max = Number(values.max);
const runs = Number(values.runs);
const SIZES = [1024, 4096, 16384, 65536, 131072, 262144, 1048576].filter((n) => n <= max);
const UNIT = 'Un avis très long, écrit à la main.\n';

/**
 * Runs `clean` over `text` until at least 50 ms pass by `now`; the time of one call, in ms. Written once: the
 * hook below runs this same function's source inside PocketBase (with Date.now, its engine's clock).
 */
function timeOne(clean, text, now) {
  let calls = 0;
  const start = now();
  let elapsed = 0;
  do {
    clean(text);
    calls++;
    elapsed = now() - start;
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
    const { normaliseParagraphs } = require(e.request.url.query().get("file"));
    const unit = ${JSON.stringify(UNIT)};
    const text = unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
    const timeOne = ${timeOne.toString()};
    return e.json(200, { ms: timeOne(normaliseParagraphs, text, Date.now) });
  });\n`,
);

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const child = spawn(
  pocketbaseBin,
  [
    'serve',
    `--http=127.0.0.1:${port}`,
    `--dir=${dataDir}`,
    `--hooksDir=${hooks}`,
    `--migrationsDir=${migrations}`,
    '--hooksWatch=false',
    NOT_DEV,
  ],
  { stdio: 'ignore' },
);
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`${url}/api/health`)).ok) break;
  } catch {
    if (tries > 300) throw new Error('PocketBase did not start');
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const load = createRequire(import.meta.url);
const name = (file) => path.relative(root, file) || file;
try {
  const rows = [];
  const stopped = new Set();
  for (const n of SIZES) {
    const row = { n, figures: [] };
    for (const file of versions) {
      if (stopped.has(file)) {
        row.figures.push(null);
        continue;
      }
      const goja = [];
      for (let i = 0; i < runs; i++) {
        const res = await fetch(`${url}/bench/clean?n=${n}&file=${encodeURIComponent(file)}`);
        goja.push((await res.json()).ms);
      }
      const text = textOf(n);
      const v8 = Array.from({ length: runs }, () =>
        timeOne(load(file).normaliseParagraphs, text, () => performance.now()),
      );
      row.figures.push({ goja: median(goja), v8: median(v8) });
      if (median(goja) > SLOW_MS) stopped.add(file);
      console.error(
        `${n} B, ${name(file)}: PocketBase ${median(goja).toFixed(3)} ms, Node ${median(v8).toFixed(3)} ms`,
      );
    }
    rows.push(row);
  }
  const ms = (x) => (x ? `${x.toFixed(x < 1 ? 3 : x < 10 ? 2 : 0)} ms` : '—');
  console.log(
    `Text cleaning (normaliseParagraphs), median of ${runs} runs, load ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' / ')}`,
  );
  console.log(
    `| length | ${versions.map((f) => `PocketBase, ${name(f)} | Node, ${name(f)}`).join(' | ')} | PocketBase ratio |`,
  );
  console.log(`| ---: | ${versions.map(() => '---: | ---:').join(' | ')} | ---: |`);
  for (const { n, figures } of rows) {
    const cells = figures.map((f) => `${ms(f?.goja)} | ${ms(f?.v8)}`).join(' | ');
    const base = figures[0]?.goja;
    const last = figures[figures.length - 1]?.goja;
    const ratio = base && last ? `${(base / last).toFixed(1)}×` : '—';
    console.log(`| ${n >= 1048576 ? `${n / 1048576} MB` : `${n / 1024} KB`} | ${cells} | ${ratio} |`);
  }
} finally {
  await stopChild(child);
  fs.rmSync(scratch, { recursive: true, force: true });
}
