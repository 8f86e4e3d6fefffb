// Benchmark-only hook: never part of pocketbase/pb_hooks. scripts/bench/run.mjs serves PocketBase from a
// temporary hooks directory holding the project's hooks plus this file.
//
// POST /api/bench/seed (superuser) bulk-inserts synthetic rows with multi-row INSERTs inside one
// transaction: going through app.save() for a million ratings would take hours, and the point is to measure
// reads and creates at that size, not the seeding. Hooks do not run for these rows, so the caller rebuilds
// the read models afterwards with the project's own rebuild command.
routerAdd(
  'POST',
  '/api/bench/seed',
  (e) => {
    const gen = require(`${__hooks}/bench_generate.js`);
    const body = e.requestInfo().body;
    const started = Date.now();
    const counts = {};
    e.app.runInTransaction((txApp) => {
      const db = txApp.db();
      gen.tables(body).forEach((t) => {
        counts[t.table] = gen.insertRows(db, t.table, t.columns, t.count, t.row);
      });
    });
    return e.json(200, { counts, ms: Date.now() - started });
  },
  $apis.requireSuperuserAuth(),
);
