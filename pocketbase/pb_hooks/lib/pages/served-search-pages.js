// Search pages served with their first answer (CommonJS, required by the HTTP hook): what a browser receives for
// /instructors?q=… and /programs?q=… (with the page's other search parameters).
//
// Why: such a URL got the prerendered search page without results (the HTML of /instructors); the app then
// rendered afresh, asked the search route, and only then showed the results, one more round trip on a slow
// phone, and the results' institution names changed language (French from the search row, then Arabic once the
// institutions list arrived), which moved every result below (CLS 0.047–0.11 under Lighthouse). Here the
// server answers the search itself, by calling the search route's own handler (lib/search/instructor-search.js,
// lib/search/program-search.js: whatever they compute or cache, the served answer is theirs), and puts it in the
// page's root element for the app (`data-served`, read by src/lib/mirror/served-page.ts), with the Arabic and
// French names of the result institutions. The app's first render shows the results from it, stores the answer in
// the mirror as a network answer and sends no search request.
//
// The results are not rendered into the HTML itself: the page's markup is React's (result rows, score badges,
// numbers and plurals in the reader's language) and PocketBase's JS engine cannot run React; rendering it a
// second time by hand here would drift from the app's, and any difference breaks hydration. The prerendered
// page (heading, intro, search form) still paints before any script; the results come with the first render.
//
// Only public data goes in: the route's answer (public, the same for everyone) and institution names. Anything
// the route refuses (too short a text, a bad page or institution), or any failure, gives the page as before.

/**
 * What the manifest leaves to this module about each of its search pages (contract/served-pages.js, template
 * `search`), keyed by the manifest's path: the search route's handler (as 70_search.pb.js routes it) and the
 * collection the app stores the answer's rows under (src/domain/collections.ts). Which pages are searches, and
 * the file each is read from, are the manifest's (tests/unit/served-pages.test.ts: one entry per search page).
 * @type {Record<string, { handler: () => (event: any) => unknown, collection: string }>}
 */
const SEARCHES = {
  "/instructors": {
    handler: () => require(`${__hooks}/lib/search/instructor-search.js`).answer,
    collection: "instructors_search",
  },
  "/programs": {
    handler: () => require(`${__hooks}/lib/search/program-search.js`).answer,
    collection: "programs_search",
  },
};

/** The prerendered page's root element, as the build writes it (scripts/build/prerender-plugin.ts). */
const ROOT_TAG = '<div id="root" ';

// The record pages' escaping (attribute values included): one rule for every value the server writes into HTML.
const { escapeHtml } = require(`${__hooks}/lib/pages/record-pages.js`);
const { SEARCH_PAGE_SIZE } = require(`${__hooks}/../../contract/search.js`);
const { RECORD_ID_PATTERN } = require(`${__hooks}/../../contract/record-id.js`);
const { servedPage, servedFile } = require(`${__hooks}/../../contract/served-pages.js`);

/**
 * The search of the served page at `rel` (the request's path without slashes), or null: the manifest says which
 * pages are searches, SEARCHES how each searches.
 * @param {string} rel
 */
function searchOfPage(rel) {
  const page = servedPage(`/${rel}`);
  if (page === undefined || page.template !== "search") return null;
  return Object.prototype.hasOwnProperty.call(SEARCHES, page.path) ? { page, spec: SEARCHES[page.path] } : null;
}

/**
 * The route parameters the app sends for the page's URL parameters (src/lib/mirror/use-scoped-search.ts), or null
 * when the app would not search: no text, or a page or institution the app itself ignores. `get` reads one URL
 * parameter ("" when absent).
 * @param {(name: string) => string} get
 * @returns {{ q: string, institution: string, page: number } | null}
 */
function searchOfUrl(get) {
  const q = get("q").trim();
  if (q === "") return null;
  // A sorted or degree-narrowed search is left to the app (the served answer holds the engine's order only).
  if (get("sort") !== "" || get("degree") !== "") return null;
  const institution = get("institution");
  if (institution !== "" && !RECORD_ID_PATTERN.test(institution)) return null;
  const rawPage = get("page");
  if (rawPage !== "" && !/^[1-9][0-9]{0,8}$/.test(rawPage)) return null;
  return { q, institution, page: rawPage === "" ? 1 : parseInt(rawPage, 10) };
}

/**
 * The body a search route's handler answers for `params`, or null when it refuses them (or fails). The handler
 * gets a request that holds only those parameters (the app's request: q, page, perPage, institution) and the
 * real app; its answer is caught instead of sent.
 * @param {core.RequestEvent} e the page's request
 * @param {(event: any) => unknown} handler
 * @param {Record<string, string>} params
 * @returns {string | null}
 */
