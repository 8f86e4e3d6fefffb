// e2e tests: the built app served by a real PocketBase (see e2e/support/stack.ts) in Debian's Chromium.
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's chromium-headless-shell: the same Chromium as /usr/bin/chromium without the browser's own interface,
// about two thirds of its CPU for the same tests (docs/benchmarks.md, "CI run time"). The full browser where the
// shell is not installed; RAYEK_E2E_CHROMIUM names another. Lighthouse keeps the full browser (CHROME_PATH).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.RAYEK_E2E_CHROMIUM ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROME_PATH ?? '/usr/bin/chromium'));

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // Two browsers on CI's two cores; RAYEK_E2E_WORKERS changes it (docs/benchmarks.md, "CI run time": the suite
  // kept two cores about 60 % busy).
  workers: Number(process.env.RAYEK_E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    // Installing the service worker precaches the whole app in every new context: only the tests about
    // offline use and installability turn it on (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    // Recording a trace for every test (kept only on failure) cost about a fifth more CPU (docs/benchmarks.md,
    // "CI run time"); a failure still leaves its page snapshot in test-results/. To record traces, rerun with
    // `--trace=retain-on-failure` (or `--trace=on`).
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
