// A record's overall score and number of published reviews, as its page's summary shows them: the read-model
// rows the app reads (an institution's and a program's search row, an instructor's search item, kept by the
// same triggers as the instructor's averages). For what the server writes into the page itself: its head and
// preview image (lib/pages/record-head.js) and its structured data (lib/pages/structured-data.js).

/** The figures' row by id, per kind. */
const FIGURES = {
  institutions: "SELECT overall_rating AS overall, review_count FROM institutions_search WHERE id = {:id}",
  programs: "SELECT overall_rating AS overall, review_count FROM programs_search WHERE id = {:id}",
  instructors: "SELECT avg_overall_quality AS overall, review_count FROM instructor_search_items WHERE id = {:id}",
};

/**
 * The record's figures, or null for a kind without any or a record without a row.
 * @param {CoreApp} app
 * @param {string} kind a key of lib/pages/record-pages.js KINDS
 * @param {string} id
 * @returns {{ overall: number, reviewCount: number } | null}
 */
function recordFigures(app, kind, id) {
  const sql = /** @type {Record<string, string>} */ (FIGURES)[kind];
  if (!sql) return null;
  // -0: a float column (0 would be read as an integer and refuse "4.2").
  const row = new DynamicModel({ overall: -0, review_count: 0 });
  try {
    app.db().newQuery(sql).bind({ id }).one(row);
  } catch (_) {
    return null;
  }
  const reviewCount = Number(row.review_count) || 0;
  return { overall: reviewCount > 0 ? Number(row.overall) || 0 : 0, reviewCount };
}

module.exports = { recordFigures };
