// GET /api/rayek/search?q=…[&perKind=5]: the unified search box's answer, `{institutions, programs,
// instructors}`, each the first page (perKind rows, 1–10) of its own route for the same text: the same rows in
// the same order, from the same functions (the instructors' from their cache).
const { respondJson } = require(`${__hooks}/lib/http/versioned-cache.js`);
const { readUnifiedSearch } = require(`${__hooks}/lib/search/search-request.js`);

/** @param {core.RequestEvent} e */
function answer(e) {
  const { raw, folded, perKind } = readUnifiedSearch(e);
  const search = { raw, folded, filter: "", page: 1, perPage: perKind };
  const institutions = require(`${__hooks}/lib/search/institution-search.js`).institutionPage(e.app, search);
  const programs = require(`${__hooks}/lib/search/program-search.js`).programPage(e.app, search);
  const instructors = require(`${__hooks}/lib/search/instructor-search.js`).instructorPage(e.app, search);
  return respondJson(
    e,
    `{"institutions":${JSON.stringify(institutions)},"programs":${JSON.stringify(programs)},"instructors":${instructors}}`,
  );
}

module.exports = { answer };
