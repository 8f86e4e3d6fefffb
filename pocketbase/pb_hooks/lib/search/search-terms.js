// The search engine's tables on the server (migration 1796500400): per searched kind, a table of index terms
// `(term, seq)` (contract/search-engine/terms.js recordTerms, computed here in JS) with a B-tree on (term, seq)
// for the plan's `term = ?` and `term >= ? AND term < ?` lookups and one on seq (the (seq, term) pairs a
// candidate is checked against, and a record's rows to remove), and a table of records (seq, id, the filter
// column, and what the order reads besides reviews: size and sort key, rank.js). Reviews are read from the
// statistics table at query time, so a published rating writes nothing here.
// Model hooks (70_search.pb.js) rewrite a record's rows on every create, update and delete, whoever writes, in
// the writing transaction; an institution's names are terms of its programs and instructors too, so a change of
// its names or aliases rewrites theirs. Only ACTIVE instructors are indexed. Bulk writers call `rebuild`.
const { recordTerms, recordTermLists } = require(`${__hooks}/../../contract/search-engine/terms.js`);
const { recordSize, sortKey } = require(`${__hooks}/../../contract/search-engine/rank.js`);

/** @typedef {"institution" | "program" | "instructor"} Kind */

/**
 * Per kind: its tables, the statistics table its review count comes from, and the SQL reading what its terms
 * are made of (every text terms.js and rank.js read, and `filter`: what the route may filter on).
 */
const KINDS = {
  institution: {
    terms: "institution_search_terms",
    records: "institution_search_records",
    stats: "institution_stats",
    source: "institutions",
    select: `SELECT i.id AS id, COALESCE(i.name, '') AS name, COALESCE(i.name_ar, '') AS name_ar,
        COALESCE(i.aliases, '[]') AS aliases, COALESCE(i.governorate, '') AS governorate,
        COALESCE(i.governorate, '') AS filter
      FROM institutions i`,
    alias: "i",
    fields: ["name", "name_ar", "aliases", "governorate"],
  },
  program: {
    terms: "program_search_terms",
    records: "program_search_records",
    stats: "program_stats",
    source: "programs",
    select: `SELECT p.id AS id, COALESCE(p.discipline_major, '') AS discipline_major,
        COALESCE(p.specialization_pathway, '') AS specialization_pathway,
        COALESCE(p.discipline_major_ar, '') AS discipline_major_ar,
        COALESCE(p.specialization_pathway_ar, '') AS specialization_pathway_ar, COALESCE(p.degree, '') AS degree,
        COALESCE(i.name, '') AS institution_name, COALESCE(i.name_ar, '') AS institution_name_ar,
        COALESCE(i.aliases, '[]') AS institution_aliases, p.institution AS filter
      FROM programs p JOIN institutions i ON i.id = p.institution`,
    alias: "p",
    fields: [
      "discipline_major",
      "specialization_pathway",
      "discipline_major_ar",
      "specialization_pathway_ar",
      "degree",
      "institution_name",
      "institution_name_ar",
      "institution_aliases",
    ],
  },
  instructor: {
    terms: "instructor_search_terms",
    records: "instructor_search_records",
    stats: "instructor_stats",
    source: "instructors",
    select: `SELECT t.id AS id, COALESCE(t.name, '') AS name, COALESCE(t.department, '') AS department,
        COALESCE(i.name, '') AS institution_name, COALESCE(i.name_ar, '') AS institution_name_ar,
        COALESCE(i.aliases, '[]') AS institution_aliases, t.institution AS filter
      FROM instructors t JOIN institutions i ON i.id = t.institution WHERE t.status = 'ACTIVE'`,
    alias: "t",
    fields: ["name", "department", "institution_name", "institution_name_ar", "institution_aliases"],
  },
};

/** @type {Kind[]} */
const KIND_NAMES = ["institution", "program", "instructor"];

/** The statements that create a kind's two tables (empty) and their indexes. @param {Kind} kind */
function tables(kind) {
  const { terms, records } = KINDS[kind];
  return [
    `CREATE TABLE ${terms} (term TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (term, seq)) WITHOUT ROWID`,
    // With the primary key's columns appended: (seq, term), a candidate's rows in term order.
    `CREATE INDEX idx_${terms}_seq ON ${terms} (seq)`,
    `CREATE TABLE ${records} (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, filter TEXT NOT NULL,
       size INTEGER NOT NULL, sort_key TEXT NOT NULL)`,
    `CREATE INDEX idx_${records}_filter ON ${records} (filter)`,
  ];
}

/** @param {CoreApp} app @param {string} sql @param {dbx.Params} [params] */
function run(app, sql, params) {
  app
    .db()
    .newQuery(sql)
    .bind(params || {})
    .execute();
}

/** @param {Kind} kind */
function shape(kind) {
  /** @type {Record<string, string>} */
  const fields = { id: "", filter: "" };
  for (const f of KINDS[kind].fields) fields[f] = "";
  return fields;
}

/**
 * The rows terms are computed from, for the records `where` selects (an SQL condition over the kind's alias).
 * @param {CoreApp} app
 * @param {Kind} kind
 * @param {string} where
 * @param {dbx.Params} params
 * @returns {Record<string, string>[]}
 */
function sourceRows(app, kind, where, params) {
  const spec = KINDS[kind];
  const rows = arrayOf(new DynamicModel(shape(kind)));
  const sql = spec.select.indexOf(" WHERE ") === -1 ? `${spec.select} WHERE ${where}` : `${spec.select} AND ${where}`;
  app.db().newQuery(sql).bind(params).all(rows);
  return rows.map((r) => {
    /** @type {Record<string, string>} */
    const row = { id: r.id, filter: r.filter };
    for (const f of spec.fields) row[f] = r[f];
    return row;
  });
}

