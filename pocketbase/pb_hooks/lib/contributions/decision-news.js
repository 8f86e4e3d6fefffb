// POST /api/rayek/contributions/news — what moderators decided about the caller's own ratings, suggested
// instructors and reports since the app last asked (users.decisions_seen, hidden), counted by what it means to
// them (contract/decision-mails.js), and "seen" moved to now in the same request: the app shows it once, at
// the account's next visit, on whichever device asks first. Counts only, of the caller's own items: nothing
// about anyone else's. A POST, since it changes what the next answer says. A caller that is no signed-in user
// (a session that ended elsewhere, which the app may not know yet) gets zeros, not a 401: the app asks on
// every start, and a refusal would only be a failed request in the console.

const { TOLD_KINDS, DECISIONS_SEEN_FIELD, decisionOutcome } = require(`${__hooks}/../../contract/decision-mails.js`);
const { noStore, isUser } = require(`${__hooks}/lib/http/guards.js`);

/**
 * Each decided item of the user whose latest decision after `since` set its current status.
 * @param {CoreApp} app
 * @param {string} userId
 * @param {string} since
 */
function decidedSince(app, userId, since) {
  // Names come from the contract, never from the request: safe to write into the SQL.
  const selects = TOLD_KINDS.map(
    (kind) => `SELECT '${kind}' AS collection, t.id AS id, t.status AS status FROM ${kind} t
      WHERE t.user = {:user} AND EXISTS (SELECT 1 FROM moderation_log l
        WHERE l.target_id = t.id AND l.target_collection = '${kind}' AND l.created > {:since} AND l.to_status = t.status)`,
  );
  const rows = arrayOf(new DynamicModel({ collection: "", id: "", status: "" }));
  app.db().newQuery(selects.join(" UNION ALL ")).bind({ user: userId, since }).all(rows);
  return rows;
}

/** @param {core.RequestEvent} e */
function news(e) {
  noStore(e);
  /** @type {{ published: number, refused: number, reviewed: number }} */
  const counts = { published: 0, refused: 0, reviewed: 0 };
  const auth = e.auth;
  if (!isUser(auth)) return e.json(200, counts);
  const now = new DateTime().string();
  e.app.runInTransaction((txApp) => {
    const rows = arrayOf(new DynamicModel({ seen: "", created: "" }));
    txApp
      .db()
      .newQuery(`SELECT ${DECISIONS_SEEN_FIELD} AS seen, created FROM users WHERE id = {:id}`)
      .bind({ id: auth.id })
      .all(rows);
    if (rows.length === 0) return;
    const since = rows[0].seen || rows[0].created;
    for (const row of decidedSince(txApp, auth.id, since)) {
      const outcome = decisionOutcome(row.collection, row.status);
      if (outcome !== "") counts[outcome] += 1;
    }
    txApp
      .db()
      .newQuery(`UPDATE users SET ${DECISIONS_SEEN_FIELD} = {:now} WHERE id = {:id}`)
      .bind({ now, id: auth.id })
      .execute();
  });
  return e.json(200, counts);
}

module.exports = { news };
