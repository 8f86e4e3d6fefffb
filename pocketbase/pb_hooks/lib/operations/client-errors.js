// POST /api/rayek/client-errors (docs/api.md "Client errors"): the app reports an unhandled error on a reader's
// phone, and the operator reads the newest ones in the dashboard (`client_errors`, superusers only).
//
// The answer is 204 `no-store` whatever the body holds, stored or not: the route tells a client nothing, so
// nobody learns from it what is kept or why something was dropped. (Two refusals come earlier, from PocketBase's
// own middleware before any script runs: 413 for a body over CLIENT_ERROR_BODY_MAX, 429 past the route's rate
// limit, lib/operations/settings.js.)
//
// What is stored is bounded and cleaned here whatever the app sent: each text cut to 4× its limit before
// cleaning (contract/limits.js says why), cleaned by contract/text.js, every web address without its query
// string (a search may be in it), then cut to its limit; the page is a path only. Nothing about the sender is
// kept: no address (the collection has no such field, and request logs keep none: lib/operations/settings.js), no account
// (the session, if any, is never read), no user agent. The table keeps the newest CLIENT_ERRORS_KEPT rows.

const {
  CLIENT_ERROR_LIMITS: LIMITS,
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_BODY_MAX,
  CLIENT_ERRORS_KEPT,
  withoutQueries,
  pagePath,
  buildName,
} = require(`${__hooks}/../../contract/client-errors.js`);
const { RAW_TEXT_FACTOR } = require(`${__hooks}/../../contract/limits.js`);
const { LANGUAGES } = require(`${__hooks}/../../contract/languages.js`);
const { normaliseLine, normaliseParagraphs } = require(`${__hooks}/../../contract/text.js`);
const { noStore } = require(`${__hooks}/lib/http/guards.js`);

const COLLECTION = "client_errors";

/**
 * A client's text bounded, stripped of queries, cleaned and cut to `max` characters; "" for anything but a string.
 * @param {unknown} value
 * @param {number} max
 * @param {(text: string) => string} clean
 */
function bounded(value, max, clean) {
  if (typeof value !== "string") return "";
  const cleaned = clean(withoutQueries(value.slice(0, max * RAW_TEXT_FACTOR)));
  const chars = Array.from(cleaned);
  return chars.length > max ? chars.slice(0, max).join("") : cleaned;
}

/**
 * The row to store from a parsed body, or null when it names no error.
 * @param {any} body
 */
function rowOf(body) {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return null;
  const message = bounded(body.message, LIMITS.message, normaliseLine);
  if (message === "") return null;
  return {
    kind: CLIENT_ERROR_KINDS.indexOf(body.kind) >= 0 ? body.kind : CLIENT_ERROR_KINDS[0],
    message,
    stack: bounded(body.stack, LIMITS.stack, normaliseParagraphs),
    page: bounded(
      pagePath(typeof body.page === "string" ? body.page.slice(0, LIMITS.page * RAW_TEXT_FACTOR) : ""),
      LIMITS.page,
      normaliseLine,
    ),
    build: buildName(body.build),
    language: LANGUAGES.indexOf(body.language) >= 0 ? body.language : "",
  };
}

/**
 * Stores the row and drops the oldest beyond CLIENT_ERRORS_KEPT, in one transaction. The rowid of a table
 * without an integer primary key is one more than the largest at each insert, so the newest rows are the top
 * CLIENT_ERRORS_KEPT rowids: one index lookup, whatever the table holds (a VACUUM renumbers them in order).
 * @param {CoreApp} app
 * @param {Record<string, string>} row
 */
function store(app, row) {
  app.runInTransaction((txApp) => {
    const record = new Record(txApp.findCollectionByNameOrId(COLLECTION));
    for (const [field, value] of Object.entries(row)) record.set(field, value);
    txApp.save(record);
    txApp
      .db()
      .newQuery(`DELETE FROM ${COLLECTION} WHERE rowid <= (SELECT MAX(rowid) FROM ${COLLECTION}) - {:kept}`)
      .bind({ kept: CLIENT_ERRORS_KEPT })
      .execute();
  });
}

/** @param {core.RequestEvent} e */
function receive(e) {
  noStore(e);
  try {
    const row = rowOf(JSON.parse(toString(e.request.body, CLIENT_ERROR_BODY_MAX)));
    if (row !== null) store(e.app, row);
  } catch (err) {
    // A body that is no JSON, or a failed write: the answer stays the same. The log line names no content.
    e.app.logger().debug("Client error report not stored", "error", String(err).slice(0, 200));
  }
  return e.noContent(204);
}

module.exports = { receive, rowOf };
