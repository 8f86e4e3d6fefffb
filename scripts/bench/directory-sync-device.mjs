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
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The longest task (RunTask) of a thread of a trace, in ms, between two timestamps (µs). */
function longestTask(events, thread, from, to) {
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && thread.test(e.args?.name ?? '')).map((e) => `${e.pid}:${e.tid}`),
  );
  let longest = null;
  for (const e of events) {
    if (e.ph !== 'X' || !e.name.endsWith('RunTask') || !main.has(`${e.pid}:${e.tid}`)) continue;
    if (e.ts + e.dur < from || e.ts > to) continue;
    if (!longest || e.dur > longest.dur) longest = e;
  }
  if (!longest) return 0;
  if (process.env.DIRECTORY_BENCH_WHY) {
    // What the longest task spent its time on: the events nested in it, by name (a task's own is in every one).
    const inside = {};
    for (const e of events) {
      if (e.ph !== 'X' || e.pid !== longest.pid || e.tid !== longest.tid || e === longest) continue;
      if (e.ts < longest.ts || e.ts + e.dur > longest.ts + longest.dur) continue;
      inside[e.name] = (inside[e.name] ?? 0) + e.dur / 1000;
    }
    console.log(
      thread,
      Object.entries(inside)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12),
      `thread time ${longest.tdur / 1000} ms`,
    );
    const tasks = events.filter(
      (e) => e.ph === 'X' && e.name.endsWith('RunTask') && main.has(`${e.pid}:${e.tid}`) && e.ts >= from && e.ts <= to,
    );
    console.log(
      'tasks over 20 ms (wall, thread):',
      tasks
        .filter((e) => e.dur > 20_000)
        .map((e) => `${(e.dur / 1000).toFixed(0)}/${((e.tdur ?? 0) / 1000).toFixed(0)}`)
        .join(' '),
    );
  }
  return longest.dur / 1000;
}

async function oneRun(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  // The app was opened before and installed: this load downloads the directory (directory-prefs.ts).
  await context.addInitScript(() => {
    if (!localStorage.getItem('rayek_directory'))
      localStorage.setItem('rayek_directory', JSON.stringify({ loads: 1, installed: true }));
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: '__metadata,toplevel,devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await page.goto(url);
  // Polled from here: waitForFunction would install Playwright's injected script in the page and poll on every
  // animation frame, main-thread work of the bench's own (a 250 ms task at 4× in a first try).
  const deadline = Date.now() + 120_000;
  while (!(await page.evaluate(() => performance.getEntriesByName('rayek:directory-done').length > 0))) {
    if (Date.now() > deadline) throw new Error('no sync within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const marks = await page.evaluate(() => ({
    run: performance.getEntriesByName('rayek:directory-run')[0].startTime,
    done: performance.getEntriesByName('rayek:directory-done')[0].startTime,
  }));
  await cdp.send('Tracing.end');
  await traced;
  // The engine's marks are in the trace too (blink.user_timing), on the trace's own clock.
  const at = (name) => events.find((e) => e.name === name)?.ts;
  const longest = longestTask(events, /^CrRendererMain$/, at('rayek:directory-run'), at('rayek:directory-done'));
  // For comparison: the worker's own longest task (CPU throttling slows the page's main thread; the worker's
  // thread may run at full speed, as on a phone's other core).
  const worker = longestTask(events, /DedicatedWorker/, at('rayek:directory-run'), at('rayek:directory-done'));
  const stored = await page.evaluate(async () => {
    const state = await new Promise((resolve) => {
      const open = globalThis.indexedDB.open('rayek');
      open.onsuccess = () => {
        const get = open.result.transaction('directoryState').objectStore('directoryState').get('state');
        get.onsuccess = () => resolve(get.result);
      };
    });
    const estimate = await navigator.storage.estimate();
    return { state, usage: estimate.usageDetails?.indexedDB ?? estimate.usage };
  });
  await context.close();
  return { total: marks.done - marks.run, longest, worker, ...stored };
}

async function main() {
  // DIRECTORY_BENCH_DATA=<dir>: seed it once and keep it (later runs of the script skip the seeding).
  const kept = process.env.DIRECTORY_BENCH_DATA;
  const seeded = kept && fs.existsSync(path.join(kept, 'data.db'));
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-dir-device-'));
  if (!seeded) upsertSuperuser(dataDir, SUPERUSER);
  const pb = await startOnFreePort({ dataDir, env: { RAYEK_RATE_LIMITS: 'off' } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    if (!seeded) await seedDirectory(pb.url, { onReference: true });
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await oneRun(browser, `${pb.url}/`);
      console.log(
        `run ${i + 1}: total ${result.total.toFixed(0)} ms, longest main-thread task ${result.longest.toFixed(1)} ms (worker's ${result.worker.toFixed(1)} ms), ` +
          `rows ${JSON.stringify(result.state.counts)}, estimate ${result.state.bytes} bytes, IndexedDB usage ${result.usage} bytes`,
      );
      runs.push(result);
    }
    console.log(
      `median of ${RUNS}: total ${median(runs.map((r) => r.total)).toFixed(0)} ms, longest main-thread task ` +
        `${median(runs.map((r) => r.longest)).toFixed(1)} ms (worst ${Math.max(...runs.map((r) => r.longest)).toFixed(1)} ms), ` +
        `IndexedDB usage ${median(runs.map((r) => r.usage))} bytes`,
    );
  } finally {
    await browser.close();
    await pb.stop();
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
