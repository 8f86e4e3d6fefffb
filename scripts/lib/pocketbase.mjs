// Starts the real PocketBase binary with the project's migrations and hooks.
// Used by `npm start`, `npm run dev`, the API tests, the e2e setup and the benchmarks, so every one of them
// runs the same server the same way. Runtime configuration travels as RAYEK_* environment variables
// which the hooks read (see pocketbase/pb_hooks); nothing here edits the database directly.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pocketbaseBin, migrationsDir, hooksDir, distDir } from './paths.mjs';
import { freePort } from './free-port.mjs';

export const LOCAL_SUPERUSER = { email: 'admin@rayek.local', password: 'rayek-admin-2026' };

// PocketBase turns dev mode on by itself when its binary lies under the OS temp or cache directory (it takes
// that for `go run`): a checkout under /tmp then printed every SQL statement, token secrets and password hashes
// included, thousands of lines per start. Every command says which mode it wants; only `npm run dev` wants dev.
export const NOT_DEV = '--dev=false';

/** A log kept past this size is moved to `<name>.1` at the next start, so it never grows without bound. */
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;
/** The `logFile` that sends PocketBase's output to stdout (`RAYEK_SERVER_LOG=stdout`, docs/deploy.md). */
export const LOG_TO_STDOUT = '-';
const TAIL_LINES = 40;

/**
 * The variable that holds the key PocketBase encrypts its stored settings with (SMTP password and the rest:
 * AES-256, 32 characters). Always named: PocketBase reads settings stored in clear either way, and writes them
 * encrypted only when the variable is set, which `npm start` requires in production (docs/deploy.md).
 */
export const SETTINGS_KEY_ENV = 'RAYEK_SETTINGS_KEY';

function dirArgs(dataDir, publicDir, hooks = hooksDir) {
  return [
    `--dir=${dataDir}`,
    `--migrationsDir=${migrationsDir}`,
    `--hooksDir=${hooks}`,
    `--publicDir=${publicDir}`,
    `--encryptionEnv=${SETTINGS_KEY_ENV}`,
  ];
}

/**
 * Create or update a superuser in the data directory, after applying the migrations: on a new directory they take
 * 5-25 s, which a `serve` would otherwise spend inside startPocketBase's wait for its health answer.
 */
export function upsertSuperuser(dataDir, { email, password } = LOCAL_SUPERUSER, publicDir = distDir) {
  migrateDataDir(dataDir, publicDir);
  execFileSync(pocketbaseBin, ['superuser', 'upsert', email, password, ...dirArgs(dataDir, publicDir), NOT_DEV], {
    stdio: 'pipe',
  });
}

/**
 * Apply every migration to the data directory without serving it (`pocketbase migrate up`, the hooks loaded as
 * `serve` has them): the reference data and what the hooks derive from it. The API tests do it once per run and
 * copy the result (tests/api/support/global-setup.ts).
 */
function migrateDataDir(dataDir, publicDir = distDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  execFileSync(pocketbaseBin, ['migrate', 'up', ...dirArgs(dataDir, publicDir), NOT_DEV], { stdio: 'pipe' });
}

/** A bind PocketBase could not make: another process holds the address (see startOnFreePort). */
export class PortTakenError extends Error {}

/**
 * Resolves once this child said it listens and /api/health answers; rejects as soon as the child exits or fails
 * to spawn. Until the child's own "Server started" line, a health answer on the port is someone else's: two
 * callers can be handed one free port, and the later bind fails while the earlier server answers.
 */
