// Which paths are pages of the app, so that the HTTP hook (10_http.pb.js) answers 404 for every other one.
//
// Why the list comes from the build: the router's route tree (src/routes/, generated into src/routeTree.gen.ts)
// is the one place that says which pages exist, and a second list kept by hand here would drift from it. The
// build already runs the app's router to prerender pages (scripts/build/prerender-plugin.ts); it asks that router
// for its route patterns ("/instructors/$instructorId/add-rating") and writes them to ROUTES_FILE in the
// build's output, which this module reads once per JS runtime (again only when the file changes, so a new
// build needs no restart). The file says nothing the app's own scripts do not already: their router holds the
// same patterns.
//
// Only what TanStack Router patterns need here is understood: plain segments, `$param` (one segment) and `$`
// (the rest of the path). The build refuses a route using any other syntax (compileRoutes), rather than this
// module guessing.

const ROUTES_FILE = "app-routes.json";

/**
 * @typedef {{ rest?: boolean, param?: boolean, text?: string }} Part one segment of a route pattern
 * @typedef {{ caseSensitive: boolean, routes: { path: string, parts: Part[] }[] }} RouteTable
 */

/**
 * The route table written by the build, `{ caseSensitive, paths }`, made ready for matching. Throws on a
 * pattern segment it cannot match (the build calls it to check the table it writes).
 * @param {{ caseSensitive?: unknown, paths?: unknown }} table the file's JSON
 * @returns {RouteTable}
 */
function compileRoutes(table) {
  if (!table || !Array.isArray(table.paths)) throw new Error(`${ROUTES_FILE}: no "paths" list`);
  const caseSensitive = table.caseSensitive === true;
  const routes = table.paths.map((path) => {
    const segments = String(path)
      .split("/")
      .filter((s) => s !== "");
    for (const s of segments) {
      if (s !== "$" && !/^\$[A-Za-z_][\w]*$/.test(s) && /[${}]/.test(s)) {
        throw new Error(
          `${ROUTES_FILE}: route ${path} uses a pattern lib/pages/app-paths.js does not understand (${s})`,
        );
      }
    }
    const parts = segments.map((s) =>
      s === "$" ? { rest: true } : s.startsWith("$") ? { param: true } : { text: caseSensitive ? s : s.toLowerCase() },
    );
    return { path: String(path), parts };
  });
  return { caseSensitive, routes };
}

/**
 * @param {Part[]} parts
 * @param {string[]} segments
 */
function matches(parts, segments) {
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.rest) return true;
    if (i >= segments.length || segments[i] === "") return false;
    if (!part.param && part.text !== segments[i]) return false;
  }
  return parts.length === segments.length;
}

/** @param {Part | undefined} part */
const rank = (part) => (part === undefined ? 0 : part.rest ? 1 : part.param ? 2 : 3);

/**
 * Whether route `a` is more specific than `b` where both match, as the router decides: plain text first.
 * @param {Part[]} a
 * @param {Part[]} b
 */
function moreSpecific(a, b) {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (rank(a[i]) !== rank(b[i])) return rank(a[i]) > rank(b[i]);
  }
  return false;
}

/**
 * Per JS runtime: the table last read, and the public directory and file version it was read from.
 * @type {{ version: string, table: RouteTable | null } | null}
 */
let loaded = null;

/** @param {string} publicDir */
function routeTable(publicDir) {
  const file = publicDir + "/" + ROUTES_FILE;
  let version;
  try {
    const info = $os.stat(file);
    version = publicDir + "|" + info.modTime().unixNano() + "|" + info.size();
  } catch (_) {
    return null;
  }
  if (loaded === null || loaded.version !== version) {
    try {
      loaded = { version, table: compileRoutes(JSON.parse(toString($os.readFile(file)))) };
    } catch (_) {
      loaded = { version, table: null };
    }
  }
  return loaded.table;
}

/**
 * The app's route pattern that `rel` (the URL path without its leading and trailing slashes) is a page of, the
 * most specific one as the router picks it ("instructors/add" is "/instructors/add", not
 * "/instructors/$instructorId"), or null. Without a readable route table (a build that lacks it) no path is
 * the app's: the caller still serves the shell, with 404.
 * @param {string} publicDir
 * @param {string} rel
 * @returns {string | null}
 */
function appRoute(publicDir, rel) {
  const table = routeTable(publicDir);
  if (table === null) return null;
  const path = table.caseSensitive ? rel : rel.toLowerCase();
  const segments = path === "" ? [] : path.split("/");
  let best = null;
  for (const route of table.routes) {
    if (matches(route.parts, segments) && (best === null || moreSpecific(route.parts, best.parts))) best = route;
  }
  return best === null ? null : best.path;
}

module.exports = { ROUTES_FILE, compileRoutes, appRoute };
