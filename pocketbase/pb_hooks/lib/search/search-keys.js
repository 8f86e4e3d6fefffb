// The folded search key of instructors and programs (contract/search.js): a hidden `search_key` field that
// the model hooks fill on every save (70_search.pb.js), whoever saves (API, moderation, dashboard, import).
// SQLite triggers (migration 1795800000) copy it into a table of searchable rows and its trigram index in the
// same statement, so the index never holds a name other than the stored one. Writers that bypass PocketBase
// (bulk SQL loads) leave the key empty until `rebuild` computes it.
const { SEARCH_FIELDS, searchKey } = require(`${__hooks}/../../contract/search.js`);
const { foldSearchText } = require(`${__hooks}/../../contract/search-engine/fold.js`);

/**
 * Per collection: the table of searchable rows (one per row that can be found, with its institution and key;
 * only ACTIVE instructors can be found, every program can), and the trigram index over their keys.
 */
const INDEXES = {
  instructors: { rows: "instructor_search_rows", fts: "instructor_search_fts", where: "status = 'ACTIVE'" },
  programs: { rows: "program_search_rows", fts: "program_search_fts", where: "1" },
};

/** @typedef {keyof typeof INDEXES} SearchedCollection */

/**
 * The SQLite triggers that keep a collection's searchable rows and their trigram index in step, by name.
 * @param {SearchedCollection} collection
 */
function triggers(collection) {
  const { rows, fts, where } = INDEXES[collection];
  const active = where.replace("status", "new.status");
  const changed = ["id", "search_key", "institution", ...(where === "1" ? [] : ["status"])]
    .map((c) => `old.${c} IS NOT new.${c}`)
    .join(" OR ");
  return {
    [`${rows}_insert`]: `AFTER INSERT ON ${rows} BEGIN
        INSERT INTO ${fts} (rowid, key) VALUES (new.seq, new.key);
      END`,
    [`${rows}_delete`]: `AFTER DELETE ON ${rows} BEGIN
        INSERT INTO ${fts} (${fts}, rowid, key) VALUES ('delete', old.seq, old.key);
      END`,
    [`${rows}_update`]: `AFTER UPDATE ON ${rows} BEGIN
        INSERT INTO ${fts} (${fts}, rowid, key) VALUES ('delete', old.seq, old.key);
        INSERT INTO ${fts} (rowid, key) VALUES (new.seq, new.key);
      END`,
    [`${collection}_search_insert`]: `AFTER INSERT ON ${collection} WHEN ${active} BEGIN
        INSERT INTO ${rows} (ref, institution, key) VALUES (new.id, new.institution, new.search_key);
      END`,
    [`${collection}_search_update`]: `AFTER UPDATE ON ${collection} WHEN ${changed} BEGIN
        DELETE FROM ${rows} WHERE ref = old.id;
        INSERT INTO ${rows} (ref, institution, key) SELECT new.id, new.institution, new.search_key WHERE ${active};
      END`,
    [`${collection}_search_delete`]: `AFTER DELETE ON ${collection} BEGIN
        DELETE FROM ${rows} WHERE ref = old.id;
      END`,
  };
}

/**
 * @param {SearchedCollection} collection
 * @param {(field: string) => string} get a text of the row, by field name
 */
function keyOf(collection, get) {
  return searchKey(SEARCH_FIELDS[collection].map((field) => foldSearchText(get(field))));
}

/**
 * Sets the record's key from its texts (a model hook, before the save).
 * @param {core.Record} record an instructor or a program (70_search.pb.js stamps no other)
 */
function stamp(record) {
  const collection = /** @type {SearchedCollection} */ (record.collection().name);
  record.set(
    "search_key",
    keyOf(collection, (field) => record.getString(field)),
  );
}

/**
 * Recomputes every key that differs from its texts, then refills the searchable rows and their indexes. The
 * triggers are left out meanwhile and put back after: a bulk load sets every key, and indexing row by row on
 * the way made the rebuild of 30,000 instructors five times as long as that of all the read models.
 * @param {CoreApp} app
 */
function rebuild(app) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const collection of /** @type {SearchedCollection[]} */ (Object.keys(INDEXES))) {
    const kept = triggers(collection);
    for (const name of Object.keys(kept)) app.db().newQuery(`DROP TRIGGER IF EXISTS ${name}`).execute();
    const fields = SEARCH_FIELDS[collection];
    /** @type {Record<string, string>} */
    const shape = { id: "", search_key: "" };
    for (const field of fields) shape[field] = "";
    const rows = arrayOf(new DynamicModel(shape));
    app
      .db()
      .newQuery(`SELECT id, search_key, ${fields.join(", ")} FROM ${collection}`)
      .all(rows);
    for (const row of rows) {
      const key = keyOf(collection, (field) => row[field]);
      if (key === row.search_key) continue;
      app
        .db()
        .newQuery(`UPDATE ${collection} SET search_key = {:key} WHERE id = {:id}`)
        .bind({ key, id: row.id })
        .execute();
    }
    const { rows: table, fts, where } = INDEXES[collection];
    app.db().newQuery(`DELETE FROM ${table}`).execute();
    app
      .db()
      .newQuery(
        `INSERT INTO ${table} (ref, institution, key) SELECT id, institution, search_key FROM ${collection} WHERE ${where}`,
      )
      .execute();
    app.db().newQuery(`INSERT INTO ${fts} (${fts}) VALUES ('rebuild')`).execute();
    for (const [name, body] of Object.entries(kept)) app.db().newQuery(`CREATE TRIGGER ${name} ${body}`).execute();
    const count = new DynamicModel({ n: 0 });
    app.db().newQuery(`SELECT COUNT(*) AS n FROM ${table}`).one(count);
    counts[table] = count.n;
  }
  return counts;
}

module.exports = { INDEXES, triggers, keyOf, stamp, rebuild };
