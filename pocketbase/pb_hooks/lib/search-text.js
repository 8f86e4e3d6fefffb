// Text normalisation for the instructor name index (CommonJS, required by hooks and migrations).
// The Arabic folds come from the contract (contract/matching.js, the app's search folds the same way):
// `sqlNormalise` builds the SQL expression the triggers store, `normalise` treats the query the same way in JS,
// so "أمين", "امين" and "Amîne"/"amine" meet in the index. Latin accents and letter case are folded by the
// FTS5 trigram tokenizer itself (remove_diacritics 1, case-insensitive).
const { ARABIC_FOLDS, foldArabic } = require(`${__hooks}/../../contract/matching.js`);
const { normaliseLine } = require(`${__hooks}/../../contract/text.js`);

/**
 * The query cleaned as names are when stored (contract/text.js), then folded.
 * @param {string} text
 */
function normalise(text) {
  return foldArabic(normaliseLine(text));
}

/** @param {string} column an SQL expression */
function sqlNormalise(column) {
  return ARABIC_FOLDS.reduce((expr, [from, to]) => `replace(${expr}, '${from}', '${to}')`, column);
}

module.exports = { normalise, sqlNormalise };
