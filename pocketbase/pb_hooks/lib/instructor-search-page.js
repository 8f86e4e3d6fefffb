// One page of an instructor search's matches as a JSON array, in the contract's order (contract/search.js: key,
// then id), read from the denormalised items (lib/instructor-search-index.js): the same rows and values as
// `instructors_search`, written by SQLite as JSON.stringify writes them.
// The matches come from the suffix index when the text is rare enough: its range of suffixes starting with the
// text is read up to RANGE_BOUND entries, and when the range ends within the bound those entries are every
// match. A text held by more keys (a common first name, "ben") is matched by the trigram phrase instead
// (lib/search-page.js does the same for programs), which costs about the same whatever the number of matches,
// where the range grows with it. Either way the answer is the same: every key that holds the folded text.
// The queries stay prepared (lib/prepared-queries.js).
const { INDEXES } = require(`${__hooks}/lib/search-keys.js`);
const { ITEMS, SUFFIXES, ITEM_COLUMNS, REAL_COLUMNS } = require(`${__hooks}/lib/instructor-search-index.js`);
const { allRows } = require(`${__hooks}/lib/prepared-queries.js`);

/**
 * Suffix entries read at most before the trigram index is asked instead. A full name has 1–2 entries; a common
 * three-letter text thousands, and reading them all cost 6× the phrase (docs/benchmarks.md, issue 18).
 */
const RANGE_BOUND = 200;

/**
 * One item as JSON, in the order and with the numbers JSON.stringify writes for the view's row: a REAL with no
 * fraction as an integer ("4", not "4.0"); other averages are hundredths, which SQLite writes as JS does ("3.67").
 * Building the page's JSON in SQLite, rather than scanning each column into PocketBase's JS engine and writing it
 * there, took about a third off a page of items (docs/benchmarks.md, issue 18).
 */
const ITEM_JSON = `json_object(${ITEM_COLUMNS.map((c) => {
  const value = REAL_COLUMNS.includes(c) ? `CASE WHEN i.${c} = CAST(i.${c} AS INTEGER) THEN CAST(i.${c} AS INTEGER) ELSE i.${c} END` : `i.${c}`;
  return `'${c}', ${value}`;
}).join(", ")})`;
/**
 * The JSON array of the items of `page`, a query of `item`, `key` and `id` columns, in the contract's order
 * (the aggregate's own ORDER BY: SQLite may drop that of a subquery).
 */
const itemsOf = (/** @type {string} */ page) =>
  `SELECT json_group_array(json(item) ORDER BY key, id) AS items FROM (${page})`;
/** @param {string} institution */
const inInstitution = (institution) => (institution ? "AND i.institution_id = {:institution}" : "");
// A bound LIMIT cost ~20 µs a query in PocketBase's engine where the same LIMIT through CAST costs nothing
// measurable (docs/benchmarks.md, issue 18); the bound of the range is a constant, written in the SQL.
const LIMIT = "LIMIT CAST({:limit} AS INTEGER) OFFSET CAST({:offset} AS INTEGER)";
// The range of suffixes starting with the text, read up to one entry past the bound.
const RANGE = `SELECT seq FROM ${SUFFIXES} WHERE suffix >= {:text} AND suffix < {:end} LIMIT ${RANGE_BOUND + 1}`;
const LAST_CODE_POINT = 0x10ffff;

/**
 * The least text greater than every text that starts with `text` (code point order, SQLite's BINARY order on
 * UTF-8), or null when there is none (the text is only U+10FFFF, the last code point).
 * @param {string} text
 */
function rangeEnd(text) {
  const unit = text.charCodeAt(text.length - 1);
  // Almost every text ends with a character below the surrogates: its successor is one code unit away.
  if (unit < 0xd7ff) return text.slice(0, -1) + String.fromCharCode(unit + 1);
  const points = Array.from(text);
  while (points.length > 0 && points[points.length - 1].codePointAt(0) === LAST_CODE_POINT) points.pop();
  const last = points.pop();
  if (last === undefined) return null;
  const next = /** @type {number} */ (last.codePointAt(0)) + 1;
  // No text holds a surrogate (U+D800–DFFF): the next code point after U+D7FF is U+E000.
  return points.join("") + String.fromCodePoint(next === 0xd800 ? 0xe000 : next);
}

/**
 * The JSON array of page `page` of the ACTIVE instructors whose key holds the folded `text`, within
 * `institution` when it is not "": exactly the `instructors_search` rows, as JSON.stringify writes them.
 * @param {CoreApp} app
 * @param {{ text: string, institution: string, page: number, perPage: number }} search
 * @returns {string}
 */
function instructorSearchItems(app, { text, institution, page, perPage }) {
  const paging = { limit: perPage, offset: (page - 1) * perPage, ...(institution ? { institution } : {}) };
  const answer = arrayOf(new DynamicModel({ items: "" }));
  const end = rangeEnd(text);
  if (end !== null) {
    // The page from the range, unless the range goes past the bound: then no items (the count, a constant, is
    // checked before any item is read).
    allRows(app, `instructorSuffixes${institution ? "In" : ""}`, () => `
        WITH hits AS (${RANGE})
        ${itemsOf(`SELECT ${ITEM_JSON} AS item, i.key, i.id FROM ${ITEMS} i
          WHERE (SELECT COUNT(*) FROM hits) <= ${RANGE_BOUND} AND i.seq IN (SELECT seq FROM hits) ${inInstitution(institution)}
          ORDER BY i.key, i.id ${LIMIT}`)}`, { text, end, ...paging }, answer);
    if (answer[0].items !== "[]") return answer[0].items;
    // No items: no match on this page, or a range past the bound.
    const count = arrayOf(new DynamicModel({ n: 0 }));
    allRows(app, "instructorSuffixCount", () => `SELECT COUNT(*) AS n FROM (${RANGE})`, { text, end }, count);
    if (count[0].n <= RANGE_BOUND) return answer[0].items;
  }
  // The matches are ordered on the narrow searchable rows, and only the page's items are read.
  const { rows: table, fts } = INDEXES.instructors;
  const matched = arrayOf(new DynamicModel({ items: "" }));
  allRows(app, `instructorPhrase${institution ? "In" : ""}`, () => itemsOf(`
      SELECT ${ITEM_JSON} AS item, i.key, i.id
      FROM (SELECT r.seq, r.key, r.ref FROM ${fts} f JOIN ${table} r ON r.seq = f.rowid
            WHERE f.${fts} MATCH {:phrase} ${institution ? "AND r.institution = {:institution}" : ""}
            ORDER BY r.key, r.ref ${LIMIT}) m
      JOIN ${ITEMS} i ON i.seq = m.seq`), { ...paging, phrase: `"${text.replace(/"/g, '""')}"` }, matched);
  return matched[0].items;
}

module.exports = { instructorSearchItems };
