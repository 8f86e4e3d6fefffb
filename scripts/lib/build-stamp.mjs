// What dist/ was built from: `npm run build` records a hash of every file the build reads (the stamp, in .tmp/),
// and the e2e setup compares it with the files as they are now, so the browser tests never run a stale build.
// Content hashes rather than modification times: a checkout or a branch switch touches files without changing
// them (no false "stale"), and a file copied or restored with an old time still counts (no false "fresh").
// Hashing the ~500 inputs takes tens of milliseconds.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { distDir, root } from './paths.mjs';

/** The folders and files `vite build` reads (vite.config.ts and the build plugins in scripts/build/). */
const INPUT_DIRS = ['src', 'lang', 'contract', 'public', 'scripts/build'];
const INPUT_FILES = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

export const STAMP_FILE = path.join(root, '.tmp', 'build-stamp.json');

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const sha1 = (buffer) => crypto.createHash('sha1').update(buffer).digest('hex');

/** Every build input, relative to `base`, with the hash of its content. */
export function inputHashes(base = root) {
  const files = [
    ...INPUT_DIRS.flatMap((dir) => filesUnder(path.join(base, dir))),
    ...INPUT_FILES.map((file) => path.join(base, file)).filter((file) => fs.existsSync(file)),
  ];
  const hashes = {};
  for (const file of files.sort())
    hashes[path.relative(base, file).split(path.sep).join('/')] = sha1(fs.readFileSync(file));
  return hashes;
}

/** The built page the stamp belongs to: a dist/ rebuilt without `npm run build` (npm start, a bare vite build) no longer matches. */
const builtIndex = (dist) => sha1(fs.readFileSync(path.join(dist, 'index.html')));

export function writeBuildStamp({ base = root, dist = distDir, stampFile = STAMP_FILE } = {}) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, JSON.stringify({ index: builtIndex(dist), inputs: inputHashes(base) }));
}

/**
 * Why dist/ is not the build of these sources, or '' when it is: no build, no stamp, a dist/ the stamp does
 * not describe, or the inputs that changed, were added or were removed since (the first few named).
 */
export function staleBuildReason({ base = root, dist = distDir, stampFile = STAMP_FILE } = {}) {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return 'there is no build (dist/index.html is missing)';
  if (!fs.existsSync(stampFile)) return 'dist/ was not built by `npm run build` (no build stamp)';
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  if (stamp.index !== builtIndex(dist))
    return 'dist/ was built by another command since `npm run build` recorded its inputs';
  const now = inputHashes(base);
  const changed = [
    ...Object.keys(now)
      .filter((file) => stamp.inputs[file] !== now[file])
      .map((file) => (file in stamp.inputs ? `${file} changed` : `${file} added`)),
    ...Object.keys(stamp.inputs)
      .filter((file) => !(file in now))
      .map((file) => `${file} removed`),
  ];
  if (changed.length === 0) return '';
  const more = changed.length > 5 ? ` and ${changed.length - 5} more` : '';
  return `the sources changed since the build: ${changed.slice(0, 5).join(', ')}${more}`;
}
