// The first directory sync on a slow phone (docs/benchmarks.md, "Directory sync on the device"): a throw-away
// PocketBase serving the built app with the bench's directory (directory-seed.mjs: 205 institutions, 605 programs,
// 30,000 instructors), then Chromium under Lighthouse's mobile network (1.6 Mbit/s down, 750 kbit/s up, 150 ms
// RTT: CDP Network.emulateNetworkConditions) with the CPU slowed 4× (Emulation.setCPUThrottlingRate), opening the
// app a second time after "installing" it (the trigger's rule), in a fresh profile per run. Per run: the sync's
// total time (the engine's marks rayek:directory-run → rayek:directory-done: snapshot, deltas, IndexedDB writes,
// the directory rebuilt in the page), the longest main-thread task while it runs (a trace of the renderer's main
// thread), and what the device stores (rows, the size estimate, and IndexedDB's usage from the storage estimate).
// Medians of RUNS (default 3). Needs a build (`npm run build`). Not a timed test.
// Run: node scripts/bench/directory-sync-device.mjs [runs]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startOnFreePort, upsertSuperuser } from '../lib/pocketbase.mjs';
import { seedDirectory, SUPERUSER } from './directory-seed.mjs';

const RUNS = Number(process.argv[2] ?? 3);
// Lighthouse's mobile profile: 1.6 Mbit/s down (1638.4 kbit/s), 750 kbit/s up, 150 ms round trip.
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The main thread's tasks (RunTask on CrRendererMain) of a trace, in ms, between two timestamps (µs). */
function longestTask(events, from, to) {
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  let longest = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || !main.has(`${e.pid}:${e.tid}`)) continue;
    if (e.ts + e.dur < from || e.ts > to) continue;
    longest = Math.max(longest, e.dur / 1000);
  }
  return longest;
}

async function oneRun(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  // The app was opened before and installed: this load downloads the directory (directory-prefs.ts).
  await context.addInitScript(() => {
    if (!localStorage.getItem('rayek_directory')) localStorage.setItem('rayek_directory', JSON.stringify({ loads: 1, installed: true }));
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('rayek:directory-done').length > 0, null, { timeout: 120_000 });
  const marks = await page.evaluate(() => ({
    run: performance.getEntriesByName('rayek:directory-run')[0].startTime,
    done: performance.getEntriesByName('rayek:directory-done')[0].startTime,
  }));
  await cdp.send('Tracing.end');
  await traced;
  // The engine's marks are in the trace too (blink.user_timing), on the trace's own clock.
  const at = (name) => events.find((e) => e.name === name)?.ts;
  const longest = longestTask(events, at('rayek:directory-run'), at('rayek:directory-done'));
  const stored = await page.evaluate(async () => {
    const state = await new Promise((resolve) => {
      const open = indexedDB.open('rayek');
      open.onsuccess = () => {
        const get = open.result.transaction('directoryState').objectStore('directoryState').get('state');
        get.onsuccess = () => resolve(get.result);
      };
    });
    const estimate = await navigator.storage.estimate();
    return { state, usage: estimate.usageDetails?.indexedDB ?? estimate.usage };
  });
  await context.close();
  return { total: marks.done - marks.run, longest, ...stored };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-dir-device-'));
  upsertSuperuser(dataDir, SUPERUSER);
  const pb = await startOnFreePort({ dataDir, env: { RAYEK_RATE_LIMITS: 'off' } });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await seedDirectory(pb.url, { onReference: true });
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await oneRun(browser, `${pb.url}/`);
      console.log(`run ${i + 1}: total ${result.total.toFixed(0)} ms, longest main-thread task ${result.longest.toFixed(1)} ms, ` +
        `rows ${JSON.stringify(result.state.counts)}, estimate ${result.state.bytes} bytes, IndexedDB usage ${result.usage} bytes`);
      runs.push(result);
    }
    console.log(`median of ${RUNS}: total ${median(runs.map((r) => r.total)).toFixed(0)} ms, longest main-thread task ` +
      `${median(runs.map((r) => r.longest)).toFixed(1)} ms (worst ${Math.max(...runs.map((r) => r.longest)).toFixed(1)} ms), ` +
      `IndexedDB usage ${median(runs.map((r) => r.usage))} bytes`);
  } finally {
    await browser.close();
    await pb.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
