// GET /api/rayek/instructors/search?q=…[&institution=…][&page=1][&perPage=20]
// Instructor search by name from the indexes of folded names (migrations 1795800000 and 1796000000): a
// substring match in time that does not grow with the number of instructors, where the `instructors_search`
// view with `name ~ q` scans every name. Public, like the view: the rows are exactly `instructors_search` rows
// (ACTIVE instructors, no author), in the contract's order (lib/instructor-search-page.js), in PocketBase's
// list shape without totals (skipTotal semantics).
// Answers are cached (lib/versioned-cache.js) under the version of the data they are made of, so an answer is
// served again only while nothing it shows has changed. Students search the same names over and over; in the
// bench cached answers come about five times as fast as computed ones (docs/benchmarks.md).
const { versionedCache, respondJson } = require(`${__hooks}/lib/versioned-cache.js`);
const { readSearch } = require(`${__hooks}/lib/search-request.js`);
const { instructorSearchItems } = require(`${__hooks}/lib/instructor-search-page.js`);

/** Entries kept at most (a few KB each); past it, or when the data changes, the cache starts over. */
const CACHE_LIMIT = 2000;

/** @param {core.RequestEvent} e */
function answer(e) {
  const search = readSearch(e);
  const { page, perPage, institution, text } = search;

  const cache = versionedCache(e.app, "rayek.instructorSearch", CACHE_LIMIT);
  const key = `${institution}|${page}|${perPage}|${text}`;
  const cached = cache.get(key);
  if (cached) return respondJson(e, cached);

  const items = instructorSearchItems(e.app, search);
  // What JSON.stringify({ page, perPage, totalItems: -1, totalPages: -1, items }) writes, with the items' JSON
  // text as SQLite wrote it (lib/instructor-search-page.js).
  const answerBody = `{"page":${page},"perPage":${perPage},"totalItems":-1,"totalPages":-1,"items":${items}}`;
  // Only answers with items are kept: made-up texts (each its own key) cannot fill the cache and push out
  // the answers students actually read again.
  if (items !== "[]") cache.put(key, answerBody);
  return respondJson(e, answerBody);
}

module.exports = { answer };
