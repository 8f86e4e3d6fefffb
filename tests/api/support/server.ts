// A real PocketBase for one test file: free port, temporary data directory, the project's migrations and
// hooks, a superuser. Nothing in tests/api mocks the server. The data directory is a copy of one the run's
// global setup migrated (support/global-setup.ts): the same content as migrating it here, without the wait.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { inject } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startOnFreePort } from '../../../scripts/lib/pocketbase.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../../scripts/lib/free-port.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startMaildev, smtpEnvFor } from '../../../scripts/lib/maildev.mjs';

export const SUPERUSER = { email: 'superuser@tests.local', password: 'superuser-password-1' };

export interface Mailbox {
  webUrl: string;
  /** Where PocketBase was told to deliver (RAYEK_SMTP_PORT). */
  smtpPort: number;
  emails(): Promise<Array<{ subject: string; to: Array<{ address: string }>; html: string; text: string }>>;
}

export interface TestServer {
  url: string;
  dataDir: string;
  /** SDK client authenticated as superuser. */
  admin: PocketBase;
  /** A fresh, unauthenticated SDK client. */
  client(): PocketBase;
  /** Present when started with `{ mail: true }`. */
  mailbox?: Mailbox;
  /** Everything PocketBase printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startTestServer(
  /**
   * `publicFiles`: files served as the app's build (path relative to the public directory → content);
   * `asMigrated`: the data directory exactly as the migrations left it, production's password hashing included
   * (support/global-setup.ts).
   */
  opts: {
    mail?: boolean;
    env?: Record<string, string>;
    publicFiles?: Record<string, string>;
    asMigrated?: boolean;
  } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-api-'));
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-public-'));
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>Rayek test</title>');
  for (const [file, content] of Object.entries(opts.publicFiles ?? {})) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), content);
  }
  fs.cpSync(inject(opts.asMigrated ? 'asMigratedDataDir' : 'migratedDataDir'), dataDir, { recursive: true });

  let maildev: (Mailbox & { smtpPort: number; stop(): Promise<void> }) | undefined;
  let env: Record<string, string> = { ...(opts.env ?? {}) };
  if (opts.mail) {
    maildev = await startMaildev({ smtpPort: await freePort(), webPort: await freePort() });
    env = { ...smtpEnvFor(maildev!.smtpPort), ...env };
  }
  const pb = await startOnFreePort({ dataDir, publicDir, env });
  const admin = new PocketBase(pb.url);
  admin.autoCancellation(false);
  try {
    await admin.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
  } catch (err) {
    // The caller never gets a handle to stop: a server that started but cannot be used is stopped here.
    await pb.stop();
    await maildev?.stop();
    throw err;
  }

  return {
    url: pb.url,
    dataDir,
    admin,
    client() {
      const c = new PocketBase(pb.url);
      c.autoCancellation(false);
      return c;
    },
    mailbox: maildev,
    output: pb.output,
    async stop() {
      await pb.stop();
      await maildev?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(publicDir, { recursive: true, force: true });
    },
  };
}
