// The words of a text as the search engine compares them, and the bounds a query is held to first. A text is
// cleaned as stored texts are (contract/text.js) and folded (contract/matching.js: case, accents, Arabic
// spelling variants), then cut into words of letters and digits: punctuation, apostrophes and hyphens separate
// words ("d'Ingénieurs" → d, ingenieurs; "Beaux-Arts" → beaux, arts), and so does a change of script.
// Plain loops over char codes: PocketBase's engine has no regex \p{…} classes.
const { normaliseLine } = require("../../contract/text.js");
const { foldForMatching } = require("../../contract/matching.js");
const { SEARCH_TEXT_MAX } = require("../../contract/search.js");
const { RAW_TEXT_FACTOR } = require("../../contract/limits.js");

/**
 * Characters a query may have as received, checked before anything reads it: the bound of every client text
 * (limits.js RAW_TEXT_FACTOR times its limit).
 */
const QUERY_RAW_MAX = RAW_TEXT_FACTOR * SEARCH_TEXT_MAX;
/**
 * Words a query may have, counted on the text as received and again on the folded words: the longest
 * institution name (14 words with its articles) can be pasted whole; past this a text is not a search.
 */
const QUERY_WORDS_MAX = 16;

/**
 * Latin letters that folding leaves as they are but people type as plain letters.
 * @type {Record<string, string>}
 */
const LATIN_SPELLED = { œ: "oe", æ: "ae", ß: "ss", ø: "o", đ: "d", ł: "l", ı: "i", ħ: "h" };

/**
 * Arabic letters (not its marks, digits or punctuation), with the Persian and Maghrebi additions (ڤ, پ, گ…).
 * @param {number} c
 */
function isArabicLetter(c) {
  return (
    (c >= 0x0621 && c <= 0x063a) ||
    (c >= 0x0641 && c <= 0x064a) ||
    (c >= 0x066e && c <= 0x066f) ||
    (c >= 0x0671 && c <= 0x06d3) ||
    c === 0x06d5 ||
    (c >= 0x06ee && c <= 0x06ef) ||
    (c >= 0x06fa && c <= 0x06ff) ||
    (c >= 0x0750 && c <= 0x077f) ||
    (c >= 0x08a0 && c <= 0x08c9)
  );
}

/**
 * Marks that belong to the letter before them (Arabic vowels and Quranic marks, tatweel, Latin combining marks).
 * @param {number} c
 */
function isMark(c) {
  return (
    (c >= 0x0300 && c <= 0x036f) ||
    (c >= 0x0610 && c <= 0x061a) ||
    (c >= 0x064b && c <= 0x065f) ||
    c === 0x0640 ||
    c === 0x0670 ||
    (c >= 0x06d6 && c <= 0x06ed)
  );
}

/**
 * Other letters (Latin beyond ASCII, Greek, Cyrillic…): part of a word, though only a–z have a sound key.
 * @param {number} c
 */
function isOtherLetter(c) {
  return (
    (c >= 0x00c0 && c <= 0x024f && c !== 0x00d7 && c !== 0x00f7) ||
    (c >= 0x0370 && c <= 0x052f) ||
    (c >= 0x1e00 && c <= 0x1fff) ||
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0x3400 && c <= 0x9fff) ||
    (c >= 0xac00 && c <= 0xd7a3)
  );
}

/**
 * The digit a character stands for (ASCII and both Arabic digit sets), or -1.
 * @param {number} c
 */
function digitOf(c) {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x0660 && c <= 0x0669) return c - 0x0660;
  if (c >= 0x06f0 && c <= 0x06f9) return c - 0x06f0;
  return -1;
}

/**
 * The words of an already folded text, each with its script (`ar`: Arabic letters). Digits join the word they
 * touch; a word that has only digits counts as Latin.
 * @param {string} folded
 * @param {number} [max] stop once more words than this are found (a query's bound)
 * @returns {{ text: string, ar: boolean }[]}
 */
function splitWords(folded, max) {
  /** @type {{ text: string, ar: boolean }[]} */
  const words = [];
  const limit = max === undefined ? Infinity : max;
  // Letters kept as they are are copied by runs (one slice per run, not one string per letter).
  let text = "";
  let from = -1;
  /** @type {boolean | null} */
  let ar = null;
  /** @param {number} at */
  const flush = (at) => {
    if (from >= 0) text += folded.slice(from, at);
    from = -1;
  };
  /** @param {number} at */
  const end = (at) => {
    flush(at);
    if (text !== "") words.push({ text, ar: ar === true });
    text = "";
    ar = null;
  };
  /**
   * @param {number} at
   * @param {boolean | null} script the letter's script (null: a digit, which joins either)
   */
  const keep = (at, script) => {
    if (script !== null) {
      if (ar === !script) end(at);
      ar = script;
    }
    if (from < 0) from = at;
  };
  let i = 0;
  for (; i < folded.length && words.length <= limit; i++) {
    const c = folded.charCodeAt(i);
    if (c < 0x80) {
      if (c >= 0x61 && c <= 0x7a) keep(i, false);
      else if (c >= 0x30 && c <= 0x39) keep(i, null);
      else end(i);
    } else if (isMark(c)) {
      flush(i);
    } else if (isArabicLetter(c)) {
      keep(i, true);
    } else if (digitOf(c) >= 0) {
      flush(i);
      text += String(digitOf(c));
    } else if (LATIN_SPELLED[folded[i]] !== undefined) {
      if (ar === true) end(i);
      ar = false;
      flush(i);
      text += LATIN_SPELLED[folded[i]];
    } else if (isOtherLetter(c)) {
      keep(i, false);
    } else end(i);
  }
  end(i);
  return words;
}

/**
 * A text as every search compares it, on the server and on the device: cleaned as stored texts are, then case,
 * accents and Arabic spelling variants folded, so "أمين", "امين", "Amîne" and "AMINE" meet.
 * @param {string} text
 */
function foldSearchText(text) {
  return foldForMatching(normaliseLine(text));
}

/**
 * The words of a stored text (a name, a program, an alias…).
 * @param {unknown} text
 */
function textWords(text) {
  if (text == null || text === "") return [];
  return splitWords(foldSearchText(String(text)));
}

/** @param {number} c */
function isSpace(c) {
  return (
    c <= 0x20 ||
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

/**
 * The words of a query, or why it is not searched. Bounded before any work that grows with it: its length as
 * received, then its words as received (one linear pass that stops at the bound), then its folded length
 * (SEARCH_TEXT_MAX characters, as the search routes count) and its folded words.
 * @param {unknown} raw
 * @returns {{ words: { text: string, ar: boolean }[] } | { refused: "too_long" | "too_many_words" | "empty" }}
 */
function readQuery(raw) {
  const text = typeof raw === "string" ? raw : raw == null ? "" : String(raw);
  if (text.length > QUERY_RAW_MAX) return { refused: "too_long" };
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !inWord && ++count > QUERY_WORDS_MAX) return { refused: "too_many_words" };
    inWord = !space;
  }
  const folded = foldSearchText(text);
  let length = 0;
  for (let i = 0; i < folded.length; i++) {
    const c = folded.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) length++;
  }
  if (length > SEARCH_TEXT_MAX) return { refused: "too_long" };
  const words = splitWords(folded, QUERY_WORDS_MAX);
  if (words.length > QUERY_WORDS_MAX) return { refused: "too_many_words" };
  if (words.length === 0) return { refused: "empty" };
  return { words };
}

module.exports = { foldSearchText, QUERY_RAW_MAX, QUERY_WORDS_MAX, splitWords, textWords, readQuery };
