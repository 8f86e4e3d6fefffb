// The real stack the e2e tests run against: the built app (dist/) served by PocketBase with the project's
// migrations and hooks, a temporary data directory, a superuser, and the mail catcher (maildev) receiving
// the server's e-mail. Free ports only. Started once per run by global-setup.ts; later issues' tests reuse it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { distDir, root } from '../../scripts/lib/paths.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startOnFreePort, upsertSuperuser } from '../../scripts/lib/pocketbase.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../scripts/lib/free-port.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { cheapPasswordHashing } from '../../scripts/lib/test-password-hashing.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { smtpEnvFor, startMaildev } from '../../scripts/lib/maildev.mjs';

/** What the tests read (e2e/support/fixtures.ts): where everything runs. */
export interface StackInfo {
  baseURL: string;
  mailURL: string;
  superuser: { email: string; password: string };
  dataDir: string;
  /** A copy of the data directory as the migrations and the superuser left it (with the tests' cheap password
   * hashing), before the stack's server ran on it. */
  migratedDataDir?: string;
  pids: { pocketbase: number; maildev: number };
}

export const STACK_FILE = path.join(root as string, '.tmp', 'e2e', 'stack.json');
export const E2E_SUPERUSER = { email: 'e2e-admin@rayek.local', password: 'e2e-admin-password-2026' };

interface Child {
  process: { pid: number };
  stop(): Promise<void>;
  output?: () => string;
}

export interface Stack {
  info: StackInfo;
  stop(): Promise<void>;
}

/** `demo`: also create the demo accounts and synthetic ACTIVE instructors and ratings (scripts/seed-demo.mjs). */
export async function startStack({ demo = false }: { demo?: boolean } = {}): Promise<Stack> {
  if (!fs.existsSync(path.join(distDir as string, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` before the e2e tests.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-e2e-'));
  const migratedDataDir = `${dataDir}-migrated`;
  const started: Child[] = [];
  const stop = async () => {
    for (const child of started.reverse()) await child.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(migratedDataDir, { recursive: true, force: true });
    fs.rmSync(STACK_FILE, { force: true });
  };
  try {
    const mail = (await startMaildev({ smtpPort: await freePort(), webPort: await freePort() })) as Child & {
      webUrl: string;
      smtpPort: number;
    };
    started.push(mail);
    upsertSuperuser(dataDir, E2E_SUPERUSER);
    // Every account the tests make signs up and in at bcrypt's lowest cost (test-password-hashing.mjs).
    cheapPasswordHashing(dataDir, E2E_SUPERUSER);
    // Migrating a new data directory takes 5-25 s; the tests' own servers start on a copy of this one instead.
    fs.cpSync(dataDir, migratedDataDir, { recursive: true });
    // No wait between two verification e-mails (production: 60 s, which the API tests check): the resend test
    // moves the browser's clock past the app's countdown instead of holding a worker for a real minute.
    const env = { ...smtpEnvFor(mail.smtpPort), RAYEK_VERIFICATION_RESEND_SECONDS: '0' };
    const pb = (await startOnFreePort({ dataDir, env })) as Child & {
      url: string;
    };
    started.push(pb);
    if (demo) {
      // @ts-expect-error: plain ESM script shared with `npm start`
      const { seedDemo } = await import('../../scripts/seed-demo.mjs');
      await seedDemo({ url: pb.url, ...E2E_SUPERUSER });
    }
    const info: StackInfo = {
      baseURL: pb.url,
      mailURL: mail.webUrl,
      superuser: E2E_SUPERUSER,
      dataDir,
      migratedDataDir,
      pids: { pocketbase: pb.process.pid, maildev: mail.process.pid },
    };
    fs.mkdirSync(path.dirname(STACK_FILE), { recursive: true });
    fs.writeFileSync(STACK_FILE, JSON.stringify(info, null, 2));
    return { info, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A new data directory for a test's own server: a copy of the stack's migrated one (the project's migrations
 * applied, E2E_SUPERUSER in it, no demo data), or an empty one that the server's first start migrates.
 */
export function newDataDir(prefix = 'rayek-e2e-server-'): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const migrated = fs.existsSync(STACK_FILE) ? readStackInfo().migratedDataDir : undefined;
  if (migrated && fs.existsSync(migrated)) fs.cpSync(migrated, dataDir, { recursive: true });
  return dataDir;
}

/**
 * A separate PocketBase for tests that must change or stop the server under the app (a new deployment,
 * an outage): its own free port and data directory, and by default its own copy of dist/.
 */
export async function startServer({ copyDist = true }: { copyDist?: boolean } = {}) {
  const dataDir = newDataDir();
  const publicDir = copyDist ? fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-e2e-public-')) : (distDir as string);
  if (copyDist) fs.cpSync(distDir as string, publicDir, { recursive: true });
  const pb = (await startOnFreePort({ dataDir, publicDir })) as Child & { url: string };
  return {
    url: pb.url,
    publicDir,
    async stop() {
      await pb.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (copyDist) fs.rmSync(publicDir, { recursive: true, force: true });
    },
  };
}

export function readStackInfo(): StackInfo {
  return JSON.parse(fs.readFileSync(STACK_FILE, 'utf8')) as StackInfo;
}
