// One kind's matches for a query, in the engine's order, from the tables of lib/search/search-terms.js, as
// contract/search-engine/index.js computes them on the device (tests/api/search-parity.test.ts compares the
// answers over the same rows):
// - Each query word's postings (lib/search/search-memory.js: the records its lookups meet, with the best tier and
//   whether a record text, group 1, was met), read from SQLite the first time a word is asked under the current
//   version of the index rows, then from memory. Reading them: one seek per lookup, where lookups whose range
//   holds no term are left out and typo lookups (`verify`) are resolved (the distinct terms of their ranges, a
//   recursive skip over the B-tree, are checked in JS with typo.js withinOneTypo and become exact lookups; a typo
//   term whose word begins with the query word is left out too: the record has that word as a `w` or `a` term,
//   which the word's own range meets at a better tier); then one range scan of the (term, seq) B-tree per lookup.
//   A word whose lookups reach more than BROAD rows keeps only its lookups; so does, for one request, a word
//   whose postings another request is reading at that moment (lib/http/versioned-cache.js claim).
// - The candidates: the records of the held word with the fewest, each looked up in the other held words'
//   postings (the next fewest first, so most candidates leave after one lookup), scored as rank.js scoreTerms
//   scores (worst tier, tier sum, a record text met).
// - With no broad word, the matches ordered by worst tier, tier sum, then their place in the kind's order before
//   any score (lib/search/search-memory.js: size, reviews, sort key and id, sorted by SQLite, whose BINARY order is the
//   code point order of rank.js compareText), as index.js orders them, and the page cut from them. When every
//   word meets RANKED_MIN records or more, the ranked places are kept (lib/search/search-memory.js rankedMatches) and
//   the query's other pages and filters read them.
// - With broad words (or while the order is being built), SQLite checks the candidates against the broad words'
//   lookups (one seek of the (seq, term) index per candidate and lookup) and orders them by the same keys, reviews
//   read from the statistics table. When every word is broad, the candidates are the rows of the one reaching the
//   fewest (its range scans). The joins are CROSS JOINs, which SQLite keeps in the order written: left to itself
//   it may scan the whole (seq, term) index against a filter of the candidates.
const { queryWords, wordLookups } = require(`${__hooks}/../../contract/search-engine/plan.js`);
const { withinOneTypo } = require(`${__hooks}/../../contract/search-engine/typo.js`);
const { KINDS } = require(`${__hooks}/lib/search/search-terms.js`);
const { allRows } = require(`${__hooks}/lib/http/prepared-queries.js`);
const { searchVersions, wordPostings, recordOrder, rankedMatches } = require(`${__hooks}/lib/search/search-memory.js`);

/** Ends a one-term range: no term holds a control character, so [t, t + "\u0001") is {t}. */
const ONE = "\u0001";

/**
 * Rows a word's lookups may reach and still have its postings held: at 30,000 instructors a single letter's
 * reach tens of thousands. RAYEK_SEARCH_BROAD_ROWS lowers it for tests, so that a small directory has broad
 * words too.
 */
const BROAD = Number($os.getenv("RAYEK_SEARCH_BROAD_ROWS")) || 200000;

/** Scores are packed with a record's place into one number: (worst × 128 + sum) × 2^25 + place (as index.js). */
const RANK_SPACE = 33554432;

/**
 * A query whose words each meet at least this many records keeps its ranked matches (walking a word's records
 * through its Go map is slow in goja): one letter, an acronym, a common first name alone, asked page after page. A full name's
 * own words meet fewer: its answer would be kept for nothing. RAYEK_SEARCH_RANKED_MIN lowers it for tests.
 */
const RANKED_MIN = Number($os.getenv("RAYEK_SEARCH_RANKED_MIN")) || 1000;

/** @typedef {import("./search-terms.js").Kind} Kind */
/** @typedef {import("./search-memory.js").Postings} Postings */
/** @typedef {{ text: string, n: number, m: Record<string, number> }} Held */

/**
 * Per range of `{:ranges}` (a JSON array of [from, to, every]), by its position `i`: its first term and its rows
 * (counted up to BROAD + 1), or with `every` 1 each of its distinct terms, each found by one seek.
 * @param {string} terms the kind's terms table
 */
const rangeTerms = (terms) => `
  WITH RECURSIVE r(i, lo, hi, every) AS (SELECT key, value ->> 0, value ->> 1, value ->> 2 FROM json_each({:ranges})),
  d(i, term, hi, every, n) AS (
    SELECT r.i, (SELECT t.term FROM ${terms} t WHERE t.term >= r.lo AND t.term < r.hi ORDER BY t.term LIMIT 1), r.hi, r.every,
      CASE WHEN r.every = 0 THEN (SELECT COUNT(*) FROM (SELECT 1 FROM ${terms} t WHERE t.term >= r.lo AND t.term < r.hi LIMIT ${BROAD + 1})) ELSE 0 END
    FROM r
    UNION ALL
    SELECT d.i, (SELECT t.term FROM ${terms} t WHERE t.term > d.term AND t.term < d.hi ORDER BY t.term LIMIT 1), d.hi, d.every, 0
    FROM d WHERE d.term IS NOT NULL AND d.every = 1)
  SELECT i, term, n FROM d WHERE term IS NOT NULL`;

