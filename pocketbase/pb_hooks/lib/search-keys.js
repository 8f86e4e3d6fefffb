// The folded search key of instructors and programs (contract/search.js): a hidden `search_key` field that
// the model hooks fill on every save (70_search.pb.js), whoever saves (API, moderation, dashboard, import).
// SQLite triggers (migration 1795800000) copy it into a table of searchable rows and its trigram index in the
// same statement, so the index never holds a name other than the stored one. Writers that bypass PocketBase (bulk SQL loads)
// leave the key empty until `rebuild` computes it.
const { SEARCH_FIELDS, searchKey } = require(`${__hooks}/../../contract/search.js`);
const { foldSearchText } = require(`${__hooks}/lib/search-text.js`);

/**
 * Per collection: the table of searchable rows (one per row that can be found, with its institution and key;
 * only ACTIVE instructors can be found, every program can), and the trigram index over their keys.
 */
const INDEXES = {
  instructors: { rows: "instructor_search_rows", fts: "instructor_search_fts", where: "status = 'ACTIVE'" },
  programs: { rows: "program_search_rows", fts: "program_search_fts", where: "1" },
};

function keyOf(collection, get) {
  return searchKey(SEARCH_FIELDS[collection].map((field) => foldSearchText(get(field))));
}

/** Sets the record's key from its texts (a model hook, before the save). */
function stamp(record) {
  const collection = record.collection().name;
  record.set("search_key", keyOf(collection, (field) => record.getString(field)));
}

/** Recomputes every key that differs from its texts, then refills both trigram tables. */
function rebuild(app) {
  const counts = {};
  for (const collection of Object.keys(INDEXES)) {
    const fields = SEARCH_FIELDS[collection];
    const shape = { id: "", search_key: "" };
    for (const field of fields) shape[field] = "";
    const rows = arrayOf(new DynamicModel(shape));
    app.db().newQuery(`SELECT id, search_key, ${fields.join(", ")} FROM ${collection}`).all(rows);
    for (const row of rows) {
      const key = keyOf(collection, (field) => row[field]);
      if (key === row.search_key) continue;
      app.db().newQuery(`UPDATE ${collection} SET search_key = {:key} WHERE id = {:id}`).bind({ key, id: row.id }).execute();
    }
    const { rows: table, fts, where } = INDEXES[collection];
    app.db().newQuery(`DELETE FROM ${table}`).execute();
    app.db()
      .newQuery(`INSERT INTO ${table} (ref, institution, key) SELECT id, institution, search_key FROM ${collection} WHERE ${where}`)
      .execute();
    app.db().newQuery(`INSERT INTO ${fts} (${fts}) VALUES ('rebuild')`).execute();
    const count = new DynamicModel({ n: 0 });
    app.db().newQuery(`SELECT COUNT(*) AS n FROM ${table}`).one(count);
    counts[table] = count.n;
  }
  return counts;
}

module.exports = { INDEXES, keyOf, stamp, rebuild };
