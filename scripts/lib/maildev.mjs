// The local SMTP catcher (maildev): verification e-mails land here in development and in e2e tests.
// Both ports bind to loopback only.
import { spawn } from 'node:child_process';
import { maildevBin } from './paths.mjs';
import { stopChild } from './pocketbase.mjs';

export async function startMaildev({ smtpPort, webPort, stdio = 'pipe', timeoutMs = 20_000 }) {
  const child = spawn(
    process.execPath,
    [maildevBin, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    { stdio: ['ignore', stdio, stdio] },
  );
  let output = '';
  if (stdio === 'pipe') {
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
  }
  const webUrl = `http://127.0.0.1:${webPort}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`maildev exited with code ${child.exitCode}\n${output}`);
    try {
      const res = await fetch(`${webUrl}/api/email`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`maildev did not answer on ${webUrl}\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    webUrl,
    smtpPort,
    process: child,
    /** Every message caught so far (maildev's REST inbox). */
    async emails() {
      const res = await fetch(`${webUrl}/api/email`);
      return res.json();
    },
    stop: () => stopChild(child),
  };
}

/** The environment that points PocketBase's mailer at a maildev instance. */
export function smtpEnvFor(smtpPort) {
  return {
    RAYEK_SMTP_HOST: '127.0.0.1',
    RAYEK_SMTP_PORT: String(smtpPort),
    RAYEK_SMTP_TLS: 'false',
  };
}
