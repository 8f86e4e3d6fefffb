#!/usr/bin/env node
// `npm run soak -- --minutes N [--rate R] [--scale S] [--reads-only]`: a mixed read/write load on loopback for N minutes
// (default 10) against a throw-away PocketBase seeded with the benchmark's data (scale 0.1 by default: 2,000
// users, 30 institutions, 300 programs, 3,000 instructors, 100,000 ACTIVE ratings). R requests a second (default
// 200) start on a fixed schedule (scripts/bench/paced.mjs) in the proportions of scripts/soak/mix.mjs: searches,
// record pages, ratings pages, a student's contributions, rating creates with client ids, moderator approvals,
// sign-ins. Rate limits are off (RAYEK_RATE_LIMITS=off): every request comes from 127.0.0.1, and PocketBase's
// per-address limits would refuse most of them. Every minute it prints the requests, errors, p50/p95 latency
// and PocketBase's resident memory (VmRSS of its process); at the end a summary, a Markdown table, and a check
// that every create and approval answered 200 is stored. Everything it started is stopped, and its folder
// removed, on exit or Ctrl-C.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './lib/free-port.mjs';
import { startPocketBase, upsertSuperuser } from './lib/pocketbase.mjs';
import { BENCH_SUPERUSER, benchSizes, prepareBenchDirs, requestJson, seedBench } from './lib/bench-data.mjs';
import { paced } from './bench/paced.mjs';
import { createMix, WEIGHTS, SIGN_IN } from './soak/mix.mjs';
import { createWindow, kindsTable, markdownTable, minuteLine, residentMb } from './soak/stats.mjs';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    scale: { type: 'string', default: '0.1' },
    connections: { type: 'string', default: '50' },
    raters: { type: 'string', default: '100' },
    // Creates and approvals become ratings-page reads: the data stays as seeded, so memory that still grows is
    // not the data growing.
    'reads-only': { type: 'boolean', default: false },
  },
});
const minutes = Number(args.minutes);
const rate = Number(args.rate);
const scale = Number(args.scale);
const connections = Number(args.connections);
const raterCount = Number(args.raters);
for (const [name, value] of Object.entries({ minutes, rate, scale, connections, raters: raterCount })) {
  if (!(value > 0)) {
    console.error(`--${name} must be a positive number`);
    process.exit(2);
  }
}

const sizes = benchSizes(scale);
const PASSWORD = 'soak-password-1';
const runTag = Date.now().toString(36).slice(-6);
const loadBefore = os
  .loadavg()
  .map((x) => x.toFixed(2))
  .join(' / ');
const { work, hooks, publicDir } = prepareBenchDirs('rayek-soak-');
const dataDir = path.join(work, 'data');
let pb;
let stopping = false;

