// The search engine held in memory, built once over a whole directory, so that a query costs a few binary
// searches and a walk over the records its words can match, not a pass over every record.
// Layout: a record's terms come as lists (terms.js recordTermLists), and most lists are shared (a first name's
// terms, an institution's on each of its instructors), so the index keeps each distinct list once with the
// records that have it, and each term (all of them sorted in one array) points to the lists holding it. A
// prefix, or a typo's deletion, is a contiguous range of the sorted terms, and how many records a range
// reaches is a difference of two prefix sums: the query word reaching the fewest records is read first and the
// others only narrow its set.
// The answers are those of the server's strategy (a table of (term, seq), the plan's lookups, then
// rank.js scoreTerms and compareResults): tests/unit/search-engine-equivalence.test.ts.
const { queryPlan } = require("../../contract/search-engine/plan.js");
const { recordTermLists } = require("../../contract/search-engine/terms.js");
const { termTier, sortKey, recordSize, compareRecords } = require("../../contract/search-engine/rank.js");

/** Scores are packed with the record's static rank into one number: (worst × 128 + sum) × 2^25 + rank. */
const RANK_SPACE = 33554432;

/**
 * @param {readonly string[]} terms sorted
 * @param {string} value
 */
function lowerBound(terms, value) {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Lists of numbers packed into one array: list i is items[start[i] … start[i + 1]), yielding every few lists.
 * @param {number[][]} lists
 * @returns {Generator<void, { start: Int32Array, items: Int32Array }, void>}
 */
function* pack(lists) {
  const start = new Int32Array(lists.length + 1);
  let total = 0;
  for (let i = 0; i < lists.length; i++) total += lists[i].length;
  const items = new Int32Array(total);
  let p = 0;
  for (let i = 0; i < lists.length; i++) {
    if (i % 1024 === 1023) yield;
    start[i] = p;
    const list = lists[i];
    for (let k = 0; k < list.length; k++) items[p++] = list[k];
  }
  start[lists.length] = p;
  return { start, items };
}

/** How much work a step of a build does before it yields (a few records, terms or comparisons). */
const STEP = 256;

/**
 * Sorts `values` in place, yielding between pieces of work: runs of STEP × 4 sorted natively, then merged
 * pairwise. The order is `compare`'s, as `values.sort(compare)` would give for a total order.
 * @template T
 * @param {T[]} values
 * @param {(a: T, b: T) => number} compare
 * @returns {Generator<void, T[], void>}
 */
function* sortInSteps(values, compare) {
  const run = STEP * 4;
  const n = values.length;
  for (let lo = 0; lo < n; lo += run) {
    const sorted = values.slice(lo, Math.min(n, lo + run)).sort(compare);
    for (let k = 0; k < sorted.length; k++) values[lo + k] = sorted[k];
    yield;
  }
  let from = values;
  let to = new Array(n);
  for (let width = run; width < n; width *= 2) {
    let done = 0;
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let i = lo;
      let j = mid;
      for (let k = lo; k < hi; k++) {
        to[k] = i < mid && (j >= hi || compare(from[i], from[j]) <= 0) ? from[i++] : from[j++];
        if (++done % run === 0) yield;
      }
    }
    const swap = from;
    from = to;
    to = swap;
  }
  if (from !== values) for (let k = 0; k < n; k++) values[k] = from[k];
  return values;
}

/** @param {string} a @param {string} b */
const byCodeUnits = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Builds the index of one kind's records (their order does not matter: results are in rank.js order), in
 * steps: it yields every few hundred records, terms or comparisons, so that a caller can build a whole
 * directory without holding a thread for long (buildIndex runs it at once).
 * @template {Record<string, unknown>} T
 * @param {"institution" | "program" | "instructor"} kind
 * @param {readonly T[]} records each with an `id`, a `review_count` and the fields terms.js reads
 */
