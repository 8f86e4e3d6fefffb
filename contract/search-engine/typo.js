// One typo: a letter dropped, added, changed, or two neighbours swapped (the edits people make typing). Found
// by symmetric deletion: a record's word is stored with each of its one-letter deletions (terms.js), a query
// word looks up itself and its own deletions (plan.js); two words one typo apart always share one of those,
// and the few that share one without being one typo apart ("abcd" and "bcad" share "bcd") are dropped by
// withinOneTypo, run on the candidate word.

/**
 * Words longer than this get no typo terms or lookups: no name is that long, and the work on a word grows with
 * the square of its length (its deletions), which this keeps small whatever a query holds.
 */
const TYPO_WORD_MAX = 30;

/**
 * The word and every word with one letter dropped, once each.
 * @param {string} w
 */
function deletions(w) {
  const out = [w];
  for (let i = 0; i < w.length; i++) {
    const v = w.slice(0, i) + w.slice(i + 1);
    if (out.indexOf(v) === -1) out.push(v);
  }
  return out;
}

/**
 * Whether two words are equal or one typo apart (optimal string alignment distance ≤ 1), in one pass.
 * @param {string} a
 * @param {string} b
 */
function withinOneTypo(a, b) {
  if (a === b) return true;
  if (a.length > b.length) return withinOneTypo(b, a);
  if (b.length - a.length > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length < b.length) return a.slice(i) === b.slice(i + 1);
  if (a.slice(i + 1) === b.slice(i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

module.exports = { TYPO_WORD_MAX, deletions, withinOneTypo };
