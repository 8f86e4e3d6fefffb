#!/usr/bin/env node
// `npm test`: the whole pipeline, in the order that fails fastest, stopping at the first failure with the
// name of the step and the command that reruns it alone.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { root } from './lib/paths.mjs';

// Browsers and test tools write into $HOME; keep that inside the run's own folder.
const xdg = path.join(root, '.tmp', 'xdg');
for (const d of ['config', 'cache', 'data']) fs.mkdirSync(path.join(xdg, d), { recursive: true });
const env = {
  ...process.env,
  XDG_CONFIG_HOME: path.join(xdg, 'config'),
  XDG_CACHE_HOME: path.join(xdg, 'cache'),
  XDG_DATA_HOME: path.join(xdg, 'data'),
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};

const BACKUP_TESTS = ['tests/api/backup-*.test.ts'];
const timings = [];
const steps = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit and component tests', 'npm run test:unit'],
  // The backup tests encrypt and decrypt with Debian's age, which CI installs (.ci/run); without it they are left
  // out, and the summary says so.
  ['API tests (real PocketBase)', onPath('age', '--version') ? 'npm run test:api' : `npm run test:api -- ${BACKUP_TESTS.map((t) => `--exclude=${t}`).join(' ')}`],
  // CI installs Debian's caddy and nginx-light (.ci/run), so there it always runs, with the cache: where nginx is
  // installed (on PATH or Debian's /usr/sbin/nginx) the proxy test puts it between Caddy and PocketBase and runs
  // the cache's checks too.
  ['reverse proxy (Caddy, nginx cache)', 'npm run test:proxy', () => (onPath('caddy') ? null : 'caddy not installed')],
  ['build', 'npm run build'],
  ['bundle budget', 'npm run budget'],
  ['e2e tests (Playwright, Chromium)', 'npm run test:e2e'],
  // First the DevTools-throttled guard on the heaviest record pages, then Lighthouse CI on the other page types.
  ['Lighthouse (guard, then CI)', 'npm run lighthouse'],
];

function onPath(bin, ...args) {
  return spawnSync(bin, args.length ? args : ['version'], { stdio: 'ignore' }).status === 0;
}

if (!onPath('age', '--version')) {
  console.log(`\n━━ age not installed (Debian: apt-get install age): the API step leaves out ${BACKUP_TESTS.join(', ')}.`);
  timings.push(`${'backup tests (age)'.padEnd(34)} skipped: age not installed`);
}
if (onPath('caddy') && !onPath('nginx', '-v') && !onPath('/usr/sbin/nginx', '-v')) {
  console.log('\n━━ nginx not installed (Debian: apt-get install nginx-light): the proxy step leaves out the cache checks.');
  timings.push(`${'caching proxy (nginx)'.padEnd(34)} skipped: nginx not installed`);
}
const only = process.argv.slice(2);
for (const [name, command, skipReason] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const skipped = skipReason?.();
  if (skipped) {
    console.log(`\n━━ ${name}: skipped: ${skipped}`);
    timings.push(`${name.padEnd(34)} skipped: ${skipped}`);
    continue;
  }
  console.log(`\n━━ ${name}: ${command}`);
  const started = Date.now();
  const [bin, ...args] = command.split(' ');
  const result = spawnSync(bin, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name.padEnd(34)} ${seconds.padStart(6)} s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}) after ${seconds} s.`);
    console.error(`  Rerun this step alone with: ${command}`);
    process.exit(1);
  }
}
console.log(`\n✓ All steps passed.\n${timings.map((t) => `  ${t}`).join('\n')}`);
