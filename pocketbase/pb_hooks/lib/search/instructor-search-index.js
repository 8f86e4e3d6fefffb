// What an uncached instructor search reads (migration 1796000000), beside the searchable rows and their trigram
// index (lib/search/search-keys.js), all kept by SQLite triggers in the writing statement, whoever writes:
// - `instructor_search_items`: one row per searchable instructor holding what a search answer shows of it,
//   exactly its `instructors_search` row (copied from that view, but for the rating figures after a change of
//   the statistics: see `figures`), with the row's `seq` and search key. A page of answers is then one primary-key read per item, where the view joins three tables
//   and rounds three averages for each (docs/benchmarks.md).
// - `instructor_search_suffixes`: every suffix of 3 or more characters of every key, by (suffix, seq). The keys
//   holding a text are those with a suffix starting with it: one short index range for a text few keys hold,
//   where the trigram phrase reads the whole doclist of every trigram of the text (lib/search/instructor-search-items.js
//   asks the range first, within a bound, and the trigram index past it).
// - `search_suffix_offsets`: the whole numbers 1 to the longest key, because a trigger cannot use a recursive
//   query to cut a key into its suffixes.
const { INDEXES } = require(`${__hooks}/lib/search/search-keys.js`);

const ROWS = INDEXES.instructors.rows;
const ITEMS = "instructor_search_items";
const SUFFIXES = "instructor_search_suffixes";
const OFFSETS = "search_suffix_offsets";
const VIEW = "instructors_search";

/** The `instructors_search` columns a search answer shows, in the answer's order. */
const ITEM_COLUMNS = [
  "id",
  "name",
  "department",
  "institution_id",
  "institution_name",
  "avg_overall_quality",
  "avg_difficulty",
  "avg_would_take_again",
  "review_count",
];

/** The columns that hold a REAL (averages with two decimals). */
const REAL_COLUMNS = ["avg_overall_quality", "avg_difficulty"];

const ITEM_TYPES = {
  id: "TEXT NOT NULL",
  name: "TEXT NOT NULL",
  department: "TEXT NOT NULL",
  institution_id: "TEXT NOT NULL",
  institution_name: "TEXT NOT NULL",
  avg_overall_quality: "REAL NOT NULL",
  avg_difficulty: "REAL NOT NULL",
  avg_would_take_again: "INTEGER NOT NULL",
  review_count: "INTEGER NOT NULL",
};

/**
 * @param {CoreApp} app
 * @param {string} sql
 */
function run(app, sql) {
  app.db().newQuery(sql).execute();
}

/** The statements that create the three tables (empty) and their indexes. */
function tables() {
  return [
    `CREATE TABLE ${ITEMS} (seq INTEGER PRIMARY KEY, key TEXT NOT NULL,
       ${ITEM_COLUMNS.map((c) => `${c} ${ITEM_TYPES[/** @type {keyof ITEM_TYPES} */ (c)]}`).join(", ")})`,
    `CREATE UNIQUE INDEX idx_${ITEMS}_id ON ${ITEMS} (id)`,
    // An institution's rename rewrites the items of its instructors.
    `CREATE INDEX idx_${ITEMS}_institution ON ${ITEMS} (institution_id)`,
    `CREATE TABLE ${SUFFIXES} (suffix TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (suffix, seq)) WITHOUT ROWID`,
    `CREATE TABLE ${OFFSETS} (n INTEGER PRIMARY KEY)`,
  ];
}

/** @param {string} seq @param {string} key SQL expressions of a searchable row's seq and key */
const addSuffixes = (seq, key) => `
  INSERT INTO ${SUFFIXES} (suffix, seq) SELECT substr(${key}, o.n), ${seq} FROM ${OFFSETS} o WHERE o.n <= length(${key}) - 2;`;
/** @param {string} seq @param {string} key */
const removeSuffixes = (seq, key) => `
  DELETE FROM ${SUFFIXES} WHERE seq = ${seq}
    AND suffix IN (SELECT substr(${key}, o.n) FROM ${OFFSETS} o WHERE o.n <= length(${key}) - 2);`;
