// Installable and offline-capable: the service worker controls the page, every app route reloads offline
// and renders its frame, the browser finds no installability error, and a waiting new version is offered.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { startServer } from '../support/stack';

test.use({ serviceWorkers: 'allow' });

async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('the service worker takes control on the first visit and the browser sees an installable app', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Chromium does not offer installation in incognito-like contexts: use a real profile directory.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-e2e-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test.describe('offline', () => {
  // Cutting the network makes the record lookup fail; the browser reports that in the console.
  test.use({ consoleErrors: 'allowed' });

  test('every kind of app route reloads and renders its frame without network', async ({ page, context }) => {
    await page.goto('/');
    await controlled(page);
    await context.setOffline(true);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'home.title'));
    for (const [path, key] of [
      ['/guidelines', 'legal.guidelines.title'],
      ['/privacy-policy', 'legal.privacy.title'],
      ['/institutions', 'institutions.title'],
      ['/instructors/add', 'instructors.add.title'],
      ['/report/program-rating/abcdefghij12345', 'report.title.programRating'],
      ['/no/such/page', 'notFound.title'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(t('ar', key));
    }
    // A record page never seen keeps its frame and says it is not available offline yet.
    await page.goto('/institutions/abcdefghij12345');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'institution.title'));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(t('ar', 'browse.offlineUnavailable.title'));

    // The other languages' texts are precached too.
    await page
      .getByRole('banner')
      .getByRole('button', { name: `${t('ar', 'language.label')} ${t('ar', 'language.ar')}` })
      .click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('fr', 'language.fr') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'institution.title'));
    await page.goto('/terms-of-use');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'legal.terms.title'));

    // The API is never answered with the app shell.
    const api = await page.evaluate(() =>
      fetch('/api/health').then(
        (r) => `status ${r.status}`,
        () => 'network error',
      ),
    );
    expect(api).toBe('network error');
  });
});

test('a waiting new version is offered, and reloading activates it', async ({ page }) => {
  // Its own server with its own copy of dist/, so the test can deploy a "new version" under the page.
  const server = await startServer();
  try {
    await newVersionFlow(page, server);
  } finally {
    // The page first: a request it still sends to a stopped server is a console error (seen once in four runs).
    await page.close();
    await server.stop();
  }
});

async function newVersionFlow(page: Page, server: { url: string; publicDir: string }) {
  await page.goto(`${server.url}/`);
  await controlled(page);
  const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(firstWorker).toMatch(/\/sw\.js$/);

  // A new deployment: the same service worker with different bytes.
  fs.appendFileSync(path.join(server.publicDir, 'sw.js'), '\n// next version\n');
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = page.getByRole('status').filter({ hasText: t('ar', 'pwa.updateReady') });
  await expect(prompt).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
    true,
  );

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: t('ar', 'pwa.reload') }).click()]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'home.title'));
  await controlled(page);
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { waiting: r?.waiting ?? null, active: r?.active?.state };
  });
  expect(registration).toEqual({ waiting: null, active: 'activated' });
  await expect(page.getByText(t('ar', 'pwa.updateReady'))).toBeHidden();
}

test('where the browser offers installation, the app offers an install button that opens its prompt', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  const install = page.getByRole('contentinfo').getByRole('button', { name: t('ar', 'pwa.install') });
  await expect(install).toHaveCount(0);
  // What Chromium does when its installability criteria are met: fire a cancelable beforeinstallprompt.
  const notCancelled = await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    return window.dispatchEvent(event);
  });
  expect(notCancelled, 'the app keeps the browser from showing its own banner').toBe(false);
  await install.click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(install).toHaveCount(0);
});
