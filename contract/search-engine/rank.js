// Whether a record matches a plan, how well, and in which order matches come. The server, which reads a
// candidate's terms from its (term, seq) table, calls scoreTerms and compareResults itself; the device's
// index (index.js) computes the same scores from its postings. tests/unit/search-engine-equivalence.test.ts
// runs both on one corpus and compares their answers.
//
// Order (a total order): best `worst` first (the lowest tier that every query word reached: a record that
// needed a typo for one word comes after every record that needed none), then the lowest `sum` of the words'
// tiers, then the fewest words in the record's own text (`size`: every query word met it, so a shorter name
// is the closer match: "physique" puts Physique before Mathématiques-Physique), then most reviews, then the
// record's folded name (code point order, SQLite's BINARY), then its id.
const { compareText, searchKey } = require("../../contract/search.js");
const { withinOneTypo } = require("../../contract/search-engine/typo.js");
const { foldSearchText, textWords } = require("../../contract/search-engine/fold.js");
const { STOPWORDS } = require("../../contract/search-engine/transliterate.js");

/**
 * The tier at which `term` meets `lookup` (plan.js), or -1.
 * @param {{ from: string, to: string | null, exact: number, partial: number, verify?: string }} lookup
 * @param {string} term
 */
function termTier(lookup, term) {
  if (lookup.to === null) return term === lookup.from ? lookup.exact : -1;
  if (term < lookup.from || term >= lookup.to) return -1;
  if (lookup.verify !== undefined)
    return withinOneTypo(lookup.verify, term.slice(term.indexOf("|") + 1)) ? lookup.partial : -1;
  return term === lookup.from ? lookup.exact : lookup.partial;
}

/**
 * How well a record whose terms are `terms` matches `plan`: every query word must meet one of its lookups, and
 * one of the met terms must be of group 1 (the record's own texts). `terms` may be every term of the record
 * or only those the plan's lookups returned: the others change nothing.
 * @param {{ words: { lookups: { from: string, to: string | null, exact: number, partial: number, verify?: string }[] }[] }} plan
 * @param {readonly string[]} terms
 * @returns {{ worst: number, sum: number } | null}
 */
function scoreTerms(plan, terms) {
  let primary = false;
  let worst = 0;
  let sum = 0;
  for (let w = 0; w < plan.words.length; w++) {
    const lookups = plan.words[w].lookups;
    let best = -1;
    for (let l = 0; l < lookups.length; l++) {
      for (let t = 0; t < terms.length; t++) {
        const tier = termTier(lookups[l], terms[t]);
        if (tier < 0) continue;
        if (best < 0 || tier < best) best = tier;
        if (terms[t][1] === "1") primary = true;
      }
    }
    if (best < 0) return null;
    if (best > worst) worst = best;
    sum += best;
  }
  return primary ? { worst, sum } : null;
}

/** @param {unknown} text */
function fold(text) {
  return text == null ? "" : foldSearchText(String(text));
}

/**
 * The text records of a kind are ordered by after their score and reviews: an institution's or instructor's
 * folded name, a program's folded discipline, specialization and institution (joined as contract/search.js
 * searchKey joins texts).
 * @param {"institution" | "program" | "instructor"} kind
 * @param {Record<string, unknown>} record
 */
function sortKey(kind, record) {
  if (kind === "program") {
    return searchKey([
      fold(record.discipline_major),
      fold(record.specialization_pathway),
      fold(record.institution_name),
    ]);
  }
  return fold(record.name);
}

/**
 * How many words a record's own text has, connectives left out: an institution's or instructor's name, a
 * program's discipline and specialization.
 * @param {"institution" | "program" | "instructor"} kind
 * @param {Record<string, unknown>} record
 */
function recordSize(kind, record) {
  const texts = kind === "program" ? [record.discipline_major, record.specialization_pathway] : [record.name];
  let size = 0;
  for (let t = 0; t < texts.length; t++) {
    const words = textWords(texts[t] == null ? "" : String(texts[t]));
    for (let i = 0; i < words.length; i++) if (!STOPWORDS.has(words[i].text)) size++;
  }
  return size;
}

/** @param {unknown} count */
function reviews(count) {
  const n = Number(count);
  return Number.isFinite(n) ? n : 0;
}

/**
 * @typedef {{ worst: number, sum: number, size: number, review_count: number, sortKey: string, id: string }} RankedResult
 */

/**
 * The order of results (see the top of this file).
 * @param {RankedResult} a
 * @param {RankedResult} b
 */
function compareResults(a, b) {
  return a.worst - b.worst || a.sum - b.sum || compareRecords(a, b);
}

/**
 * The order of records before any score (fewest words, most reviews, name, id): the device's index ranks
 * records by it once.
 * @param {{ size: number, review_count: unknown, sortKey: string, id: string }} a
 * @param {{ size: number, review_count: unknown, sortKey: string, id: string }} b
 */
function compareRecords(a, b) {
  return (
    a.size - b.size ||
    reviews(b.review_count) - reviews(a.review_count) ||
    compareText(a.sortKey, b.sortKey) ||
    compareText(a.id, b.id)
  );
}

module.exports = { termTier, scoreTerms, sortKey, recordSize, compareResults, compareRecords };
