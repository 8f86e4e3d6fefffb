// How long a shared cache (the nginx proxy cache of deploy/nginx-rayek.conf, or a CDN) may keep each kind of public
// GET answer: the one table of the server's cache policy, read by the middleware of 10_http.pb.js for the API
// and by the routes that set their own header (the app's pages and files, the home answer, the sitemaps).
//
// A guest's answer is the same for every guest: nothing in it depends on who asks, where from, or in which
// language (refusals follow Accept-Language, and refusals are never cached: `withPublicCache` removes the header
// from thrown errors, and the rate limiter answers before the middleware runs). So only two things decide: the
// kind of answer, and whether the request carries a session. A request with an `Authorization` header (the app's
// SDK sends one on every request once signed in) never gets a shared-cache header, whatever it asks: its answer
// may hold the caller's own pending items, and the per-user answers say `no-store` themselves
// (15_private_answers.pb.js, the private routes). Pages of the app are navigations, which carry no session;
// its private pages (contract/private-pages.js: e-mail links with their token in the path, forms, a reader's own
// pages) are never shared-cacheable either.
//
// `max-age` is the browser's: 0 for everything the app reads into its offline mirror, so the mirror's refresh
// always asks (the proxy answers it) and the "last updated" it shows is not a browser cache's guess. Browsers
// honour `stale-while-revalidate` too, so the app also sends its public reads with `cache: 'no-cache'`
// (src/lib/pocketbase/client.ts).
// `s-maxage` is the shared cache's, and the longest a published rating takes to appear through it on that kind
// of answer; `stale-while-revalidate` how long after that an old copy may still be served while a fresh one is
// fetched (nginx: to every reader but the one whose request fetches it; a CDN: to everyone, refreshing behind).

/** @typedef {{ maxAge: number, sMaxAge: number, stale: number }} Policy */

/** @type {Record<string, Policy>} */
const POLICIES = {
  // Public HTML pages: record pages with their figures and first reviews, the home page, search pages, the rest.
  page: { maxAge: 0, sMaxAge: 60, stale: 600 },
  // Ratings, instructors, replies, read models, an instructor's averages, an institution's directory.
  record: { maxAge: 0, sMaxAge: 60, stale: 600 },
  // The home answer: its own in-process cache keeps it 60 s too (lib/pages/home.js).
  home: { maxAge: 0, sMaxAge: 60, stale: 600 },
  // Searches: the same text asked again (a campus searching the same names) is served by the cache.
  search: { maxAge: 0, sMaxAge: 60, stale: 300 },
  // Reference data (institutions, departments, programs) and ranked lists: they change with an import or
  // slowly with ratings.
  reference: { maxAge: 0, sMaxAge: 300, stale: 3600 },
  ranked: { maxAge: 0, sMaxAge: 300, stale: 3600 },
  // The device's directory (lib/directory/directory-snapshot.js, lib/directory/directory-changes.js): the snapshot is rebuilt at most
  // once a minute and a device brings it forward with deltas, so a proxy's copy a few minutes old costs only a
  // longer first delta; a delta for one `since` is the same for every device that asks it within the minute.
  directory: { maxAge: 0, sMaxAge: 300, stale: 3600 },
  directoryChanges: { maxAge: 0, sMaxAge: 60, stale: 300 },
  // Sitemaps and robots.txt: crawlers may keep them as long as the server does (lib/pages/sitemaps.js MAX_AGE).
  sitemap: { maxAge: 600, sMaxAge: 600, stale: 3600 },
  // Files of the build that are not content-hashed: icons, preview images, robots' texts.
  file: { maxAge: 86400, sMaxAge: 86400, stale: 604800 },
};

/** Collections whose guest reads are public content, by kind; every other collection gets no header. */
const COLLECTION_KINDS = /** @type {Record<string, string>} */ ({
  institution_ratings: "record",
  program_ratings: "record",
  instructor_ratings: "record",
  instructors: "record",
  rating_replies: "record",
  institutions_search: "record",
  institution_ratings_average: "record",
  program_ratings_average: "record",
  programs_search: "record",
  instructors_search: "record",
  instructor_ratings_average: "record",
  instructor_courses: "record",
  institutions: "reference",
  institution_departments: "reference",
  programs: "reference",
});

/** Rayek's own public GET routes, by kind (every other route gets no header from the middleware). */
const ROUTES = /** @type {Array<[RegExp, string]>} */ ([
  [/^\/api\/rayek\/home$/, "home"],
  [/^\/api\/rayek\/search$/, "search"],
  [/^\/api\/rayek\/(institutions|programs|instructors)\/search$/, "search"],
  [/^\/api\/rayek\/(instructors|programs)\/ranked$/, "ranked"],
  [/^\/api\/rayek\/institutions\/[^/]+\/(instructors|programs)$/, "record"],
  [/^\/api\/rayek\/instructors\/[^/]+\/averages$/, "record"],
  [/^\/api\/rayek\/directory\/snapshot$/, "directory"],
  [/^\/api\/rayek\/directory\/changes$/, "directoryChanges"],
]);

const RECORDS = /^\/api\/collections\/([^/]+)\/records(\/[^/]+)?$/;

/**
 * The Cache-Control of a kind of public answer.
 * @param {string} kind a key of POLICIES
 */
function cacheControl(kind) {
  const policy = POLICIES[kind];
  if (!policy) throw new Error(`no cache policy for "${kind}"`);
  return `public, max-age=${policy.maxAge}, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.stale}`;
}

/**
 * The kind of an API path's answer for a guest, or null when it is no public answer (anything per user, every
 * write, the realtime stream, PocketBase's own routes other than record reads).
 * @param {string} path
 */
function apiKind(path) {
  const records = RECORDS.exec(path);
  if (records) return COLLECTION_KINDS[String(records[1])] ?? null;
  for (const [pattern, kind] of ROUTES) if (pattern.test(path)) return kind;
  return null;
}

/**
 * Whether the request may get a shared-cache header at all: a read without a session.
 * @param {core.RequestEvent} e
 */
function isAnonymousRead(e) {
  return e.request.method === "GET" && e.request.header.get("Authorization") === "";
}

/**
 * The router middleware (10_http.pb.js): the API's public answers get their kind's header before the route runs
 * (a route that sets its own replaces it), and any anonymous read loses a shared-cache header again when its
 * route throws: an error answer (a bad filter, a record a guest may not see, a server error) is never stored
 * for everyone.
 * @param {core.RequestEvent} e
 */
function withPublicCache(e) {
  if (!isAnonymousRead(e)) return e.next();
  const path = e.request.url.path;
  const kind = path.startsWith("/api/") ? apiKind(path) : null;
  const header = e.response.header();
  if (kind !== null) header.set("Cache-Control", cacheControl(kind));
  try {
    return e.next();
  } catch (err) {
    if (header.get("Cache-Control").includes("s-maxage")) header.del("Cache-Control");
    throw err;
  }
}

module.exports = { POLICIES, cacheControl, apiKind, isAnonymousRead, withPublicCache };
