// The benchmark's throw-away PocketBase and its synthetic data, shared by `npm run bench` and `npm run soak`
// so both measure the same rows served the same way. The rows themselves come from scripts/bench/
// (bench_generate.js, inserted by the bench-only route of bench_seed.pb.js).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { hooksDir, pocketbaseBin, migrationsDir, root } from './paths.mjs';

const benchDir = path.join(root, 'scripts', 'bench');

export const BENCH_SUPERUSER = { email: 'bench@bench.local', password: 'bench-superuser-1' };

/** Row counts at a scale (1: 1,000,000 ratings). Every table keeps a floor, so a tiny scale still has targets. */
export function benchSizes(scale) {
  return {
    users: Math.max(1000, Math.round(20_000 * scale)),
    institutions: Math.max(24, Math.round(300 * scale)),
    programs: Math.round(3_000 * scale),
    instructors: Math.round(30_000 * scale),
    instructorRatings: Math.round(600_000 * scale),
    institutionRatings: Math.round(200_000 * scale),
    programRatings: Math.round(200_000 * scale),
  };
}

/** A seeded row's id, as bench_generate.js makes it (`bu` users, `bi` institutions, `bp` programs, `bt` instructors). */
export function benchId(prefix, i) {
  return prefix + i.toString(36).padStart(13, '0');
}

/**
 * A temporary folder holding a hooks directory (the project's hooks, symlinked unchanged, plus the bench-only
 * seeding route) and a public directory. The hooks sit at the same depth as the project's, next to a link to
 * contract/, which hooks and migrations require as `${__hooks}/../../contract/…`.
 * @param {string} [projectHooks] another version of pocketbase/pb_hooks (the bench's A/B runs)
 */
export function prepareBenchDirs(prefix, projectHooks = hooksDir) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const hooks = path.join(work, 'pocketbase', 'pb_hooks');
  fs.mkdirSync(hooks, { recursive: true });
  fs.symlinkSync(path.join(root, 'contract'), path.join(work, 'contract'));
  for (const entry of fs.readdirSync(projectHooks))
    fs.symlinkSync(path.join(projectHooks, entry), path.join(hooks, entry));
  for (const f of ['bench_seed.pb.js', 'bench_generate.js'])
    fs.copyFileSync(path.join(benchDir, f), path.join(hooks, f));
  const publicDir = path.join(work, 'public');
  fs.mkdirSync(publicDir);
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>bench</title>');
  return { work, hooks, publicDir };
}

/**
 * One JSON request over node:http, which has no answer deadline: seeding a million ratings is one request that
 * can take longer than fetch's five-minute header timeout on a loaded machine.
 */
export function requestJson(base, method, route, body, authToken) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(route, base),
      {
        method,
        headers: { 'content-type': 'application/json', ...(authToken ? { authorization: authToken } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode >= 400) reject(new Error(`${method} ${route} → ${res.statusCode} ${text.slice(0, 300)}`));
          else resolve(text ? JSON.parse(text) : null);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Bulk-insert the synthetic rows, then rebuild the read models with the project's own command (the rows bypassed it). */
export async function seedBench({ url, token, sizes, dataDir, hooks, log = console.error }) {
  log(`Seeding ${JSON.stringify(sizes)} …`);
  let t = Date.now();
  const seeded = await requestJson(url, 'POST', '/api/bench/seed', sizes, token);
  log(`  seeded in ${((Date.now() - t) / 1000).toFixed(1)} s (${JSON.stringify(seeded.counts)})`);
  t = Date.now();
  execFileSync(
    pocketbaseBin,
    [
      'rebuild-read-models',
      `--dir=${dataDir}`,
      `--hooksDir=${hooks}`,
      `--migrationsDir=${migrationsDir}`,
      '--dev=false',
    ],
    {
      stdio: 'pipe',
    },
  );
  log(`  read models rebuilt in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

/** Tokens of `count` seeded users, spread over all of them, by superuser impersonation (no sign-in rate limit). */
export async function benchUserTokens(url, token, count, users) {
  const tokens = [];
  for (let k = 0; k < count; k++) {
    const r = await requestJson(
      url,
      'POST',
      `/api/collections/users/impersonate/${benchId('bu', (k * 97) % users)}`,
      { duration: 3600 },
      token,
    );
    tokens.push(r.token);
  }
  return tokens;
}
