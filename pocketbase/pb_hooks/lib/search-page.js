// One page of a search route's matches, in the contract's order (contract/search.js: key, then id), joined to
// the read model it shows. The trigram index (migration 1795800000) finds the rows whose folded key holds the
// folded text: the whole text is one FTS5 phrase, every trigram of it in order, i.e. a substring match. The
// matching rows are ordered by their key and id from the rows table, and only the page's rows are joined to
// the read model. The queries stay prepared (lib/prepared-queries.js).
const { INDEXES } = require(`${__hooks}/lib/search-keys.js`);
const { allRows } = require(`${__hooks}/lib/prepared-queries.js`);

/**
 * Fills `rows` (an arrayOf(DynamicModel) shaped like `view`'s columns) with page `page` of the `collection`
 * rows matching the folded `text`, within `institution` when it is not "".
 * @param {CoreApp} app
 * @param {{ collection: import("./search-keys.js").SearchedCollection, view: string, columns: readonly string[] }} source
 * @param {{ text: string, institution: string, page: number, perPage: number }} search
 * @param {DynamicModel[]} rows
 */
function searchPage(app, { collection, view, columns }, { text, institution, page, perPage }, rows) {
  const { rows: table, fts } = INDEXES[collection];
  const sql = () => `
      SELECT ${columns.map((c) => `v.${c}`).join(", ")}
      FROM (SELECT r.ref, r.key FROM ${fts} f JOIN ${table} r ON r.seq = f.rowid
            WHERE f.${fts} MATCH {:phrase} ${institution ? "AND r.institution = {:institution}" : ""}
            ORDER BY r.key, r.ref
            LIMIT {:limit} OFFSET {:offset}) m
      JOIN ${view} v ON v.id = m.ref
      ORDER BY m.key, m.ref`;
  const params = {
    phrase: `"${text.replace(/"/g, '""')}"`,
    institution,
    limit: perPage,
    offset: (page - 1) * perPage,
  };
  allRows(app, `${collection}Search${institution ? "In" : ""}`, sql, params, rows);
}

module.exports = { searchPage };
