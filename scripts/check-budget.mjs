#!/usr/bin/env node
// First-load JavaScript budget of `/`: the entry chunk, everything it imports statically, and every
// modulepreload of dist/index.html (the landing route's code and the Arabic texts the prerendered page
// hydrates with) — the JavaScript a visitor's browser fetches for `/` before the load event — gzipped
// at PocketBase's level. Fails over the budget with the list of files, biggest first.
// `npm run budget -- --why` also says what those bytes are, per package and per module, from the source maps of
// a build made with them (`npx vite build --sourcemap`; build again without before shipping: the maps would be
// served).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { distDir } from './lib/paths.mjs';
import { attribute } from './lib/source-attribution.mjs';

const BUDGET_BYTES = 118 * 1000;
const indexHtml = path.join(distDir, 'index.html');
if (!fs.existsSync(indexHtml)) {
  console.error('Budget: dist/index.html is missing. Run `npm run build` first.');
  process.exit(1);
}
const html = fs.readFileSync(indexHtml, 'utf8');
const roots = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
].map((m) => m[1]);
if (roots.length === 0) {
  console.error('Budget: no module script found in dist/index.html.');
  process.exit(1);
}

// Static imports in Vite's minified ESM output: `import{…}from"./x.js"` and `import"./x.js"`.
// Dynamic `import("./x.js")` is deliberately not followed: that code loads on demand.
const staticImport = /(?:^|[;}\s])import\s*(?:[\w*${}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g;
const seen = new Set();
const queue = [...roots];
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = fs.readFileSync(path.join(distDir, file), 'utf8');
  for (const [, relative] of code.matchAll(staticImport)) {
    queue.push(path.posix.join(path.posix.dirname(file), relative));
  }
}

const files = [...seen]
  .map((file) => {
    const raw = fs.readFileSync(path.join(distDir, file));
    return { file, raw: raw.length, gzip: zlib.gzipSync(raw, { level: 6 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const total = files.reduce((sum, f) => sum + f.gzip, 0);
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

console.log('First-load JavaScript of / (gzip):');
for (const f of files) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}  (${kb(f.raw)} raw)`);
console.log(`  ${kb(total).padStart(9)}  total in ${files.length} files; budget ${kb(BUDGET_BYTES)}`);
if (process.argv.includes('--why')) explain();
if (total > BUDGET_BYTES) {
  console.error(
    `\nOver budget by ${kb(total - BUDGET_BYTES)}: load the extra code on the routes or interactions that ` +
      'need it (dynamic import), not with the landing page.',
  );
  process.exit(1);
}
console.log(`Within budget (${kb(BUDGET_BYTES - total)} to spare).`);

function explain() {
  const withMaps = files.filter((f) => fs.existsSync(path.join(distDir, `${f.file}.map`)));
  if (withMaps.length === 0) {
    console.log('\n--why needs source maps: run `npx vite build --sourcemap` first.');
    return;
  }
  const { modules, groups } = attribute(files.map((f) => path.join(distDir, f.file)));
  const list = (title, table, count) => {
    console.log(`\n${title} (gzip, shared out by each chunk's characters):`);
    for (const [name, bytes] of [...table].sort((a, b) => b[1] - a[1]).slice(0, count)) {
      console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
    }
  };
  list('By package (the app by folder)', groups, 25);
  list('Biggest modules', modules, 40);
}
