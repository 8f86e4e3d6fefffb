// `RAYEK_SERVER_LOG=stdout` (deploy/rayek.service): PocketBase's output goes to start.mjs's own stdout, which
// systemd hands to the journal and its size-based rotation, and no pocketbase.log grows in the data directory.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../scripts/lib/free-port.mjs';
import { makeCheckout, type Checkout } from './support/checkout';
import { runStart, type StartScript } from './support/start-script';

let checkout: Checkout;
let start: StartScript;
let port: number;

beforeAll(async () => {
  checkout = makeCheckout({ production: false, built: true });
  port = await freePort();
  start = runStart(checkout.dir, ['--no-build'], {
    PORT: String(port),
    MAIL_SMTP_PORT: String(await freePort()),
    MAIL_WEB_PORT: String(await freePort()),
    RAYEK_SERVER_LOG: 'stdout',
  });
  await start.waitFor('Press Ctrl-C to stop.');
}, 120_000);

afterAll(async () => {
  await start?.stop();
  checkout?.remove();
});

test("PocketBase's output is on stdout, and no log file is written", () => {
  expect(start.stdout()).toContain(`Server started at http://127.0.0.1:${port}`);
  expect(start.stdout()).toContain('Server log:  this output (RAYEK_SERVER_LOG=stdout)');
  expect(fs.existsSync(path.join(checkout.dir, 'pocketbase', 'pb_data', 'pocketbase.log'))).toBe(false);
});

test('an unknown value stops the start with a message', async () => {
  const wrong = runStart(checkout.dir, ['--no-build'], { PORT: String(await freePort()), RAYEK_SERVER_LOG: 'syslog' });
  expect((await wrong.exited).code).toBe(1);
  expect(wrong.stderr()).toContain('RAYEK_SERVER_LOG must be stdout or file (got "syslog")');
});
