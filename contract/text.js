// How every free text is cleaned before it is checked, stored or compared: instructor names, departments,
// courses, grades, reviews, report comments and display names. One function, run by the forms (src/domain)
// and again by the server (pb_hooks) on whatever arrives, so a text means the same on both sides and a rule
// cannot be dodged with characters nobody sees.
//
// Written for two engines: V8 (the app, Node) and PocketBase's goja. goja has no regex Unicode property
// escapes (\p{L}), so the character classes below are explicit code point ranges, and both engines agree on
// String.prototype.normalize and toLowerCase for what they cover (tests/api/text-normalise.test.ts feeds
// the same inputs to the app's copy and to the server).

/**
 * Characters that render as nothing (or as blank space that is not whitespace) and can hide inside a word:
 * format characters (soft hyphen, zero-width space/joiners, bidi marks, embeddings, overrides and isolates,
 * word joiner, BOM), fillers (Hangul, braille blank, Khmer inherent vowels, Mongolian separators), variation
 * selectors, tag characters. Ranges are inclusive.
 */
const INVISIBLE = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x2800, 0x2800],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff9, 0xfffb],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe007f],
  [0xe0100, 0xe01ef],
];

/** Whitespace that NFKC leaves as it is (the other spaces become U+0020 under NFKC). */
const SPACES = [
  [0x0009, 0x0009],
  [0x000b, 0x000c],
  [0x0085, 0x0085],
  [0x1680, 0x1680],
  [0x3000, 0x3000],
];
const LINE_BREAKS = [
  [0x000a, 0x000a],
  [0x2028, 0x2029],
];
const CONTROLS = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
];

/**
 * Letters and digits of the scripts people write here and their neighbours: ASCII, Latin, Greek, Cyrillic,
 * Armenian, Hebrew, Arabic (letters and both digit sets, not its marks or punctuation), Indic, Thai, Georgian,
 * Hangul, kana and CJK ideographs. A text needs one of these to be a text at all.
 */
const LETTERS_OR_DIGITS = [
  [0x0030, 0x0039],
  [0x0041, 0x005a],
  [0x0061, 0x007a],
  [0x00aa, 0x00aa],
  [0x00b5, 0x00b5],
  [0x00ba, 0x00ba],
  [0x00c0, 0x00d6],
  [0x00d8, 0x00f6],
  [0x00f8, 0x02af],
  [0x0370, 0x0373],
  [0x0376, 0x0377],
  [0x037b, 0x037d],
  [0x0386, 0x0386],
  [0x0388, 0x03ff],
  [0x0400, 0x0481],
  [0x048a, 0x052f],
  [0x0531, 0x0556],
  [0x0561, 0x0587],
  [0x05d0, 0x05ea],
  [0x0620, 0x064a],
  [0x0660, 0x0669],
  [0x066e, 0x066f],
  [0x0671, 0x06d3],
  [0x06d5, 0x06d5],
  [0x06ee, 0x06fc],
  [0x06ff, 0x06ff],
  [0x0750, 0x077f],
  [0x08a0, 0x08c9],
  [0x0900, 0x0dff],
  [0x0e00, 0x0eff],
  [0x10a0, 0x10ff],
  [0x1100, 0x115e],
  [0x1161, 0x11ff],
  [0x1e00, 0x1fff],
  [0x3040, 0x30ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xac00, 0xd7a3],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
];

/**
 * `ranges` less the code points of `holes` (both inclusive ranges, each list in ascending order).
 * @param {number[][]} ranges
 * @param {number[][]} holes
 */
function without(ranges, holes) {
  /** @type {number[][]} */
  let left = ranges.map((range) => [range[0], range[1]]);
  for (const [from, to] of holes) {
    /** @type {number[][]} */
    const next = [];
    for (const [a, b] of left) {
      if (to < a || from > b) next.push([a, b]);
      else {
        if (a < from) next.push([a, from - 1]);
        if (to < b) next.push([to + 1, b]);
      }
    }
    left = next;
  }
  return left;
}

