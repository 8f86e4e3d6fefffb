#!/usr/bin/env node
// `npm run test:proxy`: deploy/Caddyfile in front of a real PocketBase, both on loopback, checked as a browser
// and an attacker would see them. Caddy runs the production file itself (scripts/proxy/caddy.mjs); only the
// site address is plain http:// here. Where nginx is installed, the production topology runs instead: Caddy →
// deploy/nginx-rayek.conf (the shared cache, scripts/proxy/nginx.mjs) → PocketBase; every check below then holds
// through the cache too, and the cache's own checks follow (scripts/proxy/cache-checks.mjs). Clients come from
// different loopback addresses (127.0.0.2, 127.0.0.3…) so the rate-limit checks can tell whether PocketBase
// counts the address Caddy saw, while PocketBase itself only ever sees a proxy's connection from 127.0.0.1.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startOnFreePort, upsertSuperuser } from './lib/pocketbase.mjs';
import { freePort } from './lib/free-port.mjs';
import { request, requestAnnouncing, requestJson, openEventStream } from './proxy/http.mjs';
import { adapt, caddyVersion, productionCaddyfile, startCaddy, writeTestConfig } from './proxy/caddy.mjs';
import { nginxBinary, startNginx } from './proxy/nginx.mjs';
import { cacheChecks } from './proxy/cache-checks.mjs';

