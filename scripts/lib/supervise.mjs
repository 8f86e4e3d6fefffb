// Keeps child services running until Ctrl-C (or SIGTERM), then stops all of them. If one dies on its own, the
// others are stopped too and this process exits non-zero, saying which one died, how, and the end of its log:
// a server left running without its PocketBase would look alive to a service manager that should restart it.
import { exitReason } from './pocketbase.mjs';

/** @param {Array<{ name?: string, process: import('node:child_process').ChildProcess, stop(): Promise<void>,
 *                  lastLines?: (count?: number) => string[], logFile?: string }>} children */
export async function runUntilSignal(children) {
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await Promise.all(children.map((c) => c.stop()));
    console.log('Stopped.');
    process.exit(code);
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (const c of children) {
    // 'close' rather than 'exit': the child's last output is through its pipes by then.
    c.process.once('close', (code, signal) => {
      if (stopping) return;
      console.error(`\n${c.name ?? 'A service'} stopped unexpectedly: it ${exitReason(code, signal)}.`);
      const lines = c.lastLines?.() ?? [];
      if (lines.length > 0) {
        console.error(`Last lines of its output${c.logFile && c.logFile !== '-' ? ` (${c.logFile})` : ''}:`);
        console.error(lines.map((line) => `  ${line}`).join('\n'));
      }
      stopAll(1);
    });
  }
  await new Promise(() => {});
}

export function prefixLines(prefix, chunk) {
  return chunk
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => `${prefix}${line}\n`)
    .join('');
}
