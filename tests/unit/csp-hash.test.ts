// The Content-Security-Policy of pocketbase/pb_hooks/10_http.pb.js allows exactly the inline scripts of
// index.html by hash: editing the script without updating the hash would block it in every browser.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
const hook = fs.readFileSync(path.join(root, 'pocketbase/pb_hooks/10_http.pb.js'), 'utf8');

const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const allowedHashes = [...hook.matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map((m) => m[1]);

describe('Content-Security-Policy', () => {
  it('allows each inline script of index.html by its sha256, and nothing else', () => {
    const hashes = inlineScripts.map((s) => `sha256-${crypto.createHash('sha256').update(s).digest('base64')}`);
    expect(inlineScripts).toHaveLength(1);
    expect(allowedHashes.sort()).toEqual(hashes.sort());
  });

  it('never allows inline scripts or eval wholesale', () => {
    const scriptSrc = /"script-src ([^"]*)"/.exec(hook)?.[1] ?? '';
    expect(scriptSrc).not.toBe('');
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });
});