const SUPERUSER = { email: 'superuser@proxy.test', password: 'superuser-password-1' };
const PASSWORD = 'password-for-proxy-1';
const CLIENT_A = '127.0.0.2';
const CLIENT_B = '127.0.0.3';
const FORGED = '203.0.113.7';
// What Chromium sends, EventSource included.
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const { cacheControl } = createRequire(import.meta.url)('../pocketbase/pb_hooks/lib/http/public-cache.js');
// Files as the build names them: content-hashed, so they may be cached for a year.
const ASSET = 'assets/index-Dq3x9Zb1.js';
const WORKBOX = 'workbox-5f0b2c4e.js';
const assetBody = `export const rows = [${Array.from({ length: 200 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

const version = caddyVersion();
if (!version) {
  console.error('caddy is not on PATH (Debian: apt-get install caddy).');
  process.exit(1);
}
// RAYEK_PROXY_NGINX=off runs Caddy alone in front of PocketBase even where nginx is installed.
const nginx = process.env.RAYEK_PROXY_NGINX === 'off' ? null : nginxBinary();

// Linux answers on all of 127.0.0.0/8; macOS has only 127.0.0.1 until aliases are added.
const clientAddresses = [CLIENT_A, CLIENT_B, '127.0.0.4', '127.0.0.5'];
for (const address of clientAddresses) {
  const usable = await new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(0, address, () => server.close(() => resolve(true)));
  });
  if (!usable) {
    console.error(
      `This test plays clients from ${clientAddresses.join(', ')}, and ${address} is not a local address here` +
        ` (macOS: sudo ifconfig lo0 alias ${address} up, for each).`,
    );
    process.exit(1);
  }
}

const results = [];
// A check that waits for something that never comes (an event the proxy holds back) fails instead of hanging,
// so the run always ends and stops what it started.
const CHECK_LIMIT_MS = 30_000;
async function check(name, fn, limitMs = CHECK_LIMIT_MS) {
  let timer;
  try {
    await Promise.race([
      fn(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no outcome within ${limitMs / 1000} s`)), limitMs);
      }),
    ]);
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}`);
  } catch (err) {
    results.push({ name, ok: false });
    console.log(
      `  ✗ ${name}\n      ${String(err?.message ?? err)
        .split('\n')
        .join('\n      ')}`,
    );
  } finally {
    clearTimeout(timer);
  }
}
function expect(actual, expected, what) {
  if (actual !== expected)
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}
function ensure(condition, what) {
  if (!condition) throw new Error(what);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-proxy-'));
const dataDir = path.join(tmp, 'pb_data');
const publicDir = path.join(tmp, 'public');
const caddyDir = path.join(tmp, 'caddy');
const nginxDir = path.join(tmp, 'nginx');
fs.mkdirSync(path.join(publicDir, 'assets'), { recursive: true });
fs.mkdirSync(caddyDir);
fs.writeFileSync(
  path.join(publicDir, 'index.html'),
  '<!doctype html><html lang="ar" dir="rtl"><title>Rayek</title><main>رايك</main></html>\n',
);
fs.writeFileSync(path.join(publicDir, ASSET), assetBody);
fs.writeFileSync(path.join(publicDir, WORKBOX), assetBody);

const running = [];
let exitCode = 1;
const stopAll = async () => {
  for (const service of running.reverse()) await service.stop();
  running.length = 0;
  fs.rmSync(tmp, { recursive: true, force: true });
};
process.on('SIGINT', () => stopAll().then(() => process.exit(130)));
process.on('SIGTERM', () => stopAll().then(() => process.exit(143)));
process.on('uncaughtException', (err) => {
  console.error(`\nThe proxy test failed unexpectedly: ${err.stack ?? err}`);
  stopAll().then(() => process.exit(1));
});

try {
  console.log(
    nginx
      ? `Proxy test: ${version} in front of nginx ${nginx.version} (the cache) in front of PocketBase, on loopback.`
      : 'Proxy test: ' +
          version +
          ' in front of PocketBase, on loopback (nginx not installed: the cache checks are left out).',
  );
  upsertSuperuser(dataDir, SUPERUSER, publicDir);
  const pb = await startOnFreePort({
    dataDir,
    publicDir,
    env: { RAYEK_TRUSTED_PROXY_HEADER: 'X-Forwarded-For', RAYEK_DASHBOARD: 'local', RAYEK_RATE_LIMITS: 'on' },
  });
  running.push(pb);
  const direct = pb.url;
  const superuserToken = (
    await requestJson(`${direct}/api/collections/_superusers/auth-with-password`, {
      body: { identity: SUPERUSER.email, password: SUPERUSER.password },
    })
  ).json().token;
  const asSuperuser = { Authorization: superuserToken };

  // Production's PocketBase settings for a proxy on the same machine (docs/deploy.md).
  const settings = (await request(`${direct}/api/settings`, { headers: asSuperuser })).json();
  expect(
    JSON.stringify(settings.trustedProxy),
    '{"headers":["X-Forwarded-For"],"useLeftmostIP":false}',
    'PocketBase trustedProxy from RAYEK_TRUSTED_PROXY_HEADER',
  );
  const verificationLimit = settings.rateLimits.rules.find((r) => r.label === '*:requestVerification');
  ensure(settings.rateLimits.enabled && verificationLimit, 'the verification-request rate limit is not configured');

  const users = {};
  for (const [key, name] of [
    ['a', 'Proxy Student A'],
    ['b', 'Proxy Student B'],
  ]) {
    const email = `student-${key}@proxy.test`;
    const created = await requestJson(`${direct}/api/collections/users/records`, {
      headers: asSuperuser,
      body: { email, password: PASSWORD, passwordConfirm: PASSWORD, name, role: 'STUDENT', verified: true },
    });
    expect(created.status, 200, `creating ${email}`);
    users[key] = { id: created.json().id, email };
  }

  let upstream = `127.0.0.1:${pb.port}`;
  let cache = null;
  if (nginx) {
    const nginxPort = await freePort();
    cache = await startNginx({
      dir: nginxDir,
      port: nginxPort,
      upstream,
      healthUrl: `http://127.0.0.1:${nginxPort}/api/health`,
    });
    running.push(cache);
    upstream = `127.0.0.1:${nginxPort}`;
  }
  const caddyPort = await freePort();
  const proxy = `http://127.0.0.1:${caddyPort}`;
  const vars = { RAYEK_DOMAIN: proxy, RAYEK_UPSTREAM: upstream };
  const caddy = await startCaddy({
    dir: caddyDir,
    configFile: writeTestConfig(caddyDir),
    vars,
    healthUrl: `${proxy}/api/health`,
  });
  running.push(caddy);
  console.log(`  PocketBase ${direct}, ${cache ? `nginx http://${upstream}, ` : ''}Caddy ${proxy}\n`);

  await check('the production Caddyfile gets TLS for RAYEK_DOMAIN and its site is the one under test', () => {
    const production = adapt(productionCaddyfile, caddyDir, { ...vars, RAYEK_DOMAIN: 'rayek.example' });
    const tested = adapt(writeTestConfig(caddyDir), caddyDir, vars);
    const site = (config) => Object.values(config.apps.http.servers)[0];
    const prodServer = site(production);
    expect(JSON.stringify(prodServer.listen), '[":443"]', 'production listens on');
    expect(prodServer.automatic_https, undefined, 'production automatic HTTPS settings (none: all on)');
    expect(JSON.stringify(prodServer.routes[0].match), '[{"host":["rayek.example"]}]', 'production site matcher');
    expect(JSON.stringify(site(tested).routes[0].handle), JSON.stringify(prodServer.routes[0].handle), 'site handlers');
  });

  await check('an app page comes through with the headers PocketBase set', async () => {
    const res = await request(`${proxy}/`, { from: CLIENT_A });
    expect(res.status, 200, 'status');
    ensure(res.headers['content-type']?.startsWith('text/html'), `content-type ${res.headers['content-type']}`);
    ensure(res.body.toString().includes('رايك'), 'body is not index.html');
    ensure(
      res.headers['content-security-policy']?.includes("default-src 'self'"),
      'PocketBase\u2019s Content-Security-Policy is missing',
    );
    expect(res.headers['cache-control'], cacheControl('page'), 'cache-control');
  });

  for (const file of [ASSET, WORKBOX]) {
    await check(`hashed file /${file} keeps "${IMMUTABLE}"`, async () => {
      const res = await request(`${proxy}/${file}`, { from: CLIENT_A });
      expect(res.status, 200, 'status');
      expect(res.headers['cache-control'], IMMUTABLE, 'cache-control');
      expect(res.body.toString(), assetBody, 'body');
    });
  }

  await check(
    'compressed once: gzip and zstd by the proxy, decoding to the exact file; identity when not asked',
    async () => {
      const gz = await request(`${proxy}/${ASSET}`, { from: CLIENT_A, headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], 'gzip', 'gzip content-encoding');
      expect(zlib.gunzipSync(gz.body).toString(), assetBody, 'gunzipped body');
      ensure(gz.body.length < assetBody.length / 2, `gzip body is ${gz.body.length} bytes for ${assetBody.length}`);
      ensure(/accept-encoding/i.test(String(gz.headers.vary)), `vary: ${gz.headers.vary}`);
      const zst = await request(`${proxy}/${ASSET}`, { from: CLIENT_A, headers: { 'Accept-Encoding': 'zstd' } });
      expect(zst.headers['content-encoding'], 'zstd', 'zstd content-encoding');
      expect(zst.body.subarray(0, 4).toString('hex'), '28b52ffd', 'zstd frame magic');
      const plain = await request(`${proxy}/${ASSET}`, { from: CLIENT_A, headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers['content-encoding'], undefined, 'identity content-encoding');
      expect(plain.body.toString(), assetBody, 'identity body');
      const api = await request(`${proxy}/api/collections/institutions/records?perPage=30`, {
        from: CLIENT_A,
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(api.headers['content-encoding'], 'gzip', 'API content-encoding');
      ensure(
        JSON.parse(zlib.gunzipSync(api.body).toString()).items.length > 0,
        'the gunzipped API answer has no items',
      );
    },
  );

  await check('a public list answers through the proxy', async () => {
    const res = await request(`${proxy}/api/collections/institutions/records?perPage=5`, { from: CLIENT_A });
    expect(res.status, 200, 'status');
    ensure(res.json().items.length > 0, 'no institutions listed');
  });

  const tokens = {};
  await check('sign-in through the proxy answers a token with no-store', async () => {
    for (const [key, from] of [
      ['a', CLIENT_A],
      ['b', CLIENT_B],
    ]) {
      const res = await requestJson(`${proxy}/api/collections/users/auth-with-password`, {
        from,
        body: { identity: users[key].email, password: PASSWORD },
      });
      expect(res.status, 200, `sign-in of ${key}`);
      expect(res.headers['cache-control'], 'no-store', 'cache-control');
      tokens[key] = res.json().token;
    }
  });

  await check(
    'private answers: the same URL gives each user only their own record, with no-store, every time',
    async () => {
      for (const key of ['a', 'b', 'a', 'b']) {
        const res = await request(`${proxy}/api/collections/users/records`, {
          from: key === 'a' ? CLIENT_A : CLIENT_B,
          headers: { Authorization: tokens[key] },
        });
        expect(res.status, 200, 'status');
        expect(res.headers['cache-control'], 'no-store', 'cache-control');
        expect(
          JSON.stringify(res.json().items.map((u) => u.id)),
          JSON.stringify([users[key].id]),
          `records seen by ${key}`,
        );
      }
    },
  );

  await check('realtime: the event stream connects through the proxy and delivers a change as it happens', async () => {
    const stream = await openEventStream(`${proxy}/api/realtime`, {
      from: CLIENT_A,
      headers: { 'Accept-Encoding': BROWSER_ENCODINGS },
    });
    try {
      expect(stream.status, 200, 'status');
      expect(stream.headers['content-type'], 'text/event-stream', 'content-type');
      expect(stream.headers['content-encoding'], undefined, 'content-encoding of the stream');
      const connect = await stream.next((e) => e.name === 'PB_CONNECT');
      const topic = `users/${users.a.id}`;
      const subscribed = await requestJson(`${proxy}/api/realtime`, {
        from: CLIENT_A,
        headers: { Authorization: tokens.a },
        body: { clientId: connect.data.clientId, subscriptions: [topic] },
      });
      expect(subscribed.status, 204, 'subscribe');
      const renamed = await requestJson(`${proxy}/api/collections/users/records/${users.a.id}`, {
        method: 'PATCH',
        from: CLIENT_A,
        headers: { Authorization: tokens.a },
        body: { name: 'Renamed Through Proxy' },
      });
      expect(renamed.status, 200, 'rename');
      const event = await stream.next((e) => e.name === topic);
      expect(event.data.record.name, 'Renamed Through Proxy', 'event record name');
    } finally {
      stream.close();
    }
  });

  await check(
    'bodies reach PocketBase whole up to its limit; over its 1 MiB it answers 413 itself, the same as direct',
    async () => {
      const padded = await requestJson(`${proxy}/api/collections/users/request-verification`, {
        from: CLIENT_B,
        body: { email: 'nobody@proxy.test', padding: 'x'.repeat(900 * 1024) },
      });
      expect(padded.status, 204, 'a 900 KiB body');
      const announce = (base) =>
        requestAnnouncing(`${base}/api/collections/users/request-verification`, {
          from: CLIENT_B,
          length: 2 * 1024 * 1024,
          headers: { 'Content-Type': 'application/json' },
        });
      const [viaProxy, viaDirect] = [await announce(proxy), await announce(direct)];
      expect(viaProxy.status, 413, 'a 2 MiB body through the proxy');
      expect(viaProxy.body.toString(), viaDirect.body.toString(), 'the answer through the proxy and direct');
    },
  );

  // The verification-request rule (per client address) is the smallest limit a guest can reach without
  // side effects: an unknown address is answered 204 and sends nothing.
  const askVerification = (from, headers = {}) =>
    requestJson(`${proxy}/api/collections/users/request-verification`, {
      from,
      headers,
      body: { email: 'nobody@proxy.test' },
    });
  const limit = verificationLimit.maxRequests;
  const rateLimitCheck = async (stopped, served) => {
    for (let i = 1; i <= limit; i++)
      expect((await askVerification(stopped)).status, 204, `request ${i} from ${stopped}`);
    expect((await askVerification(stopped)).status, 429, `request ${limit + 1} from ${stopped}`);
    const forged = await askVerification(stopped, { 'X-Forwarded-For': FORGED, 'X-Real-IP': FORGED });
    expect(forged.status, 429, `${stopped} with a forged X-Forwarded-For and X-Real-IP`);
    expect((await askVerification(served)).status, 204, served);
  };
  await check(
    `rate limits count the address Caddy saw (PocketBase trusting X-Forwarded-For): ${CLIENT_A} is stopped after ${limit}, a forged header does not free it, ${CLIENT_B} is still served`,
    () => rateLimitCheck(CLIENT_A, CLIENT_B),
  );

  await check(
    'PocketBase believes the trusted header from whoever reaches it (why it must listen on 127.0.0.1 only)',
    async () => {
      const res = await requestJson(`${direct}/api/collections/users/request-verification`, {
        from: CLIENT_A,
        headers: { 'X-Forwarded-For': FORGED },
        body: { email: 'nobody@proxy.test' },
      });
      expect(res.status, 204, 'A straight to PocketBase with a forged header');
    },
  );

  // What RAYEK_TRUSTED_PROXY_HEADER=X-Real-IP gives, set through the settings API to spare a restart.
  await check('the same with PocketBase trusting X-Real-IP instead (127.0.0.4 stopped, 127.0.0.5 served)', async () => {
    const patched = await requestJson(`${direct}/api/settings`, {
      method: 'PATCH',
      headers: asSuperuser,
      body: { trustedProxy: { headers: ['X-Real-IP'], useLeftmostIP: false } },
    });
    expect(patched.status, 200, 'PATCH /api/settings');
    await rateLimitCheck('127.0.0.4', '127.0.0.5');
  });

  if (cache) {
    await cacheChecks({
      check,
      expect,
      ensure,
      proxy,
      direct,
      asSuperuser,
      cacheDir: cache.cacheDir,
      users,
      tokens,
      password: PASSWORD,
      clients: [CLIENT_A, CLIENT_B, '127.0.0.4', '127.0.0.5'],
    });
  }

  await check(
    'the dashboard and superuser sign-in are refused through the proxy, except from RAYEK_ADMIN_IPS (loopback by default)',
    async () => {
      // Caddy's own refusal (PocketBase's RAYEK_DASHBOARD=local would answer 404 behind it).
      const refusal = (res) => `${res.status} ${res.body.toString()}`;
      const REFUSED = '403 Not served on the public address.';
      for (const p of ['/_/', '/_', '/_/images/favicon/favicon.png']) {
        expect(refusal(await request(`${proxy}${p}`, { from: CLIENT_A })), REFUSED, `${p} from ${CLIENT_A}`);
      }
      expect((await request(`${proxy}/_/`, { from: '127.0.0.1' })).status, 200, '/_/ from 127.0.0.1');
      const signIn = (p, from) =>
        requestJson(proxy, { from, rawPath: p, body: { identity: SUPERUSER.email, password: SUPERUSER.password } });
      expect(
        (await signIn('/api/collections/_superusers/auth-with-password', '127.0.0.1')).status,
        200,
        'superuser sign-in from 127.0.0.1',
      );
      // The right password, so a way around the rule would show as a sign-in.
      for (const p of [
        '/api/collections/_superusers/auth-with-password',
        '/api/collections/pbc_3142635823/auth-with-password',
        '/api/collections/_SUPERUSERS/auth-with-password',
        '/api/collections/%5Fsuperusers/auth-with-password',
        '/api/collections/_superusers%2Fauth-with-password',
        '//api/collections/_superusers/auth-with-password',
        '/api/collections/./_superusers/auth-with-password',
        '/api/x/../collections/_superusers/auth-with-password',
      ]) {
        expect(refusal(await signIn(p, CLIENT_B)), REFUSED, `${p} from ${CLIENT_B}`);
      }
    },
  );

  exitCode = results.every((r) => r.ok) ? 0 : 1;
} catch (err) {
  console.error(`\nThe proxy test could not run: ${err.message}`);
} finally {
  await stopAll();
}

const failed = results.filter((r) => !r.ok);
console.log(
  exitCode === 0
    ? `\n✓ Proxy: all ${results.length} checks passed.`
    : `\n✗ Proxy: ${failed.length} of ${results.length} checks failed${failed.length ? `: ${failed.map((r) => r.name).join('; ')}` : ''}.`,
);
process.exit(exitCode);
