// GET /api/rayek/instructors/ranked?sort=…[&institution=…][&page=n]
// GET /api/rayek/programs/ranked?sort=…[&institution=…][&degree=…][&page=n]
// The instructors and programs pages without a search text: every published record, or one institution's, or
// (programs) one kind of degree's, 20 at a time in an order of contract/directory.js. The rows, orders and page
// bounds are an institution's directory's (lib/directory/institution-directory.js), without its institution being required.
// The same sort and degree also reorder and narrow a search's matches (lib/search/program-search.js,
// lib/search/instructor-search.js: `rankMatches` below), so the pages' filters mean the same with or without a text.
// - Instructors: `instructor_search_items`, one index per order with the institution first (migration 1796500500)
//   and one without it (migration 1796600000): a page is an index range either way, never a sort of 30,000 rows.
//   Cached by the version of the instructor data, like the directory.
// - Programs: the `programs_search` view (a few thousand programs, every one from the reference data), sorted;
//   one institution's through the programs' institution index.
// Public like the read models: no author, nothing unpublished.
const { versionedCache, respondJson } = require(`${__hooks}/lib/http/versioned-cache.js`);
const { allRows } = require(`${__hooks}/lib/http/prepared-queries.js`);
const { paging } = require(`${__hooks}/lib/http/request-params.js`);
const { ORDERS, COLUMNS, SOURCES, PAGE_MAX } = require(`${__hooks}/lib/directory/institution-directory.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { DIRECTORY_SORTS, DEFAULT_DIRECTORY_SORT, DIRECTORY_PAGE_SIZE, PROGRAM_DEGREES } = require(
  `${__hooks}/../../contract/directory.js`,
);
const { DEGREE_TEXTS } = require(`${__hooks}/../../contract/degrees.js`);
const { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE } = require(`${__hooks}/../../contract/search.js`);
const { RECORD_ID_PATTERN } = require(`${__hooks}/../../contract/record-id.js`);

/** Entries kept at most (~3 KB each), as the directory's. */
const CACHE_LIMIT = 2000;
/** The matches a sorted or degree-narrowed search ranks: every match its pages can reach. */
const RANKED_MATCHES = SEARCH_PAGE_MAX * SEARCH_PAGE_SIZE;

/**
 * @param {string} field
 * @param {string} message
 */
function refuse(field, message) {
  throw new BadRequestError(message, { [field]: new ValidationError(CODES.INVALID_VALUE, message) });
}

/**
 * The list parameters of a request, refused (400, `validation_invalid_value`) unless each is one the contract
 * names: `sort` (absent: `fallback`), `institution` (a record id), `degree` (programs only, a code of
 * PROGRAM_DEGREES); `degree` is answered as the stored text it stands for.
 * @param {core.RequestEvent} e
 * @param {"instructors" | "programs"} list
 * @param {string} fallback the sort when absent ("" for a search: the engine's order)
 * @returns {{ sort: string, institution: string, degree: string }}
 */
function readListParams(e, list, fallback) {
  const query = e.request.url.query();
  const sort = query.has("sort") ? query.get("sort") : fallback;
  if (sort !== fallback && /** @type {readonly string[]} */ (DIRECTORY_SORTS).indexOf(sort) < 0)
    refuse("sort", "Invalid sort.");
  const institution = query.get("institution");
  if (institution !== "" && !RECORD_ID_PATTERN.test(institution)) refuse("institution", "Invalid institution.");
  const code = query.get("degree");
  if (
    query.has("degree") &&
    (list !== "programs" || /** @type {readonly string[]} */ (PROGRAM_DEGREES).indexOf(code) < 0)
  ) {
    refuse("degree", "Invalid degree.");
  }
  const degree = code === "" ? "" : /** @type {Record<string, string>} */ (DEGREE_TEXTS)[code];
  return { sort, institution, degree };
}

/**
 * The SQL of one page of a list in one order, within an institution and a degree when asked; each row its JSON.
 * @param {"instructors" | "programs"} list
 * @param {string} sort
 * @param {boolean} scoped
 * @param {boolean} byDegree
 */
function rankedSql(list, sort, scoped, byDegree) {
  const json = COLUMNS[list].map((c) => `'${c}', ${c}`).join(", ");
  const where = [scoped ? "institution_id = {:institution}" : "", byDegree ? "degree = {:degree}" : ""].filter(
    (w) => w,
  );
  return `SELECT json_object(${json}) AS body FROM ${SOURCES[list]} ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
    ORDER BY ${ORDERS[list][sort]} LIMIT {:limit} OFFSET {:offset}`;
}

/**
 * @param {core.RequestEvent} e
 * @param {"instructors" | "programs"} list
 */
function answer(e, list) {
  const { sort, institution, degree } = readListParams(e, list, DEFAULT_DIRECTORY_SORT);
  const query = e.request.url.query();
  const { page, refused } = paging(e, DIRECTORY_PAGE_SIZE, PAGE_MAX);
  if (refused || page === undefined || (query.has("perPage") && query.get("perPage") !== String(DIRECTORY_PAGE_SIZE))) {
    refuse(refused || "perPage", "Invalid page.");
  }
  const cache = list === "instructors" ? versionedCache(e.app, "rayek.ranked", CACHE_LIMIT) : null;
  const key = `${institution}|${sort}|${page}`;
  const cached = cache && cache.get(key);
  if (cached) return respondJson(e, cached);

  const rows = arrayOf(new DynamicModel({ body: "" }));
  /** @type {Record<string, unknown>} */
  const params = { limit: DIRECTORY_PAGE_SIZE, offset: /** @type {number} */ (page - 1) * DIRECTORY_PAGE_SIZE };
  if (institution) params.institution = institution;
  if (degree) params.degree = degree;
  const name = `ranked.${list}.${sort}.${institution ? "in" : "all"}.${degree ? "degree" : "any"}`;
  allRows(
    e.app,
    name,
    () => rankedSql(list, sort, institution !== "", degree !== ""),
    /** @type {dbx.Params} */ (params),
    rows,
  );
  const body = `{"page":${page},"perPage":${DIRECTORY_PAGE_SIZE},"items":[${rows.map((r) => r.body).join(",")}]}`;
  if (cache) cache.put(key, body);
  return respondJson(e, body);
}

/**
 * One page of a search's matches narrowed to a degree and reordered by `sort` ("" keeps the engine's order):
 * `search(offset, limit)` gives the matches' ids in the engine's order; the first RANKED_MATCHES of them are
 * ranked, the reachable ones, as SEARCH_PAGE_MAX bounds a search's pages.
 * @param {CoreApp} app
 * @param {"instructors" | "programs"} list
 * @param {(offset: number, limit: number) => string[]} search
 * @param {{ sort: string, degree: string, offset: number, limit: number }} page
 * @returns {string[]}
 */
function rankMatches(app, list, search, { sort, degree, offset, limit }) {
  if (sort === "" && degree === "") return search(offset, limit);
  const ids = search(0, RANKED_MATCHES);
  if (ids.length === 0) return [];
  const rows = arrayOf(new DynamicModel({ id: "" }));
  const order = sort === "" ? "pos" : ORDERS[list][sort];
  allRows(
    app,
    `rankMatches.${list}.${sort || "match"}.${degree ? "degree" : "any"}`,
    () => `SELECT id FROM (
      SELECT v.*, o.key AS pos FROM json_each({:ids}) o JOIN ${SOURCES[list]} v ON v.id = o.value
      ${degree ? "WHERE v.degree = {:degree}" : ""})
    ORDER BY ${order} LIMIT {:limit} OFFSET {:offset}`,
    degree ? { ids: JSON.stringify(ids), degree, limit, offset } : { ids: JSON.stringify(ids), limit, offset },
    rows,
  );
  return rows.map((r) => r.id);
}

module.exports = { answer, readListParams, rankMatches, rankedSql };