/** @param {string} seq @param {string} key @param {string} ref */
const addItem = (seq, key, ref) => `
  INSERT INTO ${ITEMS} (seq, key, ${ITEM_COLUMNS.join(", ")})
    SELECT ${seq}, ${key}, ${ITEM_COLUMNS.map((c) => `v.${c}`).join(", ")} FROM ${VIEW} v WHERE v.id = ${ref};`;
/** Copies the view's row again into the items that `where` (over `${ITEMS}`) selects. @param {string} where */
const refreshItems = (where) => `
  UPDATE ${ITEMS} SET ${ITEM_COLUMNS.filter((c) => c !== "id")
    .map((c) => `${c} = v.${c}`)
    .join(", ")}
    FROM ${VIEW} v WHERE v.id = ${ITEMS}.id AND ${where};`;

/**
 * The view's figures of an instructor from its statistics row `s` (SQL expressions by column), as migration
 * 1795300600 computes them: sum / n rounded half up in integer arithmetic, 0 without ratings. The statistics
 * change with every published or withdrawn rating, and SQLite compiles a statement's triggers each time PocketBase
 * prepares it: copying these from the view there made every rating write compile the view's three-table join,
 * which halved the rate of rating creates (docs/benchmarks.md). The items test compares the two after
 * every kind of write (tests/api/instructor-search-index.test.ts).
 * @param {string} s
 */
function figures(s) {
  const n = `COALESCE(${s}.review_count, 0)`;
  /** @param {string} sum @param {number} decimals */
  const mean = (sum, decimals) => {
    const scale = 10 ** decimals;
    const value =
      decimals === 0
        ? `(2 * ${scale} * (${sum}) + ${s}.review_count) / (2 * ${s}.review_count)`
        : `((2 * ${scale} * (${sum}) + ${s}.review_count) / (2 * ${s}.review_count)) / ${scale}.0`;
    return `CAST(CASE WHEN ${n} > 0 THEN ${value} ELSE 0 END AS ${decimals === 0 ? "INTEGER" : "REAL"})`;
  };
  return {
    avg_overall_quality: mean(`${s}.sum_overall_quality`, 2),
    avg_difficulty: mean(`${s}.sum_difficulty`, 2),
    avg_would_take_again: mean(`100 * ${s}.would_take_again_count`, 0),
    review_count: `CAST(${n} AS INTEGER)`,
  };
}

/** @param {Record<string, string>} values SQL expressions by column */
const setItems = (values) =>
  Object.entries(values)
    .map(([c, v]) => `${c} = ${v}`)
    .join(", ");
/** What the view shows of an instructor without a statistics row. */
const NO_FIGURES = { avg_overall_quality: "0.0", avg_difficulty: "0.0", avg_would_take_again: "0", review_count: "0" };

/**
 * The triggers, by name. A searchable row's suffixes and item come and go with it (a rename, a status or an
 * institution change replace the row: lib/search/search-keys.js); the other texts an item shows are copied again from
 * the view when they change (the instructor's name, whose key may stay the same, e.g. a change of letter case;
 * its department; the institution's name), and its figures are computed again from the statistics row.
 */
