// How two texts are compared when letter case, accents and spelling variants should not matter: searches
// (the query and what is searched) and the one-rating-per-course rule (a course and the courses already
// rated). "Économie", "economie" and "ECONOMIE" are one course; "أمين" and "امين" one name.

/** Arabic letters written several ways, and the marks that carry no meaning for matching. */
const ARABIC_FOLDS = [
  ["أ", "ا"], ["إ", "ا"], ["آ", "ا"], ["ٱ", "ا"], ["ة", "ه"], ["ى", "ي"],
  // Tatweel and the Arabic short-vowel marks.
  ["ـ", ""], ["ً", ""], ["ٌ", ""], ["ٍ", ""], ["َ", ""], ["ُ", ""], ["ِ", ""], ["ّ", ""], ["ْ", ""],
];

/** Latin combining marks left by NFD (é → e + U+0301). */
const LATIN_MARKS = /[\u0300-\u036f]/g;

/** @param {string} text */
function foldArabic(text) {
  let out = String(text == null ? "" : text);
  for (const [from, to] of ARABIC_FOLDS) out = out.split(from).join(to);
  return out;
}

/**
 * Lower case, no Latin accents, Arabic variants folded, white space runs as one space, trimmed.
 * @param {string} text
 */
function foldForMatching(text) {
  return foldArabic(text)
    .normalize("NFD").replace(LATIN_MARKS, "").normalize("NFC")
    .toLowerCase().replace(/\s+/g, " ").trim();
}

module.exports = { ARABIC_FOLDS, foldArabic, foldForMatching };