/** The lookups parameter as rows of a table: [w, from, to, exact tier, partial tier]. */
const LOOKUPS = `SELECT value ->> 0 AS w, value ->> 1 AS lo, value ->> 2 AS hi, value ->> 3 AS exact, value ->> 4 AS partial
  FROM json_each({:lookups})`;

/**
 * Per word `w` of `{:lookups}`, its postings as a JSON object seq → tier × 2 + own: a record's best tier over
 * the word's lookups, and whether one of its met terms is of group 1.
 * @param {string} terms the kind's terms table
 */
const postings = (terms) => `
  WITH l AS MATERIALIZED (${LOOKUPS}),
  p AS (
    SELECT l.w AS w, t.seq AS seq, MIN(CASE WHEN t.term = l.lo THEN l.exact ELSE l.partial END) * 2
      + MAX(substr(t.term, 2, 1) = '1') AS v
    FROM l CROSS JOIN ${terms} t ON t.term >= l.lo AND t.term < l.hi GROUP BY l.w, t.seq)
  SELECT w, json_group_object(seq, v) AS list FROM p GROUP BY w`;

/**
 * The ids of page {:offset}/{:limit} of the candidates that meet every word of `{:lookups}` (those other than
 * {:driver}; {:broad} of them), within {:filter} when `filtered`, in the engine's order. The candidates are
 * `{:candidates}` (a JSON array of [seq, worst, sum, own] for the held words) or, with `driven`, the rows of the
 * lookups of word {:driver}.
 * @param {Kind} kind
 * @param {boolean} driven
 * @param {boolean} filtered
 */
const checked = (kind, driven, filtered) => {
  const { terms, records, stats } = KINDS[kind];
  const candidates = driven
    ? `SELECT t.seq AS seq, MIN(CASE WHEN t.term = l.lo THEN l.exact ELSE l.partial END) AS worst,
         MIN(CASE WHEN t.term = l.lo THEN l.exact ELSE l.partial END) AS total, MAX(substr(t.term, 2, 1) = '1') AS own
       FROM l CROSS JOIN ${terms} t ON t.term >= l.lo AND t.term < l.hi WHERE l.w = {:driver} GROUP BY t.seq`
    : `SELECT value ->> 0 AS seq, value ->> 1 AS worst, value ->> 2 AS total, value ->> 3 AS own FROM json_each({:candidates})`;
  return `
  WITH l AS MATERIALIZED (${LOOKUPS}),
  c AS MATERIALIZED (${candidates}),
  h AS (
    SELECT c.seq AS seq, MIN(CASE WHEN t.term = l.lo THEN l.exact ELSE l.partial END) AS tier,
      MAX(substr(t.term, 2, 1) = '1') AS own
    FROM c CROSS JOIN l CROSS JOIN ${terms} t INDEXED BY idx_${terms}_seq ON t.seq = c.seq AND t.term >= l.lo AND t.term < l.hi
    WHERE l.w <> {:driver} GROUP BY c.seq, l.w),
  s AS (
    SELECT c.seq AS seq, MAX(c.worst, COALESCE(MAX(h.tier), 0)) AS worst, c.total + COALESCE(SUM(h.tier), 0) AS total
    FROM c LEFT JOIN h ON h.seq = c.seq GROUP BY c.seq
    HAVING COUNT(h.seq) = CAST({:broad} AS INTEGER) AND MAX(c.own, COALESCE(MAX(h.own), 0)) = 1)
  SELECT r.id AS id FROM s JOIN ${records} r ON r.seq = s.seq LEFT JOIN ${stats} st ON st.id = r.id
  ${filtered ? "WHERE r.filter = {:filter}" : ""}
  ORDER BY s.worst, s.total, r.size, COALESCE(st.review_count, 0) DESC, r.sort_key, r.id
  LIMIT CAST({:limit} AS INTEGER) OFFSET CAST({:offset} AS INTEGER)`;
};

/**
 * The kind's records in their order before any score (rank.js compareRecords), as a JSON array of
 * [seq, id, filter].
 * @param {Kind} kind
 */
const recordsInOrder = (kind) => {
  const { records, stats } = KINDS[kind];
  return `SELECT json_group_array(json_array(r.seq, r.id, r.filter)
      ORDER BY r.size, COALESCE(st.review_count, 0) DESC, r.sort_key, r.id) AS list
    FROM ${records} r LEFT JOIN ${stats} st ON st.id = r.id`;
};

