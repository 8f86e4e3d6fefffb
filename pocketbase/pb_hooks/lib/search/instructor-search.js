// GET /api/rayek/instructors/search?q=…[&institution=…][&sort=…][&page=1][&perPage=20]
// Instructor search with the search engine (lib/search/engine-search.js over the tables of lib/search/search-terms.js):
// exactly `instructors_search` rows (ACTIVE instructors, no author), in the engine's order or with `sort` in that
// order of contract/directory.js (lib/directory/ranked-lists.js rankMatches), in PocketBase's list shape without totals
// (skipTotal semantics).
// Answers are cached (lib/http/versioned-cache.js) under the version of the data they are made of (instructors,
// institutions and their statistics: everything the terms, the order and the items read), so an answer is
// served again only while nothing it shows has changed. Students search the same names over and over.
const { versionedCache, respondJson } = require(`${__hooks}/lib/http/versioned-cache.js`);
const { readSearch } = require(`${__hooks}/lib/search/search-request.js`);
const { searchIds } = require(`${__hooks}/lib/search/engine-search.js`);
const { instructorItems } = require(`${__hooks}/lib/search/instructor-search-items.js`);
const { readListParams, rankMatches } = require(`${__hooks}/lib/directory/ranked-lists.js`);

/** Entries kept at most (a few KB each); past it, or when the data changes, the cache starts over. */
const CACHE_LIMIT = 2000;

/**
 * The JSON array of the items of page `page` of the instructors matching `raw`, cached.
 * @param {CoreApp} app
 * @param {{ raw: string, folded: string, filter: string, page: number, perPage: number, sort?: string }} search
 * @returns {string}
 */
function instructorPage(app, { raw, folded, filter, page, perPage, sort = "" }) {
  const cache = versionedCache(app, "rayek.instructorSearch", CACHE_LIMIT);
  const key = `${filter}|${sort}|${page}|${perPage}|${folded}`;
  const cached = cache.get(key);
  if (cached) return cached;
  /** @type {(offset: number, limit: number) => string[]} */
  const matches = (offset, limit) => {
    const found = searchIds(app, "instructor", raw, { filter, offset, limit });
    return "ids" in found ? found.ids : [];
  };
  const ids = rankMatches(app, "instructors", matches, {
    sort,
    degree: "",
    offset: (page - 1) * perPage,
    limit: perPage,
  });
  const items = instructorItems(app, ids);
  // Only answers with items are kept: made-up texts (each its own key) cannot fill the cache and push out
  // the answers students actually read again.
  if (items !== "[]") cache.put(key, items);
  return items;
}

/** @param {core.RequestEvent} e */
function answer(e) {
  const search = readSearch(e, "instructor");
  const { sort } = readListParams(e, "instructors", "");
  const items = instructorPage(e.app, { ...search, sort });
  // What JSON.stringify({ page, perPage, totalItems: -1, totalPages: -1, items }) writes, with the items' JSON
  // text as SQLite wrote it (lib/search/instructor-search-items.js).
  return respondJson(
    e,
    `{"page":${search.page},"perPage":${search.perPage},"totalItems":-1,"totalPages":-1,"items":${items}}`,
  );
}

module.exports = { answer, instructorPage };
