// The test runs' data directories hash passwords at bcrypt's lowest cost. At PocketBase's default, each account
// a test creates or signs in costs about a tenth of a second of CPU, most of the API tests' work
// (docs/benchmarks.md, "CI run time"). Passwords are still hashed and checked the same way; production's cost
// is what the migrations leave, which pocketbase/schema.json records (tests/api/schema-snapshot.test.ts).
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { upsertSuperuser } from './pocketbase.mjs';

/** bcrypt's minimum cost (golang.org/x/crypto/bcrypt MinCost). */
const TEST_BCRYPT_COST = 4;
const AUTH_COLLECTIONS = ['users', '_superusers'];

/**
 * Lowers the password hashing cost of the auth collections in a migrated data directory (no server may run on
 * it), then sets `superuser` again, hashed at that cost (a stored hash keeps the cost it was made with). No
 * server is started: a first `serve` would keep its own address as the directory's app URL.
 */
export function cheapPasswordHashing(dataDir, superuser, publicDir) {
  const db = new DatabaseSync(path.join(dataDir, 'data.db'));
  try {
    for (const name of AUTH_COLLECTIONS) {
      const row = db.prepare('SELECT fields FROM _collections WHERE name = ?').get(name);
      if (!row) throw new Error(`${dataDir} has no ${name} collection: migrate it first`);
      const fields = JSON.parse(String(row.fields)).map((f) =>
        f.type === 'password' ? { ...f, cost: TEST_BCRYPT_COST } : f,
      );
      db.prepare('UPDATE _collections SET fields = ? WHERE name = ?').run(JSON.stringify(fields), name);
    }
  } finally {
    db.close();
  }
  upsertSuperuser(dataDir, superuser, publicDir);
}
