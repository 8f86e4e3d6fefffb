// The rows of the device's directory (contract/directory-sync.js DIRECTORY_COLUMNS), written by SQLite as JSON
// arrays: the snapshot reads every row, a delta the rows of the records it names. Only public records: every
// institution and program (reference data), only ACTIVE instructors, nothing about who wrote anything. Figures
// come from the read-model views (the same overall score and count as the record pages and the lists).

/** @typedef {"institutions" | "programs" | "instructors"} Kind */

const text = (/** @type {string} */ column) => `COALESCE(${column}, '')`;

/**
 * The SQL of a kind's rows, in id order, each one `row` (a JSON array); `where` narrows them (an SQL condition
 * over the kind's alias `r`), `institution` is the SQL of the institution column (programs and instructors),
 * `join` a join that column may read.
 * @param {Kind} kind
 * @param {string} institution
 * @param {string} where
 * @param {string} [join]
 */
function rowsSql(kind, institution, where, join) {
  const and = where ? `AND ${where}` : "";
  const joined = join || "";
  if (kind === "institutions") {
    return `SELECT json_array(r.id, ${text("r.name")}, ${text("r.name_ar")},
        json(CASE WHEN json_valid(r.aliases) THEN r.aliases ELSE '[]' END), ${text("r.governorate")},
        ${text("r.sector")}, v.overall_rating, v.review_count) AS row
      FROM institutions r JOIN institutions_search v ON v.id = r.id WHERE 1 ${and} ORDER BY r.id`;
  }
  if (kind === "programs") {
    return `SELECT json_array(r.id, ${institution}, ${text("r.discipline_major")}, ${text("r.specialization_pathway")},
        ${text("r.discipline_major_ar")}, ${text("r.specialization_pathway_ar")}, ${text("r.degree")},
        ${text("r.mode_of_organization")}, v.overall_rating, v.review_count) AS row
      FROM programs r JOIN programs_search v ON v.id = r.id ${joined} WHERE 1 ${and} ORDER BY r.id`;
  }
  return `SELECT json_array(r.id, ${institution}, ${text("r.name")}, ${text("r.department")}, v.avg_overall_quality,
      v.review_count) AS row
    FROM instructors r JOIN instructors_search v ON v.id = r.id ${joined} WHERE r.status = 'ACTIVE' ${and} ORDER BY r.id`;
}

/**
 * The JSON texts of the rows `sql` selects.
 * @param {CoreApp} app
 * @param {string} sql
 * @param {dbx.Params} [params]
 * @returns {string[]}
 */
function readRows(app, sql, params) {
  const rows = arrayOf(new DynamicModel({ row: "" }));
  app
    .db()
    .newQuery(sql)
    .bind(params || {})
    .all(rows);
  return rows.map((r) => r.row);
}

/**
 * The rows `sql` selects as one JSON array text, joined by SQLite: the snapshot's 30,000 rows never become
 * 30,000 objects in the JS engine.
 * @param {CoreApp} app
 * @param {string} sql
 * @returns {string}
 */
function joinedRows(app, sql) {
  const row = new DynamicModel({ rows: "" });
  app.db().newQuery(`SELECT '[' || COALESCE(group_concat(row, ','), '') || ']' AS rows FROM (${sql})`).one(row);
  return row.rows;
}

/**
 * The change-log position the directory is current to: the last seq given (kept by AUTOINCREMENT even when the
 * log's rows are compacted away), 0 before any change.
 * @param {CoreApp} app
 */
function currentSeq(app) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery("SELECT COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'directory_changes'), 0) AS n")
    .one(row);
  return row.n;
}

module.exports = { rowsSql, readRows, joinedRows, currentSeq };
