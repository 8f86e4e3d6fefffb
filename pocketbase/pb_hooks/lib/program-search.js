// GET /api/rayek/programs/search?q=…[&institution=…][&page=1][&perPage=20]
// Program search by discipline or specialization from the trigram index of their folded texts (migration
// 1795800000), matched and ordered as the app's offline search does (contract/search.js). Public, like the
// `programs_search` view whose rows it answers, in PocketBase's list shape without totals. Not cached: a few
// thousand programs, and a page of them costs about what a record list of the view does.
const { respondJson } = require(`${__hooks}/lib/versioned-cache.js`);
const { readSearch } = require(`${__hooks}/lib/search-request.js`);
const { searchPage } = require(`${__hooks}/lib/search-page.js`);

/** The fields the app stores for a program search row (src/features/programs/use-program-search.ts). */
const COLUMNS = ["id", "discipline_major", "specialization_pathway", "mode_of_organization", "institution_id",
  "institution_name", "overall_rating", "review_count"];

/** @param {core.RequestEvent} e */
function answer(e) {
  const search = readSearch(e);
  const rows = arrayOf(new DynamicModel({
    id: "", discipline_major: "", specialization_pathway: "", mode_of_organization: "", institution_id: "",
    institution_name: "", overall_rating: -0, review_count: 0,
  }));
  searchPage(e.app, { collection: "programs", view: "programs_search", columns: COLUMNS }, search, rows);
  const items = rows.map((r) => {
    /** @type {Record<string, unknown>} */
    const item = {};
    for (const column of COLUMNS) item[column] = r[column];
    return item;
  });
  return respondJson(e, JSON.stringify({ page: search.page, perPage: search.perPage, totalItems: -1, totalPages: -1, items }));
}

module.exports = { answer };
