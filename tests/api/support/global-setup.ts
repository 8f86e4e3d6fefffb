// Once per API test run: a data directory with every migration applied and the tests' superuser, which each
// test file's server starts from a copy of (support/server.ts). Applying the migrations to an empty directory
// takes 10-25 s (the reference data and what the hooks derive from it); a copy takes milliseconds. The copy
// the tests start from hashes passwords at bcrypt's lowest cost (scripts/lib/test-password-hashing.mjs); the
// schema snapshot reads the directory exactly as the migrations left it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { upsertSuperuser } from '../../../scripts/lib/pocketbase.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { cheapPasswordHashing } from '../../../scripts/lib/test-password-hashing.mjs';
import { SUPERUSER } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated data directory to copy, with the tests' cheap password hashing (global-setup.ts). */
    migratedDataDir: string;
    /** The same directory exactly as the migrations left it. */
    asMigratedDataDir: string;
  }
}

export default function setup(project: TestProject) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-api-template-'));
  const asMigrated = path.join(work, 'as-migrated');
  const dataDir = path.join(work, 'data');
  const publicDir = path.join(work, 'public');
  fs.mkdirSync(publicDir);
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>Rayek test</title>');
  upsertSuperuser(asMigrated, SUPERUSER, publicDir);
  fs.cpSync(asMigrated, dataDir, { recursive: true });
  cheapPasswordHashing(dataDir, SUPERUSER, publicDir);
  project.provide('asMigratedDataDir', asMigrated);
  project.provide('migratedDataDir', dataDir);
  return () => fs.rmSync(work, { recursive: true, force: true });
}
