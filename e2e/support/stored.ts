// What the app keeps in its IndexedDB database (`rayek`, src/lib/db/app-db.ts), read from inside the page, for
// tests that check what is or is not stored on the device. Only after the app opened it: opening it first would
// create an empty database under Dexie's feet (e2e/outbox/support.ts `databaseReady`).
import type { Page } from '@playwright/test';

/** The rows of each named table (every table when none is named). */
export function storedRows(
  page: Page,
  tables?: readonly string[],
): Promise<Record<string, Array<Record<string, unknown>>>> {
  return page.evaluate(async (names) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('rayek');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const rows: Record<string, Array<Record<string, unknown>>> = {};
    for (const name of names ?? Array.from(db.objectStoreNames)) {
      rows[name] = await new Promise((resolve, reject) => {
        const read = db.transaction(name).objectStore(name).getAll();
        read.onsuccess = () => resolve(read.result as Array<Record<string, unknown>>);
        read.onerror = () => reject(read.error);
      });
    }
    db.close();
    return rows;
  }, tables);
}

/** Writes rows into a table behind the app's back (the app shows them once it reads the table again). */
export function putRows(page: Page, table: string, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  return page.evaluate(
    async ({ name, items }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('rayek');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(name, 'readwrite');
        for (const item of items) tx.objectStore(name).put(item);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { name: table, items: rows },
  );
}
