// The search engine's pair tables (migration 1796700000), beside the (term, seq) tables of lib/search-terms.js:
// they let SQLite find the records two query words both meet without walking either word's records.
// A record's terms come as lists (contract/search-engine/terms.js recordTermLists: a name word's terms, two
// joined words', a department's, an institution's names'), most of them shared by many records. Each distinct
// list is a **unit** (its key: its distinct terms, sorted): `<kind>_search_units` numbers them,
// `<kind>_search_unit_terms` holds (term, unit) once per unit (a few per distinct word, not per record), and
// `<kind>_search_pairs` holds (u1, u2, seq) for every pair u1 <= u2 of a record's units, the pair (u, u) too.
// A query word meets a record exactly when one of its lookups meets a term of one of the record's units, at the
// best tier over those terms (the same terms, so the same tiers as rank.js scoreTerms): the records two words
// both meet are the pairs rows of (a unit the first meets, a unit the second meets) (lib/pair-search.js).
// Written with the terms, in the same transaction: lib/search-terms.js refresh and rebuild. A unit no record
// holds any more stays (its terms never change) until the next rebuild.

/** @typedef {"institution" | "program" | "instructor"} Kind */

/** @param {Kind} kind */
function pairTables(kind) {
  return { units: `${kind}_search_units`, unitTerms: `${kind}_search_unit_terms`, pairs: `${kind}_search_pairs` };
}

/** The statements creating a kind's three tables (empty) and their indexes. @param {Kind} kind */
function pairTableStatements(kind) {
  const { units, unitTerms, pairs } = pairTables(kind);
  return [
    `CREATE TABLE ${units} (unit INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE)`,
    `CREATE TABLE ${unitTerms} (term TEXT NOT NULL, unit INTEGER NOT NULL, PRIMARY KEY (term, unit)) WITHOUT ROWID`,
    `CREATE TABLE ${pairs} (u1 INTEGER NOT NULL, u2 INTEGER NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (u1, u2, seq)) WITHOUT ROWID`,
    // A record's rows, to rewrite or remove them.
    `CREATE INDEX idx_${pairs}_seq ON ${pairs} (seq)`,
  ];
}

/** @param {CoreApp} app @param {string} sql @param {dbx.Params} [params] */
function run(app, sql, params) {
  app.db().newQuery(sql).bind(params || {}).execute();
}

/**
 * A list's key: its distinct terms, sorted, one a line.
 * @param {readonly string[]} list
 */
function unitKey(list) {
  /** @type {Record<string, boolean>} */
  const seen = {};
  /** @type {string[]} */
  const terms = [];
  for (const term of list) {
    if (seen[term]) continue;
    seen[term] = true;
    terms.push(term);
  }
  return terms.sort().join("\n");
}

/**
 * Every pair u1 <= u2 of `units` (distinct), (u, u) included, as [u1, u2].
 * @param {number[]} units
 */
function unitPairs(units) {
  const sorted = units.slice().sort((a, b) => a - b);
  /** @type {Array<[number, number]>} */
  const out = [];
  for (let i = 0; i < sorted.length; i++) for (let k = i; k < sorted.length; k++) out.push([sorted[i], sorted[k]]);
  return out;
}

/**
 * The unit of each key, a missing one numbered and its terms written. Statements that write (an upsert answering
 * the unit), so that they run on the writing connection and see the units this transaction wrote.
 * @param {CoreApp} app
 * @param {Kind} kind
 * @param {string[]} keys distinct
 * @returns {number[]}
 */
function unitsOf(app, kind, keys) {
  const { units, unitTerms } = pairTables(kind);
  return keys.map((key) => {
    const row = new DynamicModel({ unit: 0 });
    app.db().newQuery(`INSERT INTO ${units} (key) VALUES ({:key}) ON CONFLICT (key) DO UPDATE SET key = excluded.key RETURNING unit`)
      .bind({ key }).one(row);
    run(app, `INSERT OR IGNORE INTO ${unitTerms} (term, unit) SELECT value, {:unit} FROM json_each({:terms})`,
      { unit: row.unit, terms: JSON.stringify(key.split("\n")) });
    return row.unit;
  });
}

