/// <reference path="../pb_data/types.d.ts" />
// The search engine on the server (contract/search-engine/, lib/search-terms.js): per searched kind
// (institutions, programs, ACTIVE instructors) a table of index terms `(term, seq)` and a table of the records
// (seq, id, filter, size, sort key), filled here from the stored records and kept by the model hooks of
// 70_search.pb.js on every write. The search routes match and order with them (lib/engine-search.js).
migrate(
  (app) => {
    const { KIND_NAMES, tables, rebuild } = require(`${__hooks}/lib/search-terms.js`);
    for (const kind of KIND_NAMES) for (const sql of tables(kind)) app.db().newQuery(sql).execute();
    rebuild(app);
  },
  (app) => {
    const { KIND_NAMES, KINDS } = require(`${__hooks}/lib/search-terms.js`);
    for (const kind of KIND_NAMES) {
      app.db().newQuery(`DROP TABLE IF EXISTS ${KINDS[kind].terms}`).execute();
      app.db().newQuery(`DROP TABLE IF EXISTS ${KINDS[kind].records}`).execute();
    }
  },
);