/**
 * Rewrites the index rows of the records `ids` of `kind` from what is stored now: a record no longer found (or
 * an instructor no longer ACTIVE) leaves the index. Does nothing before the migration that creates the tables
 * (earlier migrations' saves).
 * @param {CoreApp} app
 * @param {Kind} kind
 * @param {string[]} ids
 */
function refresh(app, kind, ids) {
  const spec = KINDS[kind];
  if (ids.length === 0 || !app.hasTable(spec.terms)) return;
  const found = sourceRows(app, kind, `${spec.alias}.id IN (SELECT value FROM json_each({:ids}))`, {
    ids: JSON.stringify(ids),
  });
  /** @type {Record<string, boolean>} */
  const seen = {};
  for (const row of found) {
    seen[row.id] = true;
    run(
      app,
      `INSERT INTO ${spec.records} (id, filter, size, sort_key) VALUES ({:id}, {:filter}, {:size}, {:sortKey})
        ON CONFLICT (id) DO UPDATE SET filter = excluded.filter, size = excluded.size, sort_key = excluded.sort_key`,
      { id: row.id, filter: row.filter, size: recordSize(kind, row), sortKey: sortKey(kind, row) },
    );
    const seq = `(SELECT seq FROM ${spec.records} WHERE id = {:id})`;
    run(app, `DELETE FROM ${spec.terms} WHERE seq = ${seq}`, { id: row.id });
    run(app, `INSERT INTO ${spec.terms} (term, seq) SELECT value, ${seq} FROM json_each({:terms})`, {
      id: row.id,
      terms: JSON.stringify(recordTerms(kind, row)),
    });
  }
  for (const id of ids) {
    if (seen[id]) continue;
    run(app, `DELETE FROM ${spec.terms} WHERE seq IN (SELECT seq FROM ${spec.records} WHERE id = {:id})`, { id });
    run(app, `DELETE FROM ${spec.records} WHERE id = {:id}`, { id });
  }
}

/**
 * After a write of an institution: its own rows, and those of its programs and instructors (their terms hold
 * its names and aliases) when `names` says they changed.
 * @param {CoreApp} app
 * @param {string} id
 * @param {boolean} names
 */
function refreshInstitution(app, id, names) {
  refresh(app, "institution", [id]);
  if (!names) return;
  for (const kind of /** @type {Kind[]} */ (["program", "instructor"])) {
    const spec = KINDS[kind];
    if (!app.hasTable(spec.terms)) return;
    const rows = arrayOf(new DynamicModel({ id: "" }));
    app
      .db()
      .newQuery(
        `SELECT id FROM ${spec.source} WHERE institution = {:id} UNION SELECT id FROM ${spec.records} WHERE filter = {:id}`,
      )
      .bind({ id })
      .all(rows);
    const ids = rows.map((r) => r.id);
    for (let k = 0; k < ids.length; k += 200) refresh(app, kind, ids.slice(k, k + 200));
  }
}

/** Pairs per insert statement of a rebuild (one JSON parameter each). */
const BATCH = 4000;

/**
 * Empties and refills every kind's tables from the stored records (migration 1796500400, `npm run
 * rebuild-read-models`, the benchmark's seeding). The terms of texts many records share are computed once.
 * @param {CoreApp} app
 */
function rebuild(app) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const kind of KIND_NAMES) {
    const spec = KINDS[kind];
    run(app, `DROP INDEX IF EXISTS idx_${spec.terms}_seq`);
    run(app, `DELETE FROM ${spec.terms}`);
    run(app, `DELETE FROM ${spec.records}`);
    const rows = sourceRows(app, kind, "1", {});
    /** @type {Map<string, Map<string, string[]>>} */
    const cache = new Map();
    /** @type {unknown[][]} */
    let records = [];
    /** @type {unknown[][]} */
    let pairs = [];
    const flush = () => {
      if (records.length > 0) {
        run(
          app,
          `INSERT INTO ${spec.records} (seq, id, filter, size, sort_key)
            SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4 FROM json_each({:rows})`,
          { rows: JSON.stringify(records) },
        );
      }
      if (pairs.length > 0) {
        run(app, `INSERT INTO ${spec.terms} (term, seq) SELECT value ->> 0, value ->> 1 FROM json_each({:rows})`, {
          rows: JSON.stringify(pairs),
        });
      }
      records = [];
      pairs = [];
    };
    let total = 0;
    for (let n = 0; n < rows.length; n++) {
      const row = rows[n];
      const seq = n + 1;
      records.push([seq, row.id, row.filter, recordSize(kind, row), sortKey(kind, row)]);
      const lists = recordTermLists(kind, row, cache);
      /** @type {Record<string, boolean>} */
      const seen = {};
      for (const list of lists) {
        for (const term of list) {
          if (seen[term]) continue;
          seen[term] = true;
          pairs.push([term, seq]);
        }
      }
      if (pairs.length >= BATCH) {
        total += pairs.length;
        flush();
      }
    }
    total += pairs.length;
    flush();
    run(app, `CREATE INDEX idx_${spec.terms}_seq ON ${spec.terms} (seq)`);
    counts[spec.records] = rows.length;
    counts[spec.terms] = total;
  }
  return counts;
}

module.exports = { KINDS, KIND_NAMES, tables, refresh, refreshInstitution, rebuild };
