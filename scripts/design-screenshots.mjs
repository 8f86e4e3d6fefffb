#!/usr/bin/env node
// The screenshots of docs/design.md: the home page, an instructor page and the institutions list, in Arabic and
// French, at a phone's (360 × 800) and a desktop's (1280 × 800) width, as PNG files under docs/design/.
// Builds nothing: it runs against the build in dist/. With `--url <origin>` it photographs a server already
// running (e.g. `npm run preview`, which has demo data); without it, it starts the e2e stack with demo data
// (e2e/support/stack.ts: PocketBase on a free port, a temporary data directory) and stops it at the end.
// Usage: `npm run build && node scripts/design-screenshots.mjs [--url http://127.0.0.1:8090] [--out docs/design]`.
/* global document -- the page functions run in the browser */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './lib/paths.mjs';

const argValue = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const outDir = path.resolve(root, argValue('--out') ?? 'docs/design');
const VIEWPORTS = { phone: { width: 360, height: 800 }, desktop: { width: 1280, height: 800 } };
const LANGUAGES = ['ar', 'fr'];

let stack;
let url = argValue('--url');
if (!url) {
  // Node 24 runs the TypeScript of the e2e stack as it is (its types are only stripped).
  const { startStack } = await import('../e2e/support/stack.ts');
  stack = await startStack({ demo: true });
  url = stack.info.baseURL;
}

try {
  // The demo instructor with the most published ratings: a page with every part of the score card filled.
  const answer = await fetch(`${url}/api/collections/instructors_search/records?perPage=1&sort=-review_count`);
  const instructor = (await answer.json()).items?.[0];
  if (!instructor) throw new Error(`${url} has no instructor to show: start it with demo data.`);
  const pages = { home: '/', instructor: `/instructors/${instructor.id}`, institutions: '/institutions' };

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  fs.mkdirSync(outDir, { recursive: true });
  for (const language of LANGUAGES) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, serviceWorkers: 'block', reducedMotion: 'reduce' });
      await context.addInitScript((lang) => localStorage.setItem('rayek_lang', lang), language);
      const page = await context.newPage();
      for (const [name, address] of Object.entries(pages)) {
        await page.goto(`${url}${address}`);
        // The app marks the page ready once it has rendered over the served HTML; then the figures' answers.
        await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() => !document.querySelector('.skeletons, .figure-pending, .loading-state'));
        const file = path.join(outDir, `${name}-${language}-${size}.png`);
        // The first screen only: what a reader sees before scrolling, and small files.
        await page.screenshot({ path: file });
        console.log(`${path.relative(root, file)}  ${Math.round(fs.statSync(file).size / 1024)} KB`);
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  await stack?.stop();
}
