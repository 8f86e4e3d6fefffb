// How two texts are compared when letter case, accents and spelling variants should not matter: searches
// (the query and what is searched) and the one-rating-per-course rule (a course and the courses already
// rated). "Économie", "economie" and "ECONOMIE" are one course; "أمين" and "امين" one name.

/** Arabic letters written several ways, and the marks that carry no meaning for matching. */
const ARABIC_FOLDS = [
  ["أ", "ا"],
  ["إ", "ا"],
  ["آ", "ا"],
  ["ٱ", "ا"],
  ["ة", "ه"],
  ["ى", "ي"],
  // Tatweel and the Arabic short-vowel marks.
  ["ـ", ""],
  ["ً", ""],
  ["ٌ", ""],
  ["ٍ", ""],
  ["َ", ""],
  ["ُ", ""],
  ["ِ", ""],
  ["ّ", ""],
  ["ْ", ""],
];

/** Latin combining marks left by NFD (é → e + U+0301). */
const LATIN_MARKS = /[\u0300-\u036f]/g;

/** @type {Record<string, string>} */
const FOLD_OF = {};
for (let i = 0; i < ARABIC_FOLDS.length; i++) FOLD_OF[ARABIC_FOLDS[i][0]] = ARABIC_FOLDS[i][1];
/** Every folded character, in one pass rather than one split/join per fold (cheaper in PocketBase's engine: docs/benchmarks.md). */
const FOLDED = new RegExp(`[${ARABIC_FOLDS.map((pair) => pair[0]).join("")}]`, "g");

/** @param {string} text */
function foldArabic(text) {
  return String(text == null ? "" : text).replace(FOLDED, (ch) => FOLD_OF[ch]);
}

/**
 * Lower case, no Latin accents, Arabic variants folded, white space runs as one space, trimmed.
 * @param {string} text
 */
function foldForMatching(text) {
  return foldArabic(text)
    .normalize("NFD")
    .replace(LATIN_MARKS, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

module.exports = { ARABIC_FOLDS, foldArabic, foldForMatching };
