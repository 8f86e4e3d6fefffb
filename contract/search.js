// The searches' bounds (query length, pages) and text order, once, for the server's search routes and the app.
// Matching and ranking are the search engine's (contract/search-engine/, which the server's routes run since
// migration 1796500400, and sorts by compareText and searchKey from here). The substring match below (searchKey,
// keyMatches, compareSearchEntries) is what the app's offline search (src/domain/search-rank.ts) still runs until
// it moves to the engine's index.js. Both sides fold texts the same way first (contract/text.js normaliseLine,
// then contract/matching.js foldForMatching).

/** The texts of each searched read model, in the order they sort by. */
const SEARCH_FIELDS = {
  instructors: ["name"],
  programs: ["discipline_major", "specialization_pathway"],
};

/** A search starts from the first letter or digit typed (the search engine, contract/search-engine/). */
const SEARCH_TEXT_MIN = 1;
/** An instructor name has at most 100 characters: a longer text can match nothing worth a search. */
const SEARCH_TEXT_MAX = 100;
/** Pages are counted by skipping the earlier ones; past this, a search is refined by typing more of it. */
const SEARCH_PAGE_MAX = 100;
/** Results the app asks for in one page (`perPage`), and the page the server puts into a search page's HTML. */
const SEARCH_PAGE_SIZE = 20;

/**
 * Joins a row's folded texts into the one text a query is matched in and rows are ordered by. A folded query
 * never holds a line break (normaliseLine makes it a space), so a match never spans two texts; and a line
 * break sorts before every character a folded text can hold, so rows order by their first text, then by the
 * next.
 * @param {readonly string[]} foldedTexts
 */
function searchKey(foldedTexts) {
  return foldedTexts.join("\n");
}

/** @param {string} text */
function codePointLength(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) n++;
  }
  return n;
}

/**
 * Whether a folded query is searched at all; the server refuses the others, and offline they find nothing.
 * @param {string} foldedQuery
 */
function isSearchableQuery(foldedQuery) {
  const n = codePointLength(foldedQuery);
  return n >= SEARCH_TEXT_MIN && n <= SEARCH_TEXT_MAX;
}

/**
 * A match: the folded query occurs in the row's key (the server's trigram phrase asks the same).
 * @param {string} key
 * @param {string} foldedQuery
 */
function keyMatches(key, foldedQuery) {
  return key.indexOf(foldedQuery) !== -1;
}

/**
 * UTF-16 code units ranked as the code points they belong to: surrogates (U+D800–DFFF, halves of a code point
 * above U+FFFF) come after U+E000–FFFF, as their code points do.
 * @param {number} unit
 */
function rank(unit) {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  if (unit >= 0xe000) return unit - 0x800;
  return unit;
}

/**
 * Code point order, which is SQLite's BINARY order on the UTF-8 it stores.
 * @param {string} a
 * @param {string} b
 */
function compareText(a, b) {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return rank(x) < rank(y) ? -1 : 1;
  }
  return a.length < b.length ? -1 : 1;
}

/**
 * The order of search results: by key, then by id, so rows with the same texts still come in one order.
 * The server's `ORDER BY key, id` is this order (keys and ids compared as SQLite compares TEXT by default).
 * @param {{ key: string, id: string }} a
 * @param {{ key: string, id: string }} b
 */
function compareSearchEntries(a, b) {
  return compareText(a.key, b.key) || compareText(a.id, b.id);
}

module.exports = {
  SEARCH_FIELDS,
  SEARCH_TEXT_MIN,
  SEARCH_TEXT_MAX,
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE,
  searchKey,
  isSearchableQuery,
  keyMatches,
  compareText,
  compareSearchEntries,
};