/**
 * The postings of each of `words`, read from the kind's tables, to keep; or only its lookups, for a word too broad
 * to hold (kept) or one another request is reading now (`mayHold` false: not kept).
 * @param {CoreApp} app
 * @param {Kind} kind
 * @param {{ text: string, ar: boolean }[]} words
 * @param {(word: string) => boolean} mayHold
 * @returns {Record<string, { postings: Postings, keep: boolean }>}
 */
function readPostings(app, kind, words, mayHold) {
  const { terms } = KINDS[kind];
  const all = words.flatMap((word, w) => wordLookups(kind, word).map((lookup) => ({ w, lookup })));
  const found = arrayOf(new DynamicModel({ i: 0, term: "", n: 0 }));
  allRows(
    app,
    `${kind}RangeTerms`,
    () => rangeTerms(terms),
    {
      ranges: JSON.stringify(
        all.map(({ lookup: l }) => [l.from, l.to === null ? l.from + ONE : l.to, l.verify === undefined ? 0 : 1]),
      ),
    },
    found,
  );
  // Each word's lookups that meet a term.
  const met = words.map(() => /** @type {Array<[string, string, number, number]>} */ ([]));
  /** @type {number[]} rows each word's lookups reach (typo terms left out) */
  const reach = words.map(() => 0);
  /** @type {Record<string, boolean>} */
  const seen = {};
  for (const { i, term, n } of found) {
    const { w, lookup: l } = all[i];
    if (l.verify === undefined) {
      met[w].push([l.from, l.to === null ? l.from + ONE : l.to, l.exact, l.to === null ? l.exact : l.partial]);
      reach[w] += n;
      continue;
    }
    const typed = term.slice(term.indexOf("|") + 1);
    if (typed.startsWith(words[w].text) || seen[`${w}|${term}`] || !withinOneTypo(l.verify, typed)) continue;
    seen[`${w}|${term}`] = true;
    met[w].push([term, term + ONE, l.partial, l.partial]);
  }
  /** @type {Record<string, { postings: Postings, keep: boolean }>} */
  const out = {};
  /** @type {Array<[number, string, string, number, number]>} */
  const lookups = [];
  words.forEach((word, w) => {
    if (reach[w] > BROAD) out[word.text] = { postings: { n: -1, lookups: met[w] }, keep: true };
    else if (met[w].length > 0 && !mayHold(word.text))
      out[word.text] = { postings: { n: -1, lookups: met[w] }, keep: false };
    else {
      out[word.text] = { postings: { n: 0, m: {} }, keep: true };
      for (const l of met[w]) lookups.push([w, ...l]);
    }
  });
  if (lookups.length === 0) return out;
  const rows = arrayOf(new DynamicModel({ w: 0, list: "" }));
  allRows(app, `${kind}Postings`, () => postings(terms), { lookups: JSON.stringify(lookups) }, rows);
  for (const { w, list } of rows) {
    const m = JSON.parse(list);
    out[words[w].text] = { postings: { n: Object.keys(m).length, m }, keep: true };
  }
  return out;
}

/**
 * The records met by every held word's postings, each with its worst tier, tier sum and whether a record text
 * was met (`add(seq, worst, sum, own)`): the records of the word meeting the fewest, each looked up in the other
 * words' held maps, the next fewest first, so most records leave after one lookup.
 * The maps are Go maps (lib/search/search-memory.js). Tried and measured slower under load (docs/benchmarks.md,
 * "2026-11-28, third session"): Object.keys instead of `for…in` (its garbage, under load), per-runtime typed
 * arrays of the postings (each of the dozens of runtimes fills its own), a merge of sorted lists (walks the
 * longer lists too), a JSON list parsed per request.
 * @param {Held[]} held
 * @param {(seq: string, worst: number, sum: number, own: number) => void} add
 */
function eachCandidate(held, add) {
  const sorted = held.slice().sort((a, b) => a.n - b.n);
  const first = sorted[0].m;
  const others = sorted.slice(1).map((p) => p.m);
  for (const seq in first) {
    let v = first[seq];
    let worst = v >> 1;
    let sum = worst;
    let own = v & 1;
    let k = 0;
    for (; k < others.length; k++) {
      v = others[k][seq];
      if (v === undefined) break;
      const tier = v >> 1;
      if (tier > worst) worst = tier;
      sum += tier;
      own |= v & 1;
    }
    if (k === others.length) add(seq, worst, sum, own);
  }
}

/**
 * The places in `order` of the matches of `held` (every word of the query), best first: worst tier, tier sum,
 * then place.
 * @param {Held[]} held
 * @param {import("./search-memory.js").Order} order
 * @returns {number[]}
 */
