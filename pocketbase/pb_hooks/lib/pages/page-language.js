// Every served page in the language its address names (`?lang=ar|fr|en`, contract/languages.js): <html lang dir>,
// <title> and description in that language, and, on public pages, the links search engines read to tell the
// versions apart: the canonical address (the page's own, in its language; the bare path for a bare address)
// and one alternate per language plus x-default (the bare path), absolute, from the app's URL setting.
//
// The page's body stays the build's, prerendered in the default language: the inline script of index.html hides
// it until the app has rendered the page in the address's language (docs/architecture.md). The titles and
// descriptions in the other languages are the app's own, which the build renders for every page it writes and
// keeps in HEADS_FILE (scripts/build/prerender-plugin.ts); a record page's title there holds the name's marker, which
// lib/pages/record-pages.js then fills in like the Arabic one.
//
// CommonJS, required by the HTTP hook and by vite.config.ts (for HEADS_FILE): the hooks' modules are required
// inside the functions, where `__hooks` exists.

const HEADS_FILE = "page-heads.json";

/**
 * @typedef {Record<string, Record<string, { title?: string, description?: string }>>} PageHeads the build's
 *   titles and descriptions, by HTML file, then by language (the default language's are in the file itself)
 */

/**
 * The build's heads, or none when this build has no such file (the pages keep their own).
 * @param {(file: string) => string} readFile
 * @returns {PageHeads}
 */
function readHeads(readFile) {
  try {
    return JSON.parse(readFile(HEADS_FILE));
  } catch (_) {
    return {};
  }
}

/**
 * An attribute of a tag's attribute list set to `value` (added when missing).
 * @param {string} attrs
 * @param {string} name
 * @param {string} value
 */
function withAttribute(attrs, name, value) {
  const pattern = new RegExp(`\\s${name}="[^"]*"`);
  const set = ` ${name}="${value}"`;
  return pattern.test(attrs) ? attrs.replace(pattern, () => set) : set + attrs;
}

/**
 * The build's page `file` with its head in `language`: <html lang dir>, and the title and description the build
 * rendered for that page in that language (when it did). The build writes it in the default language already.
 * @param {string} html
 * @param {string} file
 * @param {string} language
 * @param {PageHeads} heads
 */
function localizeHead(html, file, language, heads) {
  const { DEFAULT_LANGUAGE, DIRECTIONS } = require(`${__hooks}/../../contract/languages.js`);
  if (language === DEFAULT_LANGUAGE) return html;
  const { escapeHtml, NAME_MARKER, OTHER_TITLE_MARKER } = require(`${__hooks}/lib/pages/record-pages.js`);
  const direction = /** @type {Record<string, string>} */ (DIRECTIONS)[language] || "ltr";
  let out = html.replace(
    /<html([^>]*)>/,
    (_, /** @type {string} */ attrs) =>
      `<html${withAttribute(withAttribute(attrs, "dir", direction), "lang", language)}>`,
  );
  const head = heads[file] && heads[file][language];
  // A record page's title names the record as that language does (an institution: by its French name), which
  // lib/pages/record-pages.js fills in at its own marker.
  const title = head && head.title ? escapeHtml(String(head.title)).split(NAME_MARKER).join(OTHER_TITLE_MARKER) : "";
  if (title) out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  if (head && head.description) {
    out = out.replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(String(head.description))}"`,
    );
  }
  return out;
}

/**
 * The absolute address of the public page at `rel` (its path without the outer slashes) in `language` (null:
 * the bare address), from the app's URL setting: its canonical address.
 * @param {CoreApp} app
 * @param {string} rel
 * @param {string | null} language
 */
function pageUrl(app, rel, language) {
  const { LANGUAGE_PARAM } = require(`${__hooks}/../../contract/languages.js`);
  const base = require(`${__hooks}/lib/accounts/account-mails.js`).appUrl(app);
  const path = "/" + rel.split("/").map(encodeURIComponent).join("/");
  return `${base}${path}${language ? `?${LANGUAGE_PARAM}=${language}` : ""}`;
}

/**
 * The canonical and alternate links of the public page at `rel` (its path without the outer slashes) opened in
 * `language` (null: the bare address), put at the end of the page's head. Only the languages the build enabled
 * (the root's data-languages) get an alternate. Other query parameters (a search's words) are left out: they are
 * views of the same page.
 * @param {CoreApp} app
 * @param {string} html
 * @param {string} rel
 * @param {string | null} language
 */
function withLanguageLinks(app, html, rel, language) {
  const { LANGUAGES } = require(`${__hooks}/../../contract/languages.js`);
  const { escapeHtml } = require(`${__hooks}/lib/pages/record-pages.js`);
  const at = html.indexOf("</head>");
  if (at < 0) return html;
  const url = (/** @type {string | null} */ l) => escapeHtml(pageUrl(app, rel, l));
  const listed = /<html[^>]*\sdata-languages="([^"]*)"/.exec(html);
  const enabled = listed ? LANGUAGES.filter((l) => listed[1].split(" ").indexOf(l) >= 0) : LANGUAGES;
  const links = [`<link rel="canonical" href="${url(language)}">`]
    .concat(enabled.map((l) => `<link rel="alternate" hreflang="${l}" href="${url(l)}">`))
    .concat([`<link rel="alternate" hreflang="x-default" href="${url(null)}">`]);
  return html.slice(0, at) + links.join("") + html.slice(at);
}

module.exports = { HEADS_FILE, readHeads, localizeHead, pageUrl, withLanguageLinks };
