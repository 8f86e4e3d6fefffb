// Text normalisation for the instructor name index (CommonJS, required by hooks and migrations).
// One list drives both sides: `sqlNormalise` builds the SQL expression the triggers store, `normalise` treats
// the query the same way in JS, so "أمين", "امين" and "Amîne"/"amine" meet in the index. Latin accents and
// letter case are folded by the FTS5 trigram tokenizer itself (remove_diacritics 1, case-insensitive).
const FOLDS = [
  ["أ", "ا"], ["إ", "ا"], ["آ", "ا"], ["ٱ", "ا"], ["ة", "ه"], ["ى", "ي"],
  // Tatweel and the Arabic short-vowel marks carry no meaning for matching.
  ["ـ", ""], ["ً", ""], ["ٌ", ""], ["ٍ", ""], ["َ", ""], ["ُ", ""], ["ِ", ""], ["ّ", ""], ["ْ", ""],
];

function normalise(text) {
  let out = String(text || "");
  for (const [from, to] of FOLDS) out = out.split(from).join(to);
  return out.replace(/\s+/g, " ").trim();
}

function sqlNormalise(column) {
  return FOLDS.reduce((expr, [from, to]) => `replace(${expr}, '${from}', '${to}')`, column);
}

module.exports = { normalise, sqlNormalise };
