// The e2e setup's stale-build check (scripts/lib/build-stamp.mjs): a dist/ is the build of the sources only while
// every input the stamp recorded has the same content, none was added or removed, and dist/ is still the build
// the stamp was written for. A touched but unchanged file is not a change.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { staleBuildReason, writeBuildStamp } from '../../scripts/lib/build-stamp.mjs';

let base: string;
let where: { base: string; dist: string; stampFile: string };

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  fs.writeFileSync(path.join(base, file), content);
}

beforeEach(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-stamp-'));
  where = { base, dist: path.join(base, 'dist'), stampFile: path.join(base, '.tmp', 'build-stamp.json') };
  write('src/main.tsx', 'main');
  write('src/routes/home.tsx', 'home');
  write('lang/ar.json', '{}');
  write('contract/limits.js', 'limits');
  write('public/robots.txt', 'robots');
  write('index.html', '<!doctype html>');
  write('vite.config.ts', 'config');
  write('scripts/build/prerender-plugin.ts', 'plugin');
  write('scripts/test.mjs', 'not a build input');
  write('dist/index.html', '<script src="/assets/main-1.js">');
});
afterEach(() => {
  fs.rmSync(base, { recursive: true, force: true });
});

test('a fresh build is not stale, and touching a file without changing it keeps it so', () => {
  writeBuildStamp(where);
  expect(staleBuildReason(where)).toBe('');
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(base, 'src/main.tsx'), later, later);
  write('scripts/test.mjs', 'changed, but the build does not read it');
  expect(staleBuildReason(where)).toBe('');
});

test('a changed, added or removed input makes the build stale, and is named', () => {
  writeBuildStamp(where);
  write('src/routes/home.tsx', 'home, edited');
  write('lang/fr.json', '{}');
  fs.rmSync(path.join(base, 'public/robots.txt'));
  write('scripts/build/prerender-plugin.ts', 'plugin, edited');
  expect(staleBuildReason(where)).toBe(
    'the sources changed since the build: lang/fr.json added, scripts/build/prerender-plugin.ts changed, src/routes/home.tsx changed, public/robots.txt removed',
  );
});

test('an old file put back with an old time still counts as a change', () => {
  writeBuildStamp(where);
  write('contract/limits.js', 'limits of another branch');
  const old = new Date('2020-01-01T00:00:00Z');
  fs.utimesSync(path.join(base, 'contract/limits.js'), old, old);
  expect(staleBuildReason(where)).toContain('contract/limits.js changed');
});

test('no build, no stamp, or a dist/ rebuilt by another command is refused', () => {
  expect(staleBuildReason(where)).toContain('no build stamp');
  writeBuildStamp(where);
  write('dist/index.html', '<script src="/assets/main-2.js">');
  expect(staleBuildReason(where)).toContain('built by another command');
  fs.rmSync(path.join(base, 'dist'), { recursive: true });
  expect(staleBuildReason(where)).toContain('dist/index.html is missing');
});