function rankPlaces(held, order) {
  const keys = new Float64Array(Math.min(...held.map((w) => w.n)));
  let total = 0;
  // Read once: each read of a field of a held Go map builds a new JS wrapper of its value.
  const places = order.place;
  eachCandidate(held, (seq, worst, sum, own) => {
    const place = places[seq];
    // A record newer than the order read (written while this request ran) waits for the next version.
    if (own === 0 || place === undefined) return;
    keys[total++] = (worst * 128 + sum) * RANK_SPACE + place;
  });
  const ranked = keys.subarray(0, total).sort();
  /** @type {number[]} */
  const out = [];
  for (let k = 0; k < total; k++) out.push(ranked[k] % RANK_SPACE);
  return out;
}

/**
 * The ids of page `offset`/`limit` of the matches of `held` (every word of the query), within `filter` when it
 * is not "", ordered by worst tier, tier sum and place in `order`. The ranked places of a query whose words meet
 * many records each are kept (lib/search/search-memory.js rankedMatches): its other pages, and the same words within an
 * institution, read them instead of meeting the words' lists again.
 * @param {CoreApp} app
 * @param {Kind} kind
 * @param {{ terms: number, ranks: number }} versions
 * @param {Held[]} held
 * @param {import("./search-memory.js").Order} order
 * @param {{ filter: string, offset: number, limit: number }} page
 */
function pageInOrder(app, kind, versions, held, order, { filter, offset, limit }) {
  const rank = () => rankPlaces(held, order);
  const ranked =
    Math.min(...held.map((w) => w.n)) < RANKED_MIN
      ? rank()
      : rankedMatches(
          app,
          kind,
          versions.ranks,
          held
            .map((w) => w.text)
            .sort()
            .join(" "),
          rank,
        );
  // Read once: each read of a field of a held Go map builds a new JS wrapper of its value.
  const { filters, ids: placeIds } = order;
  /** @type {string[]} */
  const ids = [];
  if (filter === "") {
    for (let k = offset; k < Math.min(ranked.length, offset + limit); k++) ids.push(placeIds[ranked[k]]);
    return ids;
  }
  let skip = offset;
  for (let k = 0; k < ranked.length && ids.length < limit; k++) {
    const place = ranked[k];
    if (filters[place] !== filter) continue;
    if (skip > 0) skip--;
    else ids.push(placeIds[place]);
  }
  return ids;
}

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
  const read = queryWords(text);
  if ("refused" in read) return { refused: read.refused };
  const versions = searchVersions(app, kind);
  const words = wordPostings(
    app,
    kind,
    versions.terms,
    read.words.map((w) => w.text),
    (missing, mayHold) =>
      readPostings(
        app,
        kind,
        read.words.filter((w) => missing.indexOf(w.text) !== -1),
        mayHold,
      ),
  );
  /** @type {Held[]} */
  const held = [];
  /** @type {Array<[number, string, string, number, number]>} */
  const broad = [];
  let broadWords = 0;
  for (let k = 0; k < words.length; k++) {
    const word = words[k];
    if ("m" in word) held.push({ text: read.words[k].text, n: word.n, m: word.m });
    else if (word.lookups.length === 0) return { ids: [] };
    else {
      for (const l of word.lookups) broad.push([broadWords, ...l]);
      broadWords++;
    }
  }
  if (held.some((w) => w.n === 0)) return { ids: [] };
  if (broadWords === 0) {
    const order = recordOrder(app, kind, versions.ranks, () => {
      const rows = arrayOf(new DynamicModel({ list: "" }));
      allRows(app, `${kind}RecordOrder`, () => recordsInOrder(kind), {}, rows);
      return rows[0].list;
    });
    if (order) return { ids: pageInOrder(app, kind, versions, held, order, { filter, offset, limit }) };
  }
  /** @type {number[][]} */
  const candidates = [];
  if (held.length > 0) {
    eachCandidate(held, (seq, worst, sum, own) => candidates.push([Number(seq), worst, sum, own]));
    if (candidates.length === 0) return { ids: [] };
  }
  // With no held word, the broad word listed first gives the candidates (its rows are scanned once).
  const driven = held.length === 0;
  const rows = arrayOf(new DynamicModel({ id: "" }));
  allRows(
    app,
    `${kind}Checked${driven ? "Driven" : ""}${filter ? "In" : ""}`,
    () => checked(kind, driven, filter !== ""),
    {
      lookups: JSON.stringify(broad),
      candidates: JSON.stringify(candidates),
      driver: driven ? 0 : -1,
      broad: driven ? broadWords - 1 : broadWords,
      filter,
      limit,
      offset,
    },
    rows,
  );
  return { ids: rows.map((r) => r.id) };
}

module.exports = { searchIds };
