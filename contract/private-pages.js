// The app's pages that search engines must not index: a reader's own pages (account, outbox, contributions,
// moderation, the refusal page, the device's settings), the forms (a rating, an instructor suggestion, a claim, a
// reply, a report) and the pages of one-time e-mail links. They hold nothing public, a form's page only repeats its record's name,
// and a link's token must never end up in an index. The server sends `X-Robots-Tag: noindex` with them
// (pb_hooks/10_http.pb.js) and the build writes `<meta name="robots" content="noindex">` into those it
// prerenders (scripts/build/prerender-plugin.ts). Patterns are the router's paths with every parameter written `$`.

const PRIVATE_PAGES = [
  "/account",
  "/outbox",
  "/settings",
  "/my-contributions",
  "/moderation",
  "/not-authorized",
  "/instructors/add",
  "/institutions/$/add-rating",
  "/programs/$/add-rating",
  "/instructors/$/add-rating",
  "/instructors/$/claim",
  "/instructors/$/reply/$",
  "/report/$/$",
  "/verify/$",
  "/reset-password/$",
  "/confirm-email-change/$",
  "/claims/verify/$",
];

/**
 * Whether a URL path (query and surrounding slashes allowed) is one of PRIVATE_PAGES. Letter case does not
 * matter: the router matches paths in any case.
 * @param {string} path
 */
function isPrivatePage(path) {
  const segments = String(path)
    .split(/[?#]/)[0]
    .toLowerCase()
    .split("/")
    .filter((s) => s !== "");
  return PRIVATE_PAGES.some((pattern) => {
    const parts = pattern.split("/").filter((s) => s !== "");
    return parts.length === segments.length && parts.every((part, i) => part === "$" || part === segments[i]);
  });
}

module.exports = { PRIVATE_PAGES, isPrivatePage };