function waitUntilServing(child, url, timeoutMs, saidListening) {
  return new Promise((resolve, reject) => {
    let done = false;
    let poll;
    // A health request still open when the wait ends (a process that accepts and never answers) is dropped.
    const pending = new AbortController();
    const finish = (err) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearTimeout(poll);
      pending.abort();
      child.off('exit', onExit);
      child.off('error', finish);
      if (err) reject(err);
      else resolve();
    };
    const onExit = (code, signal) =>
      finish(new Error(`PocketBase ${exitReason(code, signal)} before it answered on ${url}`));
    const timer = setTimeout(
      () => finish(new Error(`PocketBase did not answer on ${url} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    child.once('exit', onExit);
    child.once('error', finish);
    if (child.exitCode !== null || child.signalCode !== null) return onExit(child.exitCode, child.signalCode);
    const check = async () => {
      if (saidListening()) {
        try {
          if ((await fetch(`${url}/api/health`, { signal: pending.signal })).ok) return finish();
        } catch {
          // accepted but not answering yet
        }
      }
      if (!done) poll = setTimeout(check, 50);
    };
    check();
  });
}

/** "exited with code 1" / "was killed by SIGKILL", for messages about a child that stopped. */
export function exitReason(code, signal) {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/**
 * Appends to the server log, moving an oversized one aside first (at start only: a long-running server's log
 * grows until the next start, hence LOG_TO_STDOUT under systemd). LOG_TO_STDOUT writes to this process's stdout
 * instead, which systemd hands to the journal and its size-based rotation.
 */
function openLog(logFile) {
  if (logFile === LOG_TO_STDOUT) return { write: (text) => process.stdout.write(text), end: () => {} };
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  try {
    if (fs.statSync(logFile).size > LOG_ROTATE_BYTES) fs.renameSync(logFile, `${logFile}.1`);
  } catch {
    // no log yet
  }
  return fs.createWriteStream(logFile, { flags: 'a' });
}

/**
 * Start `pocketbase serve` and resolve once it said it listens and /api/health answers; a port held by another
 * process rejects at once with PortTakenError (startOnFreePort then tries another port).
 * @param {{ port: number, host?: string, dataDir: string, publicDir?: string, env?: Record<string,string>,
 *           dev?: boolean, timeoutMs?: number, logFile?: string,
 *           onOutput?: (chunk: string) => void, hooksDirOverride?: string, hooksPool?: number,
 *           exitWithParent?: boolean }} opts
 * `logFile`: PocketBase's output is appended there (or written to stdout: LOG_TO_STDOUT) instead of being kept
 * in memory (long-running servers);
 * `lastLines()` still gives its end for error messages. `hooksDirOverride` lets the benchmark add its seeding
 * route next to the project's hooks; `hooksPool` (default RAYEK_HOOKS_POOL or 60) is the number of prewarmed
 * JS runtimes. `exitWithParent`: the server is killed when this Node process exits (a Playwright worker that
 * ends after a test timed out while its own server started would otherwise leave that server running).
 */
export async function startPocketBase({
  port,
  host = '127.0.0.1',
  onOutput,
  hooksDirOverride,
  hooksPool,
  exitWithParent = false,
  dataDir,
  publicDir = distDir,
  env = {},
  dev = false,
  timeoutMs = 30_000,
  logFile,
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
    dev ? '--dev' : NOT_DEV,
  ];
  // PocketBase prewarms 15 JS runtimes; past 15 requests in JS at once it builds a new runtime per request,
  // which halved the throughput of the search route at 50 connections. 60 cost ~10 MB more here.
  args.push(`--hooksPool=${hooksPool ?? Number(process.env.RAYEK_HOOKS_POOL ?? 60)}`);
  const log = logFile ? openLog(logFile) : undefined;
  log?.write(`\n--- ${new Date().toISOString()} pocketbase serve on ${host}:${port}\n`);
  const child = spawn(pocketbaseBin, args, {
    // Always read: the start is confirmed by this child's own output, never by whatever answers on the port.
    stdio: ['ignore', 'pipe', 'pipe'],
    // RAYEK_SERVER_URL is this server's own address: the app URL of a fresh data directory unless
    // RAYEK_APP_URL says otherwise (lib/operations/settings.js).
    // GOGC=400 (Go's default is 100): PocketBase's JS hooks allocate a lot per request, and collecting garbage
    // four times less often raised every endpoint's throughput by 25-60 % on 2 cores (docs/benchmarks.md,
    // "API and read models") for ~300 MB resident under load. An operator's GOGC/GOMEMLIMIT wins.
    env: { RAYEK_SERVER_URL: url, GOGC: '400', ...process.env, ...env },
  });
  if (exitWithParent) {
    const kill = () => child.kill('SIGKILL');
    process.once('exit', kill);
    child.once('exit', () => process.off('exit', kill));
  }
  let output = '';
  let tail = [];
  // PocketBase prints this line once its listener is bound (net.Listen comes first); a failed bind exits instead.
  let listening = false;
  let early = '';
  const collect = (d) => {
    const text = String(d);
    if (!listening) {
      early = (early + text).slice(-4000);
      listening = early.includes('Server started at');
    }
    if (log) {
      log.write(text);
      tail = tail.concat(text.split('\n').filter((line) => line !== '')).slice(-TAIL_LINES);
    } else {
      output += text;
    }
    onOutput?.(text);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const lastLines = (count = 20) => (log ? tail : output.split('\n').filter((line) => line !== '')).slice(-count);
  // Output can still be in the pipes when 'exit' fires: 'close' comes once they are drained.
  const closed = new Promise((resolve) => child.once('close', resolve)).then(() => log?.end());
  try {
    await waitUntilServing(child, url, timeoutMs, () => listening);
  } catch (err) {
    child.kill('SIGKILL');
    await closed;
    const where = logFile && logFile !== LOG_TO_STDOUT ? `\nLast lines of ${logFile}:` : '';
    const message = `${err.message}${where}\n${lastLines().join('\n')}`;
    if (!listening && early.includes('address already in use')) {
      throw new PortTakenError(
        `${host}:${port} is taken by another process: PocketBase could not bind it.\n${message}`,
      );
    }
    throw new Error(message);
  }
  return {
    name: 'PocketBase',
    url,
    port,
    dataDir,
    logFile,
    process: child,
    output: () => output,
    lastLines,
    stop: () => stopChild(child),
  };
}

/** Attempts before startOnFreePort gives up: each lost race costs one PocketBase start of about a second. */
const PORT_ATTEMPTS = 5;

/**
 * startPocketBase on a port the kernel said was free. Tests and their servers start side by side, and between
 * the check and PocketBase's bind another process can take that port (another caller handed the same port, an
 * outgoing connection's local port): the bind then fails, PocketBase exits at once, and it is started again on
 * another port.
 */
export async function startOnFreePort(opts) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await startPocketBase({ ...opts, port });
    } catch (err) {
      if (!(err instanceof PortTakenError) || attempt >= PORT_ATTEMPTS) throw err;
      console.warn(
        `PocketBase: port ${port} was taken between its check and the bind; starting again on another port.`,
      );
    }
  }
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
