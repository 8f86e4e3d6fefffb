/// <reference path="../pb_data/types.d.ts" />
// The search engine's pair tables (lib/search-pairs.js): per searched kind, its units (the distinct lists of
// terms records are made of), each unit's terms, and a (u1, u2, seq) row for every pair of a record's units, so
// that the records two query words both meet are found by SQLite (lib/pair-search.js). Filled here from the
// stored records (the seqs of the records table of migration 1796500400), then kept with the terms by
// lib/search-terms.js on every write and rebuild.
migrate(
  (app) => {
    const { KIND_NAMES, KINDS, sourceRows } = require(`${__hooks}/lib/search-terms.js`);
    const { pairTableStatements, rebuildPairs } = require(`${__hooks}/lib/search-pairs.js`);
    const { recordTermLists } = require(`${__hooks}/../../contract/search-engine/terms.js`);
    for (const kind of KIND_NAMES) {
      for (const sql of pairTableStatements(kind)) app.db().newQuery(sql).execute();
      const seqs = arrayOf(new DynamicModel({ seq: 0, id: "" }));
      app.db().newQuery(`SELECT seq, id FROM ${KINDS[kind].records}`).all(seqs);
      /** @type {Record<string, number>} */
      const seqOf = {};
      for (const r of seqs) seqOf[r.id] = r.seq;
      const cache = new Map();
      /** @type {Array<[number, string[][]]>} */
      const records = [];
      for (const row of sourceRows(app, kind, "1", {})) {
        if (seqOf[row.id] !== undefined) records.push([seqOf[row.id], recordTermLists(kind, row, cache)]);
      }
      rebuildPairs(app, kind, records);
    }
  },
  (app) => {
    const { KIND_NAMES } = require(`${__hooks}/lib/search-terms.js`);
    const { pairTables } = require(`${__hooks}/lib/search-pairs.js`);
    for (const kind of KIND_NAMES) {
      for (const table of Object.values(pairTables(kind))) app.db().newQuery(`DROP TABLE IF EXISTS ${table}`).execute();
    }
  },
);
