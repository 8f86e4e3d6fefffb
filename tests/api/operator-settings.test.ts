// What an operator changes in the dashboard survives restarts; the environment wins only for the variables it
// sets; the invariants (no IPs or account ids in request logs, batch API off, rate limiter on with every one of
// Rayek's rules) come back at every start whatever is stored. One data directory, restarted several times.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startOnFreePort, startPocketBase } from '../../scripts/lib/pocketbase.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../scripts/lib/free-port.mjs';
import { SUPERUSER } from './support/server';

interface Running {
  url: string;
  stop(): Promise<void>;
}
interface Rule {
  label: string;
  audience: string;
  duration: number;
  maxRequests: number;
}

let dataDir: string;
let publicDir: string;
let server: Running | undefined;
let admin: PocketBase;

async function start(env: Record<string, string> = {}) {
  await server?.stop();
  server = (await startOnFreePort({ dataDir, publicDir, env })) as Running;
  admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
}

const rules = async () => (await admin.settings.getAll()).rateLimits.rules as Rule[];
const rule = async (label: string) => (await rules()).find((r) => r.label === label);
const signUps = async (count: number) => {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(`${server!.url}/api/collections/users/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `flood${i}@tests.local`, password: 'short' }),
    });
    codes.push(res.status);
  }
  return codes;
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-settings-'));
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-public-'));
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>Rayek test</title>');
  // The run's migrated data directory, superuser included (support/global-setup.ts).
  fs.cpSync(inject('migratedDataDir'), dataDir, { recursive: true });
  await start();
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(publicDir, { recursive: true, force: true });
});

test('dashboard changes survive a restart; the invariants are forced back', async () => {
  const fresh = await admin.settings.getAll();
  expect(fresh.smtp.host).toBe('127.0.0.1');
  expect(await rule('users:create')).toMatchObject({ maxRequests: 20 });

  const changed = (await rules())
    .filter((r) => r.label !== 'reports:create')
    .map((r) => (r.label === 'users:create' ? { ...r, maxRequests: 5 } : r));
  await admin.settings.update({
    smtp: { host: 'smtp.operator.example', port: 2525 },
    meta: { senderName: 'Rayek Operator' },
    rateLimits: { enabled: false, rules: changed },
    logs: { logIP: true, logAuthId: true },
    batch: { enabled: true },
  });
  await admin.collections.update('users', { authAlert: { enabled: true } });

  await start();
  const kept = await admin.settings.getAll();
  expect(kept.smtp).toMatchObject({ host: 'smtp.operator.example', port: 2525 });
  expect(kept.meta.senderName).toBe('Rayek Operator');
  expect(await rule('users:create')).toMatchObject({ maxRequests: 5 });
  // Invariants: back at every start.
  expect(kept.logs).toMatchObject({ logIP: false, logAuthId: false });
  expect(kept.batch.enabled).toBe(false);
  expect(kept.rateLimits.enabled).toBe(true);
  expect((await admin.collections.getOne('users')).authAlert.enabled).toBe(false);
  expect(await rule('reports:create')).toMatchObject({ duration: 60, maxRequests: 60 });
  // The operator's number is the one the limiter applies.
  const codes = await signUps(7);
  expect(codes.filter((c) => c !== 429).length).toBe(5);
  expect(codes.at(-1)).toBe(429);
});

test('a variable the environment sets wins over the stored value; the others stay', async () => {
  await start({ RAYEK_SMTP_HOST: 'smtp.env.example' });
  const settings = await admin.settings.getAll();
  expect(settings.smtp).toMatchObject({ host: 'smtp.env.example', port: 2525 });
  expect(settings.meta.senderName).toBe('Rayek Operator');
  expect(await rule('users:create')).toMatchObject({ maxRequests: 5 });

  // Without the variable, the last stored host stays (the environment's, now).
  await start();
  expect((await admin.settings.getAll()).smtp.host).toBe('smtp.env.example');
});

test('an unusable value stops the server with a message naming the variable', async () => {
  await server?.stop();
  server = undefined;
  await expect(
    startPocketBase({ port: await freePort(), dataDir, publicDir, env: { RAYEK_SMTP_PORT: 'twenty-five' } }),
  ).rejects.toThrow(/RAYEK_SMTP_PORT must be a port number/);
});
