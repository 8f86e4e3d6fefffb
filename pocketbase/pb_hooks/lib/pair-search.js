// The records two query words both meet, found by SQLite in the pair tables of lib/search-pairs.js, so that a
// query of two or more words touches its matches only, not every record of its rarest word (walking a word's
// records in goja costs ~1 µs each: a first name's 600–1,900 at 30,000 instructors, docs/benchmarks.md).
// - A word's **units** (every unit one of its lookups meets, with the best tier and whether a record text was
//   met, packed as tier × 2 + own) are read once per version of the index rows with its postings
//   (lib/engine-search.js) and kept with them: a few dozen for a name (its word and the joins that begin with
//   it), hundreds for a letter.
// - The two words with the fewest units drive: every (unit of one, unit of the other) is one seek of the pairs
//   table's key, and its rows are the records holding both; a record's tier for each word is the best over the
//   pairs it came by (every unit of a record that meets one word is paired with every unit meeting the other).
// The other words are checked afterwards as before (lib/engine-search.js). Used when the two words' units make
// at most COMBOS pairs to seek; otherwise (two letters, a letter and an acronym every instructor has) the
// postings are walked as before.

const { allRows } = require(`${__hooks}/lib/prepared-queries.js`);

/**
 * Seeks of the pairs table a query may make (units of one word × units of the other). RAYEK_SEARCH_PAIR_COMBOS
 * changes it for tests (0: never).
 */
const COMBOS = (() => {
  const set = $os.getenv("RAYEK_SEARCH_PAIR_COMBOS");
  return set === "" ? 256 : Number(set);
})();

/** @typedef {import("./search-terms.js").Kind} Kind */

/**
 * Per word of `{:lookups}` (rows [w, from, to, exact, partial]), its units as a JSON array of [unit, tier × 2 +
 * own] and their number.
 * @param {string} unitTerms the kind's unit terms table
 */
const wordUnitsSql = (unitTerms) => `
  WITH l AS MATERIALIZED (SELECT value ->> 0 AS w, value ->> 1 AS lo, value ->> 2 AS hi, value ->> 3 AS exact,
      value ->> 4 AS partial FROM json_each({:lookups})),
  p AS (
    SELECT l.w AS w, u.unit AS unit, MIN(CASE WHEN u.term = l.lo THEN l.exact ELSE l.partial END) * 2
      + MAX(substr(u.term, 2, 1) = '1') AS v
    FROM l CROSS JOIN ${unitTerms} u ON u.term >= l.lo AND u.term < l.hi GROUP BY l.w, u.unit)
  SELECT w, json_group_array(json_array(unit, v)) AS units, COUNT(*) AS n FROM p GROUP BY w`;

/**
 * The rows of every pair of (a unit of `{:a}`, a unit of `{:b}`) (JSON arrays of [unit, tier × 2 + own]), as one
 * text "seq,a,b,seq,a,b,…" (a and b: the two units' tier × 2 + own): a record comes once per pair it holds, and
 * is folded in JS (no sort in SQL: its temporary B-tree cost more than the rows).
 * @param {string} pairs the kind's pairs table
 */
const pairedSql = (pairs) => `
  WITH a AS (SELECT value ->> 0 AS u, value ->> 1 AS v FROM json_each({:a})),
  b AS (SELECT value ->> 0 AS u, value ->> 1 AS v FROM json_each({:b}))
  SELECT COALESCE(group_concat(p.seq || ',' || a.v || ',' || b.v, ','), '') AS list
  FROM a CROSS JOIN b CROSS JOIN ${pairs} p ON p.u1 = MIN(a.u, b.u) AND p.u2 = MAX(a.u, b.u)`;

/**
 * The units of each word `w` of `lookups` (rows [w, from, to, exact, partial], the lookups its postings are read
 * with).
 * @param {CoreApp} app
 * @param {Kind} kind
 * @param {Array<[number, string, string, number, number]>} lookups
 * @returns {Record<number, { units: string, nu: number }>}
 */
function wordUnits(app, kind, lookups) {
  /** @type {Record<number, { units: string, nu: number }>} */
  const out = {};
  if (COMBOS <= 0 || lookups.length === 0) return out;
  const rows = arrayOf(new DynamicModel({ w: 0, units: "", n: 0 }));
  allRows(app, `${kind}WordUnits`, () => wordUnitsSql(`${kind}_search_unit_terms`), { lookups: JSON.stringify(lookups) }, rows);
  for (const { w, units, n } of rows) out[w] = { units, nu: n };
  return out;
}

/**
 * The two words (their positions in `words`) whose units make the fewest pairs to seek, or null when some word
 * has no units kept or they make more than COMBOS.
 * @param {Array<{ nu?: number }>} words
 * @returns {[number, number] | null}
 */
function pairDrivers(words) {
  if (COMBOS <= 0 || words.length < 2) return null;
  /** @type {number[]} */
  const order = [];
  for (let k = 0; k < words.length; k++) {
    if (typeof words[k].nu !== "number") return null;
    order.push(k);
  }
  order.sort((x, y) => /** @type {number} */ (words[x].nu) - /** @type {number} */ (words[y].nu));
  const [a, b] = order;
  return /** @type {number} */ (words[a].nu) * /** @type {number} */ (words[b].nu) <= COMBOS ? [a, b] : null;
}

/**
 * The records both words meet, each as [seq, worst, sum, own] over the two.
 * @param {CoreApp} app
 * @param {Kind} kind
 * @param {string} a the first word's units (JSON)
 * @param {string} b the second word's units (JSON)
 * @returns {Array<[number, number, number, number]>}
 */
function pairedRecords(app, kind, a, b) {
  const rows = arrayOf(new DynamicModel({ list: "" }));
  allRows(app, `${kind}Paired`, () => pairedSql(`${kind}_search_pairs`), { a, b }, rows);
  const list = rows[0].list === "" ? [] : rows[0].list.split(",");
  /** @type {Record<string, number>} */
  const at = {};
  /** @type {Array<[number, number, number, number]>} each [seq, tier a, tier b, own] while folding */
  const out = [];
  for (let k = 0; k < list.length; k += 3) {
    const seq = list[k];
    const va = Number(list[k + 1]);
    const vb = Number(list[k + 2]);
    const i = at[seq];
    if (i === undefined) {
      at[seq] = out.length;
      out.push([Number(seq), va >> 1, vb >> 1, (va | vb) & 1]);
    } else {
      const r = out[i];
      if (va >> 1 < r[1]) r[1] = va >> 1;
      if (vb >> 1 < r[2]) r[2] = vb >> 1;
      r[3] |= (va | vb) & 1;
    }
  }
  for (const r of out) {
    const [ta, tb] = [r[1], r[2]];
    r[1] = Math.max(ta, tb);
    r[2] = ta + tb;
  }
  return out;
}

module.exports = { wordUnits, pairDrivers, pairedRecords };
