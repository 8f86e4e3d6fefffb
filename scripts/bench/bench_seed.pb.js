// Benchmark-only hook: never part of pocketbase/pb_hooks. scripts/bench/run.mjs serves PocketBase from a
// temporary hooks directory holding the project's hooks plus this file.
//
// POST /api/bench/seed (superuser) bulk-inserts synthetic rows with multi-row INSERTs inside one
// transaction: going through app.save() for a million ratings would take hours, and the point is to measure
// reads and creates at that size, not the seeding. Hooks do not run for these rows, so the caller rebuilds
// the read models afterwards with the project's own rebuild command.
routerAdd(
  "POST",
  "/api/bench/seed",
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

// GET /api/bench/constant: a hook route that answers a constant JSON text, the search routes' answer shape
// without any work. Its req/s against the bare list is the fixed cost of any request a JS handler answers
// (goja runtime taken from the pool, the handler's call, the answer written): the ceiling of every hook route.
routerAdd("GET", "/api/bench/constant", (e) => {
  e.response.header().set("Content-Type", "application/json");
  return e.string(200, '{"page":1,"perPage":20,"totalItems":-1,"totalPages":-1,"items":[]}');
});
