// The dev server and the build hand the contract to the browser through scripts/build/contract-plugin.ts: each file's
// `module.exports` line becomes an export, and the search engine's `require` lines become imports. This runs that
// transform on every contract file, loads the result as plain ES modules (as a browser would: no `module`, no
// `require`) and searches with the engine, and checks that a `require` of another shape is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { contractAsEsm } from '../../scripts/build/contract-plugin.ts';

const contractDir = path.resolve(import.meta.dirname, '..', '..', 'contract');
const plugin = contractAsEsm(contractDir) as unknown as {
  transform(this: { error(message: string): never }, code: string, id: string): { code: string } | null;
};
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-contract-esm-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

test('every contract file becomes an ES module, and the search engine runs from them', async () => {
  const target = path.join(out, 'contract');
  for (const name of fs.readdirSync(contractDir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue;
    const id = path.join(contractDir, name);
    const result = plugin.transform.call(context, fs.readFileSync(id, 'utf8'), id);
    expect(result!.code, name).not.toMatch(/\brequire\(|module\.exports/);
    fs.mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
    fs.writeFileSync(path.join(target, name), result!.code);
  }
  fs.writeFileSync(path.join(target, 'package.json'), '{ "type": "module" }');
  const engine = await import(pathToFileURL(path.join(target, 'search-engine', 'index.js')).href);
  const index = engine.buildIndex('institution', [
    { id: 'x', name: "École Nationale Supérieure d'Ingénieurs de Tunis", review_count: 0 },
  ]);
  expect(engine.searchIndex(index, 'ensit').items.map((r: { id: string }) => r.id)).toEqual(['x']);
});

test('a require of another shape is refused', () => {
  const id = path.join(contractDir, 'search-engine', 'made-up.js');
  const code = 'const fold = require("./fold.js").textWords;\nmodule.exports = { fold };\n';
  expect(() => plugin.transform.call(context, code, id)).toThrow(/requires others only as/);
});
