#!/usr/bin/env node
// `node scripts/merge-messages.mjs <fragment.json>…`: adds or replaces interface texts in lang/*.json.
// A fragment is { "ar": { key: message }, "fr": {…}, "en": {…} } with the same keys in all three.
// Several engineers add texts at the same time, so the read-merge-write runs under a lock file and keeps
// the files' shape (keys sorted, two-space indent, final newline) so diffs stay small.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { root } from './lib/paths.mjs';

const LANGUAGES = ['ar', 'fr', 'en'];
const fragments = process.argv.slice(2);
if (fragments.length === 0) {
  console.error('Usage: node scripts/merge-messages.mjs <fragment.json>…');
  process.exit(2);
}

if (!process.env.MERGE_MESSAGES_LOCKED) {
  // Re-run this script under flock(1) so concurrent merges never interleave.
  execFileSync('flock', ['/tmp/rayek-lang.lock', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, MERGE_MESSAGES_LOCKED: '1' },
  });
  process.exit(0);
}

for (const file of fragments) {
  const fragment = JSON.parse(fs.readFileSync(file, 'utf8'));
  const keysOf = (l) =>
    Object.keys(fragment[l] ?? {})
      .sort()
      .join('\n');
  for (const l of LANGUAGES) {
    if (keysOf(l) !== keysOf('en')) throw new Error(`${file}: "${l}" does not have the same keys as "en"`);
  }
  for (const l of LANGUAGES) {
    const target = path.join(root, 'lang', `${l}.json`);
    const messages = { ...JSON.parse(fs.readFileSync(target, 'utf8')), ...fragment[l] };
    const sorted = Object.fromEntries(
      Object.keys(messages)
        .sort()
        .map((k) => [k, messages[k]]),
    );
    fs.writeFileSync(target, JSON.stringify(sorted, null, 2) + '\n');
  }
  console.log(`${file}: ${Object.keys(fragment.en).length} messages merged into lang/{ar,fr,en}.json`);
}
