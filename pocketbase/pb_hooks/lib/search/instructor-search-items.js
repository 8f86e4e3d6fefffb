// The items of an instructor search answer: the page's ids (lib/search/engine-search.js) read from
// `instructor_search_items` (migration 1796000000, lib/search/instructor-search-index.js: exactly each instructor's
// `instructors_search` row, kept by SQLite triggers), one primary-key read each, their JSON written by SQLite.
// The query stays prepared (lib/http/prepared-queries.js).
const { ITEMS, ITEM_COLUMNS, REAL_COLUMNS } = require(`${__hooks}/lib/search/instructor-search-index.js`);
const { allRows } = require(`${__hooks}/lib/http/prepared-queries.js`);

/**
 * One item as JSON, in the order and with the numbers JSON.stringify writes for the view's row: a REAL with no
 * fraction as an integer ("4", not "4.0"); other averages are hundredths, which SQLite writes as JS does ("3.67").
 * Building the JSON in SQLite, rather than scanning each column into PocketBase's JS engine and writing it
 * there, took about a third off a page of items (docs/benchmarks.md).
 */
const ITEM_JSON = `json_object(${ITEM_COLUMNS.map((c) => {
  const value = REAL_COLUMNS.includes(c)
    ? `CASE WHEN i.${c} = CAST(i.${c} AS INTEGER) THEN CAST(i.${c} AS INTEGER) ELSE i.${c} END`
    : `i.${c}`;
  return `'${c}', ${value}`;
}).join(", ")})`;

/**
 * The JSON array of the items `ids`, in that order, as JSON.stringify writes the `instructors_search` rows.
 * @param {CoreApp} app
 * @param {string[]} ids
 * @returns {string}
 */
function instructorItems(app, ids) {
  if (ids.length === 0) return "[]";
  const answer = arrayOf(new DynamicModel({ items: "" }));
  allRows(
    app,
    "instructorItems",
    () => `
      SELECT json_group_array(json(item) ORDER BY ord) AS items FROM (
        SELECT ${ITEM_JSON} AS item, o.key AS ord FROM json_each({:ids}) o JOIN ${ITEMS} i ON i.id = o.value)`,
    { ids: JSON.stringify(ids) },
    answer,
  );
  return answer[0].items;
}

module.exports = { instructorItems };