function triggers() {
  const stats = ["review_count", "sum_overall_quality", "sum_difficulty", "would_take_again_count"];
  return {
    [`${ROWS}_items_insert`]: `AFTER INSERT ON ${ROWS} BEGIN${addSuffixes("new.seq", "new.key")}${addItem("new.seq", "new.key", "new.ref")}
      END`,
    [`${ROWS}_items_delete`]: `AFTER DELETE ON ${ROWS} BEGIN${removeSuffixes("old.seq", "old.key")}
        DELETE FROM ${ITEMS} WHERE seq = old.seq;
      END`,
    [`${ROWS}_items_update`]: `AFTER UPDATE ON ${ROWS} BEGIN${removeSuffixes("old.seq", "old.key")}
        DELETE FROM ${ITEMS} WHERE seq = old.seq;${addSuffixes("new.seq", "new.key")}${addItem("new.seq", "new.key", "new.ref")}
      END`,
    instructors_search_items_update: `AFTER UPDATE ON instructors
      WHEN old.name IS NOT new.name OR old.department IS NOT new.department OR old.institution IS NOT new.institution
      BEGIN${refreshItems(`${ITEMS}.id = new.id`)}
      END`,
    institutions_search_items_update: `AFTER UPDATE ON institutions WHEN old.name IS NOT new.name
      BEGIN${refreshItems(`${ITEMS}.institution_id = new.id`)}
      END`,
    instructor_stats_search_items_insert: `AFTER INSERT ON instructor_stats BEGIN
        UPDATE ${ITEMS} SET ${setItems(figures("new"))} WHERE id = new.id;
      END`,
    instructor_stats_search_items_update: `AFTER UPDATE ON instructor_stats
      WHEN ${stats.map((c) => `old.${c} IS NOT new.${c}`).join(" OR ")} OR old.id IS NOT new.id BEGIN
        UPDATE ${ITEMS} SET ${setItems(NO_FIGURES)} WHERE id = old.id AND old.id IS NOT new.id;
        UPDATE ${ITEMS} SET ${setItems(figures("new"))} WHERE id = new.id;
      END`,
    instructor_stats_search_items_delete: `AFTER DELETE ON instructor_stats BEGIN
        UPDATE ${ITEMS} SET ${setItems(NO_FIGURES)} WHERE id = old.id;
      END`,
  };
}

/**
 * Drops the triggers: a bulk rewrite of the statistics or the searchable rows (lib/records/read-models.js) would run
 * them row by row; `rebuild` refills the tables once and puts them back.
 * @param {CoreApp} app
 */
function suspend(app) {
  for (const name of Object.keys(triggers())) run(app, `DROP TRIGGER IF EXISTS ${name}`);
}

/**
 * Refills the three tables from the searchable rows and the view, and (re)creates the triggers. Run after the
 * searchable rows are rebuilt, in the same transaction.
 * @param {CoreApp} app
 * @returns {Record<string, number>} rows per table
 */
function rebuild(app) {
  suspend(app);
  // Every key fits the field's bound (migration 1795800000), so offsets up to it cut any key.
  const longest = app.findCollectionByNameOrId("instructors").fields.getByName("search_key").max;
  run(app, `DELETE FROM ${OFFSETS}`);
  app
    .db()
    .newQuery(
      `WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < {:longest})
    INSERT INTO ${OFFSETS} (n) SELECT n FROM k`,
    )
    .bind({ longest })
    .execute();
  run(app, `DELETE FROM ${ITEMS}`);
  run(app, `DELETE FROM ${SUFFIXES}`);
  run(
    app,
    `INSERT INTO ${ITEMS} (seq, key, ${ITEM_COLUMNS.join(", ")})
    SELECT r.seq, r.key, ${ITEM_COLUMNS.map((c) => `v.${c}`).join(", ")} FROM ${ROWS} r JOIN ${VIEW} v ON v.id = r.ref`,
  );
  run(
    app,
    `INSERT INTO ${SUFFIXES} (suffix, seq)
    SELECT substr(r.key, o.n), r.seq FROM ${ROWS} r JOIN ${OFFSETS} o ON o.n <= length(r.key) - 2`,
  );
  for (const [name, body] of Object.entries(triggers())) run(app, `CREATE TRIGGER ${name} ${body}`);
  /** @type {Record<string, number>} */
  const counts = {};
  for (const table of [ITEMS, SUFFIXES]) {
    const count = new DynamicModel({ n: 0 });
    app.db().newQuery(`SELECT COUNT(*) AS n FROM ${table}`).one(count);
    counts[table] = count.n;
  }
  return counts;
}

/**
 * Creates and fills the tables (migration 1796000000).
 * @param {CoreApp} app
 */
function create(app) {
  for (const sql of tables()) run(app, sql);
  rebuild(app);
}

/**
 * Removes the triggers and the tables (the migration's way back).
 * @param {CoreApp} app
 */
function drop(app) {
  suspend(app);
  for (const table of [ITEMS, SUFFIXES, OFFSETS]) run(app, `DROP TABLE IF EXISTS ${table}`);
}

module.exports = { ITEMS, SUFFIXES, ITEM_COLUMNS, REAL_COLUMNS, create, rebuild, suspend, drop };