function* buildIndexSteps(kind, records) {
  const n = records.length;
  if (n >= RANK_SPACE) throw new Error("search index: too many records");
  /** @type {Map<string, Map<string, string[]>>} */
  const cache = new Map();
  /** @type {Map<string[], number>} */
  const listId = new Map();
  /** @type {number[][]} term ids of each distinct list, once each */
  const listTerms = [];
  /** @type {number[][]} records of each distinct list */
  const members = [];
  /** @type {Map<string, number>} */
  const termId = new Map();
  /** @type {string[]} */
  const names = [];
  for (let i = 0; i < n; i++) {
    // A record's terms are the costly part (an institution's names in two scripts, acronyms, sound keys).
    if (i % 16 === 15) yield;
    const lists = recordTermLists(kind, records[i], cache);
    for (let p = 0; p < lists.length; p++) {
      let id = listId.get(lists[p]);
      if (id === undefined) {
        id = listTerms.length;
        listId.set(lists[p], id);
        /** @type {number[]} */
        const ids = [];
        for (let k = 0; k < lists[p].length; k++) {
          const term = lists[p][k];
          let t = termId.get(term);
          if (t === undefined) {
            t = names.length;
            termId.set(term, t);
            names.push(term);
          }
          if (ids.indexOf(t) === -1) ids.push(t);
        }
        listTerms.push(ids);
        members.push([]);
      }
      const list = members[id];
      if (list[list.length - 1] !== i) list.push(i);
    }
  }

  // Terms in order; each term's lists, and how many records they reach (summed over the terms before it).
  const sorted = yield* sortInSteps(names.slice(), byCodeUnits);
  const position = new Int32Array(names.length);
  for (let k = 0; k < sorted.length; k++) {
    if (k % (STEP * 16) === 0) yield;
    position[/** @type {number} */ (termId.get(sorted[k]))] = k;
  }
  /** @type {number[][]} */
  const listsOfTerm = sorted.map(() => /** @type {number[]} */ ([]));
  for (let l = 0; l < listTerms.length; l++) {
    if (l % STEP === STEP - 1) yield;
    for (let k = 0; k < listTerms[l].length; k++) listsOfTerm[position[listTerms[l][k]]].push(l);
  }
  const reach = new Float64Array(sorted.length + 1);
  for (let t = 0; t < sorted.length; t++) {
    if (t % (STEP * 16) === 0) yield;
    let count = 0;
    for (let k = 0; k < listsOfTerm[t].length; k++) count += members[listsOfTerm[t][k]].length;
    reach[t + 1] = reach[t] + count;
  }

  const keyed = [];
  for (let i = 0; i < n; i++) {
    if (i % 64 === 63) yield;
    const r = records[i];
    keyed.push({
      i,
      size: recordSize(kind, r),
      review_count: r.review_count,
      sortKey: sortKey(kind, r),
      id: String(r.id),
    });
  }
  yield* sortInSteps(keyed, compareRecords);
  const rank = new Int32Array(n);
  const byRank = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    rank[keyed[k].i] = k;
    byRank[k] = keyed[k].i;
  }
  yield;
  const termLists = yield* pack(listsOfTerm);
  yield;
  const listRecords = yield* pack(members);

  return {
    kind,
    records,
    terms: sorted,
    termLists,
    listRecords,
    reach,
    rank,
    byRank,
    /** Per-record scratch of a query: the pass that last met it, its best tier in that pass, its scores. */
    scratch: {
      pass: 0,
      met: new Int32Array(n),
      best: new Uint8Array(n),
      worst: new Uint8Array(n),
      sum: new Uint16Array(n),
      primary: new Uint8Array(n),
    },
  };
}

/**
 * Runs steps to their end at once.
 * @template R
 * @param {Generator<void, R, void>} steps
 * @returns {R}
 */
