// The Arabic-only folding of the first name index: migration 1795300900 still builds that index with it on a
// fresh database before 1795800000 replaces it. The searches' own folding is the contract's `foldSearchText`
// (contract/search-engine/fold.js).
const { ARABIC_FOLDS, foldArabic } = require(`${__hooks}/../../contract/matching.js`);
const { normaliseLine } = require(`${__hooks}/../../contract/text.js`);

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

module.exports = { normalise, sqlNormalise };
