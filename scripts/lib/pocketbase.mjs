// Starts the real PocketBase binary with the project's migrations and hooks.
// Used by `npm start`, `npm run dev`, the API tests, the e2e setup and the benchmarks, so every one of them
// runs the same server the same way. Runtime configuration travels as RAYEK_* environment variables
// which the hooks read (see pocketbase/pb_hooks); nothing here edits the database directly.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { pocketbaseBin, migrationsDir, hooksDir, distDir } from './paths.mjs';

export const LOCAL_SUPERUSER = { email: 'admin@rayek.local', password: 'rayek-admin-2026' };

function dirArgs(dataDir, publicDir, hooks = hooksDir) {
  return [
    `--dir=${dataDir}`,
    `--migrationsDir=${migrationsDir}`,
    `--hooksDir=${hooks}`,
    `--publicDir=${publicDir}`,
  ];
}

/** Create or update a superuser in the data directory (runs the migrations first, like `serve`). */
export function upsertSuperuser(dataDir, { email, password } = LOCAL_SUPERUSER, publicDir = distDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  execFileSync(pocketbaseBin, ['superuser', 'upsert', email, password, ...dirArgs(dataDir, publicDir)], {
    stdio: 'pipe',
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`PocketBase did not answer on ${url} within ${timeoutMs} ms`);
}

/**
 * Start `pocketbase serve` and resolve once /api/health answers.
 * @param {{ port: number, host?: string, dataDir: string, publicDir?: string, env?: Record<string,string>,
 *           stdio?: 'inherit'|'pipe'|'ignore', dev?: boolean, timeoutMs?: number,
 *           onOutput?: (chunk: string) => void, hooksDirOverride?: string }} opts
 * `hooksDirOverride` lets the benchmark add its seeding route next to the project's hooks; `hooksPool` (default
 * RAYEK_HOOKS_POOL or 60) is the number of prewarmed JS runtimes.
 */
export async function startPocketBase({
  port,
  host = '127.0.0.1',
  onOutput,
  hooksDirOverride,
  hooksPool,
  dataDir,
  publicDir = distDir,
  env = {},
  stdio = 'pipe',
  dev = false,
  timeoutMs = 30_000,
}) {
  fs.mkdirSync(dataDir, { recursive: true });
  // Health checks and clients on this machine always use loopback, whatever interface is bound.
  const url = `http://127.0.0.1:${port}`;
  const args = [
    'serve',
    `--http=${host}:${port}`,
    ...dirArgs(dataDir, publicDir, hooksDirOverride),
    '--automigrate=false',
    // The hooks watcher re-spawns PocketBase under another PID, which we could then not stop: restart instead.
    '--hooksWatch=false',
  ];
  if (dev) args.push('--dev');
  // PocketBase prewarms 15 JS runtimes; past 15 requests in JS at once it builds a new runtime per request,
  // which halved the throughput of the search route at 50 connections. 60 cost ~10 MB more here.
  args.push(`--hooksPool=${hooksPool ?? Number(process.env.RAYEK_HOOKS_POOL ?? 60)}`);
  const child = spawn(pocketbaseBin, args, {
    stdio: ['ignore', stdio, stdio],
    // The app URL defaults to this server; the environment (production) or the caller (dev: Vite) overrides it.
    // GOGC=400 (Go's default is 100): PocketBase's JS hooks allocate a lot per request, and collecting garbage
    // four times less often raised every endpoint's throughput by 25-60 % on 2 cores (docs/benchmarks.md,
    // "API and read models") for ~300 MB resident under load. An operator's GOGC/GOMEMLIMIT wins.
    env: { RAYEK_APP_URL: url, GOGC: '400', ...process.env, ...env },
  });
  let output = '';
  if (stdio === 'pipe') {
    const collect = (d) => {
      output += d;
      onOutput?.(String(d));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
  }
  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${err.message}\n${output}`);
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: () => stopChild(child),
  };
}

/** SIGTERM, then SIGKILL after a grace period; resolves when the process has exited. */
export function stopChild(child, graceMs = 5000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
