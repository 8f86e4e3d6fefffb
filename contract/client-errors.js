// What the app may report about an unhandled error on a reader's phone (POST /api/rayek/client-errors,
// docs/api.md "Client errors"), bounded the same way on both sides: the app cuts what it sends to these sizes
// and sends at most a few reports per page load; the server cuts and cleans again whatever arrives, stores no
// address and no account, and keeps the newest rows only.
//
// A page's address may hold what a reader searched for (`/instructors?q=…`), so no query string or fragment is
// ever reported: the page is its path only, and every web address inside a message or a stack loses its query.

/** Most characters kept of each field (code points, as PocketBase counts them). */
const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, page: 300, build: 64 };
/** What raised the report: an uncaught exception (`error`) or a promise rejected with no handler. */
const CLIENT_ERROR_KINDS = ["error", "rejection"];
/** Largest request body the route reads (bytes): the bounded fields, written in JSON, fit well inside it. */
const CLIENT_ERROR_BODY_MAX = 16 * 1024;
/** Most reports one page load sends; the same error twice counts once. */
const CLIENT_ERRORS_PER_PAGE = 5;
/** Most rows the server keeps; each new one beyond drops the oldest. */
const CLIENT_ERRORS_KEPT = 10000;

/** A web address's query string and fragment, up to the first character that cannot be in an address. */
const URL_TAIL = /(https?:\/\/[^\s?#"'()<>]*)[?#][^\s"'()<>]*/g;
const BUILD = /^[A-Za-z0-9._-]+$/;

/**
 * The text with every http(s) address's query string and fragment removed (the address's path stays).
 * @param {string} text
 */
function withoutQueries(text) {
  return String(text).replace(URL_TAIL, "$1");
}

/**
 * The path of a page's address, without its query string or fragment; "" when it is not a path.
 * @param {unknown} value
 */
function pagePath(value) {
  if (typeof value !== "string" || value.charAt(0) !== "/") return "";
  const end = value.search(/[?#]/);
  return end < 0 ? value : value.slice(0, end);
}

/**
 * The build's name as reported (the hashed name of the app's entry script), or "" when it is not one.
 * @param {unknown} value
 */
function buildName(value) {
  return typeof value === "string" && value.length <= CLIENT_ERROR_LIMITS.build && BUILD.test(value) ? value : "";
}

module.exports = {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_BODY_MAX,
  CLIENT_ERRORS_PER_PAGE,
  CLIENT_ERRORS_KEPT,
  withoutQueries,
  pagePath,
  buildName,
};
