// GET /api/rayek/institutions/search?q=…[&governorate=…][&page=1][&perPage=20]
// Institution search with the search engine (lib/search/engine-search.js): `institutions_search` rows, in the engine's
// order, in PocketBase's list shape without totals. Public like the view. Not cached: a few hundred records.
const { respondJson } = require(`${__hooks}/lib/http/versioned-cache.js`);
const { readSearch } = require(`${__hooks}/lib/search/search-request.js`);
const { searchIds } = require(`${__hooks}/lib/search/engine-search.js`);
const { allRows } = require(`${__hooks}/lib/http/prepared-queries.js`);

/** The columns of `institutions_search`. */
const COLUMNS = [
  "id",
  "name",
  "name_ar",
  "country",
  "governorate",
  "sector",
  "aliases",
  "overall_rating",
  "review_count",
];

/**
 * The `institutions_search` rows `ids`, in that order.
 * @param {CoreApp} app
 * @param {string[]} ids
 */
function institutionItems(app, ids) {
  if (ids.length === 0) return [];
  const rows = arrayOf(
    new DynamicModel({
      id: "",
      name: "",
      name_ar: "",
      country: "",
      governorate: "",
      sector: "",
      aliases: "",
      overall_rating: -0,
      review_count: 0,
    }),
  );
  allRows(
    app,
    "institutionItems",
    () => `SELECT ${COLUMNS.map((c) => (c === "aliases" ? "COALESCE(v.aliases, 'null') AS aliases" : `v.${c}`)).join(", ")}
      FROM json_each({:ids}) o JOIN institutions_search v ON v.id = o.value ORDER BY o.key`,
    { ids: JSON.stringify(ids) },
    rows,
  );
  return rows.map((r) => {
    /** @type {Record<string, unknown>} */
    const item = {};
    for (const column of COLUMNS) item[column] = column === "aliases" ? JSON.parse(r.aliases) : r[column];
    return item;
  });
}

/**
 * The items of page `page` of the institutions matching `raw`.
 * @param {CoreApp} app
 * @param {{ raw: string, filter: string, page: number, perPage: number }} search
 */
function institutionPage(app, { raw, filter, page, perPage }) {
  const found = searchIds(app, "institution", raw, { filter, offset: (page - 1) * perPage, limit: perPage });
  return "ids" in found ? institutionItems(app, found.ids) : [];
}

/** @param {core.RequestEvent} e */
function answer(e) {
  const search = readSearch(e, "institution");
  const items = institutionPage(e.app, search);
  return respondJson(
    e,
    JSON.stringify({ page: search.page, perPage: search.perPage, totalItems: -1, totalPages: -1, items }),
  );
}

module.exports = { answer, institutionPage };
