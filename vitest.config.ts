import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { compiledMessages } from './scripts/build/prerender-messages.ts';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@contract': path.resolve(import.meta.dirname, 'contract'),
};

// Three projects: `unit` is pure logic (Dexie on fake-indexeddb, no network), `component` renders hooks and
// components in happy-dom with the real Arabic texts (compiled as the build compiles them) over fake-indexeddb,
// `api` runs against real PocketBase processes that each test file starts on a free port with a temporary data
// directory.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Both cores (vitest's default leaves one free): 0.77x the wall time (docs/benchmarks.md).
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        plugins: [compiledMessages(import.meta.dirname)],
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/support/setup.ts'],
          maxWorkers: 2,
          // A form filled question by question re-renders dozens of times: give a loaded machine room.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Three files side by side on two cores: each mostly waits for its own PocketBase (docs/benchmarks.md,
          // "CI run time"). Their own group, so that running both projects at once keeps the unit tests' default.
          maxWorkers: Number(process.env.RAYEK_API_WORKERS ?? 3),
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/api/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
