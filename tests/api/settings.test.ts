// Guarantees 8 and 9 and the request-log rule: runtime settings come from RAYEK_* variables, the rate
// limiter answers 429 on sign-in, sign-up, verification requests, the account routes and creates, the
// verification e-mail links to the app's /verify/{TOKEN} page and gives RAYEK_SUPPORT_EMAIL, and request logs
// keep failures only, with no client IP.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest } from './support/actors';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mail: true });
});
afterAll(async () => {
  await server?.stop();
});

async function until<T>(read: () => Promise<T | undefined>, what: string, attempts = 100): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

async function statuses(count: number, send: (i: number) => Promise<Response>) {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) out.push((await send(i)).status);
  return out;
}

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });

describe('configuration at start', () => {
  test('defaults: app URL from the environment, sender, rate limits on, no IPs in logs, batch off', async () => {
    const settings = await server.admin.settings.getAll();
    expect(settings.meta).toMatchObject({
      appName: 'Rayek',
      appURL: server.url,
      senderAddress: 'no-reply@rayek.tn',
      senderName: 'Rayek',
    });
    expect(settings.smtp).toMatchObject({
      enabled: true,
      host: '127.0.0.1',
      port: server.mailbox!.smtpPort,
      tls: false,
    });
    expect(settings.logs).toMatchObject({ logIP: false, logAuthId: false });
    expect(settings.batch.enabled).toBe(false);
    expect(settings.rateLimits.enabled).toBe(true);
  });

  test('every RAYEK_* variable is read at start, and RAYEK_RATE_LIMITS=off turns the limiter off', async () => {
    const other = await startTestServer({
      env: {
        RAYEK_APP_URL: 'https://rayek.example',
        RAYEK_SMTP_HOST: 'smtp.example',
        RAYEK_SMTP_PORT: '2525',
        RAYEK_SMTP_USERNAME: 'mailer',
        RAYEK_SMTP_PASSWORD: 'secret-password',
        RAYEK_SMTP_TLS: 'true',
        RAYEK_MAIL_SENDER_ADDRESS: 'hello@rayek.example',
        RAYEK_MAIL_SENDER_NAME: 'Rayek Test',
        RAYEK_SUPPORT_EMAIL: 'help@rayek.example',
        RAYEK_RATE_LIMITS: 'off',
      },
    });
    try {
      const settings = await other.admin.settings.getAll();
      expect(settings.meta).toMatchObject({
        appURL: 'https://rayek.example',
        senderAddress: 'hello@rayek.example',
        senderName: 'Rayek Test',
      });
      expect(settings.smtp).toMatchObject({ host: 'smtp.example', port: 2525, username: 'mailer', tls: true });
      expect(settings.rateLimits.enabled).toBe(false);
      const codes = await Promise.all(
        Array.from({ length: 40 }, () =>
          fetch(`${other.url}/api/collections/users/auth-with-password`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ identity: 'x@y.tn', password: 'wrong-password' }),
          }).then((r) => r.status),
        ),
      );
      expect(codes).not.toContain(429);
    } finally {
      await other.stop();
    }
  });
});

describe('verification e-mail', () => {
  test('links to {APP_URL}/verify/{TOKEN}, and that token verifies the account', async () => {
    const email = 'verify-me@tests.local';
    await guest(server).collection('users').create({
      email,
      password: 'a-long-password-1',
      passwordConfirm: 'a-long-password-1',
      name: 'Verify Me',
      language: 'ar',
    });
    await guest(server).collection('users').requestVerification(email);
    const message = await until(
      async () => (await server.mailbox!.emails()).find((m) => m.to.some((t) => t.address === email)),
      'the e-mail',
    );
    expect(message.subject).toContain('رايك');
    const link = message.html.match(/href="([^"]+)"/)?.[1] ?? '';
    expect(link.startsWith(`${server.url}/verify/`)).toBe(true);
    expect(message.html).not.toContain('/_/#/auth/confirm-verification');
    expect(message.html).toContain('support@rayek.tn');
    const token = link.slice(`${server.url}/verify/`.length);
    await guest(server).collection('users').confirmVerification(token);
    const stored = await server.admin
      .collection('users')
      .getFirstListItem(server.admin.filter('email = {:email}', { email }));
    expect(stored.verified).toBe(true);
  });
});

