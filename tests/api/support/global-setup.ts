// Once per API test run: a data directory with every migration applied and the tests' superuser, which each
// test file's server starts from a copy of (support/server.ts). Applying the migrations to an empty directory
// takes 10-25 s (the reference data and what the hooks derive from it); a copy takes milliseconds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { upsertSuperuser } from '../../../scripts/lib/pocketbase.mjs';
import { SUPERUSER } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated data directory to copy (global-setup.ts). */
    migratedDataDir: string;
  }
}

export default function setup(project: TestProject) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-api-template-'));
  const dataDir = path.join(work, 'data');
  const publicDir = path.join(work, 'public');
  fs.mkdirSync(publicDir);
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>Rayek test</title>');
  upsertSuperuser(dataDir, SUPERUSER, publicDir);
  project.provide('migratedDataDir', dataDir);
  return () => fs.rmSync(work, { recursive: true, force: true });
}