async function cleanUp() {
  await pb?.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping PocketBase and removing ${work}`);
    cleanUp().finally(() => process.exit(130));
  });
}

try {
  await soak();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  if (!stopping) {
    stopping = true;
    await cleanUp();
  }
}

async function soak() {
  upsertSuperuser(dataDir, BENCH_SUPERUSER, publicDir);
  pb = await startPocketBase({
    port: await freePort(),
    dataDir,
    publicDir,
    hooksDirOverride: hooks,
    env: { RAYEK_RATE_LIMITS: 'off' },
  });
  // A dead server must end the soak with its reason, not show up as a minute full of refused connections.
  pb.process.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`PocketBase exited during the soak (code ${code}, signal ${signal})\n${pb.output().slice(-2000)}`);
  });
  const url = pb.url;
  const admin = (
    await requestJson(url, 'POST', '/api/collections/_superusers/auth-with-password', {
      identity: BENCH_SUPERUSER.email,
      password: BENCH_SUPERUSER.password,
    })
  ).token;
  await seedBench({ url, token: admin, sizes, dataDir, hooks });

  // Fresh accounts write: the seeded users have already rated most institutions, and one author rates a target once.
  const tokenSeconds = Math.ceil(minutes * 60) + 3600;
  const account = async (k, role) => {
    const email = `soak-${role.toLowerCase()}-${k}@soak.local`;
    const user = await requestJson(
      url,
      'POST',
      '/api/collections/users/records',
      {
        email,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        name: `Soak ${role === 'MODERATOR' ? 'Moderator' : 'Student'} ${k}`,
        role,
        verified: true,
      },
      admin,
    );
    const { token } = await requestJson(
      url,
      'POST',
      `/api/collections/users/impersonate/${user.id}`,
      { duration: tokenSeconds },
      admin,
    );
    return { email, token };
  };
  const raters = [];
  for (let k = 0; k < raterCount; k += 4) {
    raters.push(
      ...(await Promise.all(Array.from({ length: Math.min(4, raterCount - k) }, (_, j) => account(k + j, 'STUDENT')))),
    );
  }
  const moderator = (await account(0, 'MODERATOR')).token;
  const mix = createMix({ sizes, runTag, raters, moderator, password: PASSWORD, readsOnly: args['reads-only'] });

  console.error(
    `Soak: ${minutes} min at ${rate} requests/s over at most ${connections} connections, PocketBase pid ${pb.process.pid}, ` +
      `RSS ${residentMb(pb.process.pid)?.toFixed(0)} MB after seeding`,
  );
  const started = new Date();
  const rows = [];
  let createsAnswered = 0;
  let approvalsAnswered = 0;
  let n = 0;
  const windows = Math.ceil(minutes);
  for (let m = 1; m <= windows; m += 1) {
    const seconds = Math.min(60, minutes * 60 - (m - 1) * 60);
    const window = createWindow(m);
    let peak = 0;
    const sample = () => (peak = Math.max(peak, residentMb(pb.process.pid) ?? 0));
    const sampler = setInterval(sample, 1000);
    const first = n;
    const t0 = performance.now();
    await paced(url, {
      rate,
      seconds,
      connections,
      make: (k) => mix.make(first + k),
      onAnswer: ({ spec, status, ms, body }) => {
        window.record({ kind: spec.kind, write: spec.write, status, ms, body });
        if (status === 200 && spec.created) {
          createsAnswered += 1;
          mix.created(spec.created);
        }
        if (status === 200 && spec.approved) approvalsAnswered += 1;
      },
    });
    clearInterval(sampler);
    n += Math.round(rate * seconds);
    if (pb.process.exitCode !== null || pb.process.signalCode !== null)
      throw new Error('PocketBase is gone: soak stopped');
    const rssMb = residentMb(pb.process.pid);
    sample();
    const row = window.summary({ rssMb, peakRssMb: peak, seconds: (performance.now() - t0) / 1000 });
    rows.push(row);
    console.error(minuteLine(row));
  }

  const stored = await storedCounts(url, admin);
  const errors = rows.reduce((s, r) => s + r.errors, 0);
  const requests = rows.reduce((s, r) => s + r.requests, 0);
  const rss = rows.map((r) => r.rssMb);
  const half = Math.floor(rows.length / 2);
  const secondHalf = rss.slice(half);
  const lines = [
    `Command: \`npm run soak -- --minutes ${minutes} --rate ${rate} --scale ${scale}${args['reads-only'] ? ' --reads-only' : ''}\` — ${os.cpus().length} cores ` +
      `(${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, started ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
      `load average before the run ${loadBefore}.`,
    `Data: ${sizes.institutions} institutions, ${sizes.programs} programs, ${sizes.instructors} instructors, ` +
      `${sizes.instructorRatings + sizes.institutionRatings + sizes.programRatings} ACTIVE ratings; ${raterCount} soak students and a moderator.`,
    `Mix (per 100 requests): ${Object.entries(WEIGHTS)
      .map(([k, w]) => `${k} ${w}`)
      .join(', ')}; plus one ${SIGN_IN} per 200.`,
    '',
    markdownTable(rows),
    '',
    kindsTable(rows),
    '',
    `Total: ${requests} requests, ${errors} errors. PocketBase RSS: ${rss[0]?.toFixed(0)} MB after minute 1, ` +
      `${Math.max(...rss).toFixed(0)} MB at most, ${rss.at(-1)?.toFixed(0)} MB at the end; over the second half ` +
      `${Math.min(...secondHalf).toFixed(0)}–${Math.max(...secondHalf).toFixed(0)} MB.`,
    `Data directory at the end: data.db ${fileMb('data.db')} MB, data.db-wal ${fileMb('data.db-wal')} MB.`,
    `Writes answered 200: ${createsAnswered} creates (${stored.created} stored with the run's ids), ` +
      `${approvalsAnswered} approvals (${stored.active} of those ratings ACTIVE).`,
  ];
  console.log(lines.join('\n'));
  if (stored.created !== createsAnswered || stored.active !== approvalsAnswered) {
    console.error('An answered write is missing or a write is stored that was not answered: see the counts above.');
    process.exitCode = 1;
  }
  if (errors > 0) process.exitCode = 1;
}

function fileMb(name) {
  try {
    return (fs.statSync(path.join(dataDir, name)).size / 1024 / 1024).toFixed(0);
  } catch {
    return '—';
  }
}

/** Ratings stored with this run's client ids, and how many of them are ACTIVE. */
async function storedCounts(url, token) {
  let created = 0;
  let active = 0;
  for (const collection of ['institution_ratings', 'program_ratings', 'instructor_ratings']) {
    const count = async (extra) =>
      (
        await requestJson(
          url,
          'GET',
          `/api/collections/${collection}/records?perPage=1&filter=${encodeURIComponent(`id ~ 's${runTag}%'${extra}`)}`,
          undefined,
          token,
        )
      ).totalItems;
    created += await count('');
    active += await count(" && status = 'ACTIVE'");
  }
  return { created, active };
}
