#!/usr/bin/env node
// An A/B of the instructor search for a machine shared with other work: two servers up at once, A from another
// checkout of the project (its own hooks and migrations) on its own data directory, B from this one, each
// seeded by `npm run bench` with BENCH_DATA (read-only here). Their rows are loaded in short slices, one after
// the other, round after round: the bare list, a name never asked before (no cache) and a name asked again and
// again (cached), so that each ratio to the list compares seconds next to each other, where `npm run bench`
// compares rows taken half a minute apart and swings with the other work on the machine (docs/benchmarks.md). Prints each round and the median ratios.
//
//   A_ROOT=<other checkout> A_DATA=<its data dir> B_DATA=<this checkout's data dir> node scripts/bench/interleaved.mjs
//   SLICE_SECONDS (1), ROUNDS (15), CONNECTIONS (50)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { freePort } from '../lib/free-port.mjs';
import { root } from '../lib/paths.mjs';

const seconds = Number(process.env.SLICE_SECONDS ?? 1);
const rounds = Number(process.env.ROUNDS ?? 15);
const connections = Number(process.env.CONNECTIONS ?? 50);
const { instructorName } = createRequire(import.meta.url)('./bench_generate.js');
const instructors = 30000;

/** Starts a server from the checkout at `checkout` (its scripts, hooks and migrations) on `dataDir`. */
async function serverOf(checkout, dataDir) {
  const { startPocketBase } = await import(path.join(checkout, 'scripts/lib/pocketbase.mjs'));
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-interleaved-'));
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>bench</title>');
  const server = await startPocketBase({
    port: await freePort(),
    dataDir,
    publicDir,
    env: { RAYEK_RATE_LIMITS: 'off' },
  });
  return { ...server, publicDir };
}

function rate(url, make) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: seconds, requests: [{ setupRequest: (req) => ({ ...req, path: make() }) }] },
      (err, result) => (err ? reject(err) : resolve(result.non2xx || result.errors ? NaN : result.requests.average)),
    );
  });
}

const median = (values) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const sides = {
  A: await serverOf(path.resolve(process.env.A_ROOT), path.resolve(process.env.A_DATA)),
  B: await serverOf(root, path.resolve(process.env.B_DATA)),
};
// Where each side starts in the names, different on every run (7919 is prime to 30,000: no name twice).
const asked = { A: Date.now() % instructors, B: (Date.now() + instructors / 2) % instructors };
const search = (q) => `/api/rayek/instructors/search?perPage=20&q=${encodeURIComponent(q)}`;
const cachedNames = ['Amira', 'Trabelsi', 'ben sal', 'Karim K. Jaz', 'gharbi', 'Nour B'];
let cachedAsked = 0;
const rows = {
  list: () => () => '/api/collections/bench_bare/records?perPage=20&skipTotal=1',
  new: (side) => () => search(instructorName((asked[side]++ * 7919) % instructors)),
  cached: () => () => search(cachedNames[cachedAsked++ % cachedNames.length]),
};
// LIST_ONLY=1: only the list, A and B in turn (the control: both sides' lists should match).
if (process.env.LIST_ONLY) for (const row of ['new', 'cached']) delete rows[row];
/** @type {Record<string, Record<string, number[]>>} req/s / list, per side and row */
const ratios = { A: { new: [], cached: [] }, B: { new: [], cached: [] } };
const lists = { A: [], B: [] };
try {
  console.log(
    `${rounds} rounds of ${seconds} s slices, ${connections} connections, load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' / ')}`,
  );
  for (let round = 1; round <= rounds; round++) {
    const line = [];
    for (const side of ['A', 'B']) {
      const got = {};
      for (const [row, make] of Object.entries(rows)) got[row] = await rate(sides[side].url, make(side));
      for (const row of ['new', 'cached']) ratios[side][row].push(got[row] / got.list);
      lists[side].push(got.list);
      line.push(
        `${side}: list ${Math.round(got.list)}, new ${Math.round(got.new)} (${(got.new / got.list).toFixed(2)}), cached ${Math.round(got.cached)} (${(got.cached / got.list).toFixed(2)})`,
      );
    }
    console.log(`round ${round} (load ${os.loadavg()[0].toFixed(1)}) | ${line.join(' | ')}`);
  }
  for (const side of ['A', 'B']) {
    const r = ratios[side];
    console.log(
      `${side} median list ${Math.round(median(lists[side]))} req/s; median ratio to the list: new names ${median(r.new)?.toFixed(2)} (range ${Math.min(...r.new).toFixed(2)}–${Math.max(...r.new).toFixed(2)}), cached ${median(r.cached)?.toFixed(2)}`,
    );
  }
} finally {
  for (const side of Object.values(sides)) {
    await side.stop();
    fs.rmSync(side.publicDir, { recursive: true, force: true });
  }
}
