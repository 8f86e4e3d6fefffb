// What a query looks up: per query word, the terms (terms.js) that match it and how well. Both strategies run
// the same plan: the device's index reads each lookup as a range of its sorted terms, the server as a range
// of its (term, seq) table's B-tree (`term >= from AND term < to`, or `term = from` when `to` is null).
// Tiers, best first (rank.js orders by them):
//   0 the word itself, or a form of it (without article, particle or clitics; a name's joined words)
//   1 a word it begins ("fac" → faculte; every query word may be unfinished, not only the last); for a
//     program or institution, a word its French stem begins ("economie" → économiques)
//   2 a word that sounds the same (transliteration key: Mohamed = Mhamed = محمد), an alias, an acronym
//   3 a sound key, alias or acronym it begins ("ihec" → ihecs for IHEC Sousse)
//   4 a word one typo away (a letter dropped, added, changed, or two swapped), for query words of 5–30 letters
// A match in a text that only narrows the search (terms.js group 2) counts one tier lower (NARROWING).
const { readQuery } = require("../../contract/search-engine/fold.js");
const {
  ABBREVIATIONS,
  STOPWORDS,
  soundKey,
  withoutArticle,
  textForms,
} = require("../../contract/search-engine/transliterate.js");
const { TYPO_WORD_MAX, deletions } = require("../../contract/search-engine/typo.js");

const TIERS = { exact: 0, prefix: 1, sound: 2, soundPrefix: 3, typo: 4 };
/**
 * A match in a text that only narrows a search (an instructor's institution, a program's institution or
 * degree, an institution's governorate) counts one tier lower than the same match in the record's own texts:
 * "علوم التصرف" is the program named so before a management program of a faculty "of sciences".
 */
const NARROWING = 1;
/** A query word of this many letters or more may have one typo (records: terms.js TYPO_WORD_MIN). */
const TYPO_QUERY_MIN = 5;
/** A sound key this long is looked up as a prefix too (shorter keys would begin too many words). */
const SOUND_PREFIX_MIN = 4;

/**
 * The smallest string greater than every string that begins with `s` (s never ends with U+FFFF: its last
 * character is a letter, a digit, ":" or "|").
 * @param {string} s
 */
function after(s) {
  return s.slice(0, -1) + String.fromCharCode(s.charCodeAt(s.length - 1) + 1);
}

/**
 * @typedef {{ from: string, to: string | null, exact: number, partial: number, verify?: string }} Lookup
 * `to` null: only the term `from`, at tier `exact`. Otherwise every term in [from, to): `from` itself at
 * `exact`, the others at `partial`; with `verify`, a `d` term counts only when its word (after "|") is one
 * typo from `verify`.
 */

/**
 * The forms a query word is also looked up under: without its article, an abbreviation's word, and for
 * institutions and programs without Arabic clitics (بسوسة → سوسة).
 * @param {string} kind
 * @param {{ text: string, ar: boolean }} word
 */
function queryForms(kind, word) {
  const forms = [word.text];
  const more = kind === "instructor" ? [withoutArticle(word.text, word.ar)] : textForms(word.text, word.ar);
  if (!word.ar && ABBREVIATIONS[word.text] !== undefined) more.push(ABBREVIATIONS[word.text]);
  for (let k = 0; k < more.length; k++) if (more[k] !== "" && forms.indexOf(more[k]) === -1) forms.push(more[k]);
  return forms;
}

/** French endings a program's or institution's word may have in the query and another in the name. */
const FRENCH_ENDINGS = ["iques", "ique", "ies", "ie", "aux", "ales", "ale", "al", "es", "e", "s"];
/** A stem shorter than this begins too many words. */
const STEM_MIN = 4;

/**
 * The word without its French ending, begun by the other forms of the word ("economie" → econom, which
 * begins "économiques"), or "" when it has none worth looking up.
 * @param {string} w
 */
function frenchStem(w) {
  for (let k = 0; k < FRENCH_ENDINGS.length; k++) {
    const end = FRENCH_ENDINGS[k];
    if (w.length - end.length >= STEM_MIN && w.slice(-end.length) === end) return w.slice(0, -end.length);
  }
  return "";
}

