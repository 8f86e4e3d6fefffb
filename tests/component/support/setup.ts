// Every component test file: IndexedDB from fake-indexeddb, the Arabic texts loaded once as the app loads
// them, and after each test the rendered tree unmounted, the database emptied and the connection back.
// A message missing from lang/ar.json (react-intl reports it through console.error in development) or a
// React warning fails the test that caused it.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { appDb } from '@/lib/db/app-db';
import { useConnectivity } from '@/lib/mirror/connectivity';
import { loadArabic } from './arabic';

const errors: unknown[][] = [];

// The machine is shared: a view that answers in 50 ms alone may take a second or two under load. Waiting for
// what the reader will see longer makes no test pass that should fail (the wait ends when it shows).
configure({ asyncUtilTimeout: 5_000 });

beforeAll(loadArabic);

beforeEach(() => {
  errors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useConnectivity.setState({ browserOnline: true, failing: false, epoch: 0 });
  const db = appDb();
  await Promise.all(db.tables.map((table) => table.clear()));
  expect(
    errors.map((args) => args.map(String).join(' ')),
    'console.error during the test',
  ).toEqual([]);
});
