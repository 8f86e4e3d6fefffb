// A release (`npm run release`, docs/deploy.md) holds only `dependencies` (`npm install --omit=dev`): every package the
// operator's commands import (start, import, backup, restore, the read-model rebuild, making a moderator, the check), through
// every local module they import, must be one of them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATOR_SCRIPTS } from '../../scripts/lib/operator-scripts.mjs';

const root = path.join(import.meta.dirname, '..', '..');

/** The bare packages a module and the local modules it imports (statically or not) import. */
function packagesOf(entry: string, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(entry)) return found;
  seen.add(entry);
  const text = fs.readFileSync(entry, 'utf8');
  for (const m of text.matchAll(/(?:from\s+|import\(\s*)'([^']+)'/g)) {
    const specifier = m[1] ?? '';
    if (specifier.startsWith('node:')) continue;
    if (specifier.startsWith('.')) packagesOf(path.resolve(path.dirname(entry), specifier), seen, found);
    else
      found.add(
        specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier),
      );
  }
  return found;
}

describe('the production install', () => {
  it("has every package the operator's commands import", () => {
    const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const needed = new Set<string>();
    for (const script of OPERATOR_SCRIPTS) for (const name of packagesOf(path.join(root, script))) needed.add(name);
    expect([...needed].sort()).toEqual(expect.arrayContaining(['csv-parse', 'pocketbase']));
    expect([...needed].filter((name) => !(name in dependencies))).toEqual([]);
  });
});
