#!/usr/bin/env node
// `npm run dev`: Vite with hot reload in front, PocketBase and the mail catcher behind it.
// Vite proxies /api and /_ to PocketBase (vite.config.ts reads RAYEK_PB_URL), so the browser sees one origin
// and verification links (RAYEK_APP_URL) open the Vite page. Hooks and migrations are not watched: restart
// after changing them. PocketBase runs in dev mode here (and only here): its SQL and request logs print on this
// terminal with a [pocketbase] prefix.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root, defaultDataDir, distDir } from './lib/paths.mjs';
import { startPocketBase, upsertSuperuser, stopChild, LOCAL_SUPERUSER } from './lib/pocketbase.mjs';
import { startMaildev, smtpEnvFor } from './lib/maildev.mjs';
import { DEMO_ACCOUNTS } from './lib/demo-accounts.mjs';
import { runUntilSignal, prefixLines } from './lib/supervise.mjs';

const pbPort = Number(process.env.PORT ?? 8090);
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const dataDir = path.resolve(process.env.DATA_DIR ?? defaultDataDir);
const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 1025);
const inboxPort = Number(process.env.MAIL_WEB_PORT ?? 1080);
const appUrl = `http://127.0.0.1:${vitePort}`;

const fresh = !fs.existsSync(path.join(dataDir, 'data.db'));
// PocketBase wants its public directory to exist even though Vite serves the app in development.
fs.mkdirSync(distDir, { recursive: true });
const children = [];
try {
  const mail = await startMaildev({ smtpPort, webPort: inboxPort });
  children.push({ ...mail, name: 'The mail catcher (maildev)' });
  upsertSuperuser(dataDir, LOCAL_SUPERUSER);
  const pb = await startPocketBase({
    port: pbPort,
    dataDir,
    dev: true,
    env: { ...smtpEnvFor(smtpPort), RAYEK_APP_URL: appUrl },
    onOutput: (chunk) => process.stdout.write(prefixLines('[pocketbase] ', chunk)),
  });
  children.push(pb);
  if (fresh) {
    const { seedDemo } = await import('./seed-demo.mjs');
    await seedDemo({ url: pb.url, ...LOCAL_SUPERUSER, log: () => {} });
  }
  const vite = spawn('npx', ['vite', '--port', String(vitePort), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, RAYEK_PB_URL: pb.url },
  });
  children.push({ name: 'Vite', process: vite, stop: () => stopChild(vite) });
  console.log(
    [
      '',
      'Rayek development servers:',
      `  App (Vite):  ${appUrl}/`,
      `  API:         ${pb.url}/api/   Dashboard: ${pb.url}/_/`,
      `  Mail inbox:  http://127.0.0.1:${inboxPort}/`,
      `  Superuser:   ${LOCAL_SUPERUSER.email} / ${LOCAL_SUPERUSER.password}`,
      ...DEMO_ACCOUNTS.map((a) => `  ${a.label.padEnd(12)} ${a.email} / ${a.password}`),
      '',
    ].join('\n'),
  );
} catch (err) {
  console.error(`\nCould not start the development servers: ${err.message}`);
  await Promise.all(children.map((c) => c.stop()));
  process.exit(1);
}
await runUntilSignal(children);