describe('the support address of the e-mails', () => {
  test("is RAYEK_SUPPORT_EMAIL, and a template edited in the dashboard does not replace Rayek's e-mail", async () => {
    const other = await startTestServer({ mail: true, env: { RAYEK_SUPPORT_EMAIL: 'help@rayek.example' } });
    try {
      const users = await other.admin.collections.getOne('users');
      await other.admin.collections.update('users', {
        verificationTemplate: {
          ...users.verificationTemplate,
          subject: 'Edited',
          body: '<p>Edited {APP_URL}/_/#/auth/confirm-verification/{TOKEN}</p>',
        },
      });
      const email = 'support-address@tests.local';
      await guest(other).collection('users').create({
        email,
        password: 'a-long-password-1',
        passwordConfirm: 'a-long-password-1',
        name: 'Asking',
        language: 'ar',
      });
      await guest(other).collection('users').requestVerification(email);
      const message = await until(
        async () => (await other.mailbox!.emails()).find((m) => m.to.some((t) => t.address === email)),
        'the e-mail',
      );
      expect(message.html).toContain('help@rayek.example');
      expect(message.text).toContain('help@rayek.example');
      expect(message.html).not.toContain('support@rayek.tn');
      expect(message.subject).toBe('رايك · أكّد الإيميل متاعك');
      expect(message.html).toContain(`href="${other.url}/verify/`);
    } finally {
      await other.stop();
    }
  });
});

