// The server-filled pages, listed once for the build and the server (docs/architecture.md "Server-filled pages"):
// each page's path as the router writes it (every parameter `$`), the route module the build prerenders it with,
// the message parts its HTML is rendered with and its route's loader loads (scripts/build/prerender-messages.ts
// partOf), and how the server fills it (`template`):
// - `static`: served as the build wrote it;
// - `home`: the build's page with the home answer's latest reviews, counts and best rated written in;
// - `search`: the build's page, and with a query, the search's first answer written in;
// - `record`: one template per record kind, filled in with the record's public fields (record-pages.js TEMPLATES);
// - `report`: one template per kind of reported item, served when the item is public.
// Only what every reader needs to know of a page is here. What one module alone needs stays in that module, keyed
// by the page's path here: a search's route and collection (pb_hooks/lib/pages/served-search-pages.js SEARCHES),
// a record template's markers and served rows (record-pages.js TEMPLATES); tests/unit/served-pages.test.ts keeps them
// to this list.

/** The message parts, as lang/*.json is split and loaded. */
const MESSAGE_PARTS = ["core", "browse", "contribute", "legal"];

const CORE = ["core"];
const BROWSE = ["core", "browse"];
const CONTRIBUTE = ["core", "browse", "contribute"];
// A form without a record around it (the add-instructor form): no record frame, so no browse texts.
const FORM = ["core", "contribute"];
const LEGAL = ["core", "legal"];

const SERVED_PAGES = [
  { path: "/", route: "src/routes/index.tsx", parts: CORE, template: "home" },
  { path: "/home", route: "src/routes/home.tsx", parts: CORE, template: "home" },
  { path: "/institutions", route: "src/routes/institutions/index.tsx", parts: BROWSE, template: "static" },
  { path: "/instructors", route: "src/routes/instructors/index.tsx", parts: BROWSE, template: "search" },
  { path: "/programs", route: "src/routes/programs/index.tsx", parts: BROWSE, template: "search" },
  { path: "/instructors/add", route: "src/routes/instructors/add.tsx", parts: FORM, template: "static" },
  { path: "/guidelines", route: "src/routes/guidelines.tsx", parts: LEGAL, template: "static" },
  { path: "/privacy-policy", route: "src/routes/privacy-policy.tsx", parts: LEGAL, template: "static" },
  { path: "/terms-of-use", route: "src/routes/terms-of-use.tsx", parts: LEGAL, template: "static" },
  { path: "/settings", route: "src/routes/settings.tsx", parts: BROWSE, template: "static" },
  {
    path: "/institutions/$",
    route: "src/routes/institutions/$institutionId/index.tsx",
    parts: BROWSE,
    template: "record",
  },
  {
    path: "/institutions/$/add-rating",
    route: "src/routes/institutions/$institutionId/add-rating.tsx",
    parts: CONTRIBUTE,
    template: "record",
  },
  {
    path: "/instructors/$",
    route: "src/routes/instructors/$instructorId/index.tsx",
    parts: BROWSE,
    template: "record",
  },
  {
    path: "/instructors/$/add-rating",
    route: "src/routes/instructors/$instructorId/add-rating.tsx",
    parts: CONTRIBUTE,
    template: "record",
  },
  {
    path: "/instructors/$/claim",
    route: "src/routes/instructors/$instructorId/claim.tsx",
    parts: CONTRIBUTE,
    template: "record",
  },
  { path: "/programs/$", route: "src/routes/programs/$programId/index.tsx", parts: BROWSE, template: "record" },
  {
    path: "/programs/$/add-rating",
    route: "src/routes/programs/$programId/add-rating.tsx",
    parts: CONTRIBUTE,
    template: "record",
  },
  { path: "/report/$/$", route: "src/routes/report/$type/$id.tsx", parts: CONTRIBUTE, template: "report" },
];

/**
 * The served page of a path pattern ("/instructors/$/claim"), or undefined.
 * @param {string} path
 */
function servedPage(path) {
  return SERVED_PAGES.find((page) => page.path === path);
}

/**
 * The file the build writes a page without parameters to, under the build's output ("/" → "index.html",
 * "/home" → "home/index.html").
 * @param {string} path
 */
function servedFile(path) {
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

module.exports = { MESSAGE_PARTS, SERVED_PAGES, servedPage, servedFile };
