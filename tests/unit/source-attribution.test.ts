// `npm run budget -- --why`: a built chunk's gzip bytes shared out among its sources by their characters, read
// from a source map written here by hand; and which interface texts the first load carries.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { attribute } from '../../scripts/lib/source-attribution.mjs';
import { partOf } from '../../scripts/build/prerender-messages';

type Table = Map<string, number>;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function writeChunk(code: string, map?: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-attribution-'));
  dirs.push(dir);
  const file = path.join(dir, 'chunk.js');
  fs.writeFileSync(file, code);
  if (map) fs.writeFileSync(`${file}.map`, JSON.stringify(map));
  return file;
}

describe('source attribution', () => {
  // Line 1: 30 characters from a dependency, then 10 from an app module (column 30, source +1); line 2: 20
  // characters the map leaves unmapped (a one-field segment: generated code).
  const code = `${'a'.repeat(30)}${'b'.repeat(10)}\n${'c'.repeat(19)}`;
  const map = {
    version: 3,
    sources: ['../../node_modules/@scope/lib/dist/index.js', '../../src/app/header.tsx'],
    names: [],
    // "AAAA": column 0, source 0; "8BCAA": column +30, source +1; "A": column 0 of line 2, no source.
    mappings: 'AAAA,8BCAA;A',
  };

  test('shares the gzip size by each source’s characters, and names packages and app folders', () => {
    const gzipOf = () => 1000;
    const { modules, groups } = attribute([writeChunk(code, map)], gzipOf) as { modules: Table; groups: Table };
    expect(modules.get('@scope/lib/dist/index.js')).toBeCloseTo((30 / code.length) * 1000);
    expect(modules.get('src/app/header.tsx')).toBeCloseTo((11 / code.length) * 1000); // its 10 and the line break
    expect(modules.get('(generated)')).toBeCloseTo((19 / code.length) * 1000);
    expect(groups.get('@scope/lib')).toBeCloseTo((30 / code.length) * 1000);
    expect(groups.get('src/app')).toBeCloseTo((11 / code.length) * 1000);
  });

  test('a file without a source map counts whole under its own name', () => {
    const { modules } = attribute([writeChunk('export default 1;')], () => 77) as { modules: Table };
    expect([...modules]).toEqual([['(no source map) chunk.js', 77]]);
  });
});

describe('interface texts of the first load', () => {
  test('the header’s account buttons and the sign-out notification stay in core', () => {
    for (const key of [
      'auth.signIn',
      'auth.signUp',
      'auth.signOut',
      'auth.notify.signedOut',
      'outbox.badge',
      'nav.skip',
    ]) {
      expect(partOf(key), key).toBe('core');
    }
  });

  test('the dialogs’, verification’s and account errors’ texts load with the pages where people write', () => {
    for (const key of [
      'auth.signIn.title',
      'auth.error.REQUIRED',
      'auth.verify.done.title',
      'auth.gate.text',
      'auth.notify.signedIn',
      'auth.field.email',
    ]) {
      expect(partOf(key), key).toBe('contribute');
    }
  });
});
