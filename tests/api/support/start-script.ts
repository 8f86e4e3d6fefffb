// Runs `node scripts/start.mjs` in a checkout as a terminal or a service manager would, and watches what it
// prints. The environment is the test's minus every variable start.mjs reads, plus the ones given.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export interface StartScript {
  process: ChildProcess;
  /** Every non-empty line printed so far, stdout and stderr together. */
  lines(): string[];
  stdout(): string;
  stderr(): string;
  /** Resolves once the output contains `text`; rejects if the script exits first. */
  waitFor(text: string): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops it (SIGTERM, then SIGKILL) if it still runs. */
  stop(): Promise<void>;
}

const READ_BY_START = /^(NODE_ENV|PORT|HOST|DATA_DIR|MAIL_SMTP_PORT|MAIL_WEB_PORT|RAYEK_.*)$/;

export function runStart(dir: string, args: string[], env: Record<string, string>): StartScript {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !READ_BY_START.test(name)));
  const child = spawn(process.execPath, ['scripts/start.mjs', ...args], { cwd: dir, env: { ...clean, ...env } });
  let out = '';
  let err = '';
  let all = '';
  const waiters: Array<{ text: string; resolve: () => void; reject: (e: Error) => void }> = [];
  const check = () => {
    for (const w of waiters.filter((w) => all.includes(w.text))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  child.stdout.on('data', (d) => {
    out += d;
    all += d;
    check();
  });
  child.stderr.on('data', (d) => {
    err += d;
    all += d;
    check();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => {
      for (const w of waiters.splice(0))
        w.reject(new Error(`start.mjs exited (${code ?? signal}) before printing "${w.text}":\n${all}`));
      resolve({ code, signal });
    }),
  );
  return {
    process: child,
    lines: () => all.split('\n').filter((line) => line.trim() !== ''),
    stdout: () => out,
    stderr: () => err,
    waitFor: (text) =>
      new Promise<void>((resolve, reject) => {
        if (all.includes(text)) return resolve();
        if (child.exitCode !== null || child.signalCode !== null)
          return reject(new Error(`start.mjs had exited:\n${all}`));
        waiters.push({ text, resolve, reject });
      }),
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The processes whose parent is `pid`, by name (Linux /proc). */
export function childrenOf(pid: number): Array<{ pid: number; name: string }> {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        // "pid (name) state ppid …": the name may hold spaces and parentheses, so split after its last ")".
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === pid ? [{ pid: Number(entry), name }] : [];
      } catch {
        return [];
      }
    });
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
