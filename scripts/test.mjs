#!/usr/bin/env node
// `npm test`: the whole pipeline, in the order that fails fastest, stopping at the first failure with the
// name of the step and the command that reruns it alone.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
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
  // tsc and ESLint each keep one core busy, and neither reads what the other writes: side by side.
  ['typecheck', 'npm run typecheck', null, { beside: { until: 'unit and component tests' } }],
  ['lint', 'npm run lint'],
  ['unit and component tests', 'npm run test:unit'],
  // The backup tests encrypt and decrypt with Debian's age, which CI installs (.ci/run); without it they are left
  // out, and the summary says so.
  [
    'API tests (real PocketBase)',
    onPath('age', '--version')
      ? 'npm run test:api'
      : `npm run test:api -- ${BACKUP_TESTS.map((t) => `--exclude=${t}`).join(' ')}`,
  ],
  // CI installs Debian's caddy and nginx-light (.ci/run), so there it always runs, with the cache: where nginx is
  // installed (on PATH or Debian's /usr/sbin/nginx) the proxy test puts it between Caddy and PocketBase and runs
  // the cache's checks too. It spends most of its minute waiting out the cache's 60 s s-maxage, so it runs
  // beside the steps before the build (its own PocketBase, ports and public folder; dist/ is not read), its
  // output held back and printed whole once it ends; the build waits for it.
  [
    'reverse proxy (Caddy, nginx cache)',
    'npm run test:proxy',
    () => (onPath('caddy') ? null : 'caddy not installed'),
    { beside: { until: 'build' } },
  ],
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
  console.log(
    `\n━━ age not installed (Debian: apt-get install age): the API step leaves out ${BACKUP_TESTS.join(', ')}.`,
  );
  timings.push(`${'backup tests (age)'.padEnd(34)} skipped: age not installed`);
}
if (onPath('caddy') && !onPath('nginx', '-v') && !onPath('/usr/sbin/nginx', '-v')) {
  console.log(
    '\n━━ nginx not installed (Debian: apt-get install nginx-light): the proxy step leaves out the cache checks.',
  );
  timings.push(`${'caching proxy (nginx)'.padEnd(34)} skipped: nginx not installed`);
}
const only = process.argv.slice(2);
const chosen = steps.filter(([name]) => !only.length || only.some((o) => name.startsWith(o)));
/**
 * Steps run beside the others (`beside: { until }`): each starts first and is awaited before the step named
 * `until` (at the end when that step is not run); its child, output file and end are kept here.
 */
const beside = [];
function startBeside([
  name,
  command,
  skipReason,
  {
    beside: { until },
  },
]) {
  const skipped = skipReason?.();
  if (skipped) {
    console.log(`\n━━ ${name}: skipped: ${skipped}`);
    timings.push(`${name.padEnd(34)} skipped: ${skipped}`);
    return;
  }
  console.log(`\n━━ ${name}: ${command} (beside the next steps; its output follows when it ends)`);
  const started = Date.now();
  const [bin, ...args] = command.split(' ');
  // Its output goes to a file (the steps in front block this process, so a pipe would fill and stall it), and
  // it gets its own process group, so a failure elsewhere stops it and everything it started.
  const log = path.join(root, '.tmp', `beside-${name.split(' ')[0]}.log`);
  const fd = fs.openSync(log, 'w');
  const child = spawn(bin, args, { cwd: root, env, detached: true, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  const ended = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  beside.push({ name, command, until: isChosen(until) ? until : undefined, child, log, started, ended });
}
const stopBeside = () => {
  for (const { child } of beside) {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
  }
};
process.on('exit', stopBeside);
// Ctrl-C reaches only this terminal's process group: the steps beside, in their own, are stopped on the way out.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const fail = (name, command, status, seconds) => {
  console.error(`\n✗ ${name} failed (exit ${status}) after ${seconds} s.`);
  console.error(`  Rerun this step alone with: ${command}`);
  process.exit(1);
};

/** Waits for the steps beside that must end before `step` (all of them without one), and reports each. */
async function joinBeside(step) {
  const due = beside.filter((b) => step === undefined || b.until === step);
  for (const entry of due) {
    beside.splice(beside.indexOf(entry), 1);
    const { name, command, log, started, ended } = entry;
    const status = await ended;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`\n━━ ${name} (ran beside the steps above): ${command}`);
    process.stdout.write(fs.readFileSync(log));
    timings.push(`${name.padEnd(34)} ${seconds.padStart(6)} s (beside)`);
    if (status !== 0) fail(name, command, status, seconds);
  }
}

const besideSteps = chosen.filter(([, , , options]) => options?.beside);
const isChosen = (step) => step !== undefined && chosen.some(([name]) => name === step);
for (const step of besideSteps) startBeside(step);
for (const [name, command, skipReason, options] of chosen) {
  if (options?.beside) continue;
  // What runs beside a step ends before the step named for it: typecheck before the unit tests, the proxy's checks
  // before the build (which rewrites dist/; from there on the steps measure the machine's speed or keep it busy).
  await joinBeside(name);
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
  if (result.status !== 0) fail(name, command, result.status ?? result.signal, seconds);
}
await joinBeside();
console.log(`\n✓ All steps passed.\n${timings.map((t) => `  ${t}`).join('\n')}`);
