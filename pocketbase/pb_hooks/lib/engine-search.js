// One kind's matches for a query, in the engine's order, from the tables of lib/search-terms.js: the plan of the
// query (contract/search-engine/plan.js) read as range scans of the (term, seq) B-tree, scored and ordered in
// SQLite as rank.js scoreTerms and compareResults do (tests/api/search-parity.test.ts compares the answers with
// contract/search-engine/index.js over the same rows).
// - First, one seek per lookup: lookups whose range holds no term are left out, and typo lookups (`verify`) are
//   resolved: the distinct terms of their ranges (a recursive skip over the B-tree, one seek per term) are
//   checked in JS (typo.js withinOneTypo) and become exact lookups. A typo term whose word begins with the query
//   word is left out too: the record has that word as a `w` or `a` term, which the word's own range meets at a
//   better tier, in the same group (the score is the same without it).
// - The query word whose lookups reach the fewest rows (counted up to a bound; the answer does not depend on the
//   choice) gives the candidates and their tier for it; the other words' lookups are checked against each candidate's own
//   (seq, term) rows, which yields their best tiers and whether a record text (group 1) was met.
// The joins are CROSS JOINs, which SQLite keeps in the order written: left to itself it may scan the whole
// (seq, term) index against a filter of the candidates.
// - Candidates that met every word are ordered by worst tier, tier sum, size, reviews (the statistics table),
//   sort key and id, all compared as rank.js compares them (SQLite's BINARY order is code point order).
const { queryPlan } = require(`${__hooks}/../../contract/search-engine/plan.js`);
const { withinOneTypo } = require(`${__hooks}/../../contract/search-engine/typo.js`);
const { KINDS } = require(`${__hooks}/lib/search-terms.js`);
const { allRows } = require(`${__hooks}/lib/prepared-queries.js`);

/** Ends a one-term range: no term holds a control character, so [t, t + "\u0001") is {t}. */
const ONE = "\u0001";

/** The lookups parameter as rows of a table. */
const LOOKUPS = `SELECT value ->> 0 AS w, value ->> 1 AS lo, value ->> 2 AS hi, value ->> 3 AS exact, value ->> 4 AS partial
  FROM json_each({:lookups})`;

/** Rows of a lookup's range counted at most, to choose the word that gives the candidates. */
const COUNT_BOUND = 1500;

/**
 * Per range of `{:ranges}` (a JSON array of [from, to, every]), by its position `i`: its first term and its rows
 * (counted up to COUNT_BOUND), or with `every` 1 each of its distinct terms, each found by one seek.
 * @param {string} terms the kind's terms table
 */
const rangeTerms = (terms) => `
  WITH RECURSIVE r(i, lo, hi, every) AS (SELECT key, value ->> 0, value ->> 1, value ->> 2 FROM json_each({:ranges})),
  d(i, term, hi, every, n) AS (
    SELECT r.i, (SELECT t.term FROM ${terms} t WHERE t.term >= r.lo AND t.term < r.hi ORDER BY t.term LIMIT 1), r.hi, r.every,
      CASE WHEN r.every = 0 THEN (SELECT COUNT(*) FROM (SELECT 1 FROM ${terms} t WHERE t.term >= r.lo AND t.term < r.hi LIMIT ${COUNT_BOUND})) ELSE 0 END
    FROM r
    UNION ALL
    SELECT d.i, (SELECT t.term FROM ${terms} t WHERE t.term > d.term AND t.term < d.hi ORDER BY t.term LIMIT 1), d.hi, d.every, 0
    FROM d WHERE d.term IS NOT NULL AND d.every = 1)
  SELECT i, term, n FROM d WHERE term IS NOT NULL`;

/**
 * The page's ids, in order, of the matches of `kind`.
 * @param {Kind} kind
 * @param {boolean} filtered
 */
