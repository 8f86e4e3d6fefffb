// Keeps child services running until Ctrl-C (or SIGTERM), then stops all of them; if one dies on its own,
// the others are stopped too so nothing is left half-running.
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
    c.process.once('exit', (code, signal) => {
      if (!stopping) {
        console.error(`\nA service stopped unexpectedly (exit ${code ?? signal}).`);
        stopAll(1);
      }
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
