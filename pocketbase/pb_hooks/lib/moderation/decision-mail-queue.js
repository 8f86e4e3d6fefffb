// Decision e-mails, durable: each status change that means something to its author (contract/decision-mails.js)
// writes a `decision_mails` row in the change's own transaction (migration 1796704000), and the rayekDecisionMails
// job sends the due rows (lib/moderation/decision-mails.js composes and sends one). So:
// - every decision is told however it is made: the decisions route and a PATCH (the moderator's, or a superuser's
//   in the dashboard) both save the record, and the model hook below sees the save; a report's take-down too;
// - a committed decision has its e-mail waiting: a crash or a restart after the 200 loses none;
// - a row is claimed before it is sent (attempts + 1, next try pushed back, in one UPDATE that only one runner
//   wins), so two runs never send it twice, and a failed send (or a crash during one) waits a growing backoff,
//   until its last try marks it FAILED. A crash after the mail server took the e-mail but before the row says
//   SENT would send it again at the next try: the one window left (docs/api.md "Decision notices").

const { decisionOutcome } = require(`${__hooks}/../../contract/decision-mails.js`);

const NAME = "decision_mails";
/** Minutes to wait after the n-th failed try (the last entry: the last try). */
const BACKOFF_MINUTES = [1, 2, 5, 15, 30, 60, 180, 360];
/** Rows sent per run of the job: a minute's run stays short; the rest go next minute. */
const BATCH = 200;
/** Sent, skipped and failed rows are kept this long for the operator, then deleted. */
const KEEP_DAYS = 30;

/** A date as PocketBase stores it ("2026-11-28 21:00:00.000Z"), `ms` from now: ordered as text. */
const stamp = (/** @type {number} */ ms) => new Date(Date.now() + ms).toISOString().replace("T", " ");

/**
 * Writes the e-mail of one status change, in the transaction `txApp` that makes it: nothing when the change
 * tells the author nothing. A published item taken down is "removed".
 * @param {CoreApp} txApp
 * @param {string} collection
 * @param {string} id
 * @param {string} from the status before ("" for a new record: no decision)
 * @param {string} to
 */
function queueDecision(txApp, collection, id, from, to) {
  if (from === "" || from === to) return;
  const told = decisionOutcome(collection, to);
  if (told === "") return;
  const outcome = told === "refused" && from === "ACTIVE" ? "removed" : told;
  const row = new Record(txApp.findCollectionByNameOrId(NAME));
  row.set("item_collection", collection);
  row.set("item", id);
  row.set("status", to);
  row.set("outcome", outcome);
  row.set("state", "WAITING");
  row.set("attempts", 0);
  row.set("next_try", stamp(0));
  txApp.save(row);
}

/**
 * The status as stored now, read through the transaction.
 * @param {CoreApp} app
 * @param {string} name
 * @param {string} id
 */
function storedStatus(app, name, id) {
  const rows = arrayOf(new DynamicModel({ status: "" }));
  app.db().newQuery(`SELECT status FROM ${name} WHERE id = {:id} LIMIT 1`).bind({ id }).all(rows);
  return rows.length > 0 ? rows[0].status : "";
}

/**
 * onRecordUpdate of the told kinds (ratings, suggested instructors, reports; an edit's own decision is queued by
 * lib/ratings/rating-revisions.js, which knows whether it published its rating): the status before and after the save,
 * in the save's transaction.
 * @param {core.RecordEvent} e
 */
function onStatusUpdate(e) {
  const { inTransaction } = require(`${__hooks}/lib/votes/vote-counts.js`);
  const name = e.record.collection().name;
  inTransaction(e, (txApp) => {
    const before = storedStatus(txApp, name, e.record.id);
    e.next();
    queueDecision(txApp, name, e.record.id, before, e.record.getString("status"));
  });
}

/**
 * @param {CoreApp} app
 * @param {string} id
 * @param {string} state
 */
function finish(app, id, state) {
  app
    .db()
    .newQuery(`UPDATE ${NAME} SET state = {:state}, done = {:now}, updated = {:now} WHERE id = {:id}`)
    .bind({ state, now: stamp(0), id })
    .execute();
}

/**
 * Takes the row for this run: one more try, the next one after its backoff. Only one runner's UPDATE matches.
 * @param {CoreApp} app
 * @param {string} id
 * @param {number} attempts the tries made before this one
 */
function claim(app, id, attempts) {
  const wait = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length - 1)] * 60 * 1000;
  const now = stamp(0);
  return (
    app
      .db()
      .newQuery(
        `UPDATE ${NAME} SET attempts = attempts + 1, next_try = {:later}, updated = {:now}
      WHERE id = {:id} AND state = 'WAITING' AND attempts = {:attempts} AND next_try <= {:now}`,
      )
      .bind({ id, attempts, later: stamp(wait), now })
      .execute()
      .rowsAffected() === 1
  );
}

/**
 * The job: sends the due e-mails, oldest decision first, and deletes the rows done with long ago.
 * @param {CoreApp} app
 */
function sendDue(app) {
  const { send } = require(`${__hooks}/lib/moderation/decision-mails.js`);
  const due = arrayOf(
    new DynamicModel({ id: "", item_collection: "", item: "", status: "", outcome: "", attempts: 0 }),
  );
  app
    .db()
    .newQuery(
      `SELECT id, item_collection, item, status, outcome, attempts FROM ${NAME}
      WHERE state = 'WAITING' AND next_try <= {:now} ORDER BY created, rowid LIMIT ${BATCH}`,
    )
    .bind({ now: stamp(0) })
    .all(due);
  for (const row of due) {
    if (!claim(app, row.id, row.attempts)) continue;
    try {
      const sent = send(app, {
        collection: row.item_collection,
        id: row.item,
        status: row.status,
        outcome: row.outcome,
      });
      finish(app, row.id, sent ? "SENT" : "SKIPPED");
    } catch (err) {
      const last = row.attempts + 1 >= BACKOFF_MINUTES.length;
      app
        .logger()
        .error(
          last ? "Decision e-mail not sent, given up" : "Decision e-mail not sent, will try again",
          "collection",
          row.item_collection,
          "id",
          row.item,
          "attempt",
          row.attempts + 1,
          "error",
          String(err),
        );
      if (last) finish(app, row.id, "FAILED");
    }
  }
  app
    .db()
    .newQuery(`DELETE FROM ${NAME} WHERE state != 'WAITING' AND done < {:before}`)
    .bind({ before: stamp(-KEEP_DAYS * 24 * 3600 * 1000) })
    .execute();
}

module.exports = { queueDecision, onStatusUpdate, sendDue };
