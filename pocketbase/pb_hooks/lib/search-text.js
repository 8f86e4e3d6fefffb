// Text folding for the search indexes (CommonJS, required by hooks and migrations).
// `foldSearchText` is the app's folding (src/domain/search-text.ts composes the same two contract functions):
// the text cleaned as names are when stored (contract/text.js), then letter case, accents and Arabic spelling
// variants folded (contract/matching.js). The search keys (lib/search-keys.js) and the queries of the search
// routes are folded with it, so "أمين", "امين", "Amîne" and "AMINE" meet.
// `normalise` and `sqlNormalise` are the Arabic-only folding of the first name index: migration 1795300900
// still builds that index with them on a fresh database before 1795800000 replaces it.
const { ARABIC_FOLDS, foldArabic, foldForMatching } = require(`${__hooks}/../../contract/matching.js`);
const { normaliseLine } = require(`${__hooks}/../../contract/text.js`);

/** @param {string} text */
function foldSearchText(text) {
  return foldForMatching(normaliseLine(text));
}

/**
 * The text cleaned as names are when stored, then only its Arabic variants folded.
 * @param {string} text
 */
function normalise(text) {
  return foldArabic(normaliseLine(text));
}

/** @param {string} column an SQL expression */
function sqlNormalise(column) {
  return ARABIC_FOLDS.reduce((expr, [from, to]) => `replace(${expr}, '${from}', '${to}')`, column);
}

module.exports = { foldSearchText, normalise, sqlNormalise };