/**
 * The body of a regular-expression character class holding `ranges` (for the `u` flag, which reads the code
 * points past U+FFFF as one character in both engines).
 * @param {number[][]} ranges
 */
function classOf(ranges) {
  /** @param {number} code */
  const hex = (code) => `\\u{${code.toString(16)}}`;
  return ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join("");
}

const WHITE = [[0x20, 0x20], ...SPACES];
/** What goes: invisible and control characters (CR too: CR LF is one break), not white space or line breaks. */
const REMOVED = new RegExp(
  `[${classOf(
    without(
      [...INVISIBLE, ...CONTROLS].sort((x, y) => x[0] - y[0]),
      [...LINE_BREAKS, ...WHITE].sort((x, y) => x[0] - y[0]),
    ),
  )}]`,
  "gu",
);
/** White space that is not already one plain space between two other characters. */
const SPACE_RUNS = new RegExp(`[${classOf(WHITE)}]{2,}|[${classOf(SPACES)}]`, "gu");
/** The same, line breaks counted as white space (one-line texts). */
const BLANK_RUNS = new RegExp(
  `[${classOf([...WHITE, ...LINE_BREAKS])}]{2,}|[${classOf([...SPACES, ...LINE_BREAKS])}]`,
  "gu",
);
const OTHER_BREAKS = new RegExp(`[${classOf(without(LINE_BREAKS, [[0x0a, 0x0a]]))}]`, "gu");
const LETTER_OR_DIGIT = new RegExp(`[${classOf(LETTERS_OR_DIGITS)}]`, "u");

/** Printable ASCII words with single spaces: already clean (most names and searches), so skip the work. */
const PLAIN = /^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/;

/**
 * NFKC (full-width and stylised letters become plain ones, compatibility spaces become U+0020), then every
 * invisible and control character removed, then each run of white space is one space, trimmed.
 * `multiline` keeps paragraphs: line breaks survive (at most one empty line in a row), spaces fold per line.
 *
 * Each step is one regular expression over the whole text: linear in its length, and run by the engines' own
 * matchers rather than a loop of script per character, which costs PocketBase's engine about a hundred times
 * what it costs V8 (docs/benchmarks.md "Cleaning a text"). Callers still bound a client's text first
 * (limits.js rawTextTooLong).
 * @param {string} text
 * @param {boolean} multiline
 */
function cleanText(text, multiline) {
  const raw = String(text == null ? "" : text);
  if (PLAIN.test(raw)) return raw;
  const visible = raw.normalize("NFKC").replace(REMOVED, "");
  if (!multiline) return visible.replace(BLANK_RUNS, " ").trim();
  return (
    visible
      .replace(SPACE_RUNS, " ")
      .replace(OTHER_BREAKS, "\n")
      // A break takes the spaces beside it (after the runs above, at most one on each side).
      .replace(/ \n ?|\n /g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

/**
 * A one-line text (names, departments, courses, grades): see cleanText.
 * @param {string} text
 */
function normaliseLine(text) {
  return cleanText(text, false);
}

/**
 * A text that may have paragraphs (reviews, report comments): see cleanText.
 * @param {string} text
 */
function normaliseParagraphs(text) {
  return cleanText(text, true);
}

/**
 * Whether a cleaned text has at least one letter or digit (punctuation, symbols and emoji alone do not count).
 * @param {string} text
 */
function hasLetterOrDigit(text) {
  return LETTER_OR_DIGIT.test(String(text));
}

/**
 * Length as PocketBase counts it (Go counts runes): code points, so an emoji is one character.
 * @param {string} text
 */
function textLength(text) {
  return Array.from(String(text)).length;
}

module.exports = { normaliseLine, normaliseParagraphs, hasLetterOrDigit, textLength };