function routeAnswer(e, handler, params) {
  /** @type {string | null} */
  let body = null;
  const query = {
    /** @param {string} name */
    get: (name) => (Object.prototype.hasOwnProperty.call(params, name) ? params[name] : ""),
    /** @param {string} name */
    has: (name) => Object.prototype.hasOwnProperty.call(params, name),
  };
  const event = {
    app: e.app,
    request: { url: { query: () => query } },
    requestInfo: () => e.requestInfo(),
    response: { header: () => ({ set() {}, get: () => "" }) },
    /** @param {number} status @param {string} text */
    string: (status, text) => {
      if (status === 200) body = String(text);
    },
    /** @param {number} status @param {unknown} data */
    json: (status, data) => {
      if (status === 200) body = JSON.stringify(data);
    },
  };
  try {
    handler(event);
  } catch (_) {
    return null; // refused (400) or failed: the page is served as it is
  }
  return body;
}

/**
 * The public names of the institutions `ids`, as the app's institutions list has them (id, name, name_ar).
 * @param {CoreApp} app
 * @param {string[]} ids
 */
function institutionNames(app, ids) {
  const unique = ids.filter((id, i) => id !== "" && ids.indexOf(id) === i);
  if (unique.length === 0) return [];
  /** @type {Record<string, string>} */
  const bind = {};
  unique.forEach((id, i) => (bind[`i${i}`] = id));
  const rows = arrayOf(new DynamicModel({ id: "", name: "", name_ar: "" }));
  app
    .db()
    .newQuery(`SELECT id, name, name_ar FROM institutions WHERE id IN (${unique.map((_, i) => `{:i${i}}`).join(", ")})`)
    .bind(bind)
    .all(rows);
  return rows.map((r) => ({ id: r.id, name: r.name, name_ar: r.name_ar }));
}

/**
 * What a search page is served with, or null when it gets nothing: `get` reads its URL parameters.
 * @param {core.RequestEvent} e
 * @param {{ handler: () => (event: any) => unknown, collection: string }} spec
 * @param {(name: string) => string} get
 */
function searchServed(e, spec, get) {
  const search = searchOfUrl(get);
  if (!search) return null;
  /** @type {Record<string, string>} */
  const params = { q: search.q, page: String(search.page), perPage: String(SEARCH_PAGE_SIZE) };
  if (search.institution) params.institution = search.institution;
  const body = routeAnswer(e, spec.handler(), params);
  if (body === null) return null;
  /** @type {{ items?: { institution_id?: string }[] }} */
  let answer;
  try {
    answer = JSON.parse(body);
  } catch (_) {
    return null;
  }
  if (!answer || !Array.isArray(answer.items)) return null;
  const names = institutionNames(
    e.app,
    answer.items.map((item) => String(item.institution_id || "")),
  );
  return [
    { search: spec.collection, query: search, answer },
    ...names.map((row) => ({ collection: "institutions", id: row.id, data: row })),
  ];
}

/**
 * The page `html` (a prerendered search page) with `served` on its root element, or null when it has no root
 * element as the build writes it.
 * @param {string} html
 * @param {unknown[]} served
 */
function withServed(html, served) {
  const at = html.indexOf(ROOT_TAG);
  if (at === -1) return null;
  const attribute = `data-served="${escapeHtml(JSON.stringify(served))}" `;
  return html.slice(0, at + ROOT_TAG.length) + attribute + html.slice(at + ROOT_TAG.length);
}

/**
 * What a search page with a query answers: the prerendered page with its served answer, or null (the caller
 * serves the page as usual). `readFile` reads a file of the build's output.
 * @param {core.RequestEvent} e
 * @param {string} rel
 * @param {(file: string) => string} readFile
 * @returns {string | null}
 */
function searchPage(e, rel, readFile) {
  // The exact path only: the rate limiter bounds it as it bounds the search routes (lib/operations/settings.js). Its rules
  // count GET alone, so a HEAD request (which Go routes here too) gets the page without a search: its body is
  // never sent anyway.
  if (e.request.method !== "GET") return null;
  const found = searchOfPage(rel);
  if (found === null || e.request.url.path !== found.page.path) return null;
  const query = e.request.url.query();
  const served = searchServed(e, found.spec, (name) => String(query.get(name)));
  if (!served) return null;
  let html;
  try {
    html = readFile(servedFile(found.page.path));
  } catch (_) {
    return null;
  }
  return withServed(html, served);
}

module.exports = { SEARCHES, searchOfUrl, withServed, searchPage };
