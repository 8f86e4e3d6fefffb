// What the search routes keep between requests of what they read from the engine's tables (lib/search/search-terms.js),
// so that a query made of words asked before reads no index row at all:
// - a query word's postings: the records its lookups meet (contract/search-engine/plan.js), each with its best
//   tier and whether a record text (group 1) was met, packed as `tier × 2 + own`, keyed by the record's seq; for
//   a word that meets too many records to be worth holding (one letter, an acronym every instructor of an
//   institution has), only its lookups, which the search then checks against the other words' matches;
// - a kind's order of records before any score (rank.js compareRecords: size, reviews, sort key, id): each
//   record's place by seq, and each place's id and filter value.
// They are kept in PocketBase's app store (lib/http/versioned-cache.js), which holds them as Go maps and slices shared
// by every JS runtime: a lookup costs a Go map read, and nothing is parsed or copied per runtime (the server runs
// dozens of runtimes). They are keyed by the kind's versions (migration 1796600300: `terms` moves with any change
// of the index rows, `ranks` with those and with any review count), read once per request: nothing is served
// after the rows it was read from changed.
const { versionedCache } = require(`${__hooks}/lib/http/versioned-cache.js`);
const { allRows } = require(`${__hooks}/lib/http/prepared-queries.js`);

/** Postings kept in all, per kind (a Go map entry takes ~65 bytes: at most ~65 MB). */
const STORE_POSTINGS = 1000000;

/** A claim to compute something kept, not followed by its result (its request failed), expires after this. */
const BUILD_CLAIM_MS = 10000;

/** @typedef {"institution" | "program" | "instructor"} Kind */
/**
 * @typedef {{ n: number, m: Record<string, number> } | { n: -1, lookups: Array<[string, string, number, number]> }} Postings
 * `n` records, `m` seq → tier × 2 + own; or (n -1) a word too broad to hold, with its lookups [from, to, exact, partial]
 */
/** @typedef {{ place: Record<string, number>, ids: string[], filters: string[] }} Order */

/**
 * The kind's versions, read now.
 * @param {CoreApp} app
 * @param {Kind} kind
 */
function searchVersions(app, kind) {
  const rows = arrayOf(new DynamicModel({ terms: 0, ranks: 0 }));
  allRows(app, "searchVersions", () => "SELECT terms, ranks FROM search_versions WHERE kind = {:kind}", { kind }, rows);
  return { terms: rows[0].terms, ranks: rows[0].ranks };
}

/**
 * The postings of each of `words` (query words' texts) under `version` (the kind's `terms`), those not held
 * computed by `compute`, which is given the missing words and `mayHold(word)`: whether this request is the one
 * to read that word's postings (the others asking for it meanwhile check it in SQL: reading a common word's
 * postings scans thousands of rows, and dozens of requests may ask for it at once). What it marks `keep` is kept.
 * @param {CoreApp} app
 * @param {Kind} kind
 * @param {number} version
 * @param {string[]} words
 * @param {(missing: string[], mayHold: (word: string) => boolean) => Record<string, { postings: Postings, keep: boolean }>} compute
 * @returns {Postings[]}
 */
function wordPostings(app, kind, version, words, compute) {
  const store = versionedCache(app, `rayek.searchWords.${kind}`, STORE_POSTINGS, {
    version,
    weight: (/** @type {Postings} */ entry) => ("m" in entry ? entry.n : entry.lookups.length) + 1,
  });
  const found = words.map((word) => store.get(word));
  const missing = words.filter((_, k) => found[k] === null);
  if (missing.length > 0) {
    const computed = compute(missing, (word) => store.claim(word, BUILD_CLAIM_MS));
    for (const word of missing) {
      const { postings, keep } = computed[word];
      if (keep) store.put(word, postings);
      found[words.indexOf(word)] = postings;
    }
  }
  return /** @type {Postings[]} */ (found);
}

/**
 * The kind's order of records under `version` (the kind's `ranks`), or null while it is not held: then the one
 * request that claims the build computes it with `compute` (a JSON array of [seq, id, filter] in that order)
 * and keeps it, and the others order their matches in SQL meanwhile. Building it reads every record of the
 * kind: dozens of requests arriving together after a rating is published must not all build it at once.
 * @param {CoreApp} app
 * @param {Kind} kind
 * @param {number} version
 * @param {() => string} compute
 * @returns {Order | null}
 */
function recordOrder(app, kind, version, compute) {
  /** @type {ReturnType<typeof versionedCache<Order>>} */
  const store = versionedCache(app, `rayek.searchOrder.${kind}`, 1, { version });
  const held = store.get("all");
  if (held) return held;
  if (!store.claim("all", BUILD_CLAIM_MS)) return null;
  /** @type {Array<[number, string, string]>} */
  const rows = JSON.parse(compute());
  /** @type {Order} */
  const order = { place: {}, ids: [], filters: [] };
  for (let k = 0; k < rows.length; k++) {
    order.place[rows[k][0]] = k;
    order.ids.push(rows[k][1]);
    order.filters.push(rows[k][2]);
  }
  store.put("all", order);
  return order;
}

/**
 * The places (in the kind's order, recordOrder) of every match of a query's words (`key`: their texts, sorted,
 * joined by a space), best first, under `version` (the kind's `ranks`: the order moves with it), computed by
 * `compute` and kept when missing. A query's other pages, and the same words within an institution, read the
 * places kept instead of walking the words' postings again: one letter meets every instructor.
 * @param {CoreApp} app
 * @param {Kind} kind
 * @param {number} version
 * @param {string} key
 * @param {() => number[]} compute
 * @returns {number[]}
 */
function rankedMatches(app, kind, version, key, compute) {
  /** @type {ReturnType<typeof versionedCache<number[]>>} */
  const store = versionedCache(app, `rayek.searchRanked.${kind}`, STORE_POSTINGS, {
    version,
    weight: (places) => places.length + 1,
  });
  const held = store.get(key);
  if (held) return held;
  const places = compute();
  store.put(key, places);
  return places;
}

module.exports = { searchVersions, wordPostings, recordOrder, rankedMatches };