function runSteps(steps) {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * Builds the index of one kind's records at once (buildIndexSteps).
 * @template {Record<string, unknown>} T
 * @param {"institution" | "program" | "instructor"} kind
 * @param {readonly T[]} records
 */
function buildIndex(kind, records) {
  return runSteps(buildIndexSteps(kind, records));
}

/**
 * @typedef {ReturnType<typeof buildIndex>} Index
 */

/**
 * @param {{ terms: readonly string[] }} index
 * @param {{ from: string, to: string | null }} lookup
 * @returns {[number, number]} the range of the index's terms the lookup covers
 */
function rangeOf(index, lookup) {
  const lo = lowerBound(index.terms, lookup.from);
  if (lookup.to === null) return [lo, index.terms[lo] === lookup.from ? lo + 1 : lo];
  return [lo, lowerBound(index.terms, lookup.to)];
}

/**
 * The records matching `text`, in rank.js order, and how many match in all. A query the engine does not
 * search (fold.js readQuery: too long, too many words, nothing to search) finds nothing and says why.
 * @template {Record<string, unknown>} T
 * @param {Index & { records: readonly T[] }} index
 * @param {unknown} text
 * @param {{ offset?: number, limit?: number, filter?: (record: T) => boolean }} [options]
 * @returns {{ items: T[], total: number, refused?: string }}
 */
function searchIndex(index, text, options) {
  const plan = queryPlan(index.kind, text);
  if ("refused" in plan) return { items: [], total: 0, refused: plan.refused };
  const { terms, termLists, listRecords, reach, scratch } = index;
  const words = plan.words.map((word) => {
    const ranges = word.lookups.map((lookup) => rangeOf(index, lookup));
    let size = 0;
    for (let k = 0; k < ranges.length; k++) size += reach[ranges[k][1]] - reach[ranges[k][0]];
    return { lookups: word.lookups, ranges, size };
  });
  words.sort((a, b) => a.size - b.size);

  const { met, best, worst, sum, primary } = scratch;
  if (scratch.pass > 0x7ffffff0 - words.length) {
    met.fill(0);
    scratch.pass = 0;
  }
  /** @type {number[]} */
  let candidates = [];
  for (let w = 0; w < words.length; w++) {
    // Pass w meets the records that met every word before it (`met` holds the pass that last met a record).
    const previous = scratch.pass;
    const pass = ++scratch.pass;
    const first = w === 0;
    /** @type {number[]} */
    const found = [];
    const { lookups, ranges } = words[w];
    for (let l = 0; l < lookups.length; l++) {
      for (let t = ranges[l][0]; t < ranges[l][1]; t++) {
        const tier = termTier(lookups[l], terms[t]);
        if (tier < 0) continue;
        const own = terms[t].charCodeAt(1) === 0x31 ? 1 : 0;
        for (let q = termLists.start[t]; q < termLists.start[t + 1]; q++) {
          const list = termLists.items[q];
          for (let m = listRecords.start[list]; m < listRecords.start[list + 1]; m++) {
            const r = listRecords.items[m];
            const seen = met[r];
            if (seen === pass) {
              if (tier < best[r]) best[r] = tier;
              primary[r] |= own;
            } else if (first || seen === previous) {
              met[r] = pass;
              best[r] = tier;
              primary[r] = first ? own : primary[r] | own;
              found.push(r);
            }
          }
        }
      }
    }
    for (let k = 0; k < found.length; k++) {
      const r = found[k];
      if (first || best[r] > worst[r]) worst[r] = best[r];
      sum[r] = first ? best[r] : sum[r] + best[r];
    }
    candidates = found;
    if (candidates.length === 0) break;
  }

  const filter = options && options.filter;
  const keys = new Float64Array(candidates.length);
  let total = 0;
  for (let k = 0; k < candidates.length; k++) {
    const r = candidates[k];
    if (!primary[r] || (filter && !filter(index.records[r]))) continue;
    keys[total++] = (worst[r] * 128 + sum[r]) * RANK_SPACE + index.rank[r];
  }
  const sorted = keys.subarray(0, total).sort();
  const offset = Math.max(0, (options && options.offset) || 0);
  const limit = options && options.limit !== undefined ? options.limit : total;
  const end = Math.min(total, offset + Math.max(0, limit));
  /** @type {T[]} */
  const items = [];
  for (let k = offset; k < end; k++) items.push(index.records[index.byRank[sorted[k] % RANK_SPACE]]);
  return { items, total };
}

module.exports = { buildIndex, buildIndexSteps, searchIndex, sortInSteps, runSteps };
