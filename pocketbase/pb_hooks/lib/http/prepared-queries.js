// Queries of the public read routes, prepared once per JS runtime instead of on every request.
// PocketBase (dbx) prepares every query anew, and for the read models SQLite's compilation of a query is most of
// its cost: the instructor read model's three-table view with its 35 rounded averages takes ~150–250 µs to
// prepare and ~15 µs to run (measured on the bench's 1M-rating data). A kept statement is re-prepared by SQLite
// itself after a schema change. A JS runtime serves one request at a time, so a runtime's query objects, and the
// parameters bound to them, are never shared between requests.
/** @type {Record<string, dbx.Query>} */
const prepared = {};

/**
 * Runs the query named `key` (its SQL made by `sql()` the first time in this runtime) with `params`, filling
 * `rows` (an arrayOf(DynamicModel)).
 * @param {CoreApp} app
 * @param {string} key
 * @param {() => string} sql
 * @param {dbx.Params} params
 * @param {DynamicModel[]} rows
 */
function allRows(app, key, sql, params, rows) {
  let query = prepared[key];
  try {
    if (!query) query = prepared[key] = app.db().newQuery(sql()).prepare();
    query.bind(params).all(rows);
  } catch (err) {
    // A statement that cannot run any more (e.g. its database was closed) is prepared again next time.
    if (query) query.close();
    delete prepared[key];
    throw err;
  }
}

module.exports = { allRows };
