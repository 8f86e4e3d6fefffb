// RAYEK_TRUSTED_PROXY_HEADER makes PocketBase take the client address from the proxy's header (rate limits
// count it); RAYEK_DASHBOARD=local refuses the dashboard and everything a superuser does to any client not on
// this machine. A test can only connect from loopback, so "a client elsewhere" is a request through a trusted
// proxy naming another address in the header, which is exactly what a visitor looks like behind the proxy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startTestServer, SUPERUSER, type TestServer } from './support/server';

const OUTSIDE = '203.0.113.7';

const signIn = (
  server: TestServer,
  headers: Record<string, string> = {},
  identity = 'nobody@tests.local',
  password = 'wrong-password',
) =>
  fetch(`${server.url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ identity, password }),
  });

async function exhaustSignIns(server: TestServer, headers: Record<string, string>) {
  const codes: number[] = [];
  for (let i = 0; i < 31; i += 1) codes.push((await signIn(server, headers)).status);
  return codes;
}

describe('trusted proxy header', () => {
  let proxied: TestServer;
  let direct: TestServer;
  beforeAll(async () => {
    [proxied, direct] = await Promise.all([
      startTestServer({ env: { RAYEK_TRUSTED_PROXY_HEADER: 'X-Forwarded-For' } }),
      startTestServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([proxied?.stop(), direct?.stop()]);
  });

  test('is written to PocketBase settings, rightmost address used', async () => {
    const settings = await proxied.admin.settings.getAll();
    expect(settings.trustedProxy).toEqual({ headers: ['X-Forwarded-For'], useLeftmostIP: false });
  });

  test('each client address named by the proxy has its own sign-in allowance', async () => {
    const first = await exhaustSignIns(proxied, { 'X-Forwarded-For': '198.51.100.1' });
    expect(first.at(-1)).toBe(429);
    expect((await signIn(proxied, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(400);
    // A client's own address to the left of the proxy's cannot buy it a new allowance.
    expect((await signIn(proxied, { 'X-Forwarded-For': '192.0.2.99, 198.51.100.1' })).status).toBe(429);
  });

  test('without the setting the header is ignored: every request counts against the connection address', async () => {
    const first = await exhaustSignIns(direct, { 'X-Forwarded-For': '198.51.100.1' });
    expect(first.at(-1)).toBe(429);
    expect((await signIn(direct, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(429);
  });
});

describe('RAYEK_DASHBOARD=local', () => {
  let local: TestServer;
  let open: TestServer;
  beforeAll(async () => {
    [local, open] = await Promise.all([
      startTestServer({ env: { RAYEK_TRUSTED_PROXY_HEADER: 'X-Forwarded-For', RAYEK_DASHBOARD: 'local' } }),
      startTestServer({ env: { RAYEK_TRUSTED_PROXY_HEADER: 'X-Forwarded-For' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([local?.stop(), open?.stop()]);
  });

  const superuserSignIn = (server: TestServer, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
    });

  test('the dashboard answers on this machine (an SSH tunnel) and through the proxy from this machine', async () => {
    const page = await fetch(`${local.url}/_/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
    expect((await fetch(`${local.url}/_/`, { headers: { 'X-Forwarded-For': '127.0.0.1' } })).status).toBe(200);
    expect((await superuserSignIn(local)).status).toBe(200);
  });

  test('the dashboard, superuser sign-in and superuser tokens are refused to a client elsewhere', async () => {
    const away = { 'X-Forwarded-For': OUTSIDE };
    expect((await fetch(`${local.url}/_/`, { headers: away })).status).toBe(404);
    expect((await fetch(`${local.url}/_/images/favicon/favicon.png`, { headers: away })).status).toBe(404);
    expect((await superuserSignIn(local, away)).status).toBe(404);
    const { token } = await (await superuserSignIn(local)).json();
    expect((await fetch(`${local.url}/api/settings`, { headers: { Authorization: token, ...away } })).status).toBe(404);
    expect((await fetch(`${local.url}/api/settings`, { headers: { Authorization: token } })).status).toBe(200);
  });

  test('the app and its API stay open to everyone', async () => {
    const away = { 'X-Forwarded-For': OUTSIDE };
    expect((await fetch(`${local.url}/api/collections/institutions/records?perPage=1`, { headers: away })).status).toBe(
      200,
    );
    expect((await signIn(local, away)).status).toBe(400);
  });

  test('without it (the default) the dashboard is public', async () => {
    const away = { 'X-Forwarded-For': OUTSIDE };
    expect((await fetch(`${open.url}/_/`, { headers: away })).status).toBe(200);
    expect((await superuserSignIn(open, away)).status).toBe(200);
  });

  test('an unknown value stops the server rather than leaving the dashboard exposed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-api-'));
    try {
      await expect(
        startPocketBase({ port: await freePort(), dataDir, publicDir: dataDir, env: { RAYEK_DASHBOARD: 'loopback' } }),
      ).rejects.toThrow(/RAYEK_DASHBOARD must be local or public/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