describe('rate limiter (per client IP)', () => {
  test('sign-in: 30 a minute, then 429', async () => {
    const codes = await statuses(35, () =>
      post('/api/collections/users/auth-with-password', { identity: 'nobody@tests.local', password: 'wrong-password' }),
    );
    expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(30);
    expect(codes.at(-1)).toBe(429);
  });

  test('sign-up: 20 a minute, then 429', async () => {
    const codes = await statuses(25, (i) =>
      post('/api/collections/users/records', { email: `flood${i}@tests.local`, password: 'short' }),
    );
    expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(20);
    expect(codes.at(-1)).toBe(429);
  });

  test('verification requests: 10 a minute, then 429', async () => {
    const codes = await statuses(15, () =>
      post('/api/collections/users/request-verification', { email: 'nobody@tests.local' }),
    );
    expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(10);
    expect(codes.at(-1)).toBe(429);
  });

  test.each([
    [
      'password reset confirmations',
      '/api/collections/users/confirm-password-reset',
      { token: 'not-a-token', password: 'a-long-password-1', passwordConfirm: 'a-long-password-1' },
    ],
    [
      'e-mail change confirmations',
      '/api/collections/users/confirm-email-change',
      { token: 'not-a-token', password: 'a-long-password-1' },
    ],
    ['account deletions', '/api/rayek/account/delete', { password: 'not-the-password' }],
  ])('%s: 10 a minute, then 429', async (_, path, body) => {
    const user = await createActor(server);
    const codes = await statuses(15, () => post(path, body, user.token));
    expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(10);
    expect(codes.at(-1)).toBe(429);
  });

  test('account exports: 10 a minute, then 429', async () => {
    const user = await createActor(server);
    const codes = await statuses(15, () =>
      fetch(`${server.url}/api/rayek/account/export`, { headers: { Authorization: user.token } }),
    );
    expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(10);
    expect(codes.at(-1)).toBe(429);
  });

  test('account updates (a password change tries an old password): 30 a minute, then 429', async () => {
    const user = await createActor(server);
    const patch = () =>
      fetch(`${server.url}/api/collections/users/records/${user.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: user.token },
        body: JSON.stringify({
          oldPassword: 'a-guessed-password',
          password: 'a-long-password-2',
          passwordConfirm: 'a-long-password-2',
        }),
      });
    const codes = await statuses(35, patch);
    expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(30);
    expect(codes.at(-1)).toBe(429);
  });

  test('instructor name search: 600 a minute, then 429; other reads are not counted against it', async () => {
    const search = (i: number) =>
      fetch(`${server.url}/api/rayek/instructors/search?q=${encodeURIComponent(`name ${i}`)}`);
    const codes: number[] = [];
    for (let i = 0; i < 610; i += 10)
      codes.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => search(i + j)))).map((r) => r.status));
    expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(600);
    expect(codes.filter((c) => c !== 429).length).toBeGreaterThan(0);
    expect(codes.at(-1)).toBe(429);
    expect((await fetch(`${server.url}/api/collections/institutions/records?perPage=1`)).status).toBe(200);
  });

  test('the ranked lists: 600 a minute each, then 429, apart from the searches', async () => {
    const list = (i: number) => fetch(`${server.url}/api/rayek/programs/ranked?sort=name&page=${(i % 30) + 1}`);
    const codes: number[] = [];
    for (let i = 0; i < 610; i += 10)
      codes.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => list(i + j)))).map((r) => r.status));
    expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(600);
    expect(codes.filter((c) => c !== 429).length).toBeGreaterThan(0);
    expect(codes.at(-1)).toBe(429);
    expect((await fetch(`${server.url}/api/rayek/instructors/ranked`)).status).toBe(200);
  });

  test('search pages (which run the search for their HTML): 600 a minute, then 429, apart from the search route', async () => {
    const open = (i: number) => fetch(`${server.url}/programs?q=${encodeURIComponent(`name ${i}`)}`);
    const codes: number[] = [];
    for (let i = 0; i < 610; i += 10)
      codes.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => open(i + j)))).map((r) => r.status));
    expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(600);
    expect(codes.filter((c) => c !== 429).length).toBeGreaterThan(0);
    expect(codes.at(-1)).toBe(429);
    expect((await fetch(`${server.url}/api/rayek/programs/search?q=name`)).status).toBe(200);
  });

  test.each(['institution_ratings', 'program_ratings', 'instructor_ratings', 'instructors', 'reports'])(
    'creates of %s: 60 a minute, then 429',
    async (collection) => {
      const user = await createActor(server);
      const codes = await statuses(65, () => post(`/api/collections/${collection}/records`, {}, user.token));
      expect(codes.filter((c) => c !== 429).length).toBeLessThanOrEqual(60);
      expect(codes.at(-1)).toBe(429);
      const last = await post(`/api/collections/${collection}/records`, {}, user.token);
      expect(await last.json()).toMatchObject({ status: 429 });
    },
  );
});

describe('request logs', () => {
  test('keep failed requests only, without client IP or user id; a successful one leaves no row', async () => {
    const user = await createActor(server);
    const tag = Math.random().toString(36).slice(2, 8);
    const headers = { Authorization: user.token };
    const succeeded = await fetch(`${server.url}/api/collections/institutions/records?perPage=1&tag=ok${tag}`, {
      headers,
    });
    expect(succeeded.status).toBe(200);
    const failed = await fetch(`${server.url}/api/collections/missing${tag}/records`, { headers });
    expect(failed.status).toBe(404);
    // Logs are written in batches (seconds apart), in request order: once the later failure is there, so would
    // the success be.
    const logs = await until(
      async () => {
        const list = await server.admin.logs.getList(1, 50, { filter: `data.type = "request" && data.url ~ "${tag}"` });
        return list.items.some((e) => String(e.data.url).includes(`missing${tag}`)) ? list.items : undefined;
      },
      'the failed request in the logs',
      200,
    );
    expect(logs.map((e) => e.data.url)).toEqual([`/api/collections/missing${tag}/records`]);
    for (const entry of logs) {
      const data = entry.data as Record<string, unknown>;
      expect(data.userIP ?? '').toBe('');
      expect(data.remoteIP ?? '').toBe('');
      expect(data.authId ?? '').toBe('');
      expect(JSON.stringify(data)).not.toContain('127.0.0.1');
      expect(JSON.stringify(data)).not.toContain(user.id);
    }
  });
});