/**
 * @param {string} kind
 * @param {{ text: string, ar: boolean }} word
 * @returns {Lookup[]}
 */
function wordLookups(kind, word) {
  /** @type {Map<string, Lookup>} */
  const byRange = new Map();
  /** @param {Lookup} lookup */
  const add = (lookup) => {
    const id = `${lookup.from}\n${lookup.to}`;
    const known = byRange.get(id);
    if (!known) byRange.set(id, lookup);
    else {
      known.exact = Math.min(known.exact, lookup.exact);
      known.partial = Math.min(known.partial, lookup.partial);
    }
  };
  const forms = queryForms(kind, word);
  for (let k = 0; k < forms.length; k++) {
    const f = forms[k];
    for (const group of ["1", "2"]) {
      const lower = group === "1" ? 0 : NARROWING;
      add({
        from: `w${group}:${f}`,
        to: after(`w${group}:${f}`),
        exact: TIERS.exact + lower,
        partial: TIERS.prefix + lower,
      });
      add({
        from: `a${group}:${f}`,
        to: after(`a${group}:${f}`),
        exact: TIERS.sound + lower,
        partial: TIERS.soundPrefix + lower,
      });
    }
    const key = soundKey(f, word.ar);
    if (key === "" || f.length < 2) continue;
    if (key.length >= SOUND_PREFIX_MIN)
      add({ from: `k1:${key}`, to: after(`k1:${key}`), exact: TIERS.sound, partial: TIERS.soundPrefix });
    else add({ from: `k1:${key}`, to: null, exact: TIERS.sound, partial: TIERS.sound });
  }
  const stem = kind === "instructor" || word.ar ? "" : frenchStem(word.text);
  if (stem !== "") {
    for (const group of ["1", "2"]) {
      const tier = TIERS.prefix + (group === "1" ? 0 : NARROWING);
      add({ from: `w${group}:${stem}`, to: after(`w${group}:${stem}`), exact: tier, partial: tier });
    }
  }
  const typed = word.text;
  if (typed.length >= TYPO_QUERY_MIN && typed.length <= TYPO_WORD_MAX && /[^0-9]/.test(typed)) {
    const variants = deletions(typed);
    for (let k = 0; k < variants.length; k++) {
      const from = `d1:${variants[k]}|`;
      add({ from, to: after(from), exact: TIERS.typo, partial: TIERS.typo, verify: typed });
    }
  }
  return Array.from(byRange.values());
}

/**
 * The words a query is searched by, or why it is not searched (fold.js readQuery: too long, too many words,
 * nothing to search). Connectives ("de", "la", "el", في…) are left out unless the query has nothing else; a word
 * repeated is looked up once.
 * @param {unknown} text
 * @returns {{ words: { text: string, ar: boolean }[] } | { refused: string }}
 */
function queryWords(text) {
  const read = readQuery(text);
  if ("refused" in read) return { refused: read.refused };
  let words = read.words.filter((w) => !STOPWORDS.has(w.text));
  if (words.length === 0) words = read.words;
  /** @type {{ text: string, ar: boolean }[]} */
  const kept = [];
  /** @type {string[]} */
  const seen = [];
  for (let i = 0; i < words.length; i++) {
    if (seen.indexOf(words[i].text) !== -1) continue;
    seen.push(words[i].text);
    kept.push({ text: words[i].text, ar: words[i].ar });
  }
  return { words: kept };
}

/**
 * The plan of a query for one kind of record: its words (queryWords), each with its lookups.
 * @param {"institution" | "program" | "instructor"} kind
 * @param {unknown} text
 * @returns {{ kind: string, words: { text: string, ar: boolean, lookups: Lookup[] }[] } | { refused: string }}
 */
function queryPlan(kind, text) {
  const read = queryWords(text);
  if ("refused" in read) return read;
  return {
    kind,
    words: read.words.map((word) => ({ text: word.text, ar: word.ar, lookups: wordLookups(kind, word) })),
  };
}

module.exports = { TIERS, NARROWING, TYPO_QUERY_MIN, SOUND_PREFIX_MIN, queryWords, wordLookups, queryPlan };
