#!/usr/bin/env node
// What a record page served filled in costs (pocketbase/pb_hooks/lib/pages/record-pages.js and record-extras.js: its
// name, head, structured data and first reviews), A against B: two versions of the hooks over the same data and
// the same build, alternated, each page loaded by autocannon for a few seconds (saturating, 10 connections).
//
//   RECORD_PROBE_DATA=<a copy of a bench data dir> RECORD_PROBE_A=<old hooks checkout> node scripts/bench/record-pages-probe.mjs
//
// RECORD_PROBE_A / RECORD_PROBE_B: folders holding pocketbase/pb_hooks, contract and lang (e.g. `git archive <commit>
// pocketbase/pb_hooks contract lang | tar -x -C dir`); B defaults to this checkout. The data dir is used as it is
// (copy a seeded one: the server writes to it). Needs `npm run build` (dist/ is served).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { distDir, root } from '../lib/paths.mjs';
import { freePort } from '../lib/free-port.mjs';
import { startPocketBase } from '../lib/pocketbase.mjs';

const dataDir = path.resolve(process.env.RECORD_PROBE_DATA ?? '');
if (!process.env.RECORD_PROBE_DATA || !fs.existsSync(path.join(dataDir, 'data.db')))
  throw new Error('RECORD_PROBE_DATA: a data dir');
const versions = {
  A: path.resolve(process.env.RECORD_PROBE_A ?? ''),
  B: path.resolve(process.env.RECORD_PROBE_B ?? root),
};
const seconds = Number(process.env.RECORD_PROBE_SECONDS ?? 5);
const rounds = Number(process.env.RECORD_PROBE_ROUNDS ?? 3);

/** A working folder whose pocketbase/pb_hooks, contract and lang are the version's (the hooks read ../../lang). */
function versionDir(from) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-record-probe-'));
  fs.mkdirSync(path.join(work, 'pocketbase'));
  fs.symlinkSync(path.join(from, 'pocketbase', 'pb_hooks'), path.join(work, 'pocketbase', 'pb_hooks'));
  for (const dir of ['contract', 'lang']) fs.symlinkSync(path.join(from, dir), path.join(work, dir));
  return work;
}

async function withServer(version, run) {
  const work = versionDir(versions[version]);
  const pb = await startPocketBase({
    port: await freePort(),
    dataDir,
    publicDir: distDir,
    hooksDirOverride: path.join(work, 'pocketbase', 'pb_hooks'),
  });
  try {
    return await run(pb.url);
  } finally {
    await pb.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The most reviewed record of each kind: the page with the most to fill in. */
async function pages(url) {
  const first = async (collection, filter) => {
    const answer = await fetch(
      `${url}/api/collections/${collection}/records?perPage=1&skipTotal=1&sort=-review_count${filter}`,
    );
    return (await answer.json()).items[0].id;
  };
  return {
    institution: `/institutions/${await first('institutions_search', '')}`,
    program: `/programs/${await first('programs_search', '')}`,
    instructor: `/instructors/${await first('instructors_search', '')}`,
    'instructor ?lang=fr': `/instructors/${await first('instructors_search', '')}?lang=fr`,
  };
}

const load = (url, page) =>
  new Promise((resolve, reject) => {
    autocannon({ url: url + page, connections: 10, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const figures = {};
let targets = null;
for (let round = 0; round < rounds; round++) {
  for (const version of ['A', 'B']) {
    await withServer(version, async (url) => {
      targets ??= await pages(url);
      for (const [name, page] of Object.entries(targets)) {
        const result = await load(url, page);
        if (result.non2xx > 0) throw new Error(`${version} ${page}: ${result.non2xx} answers not 2xx`);
        (figures[`${name}|${version}`] ??= []).push({ rps: result.requests.average, p50: result.latency.p50 });
      }
    });
  }
}
console.log(
  `load ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}; ${rounds} rounds of ${seconds} s per page and version`,
);
console.log('| page | A req/s | B req/s | B/A | A p50 ms | B p50 ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const name of Object.keys(targets)) {
  const a = figures[`${name}|A`];
  const b = figures[`${name}|B`];
  const [ra, rb] = [median(a.map((x) => x.rps)), median(b.map((x) => x.rps))];
  console.log(
    `| ${name} \`${targets[name]}\` | ${ra.toFixed(0)} | ${rb.toFixed(0)} | ${(rb / ra).toFixed(2)} | ${median(a.map((x) => x.p50))} | ${median(b.map((x) => x.p50))} |`,
  );
}
