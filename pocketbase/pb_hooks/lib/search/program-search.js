// GET /api/rayek/programs/search?q=…[&institution=…][&degree=…][&sort=…][&page=1][&perPage=20]
// Program search with the search engine (lib/search/engine-search.js): `programs_search` rows (the fields below), in
// the engine's order, or with `sort` in that order of contract/directory.js, narrowed to a kind of degree with
// `degree` (lib/directory/ranked-lists.js rankMatches), in PocketBase's list shape without totals. Not cached: a few thousand programs, and their
// statistics do not move the cached answers' data version.
const { respondJson } = require(`${__hooks}/lib/http/versioned-cache.js`);
const { readSearch } = require(`${__hooks}/lib/search/search-request.js`);
const { searchIds } = require(`${__hooks}/lib/search/engine-search.js`);
const { allRows } = require(`${__hooks}/lib/http/prepared-queries.js`);
const { readListParams, rankMatches } = require(`${__hooks}/lib/directory/ranked-lists.js`);

/** The fields the app stores for a program search row (src/features/programs/use-program-search.ts). */
const COLUMNS = [
  "id",
  "discipline_major",
  "specialization_pathway",
  "mode_of_organization",
  "degree",
  "institution_id",
  "institution_name",
  "overall_rating",
  "review_count",
];

/**
 * The `programs_search` rows `ids`, in that order.
 * @param {CoreApp} app
 * @param {string[]} ids
 */
function programItems(app, ids) {
  if (ids.length === 0) return [];
  const rows = arrayOf(
    new DynamicModel({
      id: "",
      discipline_major: "",
      specialization_pathway: "",
      mode_of_organization: "",
      degree: "",
      institution_id: "",
      institution_name: "",
      overall_rating: -0,
      review_count: 0,
    }),
  );
  allRows(
    app,
    "programItems",
    () => `SELECT ${COLUMNS.map((c) => `v.${c}`).join(", ")}
      FROM json_each({:ids}) o JOIN programs_search v ON v.id = o.value ORDER BY o.key`,
    { ids: JSON.stringify(ids) },
    rows,
  );
  return rows.map((r) => {
    /** @type {Record<string, unknown>} */
    const item = {};
    for (const column of COLUMNS) item[column] = r[column];
    return item;
  });
}

/**
 * The items of page `page` of the programs matching `raw` (of one kind of degree, in `sort`'s order: "" for none).
 * @param {CoreApp} app
 * @param {{ raw: string, filter: string, page: number, perPage: number, sort?: string, degree?: string }} search
 */
function programPage(app, { raw, filter, page, perPage, sort = "", degree = "" }) {
  /** @type {(offset: number, limit: number) => string[]} */
  const matches = (offset, limit) => {
    const found = searchIds(app, "program", raw, { filter, offset, limit });
    return "ids" in found ? found.ids : [];
  };
  return programItems(
    app,
    rankMatches(app, "programs", matches, { sort, degree, offset: (page - 1) * perPage, limit: perPage }),
  );
}

/** @param {core.RequestEvent} e */
function answer(e) {
  const search = readSearch(e, "program");
  const { sort, degree } = readListParams(e, "programs", "");
  const items = programPage(e.app, { ...search, sort, degree });
  return respondJson(
    e,
    JSON.stringify({ page: search.page, perPage: search.perPage, totalItems: -1, totalPages: -1, items }),
  );
}

module.exports = { answer, programPage };
