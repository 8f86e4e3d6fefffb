// Lighthouse runs for `npm run lighthouse`, in this process: the same Lighthouse that Lighthouse CI runs, on a
// fresh Chromium per run, with the settings of an lhci configuration file, each report saved where
// `lhci assert` and `lhci upload` read them (.lighthouseci/lhr-<time>.json and .html). `lhci collect` starts a
// new Node and loads Lighthouse again for every run, and hands its report over stdout; here that is paid once.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Runs Lighthouse `runs` times (the configuration's `numberOfRuns` without it, else once) on each URL, in order,
 * and saves every report into `outputDir`.
 * @param {{ urls: string[], runs?: number, configFile: string, outputDir: string, additive?: boolean,
 *           settings?: Record<string, unknown>, chromePath?: string, env?: Record<string, string> }} options
 * `configFile`: the lhci configuration whose `ci.collect.settings` (and `numberOfRuns`) apply; `settings` adds to
 * them; `additive` keeps the reports already in `outputDir` (as `lhci collect --additive`); `env`: Chromium's
 * environment.
 */
export async function collectRuns({
  urls,
  runs,
  configFile,
  outputDir,
  additive = false,
  settings = {},
  chromePath,
  env,
}) {
  const collect = JSON.parse(fs.readFileSync(configFile, 'utf8')).ci.collect;
  const { chromeFlags = '', ...flags } = { ...collect.settings, ...settings };
  const count = runs ?? collect.numberOfRuns ?? 1;
  fs.mkdirSync(outputDir, { recursive: true });
  if (!additive) {
    for (const file of fs.readdirSync(outputDir))
      if (/^lhr-\d+\.(json|html)$/.test(file)) fs.rmSync(path.join(outputDir, file));
  }
  for (const url of urls) {
    console.log(`Running Lighthouse ${count} time(s) on ${url}`);
    for (let run = 0; run < count; run++) {
      const [json, html] = await runOnce(url, {
        flags,
        chromeFlags,
        chromePath: chromePath ?? collect.chromePath,
        env,
      });
      // lhci's file names: the time in milliseconds, one report per millisecond at most.
      let stamp = Date.now();
      while (fs.existsSync(path.join(outputDir, `lhr-${stamp}.json`))) stamp++;
      fs.writeFileSync(path.join(outputDir, `lhr-${stamp}.json`), json);
      fs.writeFileSync(path.join(outputDir, `lhr-${stamp}.html`), html);
    }
  }
}

/**
 * One Lighthouse run on a fresh Chromium: its JSON and HTML reports. A run whose trace Lighthouse could not use
 * (a runtime error such as NO_NAVSTART: a broken recording, not a verdict on the page) is made again, up to
 * three attempts, as `lhci collect` does.
 */
async function runOnce(url, { flags, chromeFlags, chromePath, env }) {
  const errors = [];
  while (errors.length < 3) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: chromeFlags.split(' ').filter(Boolean),
      logLevel: 'silent',
      envVars: { ...process.env, ...env },
    });
    try {
      const result = await lighthouse(url, {
        ...flags,
        port: chrome.port,
        output: ['json', 'html'],
        logLevel: 'error',
      });
      const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse gave no result' };
      if (!error) return result.report;
      errors.push(`${error.code}: ${error.message}`);
      console.log(`  attempt ${errors.length} on ${url} failed: ${error.code}`);
    } finally {
      await chrome.kill();
    }
  }
  throw new Error(`Lighthouse on ${url}, 3 attempts: ${errors.join(' | ')}`);
}
