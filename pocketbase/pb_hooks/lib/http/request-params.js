// Query parameters of Rayek's own routes, read strictly. A value the route does not accept is refused (400 with
// a field code) before any query runs, never clamped into range: a silently corrected request hides a client
// bug, and a huge page would otherwise still cost an OFFSET scan.

// PAGE_MAX: the highest page a list route accepts unless it says otherwise; PER_PAGE_MAX: the largest page.
const { PAGE_MAX, PER_PAGE_MAX } = require(`${__hooks}/../../contract/limits.js`);

/**
 * The whole number of query parameter `key`, between 1 and `max`: `fallback` when the parameter is absent,
 * null when it is present but not such a number (empty, signed, decimal, exponent, out of range).
 * @param {core.RequestEvent} e
 * @param {string} key
 * @param {number} fallback
 * @param {number} max
 * @returns {number | null}
 */
function wholeNumber(e, key, fallback, max) {
  const query = e.request.url.query();
  if (!query.has(key)) return fallback;
  const raw = query.get(key);
  // Nine digits at most: the test is done on text, so a thousand-digit value costs nothing either.
  if (!/^[0-9]{1,9}$/.test(raw)) return null;
  const value = parseInt(raw, 10);
  return value >= 1 && value <= max ? value : null;
}

/**
 * `{page, perPage}` of a list route, or `{refused}`: the name of the first parameter that is refused.
 * @param {core.RequestEvent} e
 * @param {number} defaultPerPage
 * @param {number} [pageMax]
 * @returns {{ page?: number, perPage?: number, refused?: string }}
 */
function paging(e, defaultPerPage, pageMax = PAGE_MAX) {
  const page = wholeNumber(e, "page", 1, pageMax);
  if (page === null) return { refused: "page" };
  const perPage = wholeNumber(e, "perPage", defaultPerPage, PER_PAGE_MAX);
  if (perPage === null) return { refused: "perPage" };
  return { page, perPage };
}

module.exports = { wholeNumber, paging, PAGE_MAX, PER_PAGE_MAX };