const matches = (kind, filtered) => {
  const { terms, records, stats } = KINDS[kind];
  return `
  WITH l AS MATERIALIZED (${LOOKUPS}),
  c AS MATERIALIZED (
    SELECT t.seq AS seq, MIN(CASE WHEN t.term = l.lo THEN l.exact ELSE l.partial END) AS tier,
      MAX(substr(t.term, 2, 1) = '1') AS own
    FROM l CROSS JOIN ${terms} t ON t.term >= l.lo AND t.term < l.hi
    ${filtered ? `JOIN ${records} f ON f.seq = t.seq AND f.filter = {:filter}` : ""}
    WHERE l.w = {:driver} GROUP BY t.seq),
  h AS (
    SELECT c.seq AS seq, MIN(CASE WHEN t.term = l.lo THEN l.exact ELSE l.partial END) AS tier,
      MAX(substr(t.term, 2, 1) = '1') AS own
    FROM c CROSS JOIN l CROSS JOIN ${terms} t INDEXED BY idx_${terms}_seq ON t.seq = c.seq AND t.term >= l.lo AND t.term < l.hi
    WHERE l.w <> {:driver} GROUP BY c.seq, l.w),
  s AS (SELECT seq, MAX(tier) AS worst, SUM(tier) AS total FROM (SELECT seq, tier, own FROM c UNION ALL SELECT seq, tier, own FROM h)
    GROUP BY seq HAVING COUNT(*) = CAST({:words} AS INTEGER) AND MAX(own) = 1)
  SELECT r.id AS id FROM s JOIN ${records} r ON r.seq = s.seq LEFT JOIN ${stats} st ON st.id = r.id
  ORDER BY s.worst, s.total, r.size, COALESCE(st.review_count, 0) DESC, r.sort_key, r.id
  LIMIT CAST({:limit} AS INTEGER) OFFSET CAST({:offset} AS INTEGER)`;
};

/** @typedef {import("./search-terms.js").Kind} Kind */

/**
 * The ids of page `offset`/`limit` of the records of `kind` matching `text`, within `filter` when it is not ""
 * (an institution id; for institutions a governorate), or the refusal of contract/search-engine/fold.js readQuery.
 * @param {CoreApp} app
 * @param {Kind} kind
 * @param {string} text
 * @param {{ filter: string, offset: number, limit: number }} page
 * @returns {{ ids: string[] } | { refused: string }}
 */
function searchIds(app, kind, text, { filter, offset, limit }) {
  const plan = queryPlan(kind, text);
  if ("refused" in plan) return { refused: plan.refused };
  const { terms } = KINDS[kind];

  /** Every lookup of the plan, with its word. */
  const all = plan.words.flatMap((word, w) => word.lookups.map((lookup) => ({ w, lookup })));
  const found = arrayOf(new DynamicModel({ i: 0, term: "", n: 0 }));
  allRows(app, `${kind}RangeTerms`, () => rangeTerms(terms), {
    ranges: JSON.stringify(all.map(({ lookup: l }) => [l.from, l.to === null ? l.from + ONE : l.to, l.verify === undefined ? 0 : 1])),
  }, found);
  /** @type {Array<[number, string, string, number, number]>} */
  const lookups = [];
  /** @type {boolean[]} */
  const met = plan.words.map(() => false);
  /** @type {number[]} rows each word's lookups reach (typo terms left out) */
  const reach = plan.words.map(() => 0);
  /** @type {Record<string, boolean>} */
  const seen = {};
  for (const { i, term, n } of found) {
    const { w, lookup: l } = all[i];
    const word = plan.words[w].text;
    if (l.verify === undefined) {
      lookups.push([w, l.from, l.to === null ? l.from + ONE : l.to, l.exact, l.to === null ? l.exact : l.partial]);
      met[w] = true;
      reach[w] += n;
      continue;
    }
    const typed = term.slice(term.indexOf("|") + 1);
    if (typed.startsWith(word) || seen[`${w}|${term}`] || !withinOneTypo(l.verify, typed)) continue;
    seen[`${w}|${term}`] = true;
    lookups.push([w, term, term + ONE, l.partial, l.partial]);
    met[w] = true;
  }
  if (met.indexOf(false) !== -1) return { ids: [] };
  let driver = 0;
  plan.words.forEach((word, w) => {
    if (reach[w] < reach[driver] || (reach[w] === reach[driver] && word.text.length > plan.words[driver].text.length)) driver = w;
  });
  const rows = arrayOf(new DynamicModel({ id: "" }));
  allRows(app, `${kind}Matches${filter ? "In" : ""}`, () => matches(kind, filter !== ""), {
    lookups: JSON.stringify(lookups), driver, words: plan.words.length, filter, limit, offset,
  }, rows);
  return { ids: rows.map((r) => r.id) };
}

module.exports = { searchIds };
