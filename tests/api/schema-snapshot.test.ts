// The schema that all migrations add up to (collections, fields, rules, indexes, the auth collections' options),
// read from a fresh PocketBase and committed as pocketbase/schema.json, so every schema change shows as a diff
// in review. Kept stable: collections by name, indexes sorted, without record ids, timestamps or secrets; a
// relation names its collection. The test fails when the file differs and says how to write it anew.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

const SNAPSHOT = path.resolve(import.meta.dirname, '../../pocketbase/schema.json');
const REGENERATE = 'RAYEK_WRITE_SCHEMA=1 npx vitest run --project api tests/api/schema-snapshot.test.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ asMigrated: true });
});
afterAll(async () => {
  await server?.stop();
});

/** Leaves out what differs between two fresh servers (ids, times, secrets); relations name their collection. */
function stable(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => stable(item, names));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'id' || key === 'created' || key === 'updated' || /secret/i.test(key)) continue;
    out[key] = key === 'collectionId' && typeof item === 'string' ? (names.get(item) ?? item) : stable(item, names);
  }
  return out;
}

test('pocketbase/schema.json is the schema the migrations make', async () => {
  const collections = await server.admin.collections.getFullList({ batch: 500 });
  const names = new Map(collections.map((c) => [c.id, c.name]));
  const schema = collections
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((c) => ({ ...(stable(c, names) as Record<string, unknown>), indexes: [...(c.indexes ?? [])].sort() }));
  const text = `${JSON.stringify(schema, null, 2)}\n`;
  if (process.env.RAYEK_WRITE_SCHEMA === '1') fs.writeFileSync(SNAPSHOT, text);
  const committed = fs.existsSync(SNAPSHOT) ? fs.readFileSync(SNAPSHOT, 'utf8') : '';
  expect(
    text,
    `pocketbase/schema.json differs from the migrations' schema: if the change is meant, write it anew with\n  ${REGENERATE}\nand commit it with the migration.`,
  ).toBe(committed);
});
