// `npm start` as a newcomer runs it, from a checkout under the OS temp directory (where PocketBase would turn
// dev mode on by itself): a fresh start prints the banner and a few lines, PocketBase's own output goes to the
// log file the banner names, and if PocketBase dies the script stops everything and exits non-zero saying why.
// --no-build with a stand-in dist/ keeps the build out of this test; the rest is the real script.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../scripts/lib/free-port.mjs';
import { makeCheckout, type Checkout } from './support/checkout';
import { childrenOf, isRunning, runStart, type StartScript } from './support/start-script';

// What dev mode prints: SQL statements (with the collections' token secrets) and password hashes.
const DEV_MODE_OUTPUT = /\b(SELECT|INSERT INTO|CREATE TABLE|UPDATE `|PRAGMA)\b|\$2a\$|tokenKey|"secret"/;

let checkout: Checkout;
let start: StartScript;
let port: number;
let dataDir: string;

beforeAll(async () => {
  checkout = makeCheckout({ production: false, built: true });
  dataDir = path.join(checkout.dir, 'pocketbase', 'pb_data');
  port = await freePort();
  start = runStart(checkout.dir, ['--no-build'], {
    PORT: String(port),
    MAIL_SMTP_PORT: String(await freePort()),
    MAIL_WEB_PORT: String(await freePort()),
  });
  await start.waitFor('Press Ctrl-C to stop.');
}, 120_000);

afterAll(async () => {
  await start?.stop();
  checkout?.remove();
});

test('a fresh start prints the banner and a few lines, nothing of dev mode', async () => {
  const lines = start.lines();
  expect(lines.length).toBeLessThanOrEqual(30);
  expect(start.stdout()).toContain('Rayek is running.');
  expect(start.stderr()).toBe('');
  expect(lines.filter((line) => DEV_MODE_OUTPUT.test(line))).toEqual([]);
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
});

test("PocketBase's output is in the log file the banner names, and it is not dev mode's", () => {
  const logFile = path.join(dataDir, 'pocketbase.log');
  expect(start.stdout()).toContain(`Server log:  ${logFile}`);
  const log = fs.readFileSync(logFile, 'utf8');
  expect(log).toContain(`Server started at http://127.0.0.1:${port}`);
  expect(log.split('\n').filter((line) => DEV_MODE_OUTPUT.test(line))).toEqual([]);
});

test('if PocketBase dies, start stops the mail catcher and exits non-zero with the reason and the log', async () => {
  const children = childrenOf(start.process.pid!);
  const pocketbase = children.find((c) => c.name === 'pocketbase');
  const maildev = children.find((c) => c.name !== 'pocketbase');
  expect(pocketbase).toBeDefined();
  expect(maildev).toBeDefined();

  process.kill(pocketbase!.pid, 'SIGKILL');
  const { code } = await start.exited;
  expect(code).not.toBe(0);
  expect(start.stderr()).toContain('PocketBase stopped unexpectedly: it was killed by SIGKILL.');
  expect(start.stderr()).toContain(`Last lines of its output (${path.join(dataDir, 'pocketbase.log')}):`);
  expect(start.stderr()).toContain('Server started at');
  expect(isRunning(maildev!.pid)).toBe(false);
});
