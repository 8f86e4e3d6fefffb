// GET /api/rayek/instructors/{id}/averages
// An instructor's page reads its figures (averages, distribution of overall quality, tag counts, institution and
// department) from the `instructor_ratings_average` read model. Through PocketBase's record API one such row
// cost ~0.8 ms of CPU, most of it SQLite compiling the view's query anew for every request, which left little
// headroom at 1,000 reads a second on two cores (docs/benchmarks.md). This route answers the same row in the
// same list shape as
//   GET /api/collections/instructor_ratings_average/records?filter=(id='{id}')&perPage=1&skipTotal=1
// (the request the app made before): the query stays prepared (lib/http/prepared-queries.js), SQLite writes the
// row's JSON, and the answer is kept in the version-keyed cache shared with the name search
// (lib/http/versioned-cache.js), since the read model is made of exactly the three tables whose writes move it.
// Public, like the read model: its rows are ACTIVE instructors only and carry no author. An unknown, pending or
// archived instructor is an empty list, as from the collection (no 404: the browser would log it as an error).
const { versionedCache, respondJson } = require(`${__hooks}/lib/http/versioned-cache.js`);
const { allRows } = require(`${__hooks}/lib/http/prepared-queries.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { RECORD_ID_PATTERN } = require(`${__hooks}/../../contract/record-id.js`);

const READ_MODEL = "instructor_ratings_average";
/** Entries kept at most (~1.2 KB each): the instructors students currently look at. */
const CACHE_LIMIT = 5000;

/**
 * SELECT json_object(…) of one read-model row, with every field PocketBase would answer and nothing else: built
 * from the collection's own fields, so the answer follows the read model's schema.
 * @param {CoreApp} app
 */
function buildRowJsonSql(app) {
  const collection = app.findCachedCollectionByNameOrId(READ_MODEL);
  const parts = [`'collectionId', '${collection.id}'`, `'collectionName', '${READ_MODEL}'`];
  for (const field of collection.fields) {
    const name = field.getName();
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected field name in ${READ_MODEL}: ${name}`);
    if (field.getHidden()) continue;
    // PocketBase answers 0 and "" for a NULL number or text; the view never yields NULL, this keeps it so.
    const value = field.type() === "number" ? `COALESCE(${name}, 0)` : `COALESCE(${name}, '')`;
    parts.push(`'${name}', ${value}`);
  }
  return `SELECT json_object(${parts.join(", ")}) AS body FROM ${READ_MODEL} WHERE id = {:id}`;
}

/**
 * The row as JSON text, or "" when the read model has no such row.
 * @param {CoreApp} app
 * @param {string} id
 * @returns {string}
 */
function readRowJson(app, id) {
  const rows = arrayOf(new DynamicModel({ body: "" }));
  allRows(app, "instructorAverages", () => buildRowJsonSql(app), { id }, rows);
  return rows.length ? rows[0].body : "";
}

/** @param {core.RequestEvent} e */
function answer(e) {
  const id = e.request.pathValue("id");
  if (!RECORD_ID_PATTERN.test(id)) {
    throw new BadRequestError("Invalid instructor.", {
      id: new ValidationError(CODES.INVALID_VALUE, "Invalid instructor."),
    });
  }

  const cache = versionedCache(e.app, "rayek.instructorAverages", CACHE_LIMIT);
  const cached = cache.get(id);
  if (cached) return respondJson(e, cached);

  const items = readRowJson(e.app, id);
  const body = `{"page":1,"perPage":1,"totalItems":-1,"totalPages":-1,"items":[${items}]}`;
  // Only found rows are kept: requests for made-up ids cannot push real answers out of the cache.
  if (items) cache.put(id, body);
  return respondJson(e, body);
}

module.exports = { answer };
