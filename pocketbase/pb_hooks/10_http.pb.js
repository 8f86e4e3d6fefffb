// HTTP behaviour of the app shell: the pages' security headers, noindex on private pages, gzip, cache policy, the manifest's content
// type, every page in the language its address names with its canonical and alternate links (lib/pages/page-language.js),
// prerendered pages served at their clean path, the shell for every other app path (404 for a path that is
// no page of the app), request logs, and a JSON 404 for unknown API paths.
// Handlers cannot see this file's top-level names (PocketBase runs each handler in its own context), so
// each handler is self-contained.

// One JavaScript middleware runs for every request: the shared-cache policy of public answers (lib/http/public-cache.js,
// registered below). Each JS invocation costs PocketBase a few hundredths to tenths of a millisecond of CPU
// (docs/benchmarks.md), which is why nothing else runs per API request: API answers carry the headers PocketBase
// sets itself on every answer (X-Content-Type-Options: nosniff, X-Frame-Options: SAMEORIGIN,
// Cross-Origin-Opener-Policy), which is what JSON needs: it is never rendered as a page. The dashboard (/_/)
// sends its own Content-Security-Policy with frame-ancestors 'none'.
//
// The app's files, with the page headers, come from a route that replaces PocketBase's own static route
// (which is only added when no GET /{path...} route exists); /api/* and /_/* have more specific routes and
// never come here. PocketBase's handler redirects /guidelines to /guidelines/ and answers unknown paths with the
// root index.html (the prerendered landing page). Instead: a prerendered page is served at its clean path (a
// search page with a query with the search's first answer in it, lib/pages/served-search-pages.js), a record page gets its
// template with the record's name filled in (lib/pages/record-pages.js), the home page its content (lib/pages/home-page.js),
// every other app path
// gets shell.html (the layout with "Loading"; the app renders the page), a path that is no page of the app, or
// names no public record (a report form of an unknown kind or of an item a guest may not see, a comparison of
// no public record: lib/pages/page-records.js), gets the shell with 404, and a missing hashed asset is a JSON 404 rather than HTML a
// stale page would try to run as JavaScript. Files and folders whose name starts with "." are never served.
//
// The script hash is the inline script of index.html that sets <html lang dir> before first paint and adds
// a prerendered page's scripts after it (tests/unit/csp-hash.test.ts fails when they differ). Styles allow
// 'unsafe-inline' because Radix dialogs inject a small <style> element to lock page scrolling; styles cannot
// run code.
routerAdd("GET", "/{path...}", (e) => {
  const h = e.response.header();
  h.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      "script-src 'self' 'sha256-RwADHswXMstGrrKibWY0OkQQK0htFxeZ7pZeV+y/zuk='",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "manifest-src 'self'",
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  );
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");

  const publicDir = require(`${__hooks}/lib/http/public-dir.js`).publicDir();

  const rel = e.request.url.path.replace(/^\/+/, "").replace(/\/+$/, "");
  // Nothing under a name starting with "." is the app's: build leftovers (.vite/), and what a careless deploy
  // copies along (.env, .git/). ".." goes with them.
  if (rel.split("/").some((segment) => segment.startsWith("."))) throw new NotFoundError();
  // A reader's own pages, the forms and the e-mail links' pages stay out of search engines' indexes
  // (contract/private-pages.js), whatever their status; so do the build's HTML files asked for by their own
  // name (the same pages as their clean paths, the shell, the record pages' templates).
  const { isPrivatePage } = require(`${__hooks}/../../contract/private-pages.js`);
  if (isPrivatePage(rel) || rel.endsWith(".html")) h.set("X-Robots-Tag", "noindex");
  /** @param {string} p */
  const isFile = (p) => {
    try {
      return !$os.stat(publicDir + "/" + p).isDir();
    } catch (_) {
      return false;
    }
  };

  // The shared-cache policy of pages and files (lib/http/public-cache.js): only for a read without a session.
  const publicCache = require(`${__hooks}/lib/http/public-cache.js`);
  const anonymous = publicCache.isAnonymousRead(e);
  if (rel !== "" && isFile(rel)) {
    if (rel.startsWith("assets/") || /^workbox-[\w-]+\.js$/.test(rel)) {
      // Content-hashed file names: a new version gets a new name, so this one never changes.
      h.set("Cache-Control", "public, max-age=31536000, immutable");
    } else if (rel === "sw.js" || rel === "manifest.webmanifest" || rel.endsWith(".html")) {
      h.set("Cache-Control", "no-cache");
    } else {
      h.set("Cache-Control", anonymous ? publicCache.cacheControl("file") : "public, max-age=86400");
    }
    if (rel === "manifest.webmanifest") h.set("Content-Type", "application/manifest+json");
    return e.fileFS($os.dirFS(publicDir), rel);
  }
  if (rel.startsWith("assets/")) throw new NotFoundError();

  // A public page may be kept by a shared cache for its kind's time; a private one (a token in its path, a form,
  // a reader's own page) is asked again every time and never stored for everyone.
  h.set("Cache-Control", anonymous && !isPrivatePage(rel) ? publicCache.cacheControl("page") : "no-cache");
  // Every page is served in the language its address names (?lang=, contract/languages.js; none: the default):
  // each HTML file read below gets its head in that language, and a public page with 200 the canonical and
  // alternate links (lib/pages/page-language.js).
  const { pageLanguage, DEFAULT_LANGUAGE, LANGUAGE_PARAM } = require(`${__hooks}/../../contract/languages.js`);
  const pageLang = require(`${__hooks}/lib/pages/page-language.js`);
  const language = pageLanguage(e.request.url.query().get(LANGUAGE_PARAM));
  /** @type {import("./lib/pages/page-language.js").PageHeads | null} */
  let heads = null;
  /** @param {string} file */
  const readFile = (file) => {
    const text = toString($os.readFile(publicDir + "/" + file));
    // The build writes every page in the default language: only another one changes it.
    if (!file.endsWith(".html") || language === null || language === DEFAULT_LANGUAGE) return text;
    if (heads === null) heads = pageLang.readHeads(readFile);
    return pageLang.localizeHead(text, file, language, heads);
  };
  /** @param {string} html */
  const page = (html) =>
    e.html(200, isPrivatePage(rel) ? html : pageLang.withLanguageLinks(e.app, html, rel, language));
  // A query that only names the language is the bare page's.
  const otherQuery = e.request.url.rawQuery !== "" && !/^lang=[^&]*$/.test(e.request.url.rawQuery);
  // The home page gets its latest reviews, counts and best rated in its HTML (lib/pages/home-page.js).
  const { servedPage, servedFile } = require(`${__hooks}/../../contract/served-pages.js`);
  const served = servedPage("/" + rel);
  if (served !== undefined && served.template === "home" && !otherQuery) {
    const file = servedFile("/" + rel);
    if (isFile(file)) {
      const { homePage } = require(`${__hooks}/lib/pages/home-page.js`);
      return page(homePage(e.app, readFile(file)));
    }
  }
  if (rel === "") return page(readFile("index.html"));
  // A search page with a query gets the search's first answer in its HTML (lib/pages/served-search-pages.js), else as usual.
  if (otherQuery) {
    const { searchPage } = require(`${__hooks}/lib/pages/served-search-pages.js`);
    const searched = searchPage(e, rel, readFile);
    if (searched !== null) return page(searched);
  }
  if (isFile(rel + "/index.html")) return page(readFile(rel + "/index.html"));

  // Every other path gets the shell, with 200 when it is one of the app's routes (lib/pages/app-paths.js: the
  // router's route patterns, written by the build) and its record, if it names one, is public; with 404
  // otherwise. The body stays the shell either way: the app renders its not-found page, or a pending
  // suggestion for its signed-in author.
  const shell = isFile("shell.html") ? "shell.html" : "index.html";
  const { appRoute } = require(`${__hooks}/lib/pages/app-paths.js`);
  const route = appRoute(publicDir, rel);
  // A comparison whose ids name no public record of its kind is no page (lib/pages/page-records.js); the shell still
  // comes with the 404, and the app opens the pending selection as it does for such a link.
  if (route === "/compare" && e.request.url.query().get("ids") !== "") {
    const { comparesPublicRecords } = require(`${__hooks}/lib/pages/page-records.js`);
    const query = e.request.url.query();
    if (!comparesPublicRecords(e.app, query.get("kind"), query.get("ids"))) return e.html(404, readFile(shell));
  }
  // A reply form names a rating of its instructor: anything but a published one of that instructor is no page.
  if (route === "/instructors/$instructorId/reply/$ratingId") {
    const { isRepliable } = require(`${__hooks}/lib/pages/page-records.js`);
    const [, instructorId, , ratingId] = rel.split("/").filter((s) => s !== "");
    if (!isRepliable(e.app, String(instructorId), String(ratingId))) return e.html(404, readFile(shell));
  }
  if (route !== null) {
    const { recordPage } = require(`${__hooks}/lib/pages/record-pages.js`);
    const record = recordPage(e.app, readFile, rel, route);
    if (record !== null && record.visible && record.html !== null) {
      // A record's own page also gets its head with its figures, its structured data and its first reviews
      // (lib/pages/record-extras.js).
      const { recordExtras } = require(`${__hooks}/lib/pages/record-extras.js`);
      return page(
        recordExtras(
          e.app,
          { html: record.html, file: record.file, kind: record.kind, row: record.row },
          rel,
          language,
        ),
      );
    }
    if (record === null || record.visible) return page(readFile(shell));
  }
  return e.html(404, readFile(shell));
});

// Request logs keep failures only: a successful request is neither worth its row (every request wrote one to
// auxiliary.db, ~15 % of a detail read's cost) nor something to keep about users (when they wrote, what they
// read). Failures stay visible in the dashboard's logs for whoever runs the server. A native middleware: no JS.
routerUse($apis.skipSuccessActivityLog());

// The shared-cache policy (lib/http/public-cache.js): the API's public answers for guests get their kind's
// Cache-Control, and an anonymous read whose route throws loses it. After the auth token (-1020), the dashboard
// guard (-1015) and the rate limiter (-1000): a refused request never carries it.
routerUse(
  new Middleware((e) => require(`${__hooks}/lib/http/public-cache.js`).withPublicCache(e), -990, "rayekPublicCache"),
);

// Compression wraps every answer, pages and API alike, so it runs first.
const gzip = $apis.gzip();
gzip.priority = -3000;
routerUse(gzip);

// With the index fallback on, PocketBase answers unknown GET /api/* paths with index.html and status 200;
// clients and crawlers should get a JSON 404 instead. Routes registered elsewhere are more specific and win.
routerAdd("GET", "/api/{path...}", () => {
  throw new NotFoundError("The requested resource wasn't found.");
});