/**
 * Rewrites the pairs of the record at `seq` from its term lists (null: the record left the index).
 * Does nothing before migration 1796700000 (earlier migrations' saves).
 * @param {CoreApp} app
 * @param {Kind} kind
 * @param {number} seq
 * @param {string[][] | null} lists
 */
function writePairs(app, kind, seq, lists) {
  const { pairs } = pairTables(kind);
  if (!app.hasTable(pairs)) return;
  run(app, `DELETE FROM ${pairs} WHERE seq = {:seq}`, { seq });
  if (lists === null) return;
  const keys = lists.map(unitKey).filter((key, k, all) => key !== "" && all.indexOf(key) === k);
  run(app, `INSERT INTO ${pairs} (u1, u2, seq) SELECT value ->> 0, value ->> 1, {:seq} FROM json_each({:pairs})`,
    { seq, pairs: JSON.stringify(unitPairs(unitsOf(app, kind, keys))) });
}

/** Rows per insert statement of a rebuild (one JSON parameter each). */
const BATCH = 4000;

/**
 * Empties and refills a kind's pair tables from `records` ([seq, term lists]: the lists a cache of
 * recordTermLists gave, so a shared list is one object and its key is computed once).
 * @param {CoreApp} app
 * @param {Kind} kind
 * @param {Array<[number, string[][]]>} records
 * @returns {Record<string, number>} rows written per table
 */
function rebuildPairs(app, kind, records) {
  const { units, unitTerms, pairs } = pairTables(kind);
  if (!app.hasTable(pairs)) return {};
  run(app, `DROP INDEX IF EXISTS idx_${pairs}_seq`);
  for (const table of [pairs, unitTerms, units]) run(app, `DELETE FROM ${table}`);
  /** @type {Map<string[], number>} */
  const byList = new Map();
  /** @type {Map<string, number>} */
  const byKey = new Map();
  /** @type {unknown[][]} */
  let unitRows = [];
  /** @type {unknown[][]} */
  let termRows = [];
  /** @type {unknown[][]} */
  let pairRows = [];
  let pairCount = 0;
  let termCount = 0;
  const flush = (all = false) => {
    if (unitRows.length > 0 && (all || unitRows.length + termRows.length >= BATCH)) {
      run(app, `INSERT INTO ${units} (unit, key) SELECT value ->> 0, value ->> 1 FROM json_each({:rows})`, { rows: JSON.stringify(unitRows) });
      run(app, `INSERT INTO ${unitTerms} (term, unit) SELECT value ->> 0, value ->> 1 FROM json_each({:rows})`, { rows: JSON.stringify(termRows) });
      unitRows = [];
      termRows = [];
    }
    if (pairRows.length > 0 && (all || pairRows.length >= BATCH)) {
      run(app, `INSERT INTO ${pairs} (u1, u2, seq) SELECT value ->> 0, value ->> 1, value ->> 2 FROM json_each({:rows})`, { rows: JSON.stringify(pairRows) });
      pairRows = [];
    }
  };
  for (const [seq, lists] of records) {
    /** @type {number[]} */
    const ids = [];
    for (const list of lists) {
      let unit = byList.get(list);
      if (unit === undefined) {
        const key = unitKey(list);
        if (key === "") continue;
        unit = byKey.get(key);
        if (unit === undefined) {
          unit = byKey.size + 1;
          byKey.set(key, unit);
          unitRows.push([unit, key]);
          for (const term of key.split("\n")) termRows.push([term, unit]);
          termCount += key.split("\n").length;
        }
        byList.set(list, unit);
      }
      if (ids.indexOf(unit) === -1) ids.push(unit);
    }
    for (const [u1, u2] of unitPairs(ids)) pairRows.push([u1, u2, seq]);
    pairCount += (ids.length * (ids.length + 1)) / 2;
    flush();
  }
  flush(true);
  run(app, `CREATE INDEX idx_${pairs}_seq ON ${pairs} (seq)`);
  return { [units]: byKey.size, [unitTerms]: termCount, [pairs]: pairCount };
}

module.exports = { pairTables, pairTableStatements, writePairs, rebuildPairs };
