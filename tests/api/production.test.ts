// `NODE_ENV=production npm start` on a server installed with `npm install --omit=dev`: the checkout holds only
// package.json's dependencies (support/checkout.ts), so a start that imported vite, maildev or any other dev
// package would fail here. It serves the build it finds and never builds; without a build it says what to run.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../scripts/lib/free-port.mjs';
import { makeCheckout, type Checkout } from './support/checkout';
import { runStart, type StartScript } from './support/start-script';

const OPERATOR = { email: 'operator@tests.local', password: 'operator-password-1' };
// Production's keys (docs/deploy.md, "Keys"): the settings' key; backups, which need the age key pair, are proven
// in backup-*.test.ts and turned off here.
const KEYS = { RAYEK_SETTINGS_KEY: '0123456789abcdef0123456789abcdef', RAYEK_BACKUP_CRON: 'off' };

test('without a build, it says in one line what to run and exits non-zero', async () => {
  const checkout = makeCheckout({ production: true, built: false });
  try {
    const start = runStart(checkout.dir, [], { NODE_ENV: 'production', PORT: String(await freePort()), ...KEYS });
    const { code } = await start.exited;
    expect(code).toBe(1);
    expect(start.lines()).toHaveLength(1);
    expect(start.stderr()).toContain('run `npm run build` first');
  } finally {
    checkout.remove();
  }
});

describe('with a build', () => {
  let checkout: Checkout;
  let start: StartScript;
  let url: string;
  let dataDir: string;

  beforeAll(async () => {
    checkout = makeCheckout({ production: true, built: true });
    dataDir = path.join(checkout.dir, 'data');
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    start = runStart(checkout.dir, [], {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      RAYEK_SUPERUSER_EMAIL: OPERATOR.email,
      RAYEK_SUPERUSER_PASSWORD: OPERATOR.password,
      ...KEYS,
    });
    await start.waitFor('Press Ctrl-C to stop.');
  }, 120_000);

  afterAll(async () => {
    await start?.stop();
    checkout?.remove();
  });

  test('serves the build as it is, with dev packages absent, and says where its log is', async () => {
    expect(fs.existsSync(path.join(checkout.dir, 'node_modules', 'vite'))).toBe(false);
    expect(fs.existsSync(path.join(checkout.dir, 'node_modules', 'maildev'))).toBe(false);
    expect(start.stdout()).toContain('Rayek is running (production mode).');
    expect(start.stdout()).toContain(`Server log:  ${path.join(dataDir, 'pocketbase.log')}`);
    expect(start.lines().length).toBeLessThanOrEqual(15);
    expect(start.stdout()).not.toContain('rayek.local');
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Rayek stand-in build');
    expect(fs.readFileSync(path.join(checkout.dir, 'dist', 'index.html'), 'utf8')).toContain('stand-in build');
  });

  test("the operator's superuser from the environment signs in", async () => {
    const res = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: OPERATOR.email, password: OPERATOR.password }),
    });
    expect(res.status).toBe(200);
  });

  test('SIGTERM (a service manager stopping it) stops PocketBase and exits 0', async () => {
    start.process.kill('SIGTERM');
    const { code } = await start.exited;
    expect(code).toBe(0);
    expect(start.stdout()).toContain('Stopped.');
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});
