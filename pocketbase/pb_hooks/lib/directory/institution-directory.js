// GET /api/rayek/institutions/{id}/instructors and /api/rayek/institutions/{id}/programs?sort=…&page=n
// An institution's page lists who teaches there and what it teaches, 20 at a time, in one of the orders of
// contract/directory.js. PocketBase's record API cannot answer them: "best rated" ranks a record by whether it
// has the minimum number of ratings before its score (an expression, not a field), and the read models are views,
// which SQLite cannot index.
// - Instructors (up to thousands at one institution, 30,000 in all) come from `instructor_search_items`, the
//   table the name search keeps with exactly each ACTIVE instructor's `instructors_search` row (lib/
//   instructor-search-index.js); migration 1796500500 gives it one index per order, so a page is one index range
//   that stops after offset + 20 rows, never a sort of the institution's instructors (tests/api/
//   institution-directory.test.ts checks the plan). The answers are cached by the version of the instructor data
//   (lib/http/versioned-cache.js), since those rows change with exactly the tables that move it.
// - Programs (a few dozen at one institution, every one from the reference data) come from the `programs_search`
//   view through the programs' institution index; their institution's programs are sorted, a bounded sort.
// Both are public like the read models they copy: no author, no status other than published.
const { versionedCache, respondJson } = require(`${__hooks}/lib/http/versioned-cache.js`);
const { allRows } = require(`${__hooks}/lib/http/prepared-queries.js`);
const { RECORD_ID_PATTERN } = require(`${__hooks}/../../contract/record-id.js`);
const { paging } = require(`${__hooks}/lib/http/request-params.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { DIRECTORY_SORTS, DEFAULT_DIRECTORY_SORT, DIRECTORY_PAGE_SIZE, BEST_RATED_MIN_REVIEWS } = require(
  `${__hooks}/../../contract/directory.js`,
);

/** Deep enough for any institution's list, and a bound on the OFFSET a request may ask for. */
const PAGE_MAX = 500;
/** Entries kept at most (~3 KB each): the institution pages students currently look at. */
const CACHE_LIMIT = 2000;

/**
 * Each order's ORDER BY, a total order (id last). The instructors' must stay exactly the keys of the indexes of
 * migration 1796500500 (same expressions, same directions), or SQLite sorts instead.
 * @type {Record<string, Record<string, string>>}
 */
const ORDERS = {
  instructors: {
    best: `(review_count >= ${BEST_RATED_MIN_REVIEWS}) DESC, avg_overall_quality DESC, review_count DESC, id`,
    reviews: "review_count DESC, avg_overall_quality DESC, id",
    name: "key, id",
  },
  programs: {
    best: `(review_count >= ${BEST_RATED_MIN_REVIEWS}) DESC, overall_rating DESC, review_count DESC, id`,
    reviews: "review_count DESC, overall_rating DESC, id",
    name: "lower(CASE WHEN specialization_pathway != '' THEN specialization_pathway ELSE discipline_major END), id",
  },
};

/** What each list's rows answer: the read model's columns, as its search answers show them (and programs' degree,
 * which the programs page filters the stored rows by offline). */
const COLUMNS = {
  instructors: [
    "id",
    "name",
    "department",
    "institution_id",
    "institution_name",
    "avg_overall_quality",
    "avg_difficulty",
    "avg_would_take_again",
    "review_count",
  ],
  programs: [
    "id",
    "discipline_major",
    "specialization_pathway",
    "mode_of_organization",
    "degree",
    "institution_id",
    "institution_name",
    "overall_rating",
    "review_count",
  ],
};

/** @type {Record<string, string>} */
const SOURCES = { instructors: "instructor_search_items", programs: "programs_search" };

/**
 * The SQL of one page of one list in one order; each row is its JSON (SQLite writes it).
 * @param {"instructors" | "programs"} list
 * @param {string} sort
 */
function pageSql(list, sort) {
  const json = COLUMNS[list].map((c) => `'${c}', ${c}`).join(", ");
  return `SELECT json_object(${json}) AS body FROM ${SOURCES[list]} WHERE institution_id = {:institution}
    ORDER BY ${ORDERS[list][sort]} LIMIT {:limit} OFFSET {:offset}`;
}

/**
 * @param {core.RequestEvent} e
 * @param {"instructors" | "programs"} list
 */
function answer(e, list) {
  const institution = e.request.pathValue("id");
  if (!RECORD_ID_PATTERN.test(institution)) {
    throw new BadRequestError("Invalid institution.", {
      id: new ValidationError(CODES.INVALID_VALUE, "Invalid institution."),
    });
  }
  const query = e.request.url.query();
  const sort = query.has("sort") ? query.get("sort") : DEFAULT_DIRECTORY_SORT;
  if (/** @type {readonly string[]} */ (DIRECTORY_SORTS).indexOf(sort) < 0) {
    throw new BadRequestError("Invalid sort.", { sort: new ValidationError(CODES.INVALID_VALUE, "Invalid sort.") });
  }
  // One page size: a larger one would be a second way to read the whole list at once.
  const { page, refused } = paging(e, DIRECTORY_PAGE_SIZE, PAGE_MAX);
  if (refused || page === undefined || (query.has("perPage") && query.get("perPage") !== String(DIRECTORY_PAGE_SIZE))) {
    const field = refused || "perPage";
    throw new BadRequestError("Invalid page.", { [field]: new ValidationError(CODES.INVALID_VALUE, "Invalid page.") });
  }

  const cache = list === "instructors" ? versionedCache(e.app, "rayek.directory", CACHE_LIMIT) : null;
  const key = `${institution}|${sort}|${page}`;
  const cached = cache && cache.get(key);
  if (cached) return respondJson(e, cached);

  const rows = arrayOf(new DynamicModel({ body: "" }));
  const params = { institution, limit: DIRECTORY_PAGE_SIZE, offset: (page - 1) * DIRECTORY_PAGE_SIZE };
  allRows(e.app, `directory.${list}.${sort}`, () => pageSql(list, sort), params, rows);
  const body = `{"page":${page},"perPage":${DIRECTORY_PAGE_SIZE},"items":[${rows.map((r) => r.body).join(",")}]}`;
  if (cache) cache.put(key, body);
  return respondJson(e, body);
}

module.exports = { answer, pageSql, ORDERS, COLUMNS, SOURCES, PAGE_MAX };
