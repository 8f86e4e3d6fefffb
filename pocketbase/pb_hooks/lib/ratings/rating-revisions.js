// An author's edits of their ratings, each a revision that waits apart (`rating_revisions`, migration 1796701500)
// until a moderator decides it through the ordinary decisions route (its own queue, contract/statuses.js):
// - approved (ACTIVE): its answers replace the rating's, inside the decision's transaction (the model hook
//   below), so the read-model triggers move every statistic in that same transaction. A published rating is
//   marked `edited`; one not published (waiting, refused, taken down) is published with the approved answers,
//   an instructor's only once the instructor is.
// - refused (SUSPENDED): the rating stays as it was; the revision stays for its author to read the reason.
// A rating is never changed by its author directly: the text a moderator approved is the only text the public
// reads, and a revision, once written, never changes (a newer edit is a new revision), so a moderator's decision
// is about exactly the text they read.

/** @type {{ EDITABLE_ANSWERS: Readonly<Record<string, readonly string[]>> }} */
const { EDITABLE_ANSWERS } = require(`${__hooks}/../../contract/ratings.js`);
/** @type {{ INITIAL_STATUS: Readonly<Record<string, string>> }} */
const { INITIAL_STATUS } = require(`${__hooks}/../../contract/statuses.js`);

const NAME = "rating_revisions";
const WAITING = INITIAL_STATUS.rating_revisions;

/**
 * @param {CoreApp} app
 * @param {string} id
 * @returns {core.Record | null}
 */
function find(app, id) {
  const found = app.findRecordsByIds(NAME, [id]);
  return found.length > 0 ? found[0] : null;
}

/**
 * A record's public fields as plain data.
 * @param {core.Record} record
 * @returns {Record<string, any>}
 */
function plain(record) {
  return JSON.parse(JSON.stringify(record.publicExport()));
}

/**
 * Only the editable answers of plain rating data.
 * @param {string} name
 * @param {Record<string, any>} data
 */
function pick(name, data) {
  /** @type {Record<string, any>} */
  const out = {};
  for (const field of EDITABLE_ANSWERS[name]) out[field] = data[field];
  return out;
}

/**
 * The rating with `answers` over its own, cleaned and checked by the create hook's rules (lib/contributions/contributions.js)
 * and the schema's (PocketBase's validation, which refuses with its field codes); the cleaned answers.
 * @param {core.RequestEvent} e
 * @param {CoreApp} txApp
 * @param {core.Record} rating
 * @param {Record<string, any>} answers
 * @param {core.Record} caller
 */
function checkedAnswers(e, txApp, rating, answers, caller) {
  const contributions = require(`${__hooks}/lib/contributions/contributions.js`);
  const name = rating.collection().name;
  const draft = rating.clone();
  for (const field of Object.keys(answers)) draft.set(field, answers[field]);
  contributions.boundTexts(e, draft, name);
  contributions.clean(draft, name);
  contributions.check(e, name, draft, caller);
  txApp.validate(draft);
  return pick(name, plain(draft));
}

/**
 * Writes the revision; a waiting one of the same rating is replaced (the newer edit is the one to decide).
 * @param {CoreApp} txApp
 * @param {core.Record} rating
 * @param {string} id the client's id of the edit
 * @param {string} user
 * @param {Record<string, any>} answers
 */
function file(txApp, rating, id, user, answers) {
  const name = rating.collection().name;
  for (const old of txApp.findAllRecords(
    NAME,
    $dbx.hashExp({ rating_collection: name, rating: rating.id, status: WAITING }),
  )) {
    txApp.delete(old);
  }
  const revision = new Record(txApp.findCollectionByNameOrId(NAME));
  revision.set("id", id);
  revision.set("rating_collection", name);
  revision.set("rating", rating.id);
  revision.set("user", user);
  revision.set("status", WAITING);
  revision.set("answers", answers);
  txApp.save(revision);
  return revision;
}

/**
 * The edit route's answer: which rating, and the revision's state.
 * @param {CoreApp} app
 * @param {core.Record} revision
 */
function summary(app, revision) {
  const name = revision.getString("rating_collection");
  const found = app.findRecordsByIds(name, [revision.getString("rating")]);
  return {
    collection: name,
    id: revision.getString("rating"),
    status: found.length > 0 ? found[0].getString("status") : "",
    revision: { id: revision.id, status: revision.getString("status"), created: revision.getString("created") },
  };
}

/**
 * rating id → its latest revision, as its author reads it: id, status, date, answers and the moderator's reason
 * for a refusal ("" when none).
 * @param {CoreApp} app
 * @param {string} name a rating collection
 * @param {string[]} ratingIds
 * @returns {Record<string, { id: string, status: string, created: string, answers: Record<string, any>, reason: string }>}
 */
function latestOf(app, name, ratingIds) {
  /** @type {Record<string, any>} */
  const out = {};
  if (ratingIds.length === 0) return out;
  /** @type {Record<string, string>} */
  const params = { name };
  const names = ratingIds.map((id, i) => {
    params[`id${i}`] = id;
    return `{:id${i}}`;
  });
  const rows = arrayOf(new DynamicModel({ id: "", rating: "", status: "", created: "", answers: "" }));
  app
    .db()
    .newQuery(
      `SELECT id, rating, status, created, CAST(answers AS TEXT) AS answers FROM ${NAME}
      WHERE rating_collection = {:name} AND rating IN (${names.join(", ")}) ORDER BY created, id`,
    )
    .bind(params)
    .all(rows);
  for (const row of rows) {
    out[row.rating] = {
      id: row.id,
      status: row.status,
      created: row.created,
      answers: JSON.parse(row.answers || "{}"),
      reason: "",
    };
  }
  const latest = Object.keys(out).map((k) => out[k]);
  if (latest.length === 0) return out;
  /** @type {Record<string, string>} */
  const logParams = {};
  const logNames = latest.map((r, i) => {
    logParams[`id${i}`] = r.id;
    return `{:id${i}}`;
  });
  const log = arrayOf(new DynamicModel({ target_id: "", to_status: "", reason: "" }));
  app
    .db()
    .newQuery(
      `SELECT target_id, to_status, reason FROM moderation_log
      WHERE target_collection = '${NAME}' AND target_id IN (${logNames.join(", ")}) ORDER BY created, rowid`,
    )
    .bind(logParams)
    .all(log);
  /** @type {Record<string, any>} */
  const byId = {};
  for (const r of latest) byId[r.id] = r;
  for (const row of log) if (byId[row.target_id].status === row.to_status) byId[row.target_id].reason = row.reason;
  return out;
}

/**
 * Every edit of `user`'s, whatever its status, oldest first, for the account's data download
 * (lib/accounts/account-export.js): which rating it changes, the answers sent and the moderator's reason for its status
 * ("" when none). A waiting edit replaced by a newer one is gone (deleted when replaced), as is every edit of a
 * withdrawn rating.
 * @param {CoreApp} app
 * @param {string} user
 */
function ofUser(app, user) {
  const rows = arrayOf(
    new DynamicModel({
      id: "",
      rating_collection: "",
      rating: "",
      status: "",
      created: "",
      updated: "",
      answers: "",
      reason: "",
    }),
  );
  // The reason of the latest log row that set the revision's current status (as My contributions reads it).
  app
    .db()
    .newQuery(
      `SELECT r.id, r.rating_collection, r.rating, r.status, r.created, r.updated,
      CAST(r.answers AS TEXT) AS answers,
      COALESCE((SELECT l.reason FROM moderation_log l WHERE l.target_collection = '${NAME}' AND l.target_id = r.id
        AND l.to_status = r.status ORDER BY l.created DESC, l.rowid DESC LIMIT 1), '') AS reason
      FROM ${NAME} r WHERE r.user = {:user} ORDER BY r.created, r.id`,
    )
    .bind({ user })
    .all(rows);
  return rows.map((/** @type {any} */ row) => ({
    id: row.id,
    status: row.status,
    created: row.created,
    updated: row.updated,
    rating: { collection: row.rating_collection, id: row.rating },
    answers: JSON.parse(row.answers || "{}"),
    reason: row.reason,
  }));
}

/**
 * The moderation queue's items (lib/moderation/moderation-queue.js): each revision as the rating would read once approved
 * (the rating's fields with the revision's answers over them, its target), with the answers published now
 * (`published`, null when the rating is not public) for comparison. No author: `user` is not in them.
 * @param {CoreApp} app
 * @param {core.Record[]} records
 */
function queueItems(app, records) {
  const { withTargets } = require(`${__hooks}/lib/moderation/moderation-queue.js`);
  return records.map((revision) => {
    const name = revision.getString("rating_collection");
    const found = app.findRecordsByIds(name, [revision.getString("rating")]);
    const rating = found.length > 0 ? withTargets(app, name, found)[0] : null;
    const own = plain(revision);
    delete own.user;
    // A JSON field exports as its raw bytes: read as text and parsed.
    const answers = JSON.parse(revision.getString("answers") || "{}");
    /** @type {Record<string, any>} */
    const item = Object.assign({}, rating || {}, answers, {
      id: revision.id,
      status: own.status,
      created: own.created,
      updated: own.updated,
      rating_collection: name,
      rating: revision.getString("rating"),
      rating_status: rating ? rating.status : "",
      published: rating && rating.status === "ACTIVE" ? pick(name, rating) : null,
    });
    delete item.collectionId;
    delete item.collectionName;
    return item;
  });
}

/**
 * The status of a revision as stored now, read through the transaction.
 * @param {CoreApp} app
 * @param {string} id
 */
function storedStatus(app, id) {
  const rows = arrayOf(new DynamicModel({ status: "" }));
  app.db().newQuery(`SELECT status FROM ${NAME} WHERE id = {:id}`).bind({ id }).all(rows);
  return rows.length > 0 ? rows[0].status : "";
}

/**
 * Copies an approved revision's answers onto its rating (see the top of this file): "edited" (it was public),
 * "published" (this published it) or "waiting" (still not public: its instructor is not).
 * @param {CoreApp} txApp
 * @param {core.Record} revision
 * @returns {"edited" | "published" | "waiting"}
 */
function apply(txApp, revision) {
  const name = revision.getString("rating_collection");
  const rating = txApp.findRecordById(name, revision.getString("rating"));
  const answers = JSON.parse(revision.getString("answers") || "{}");
  for (const field of EDITABLE_ANSWERS[name]) if (field in answers) rating.set(field, answers[field]);
  /** @type {"edited" | "published" | "waiting"} */
  let outcome = "waiting";
  if (rating.getString("status") === "ACTIVE") {
    rating.set("edited", new DateTime());
    outcome = "edited";
  } else if (name !== "instructor_ratings" || instructorPublished(txApp, rating.getString("instructor"))) {
    rating.set("status", "ACTIVE");
    outcome = "published";
  }
  txApp.save(rating);
  return outcome;
}

/**
 * @param {CoreApp} txApp
 * @param {string} id
 */
function instructorPublished(txApp, id) {
  const rows = arrayOf(new DynamicModel({ status: "" }));
  txApp.db().newQuery("SELECT status FROM instructors WHERE id = {:id}").bind({ id }).all(rows);
  return rows.length > 0 && rows[0].status === "ACTIVE";
}

/**
 * onRecordUpdate("rating_revisions"): whoever approves (the decisions route, a moderator's or a superuser's
 * PATCH), the answers move in the approval's own transaction, and the author's e-mail is queued in it
 * (lib/moderation/decision-mail-queue.js): the edit's refusal, or its approval when the rating was public; the rating's own
 * publication when the edit published it (one e-mail, queued by the rating's save); nothing while the rating
 * still cannot be public (its own publication is told when it comes).
 * @param {core.RecordEvent} e
 */
function onRevisionUpdate(e) {
  const { inTransaction } = require(`${__hooks}/lib/votes/vote-counts.js`);
  const { queueDecision } = require(`${__hooks}/lib/moderation/decision-mail-queue.js`);
  inTransaction(e, (txApp) => {
    const before = storedStatus(txApp, e.record.id);
    e.next();
    const after = e.record.getString("status");
    const approved = before === WAITING && after === "ACTIVE" ? apply(txApp, e.record) : "";
    if (approved === "" || approved === "edited") queueDecision(txApp, NAME, e.record.id, before, after);
  });
}

/**
 * onRecordDelete(rating collections): a rating's revisions go with it, in its transaction, however it goes
 * (withdrawn, a withdrawn suggestion's cascade, the account, a superuser).
 * @param {core.RecordEvent} e
 */
function onRatingDelete(e) {
  const { inTransaction } = require(`${__hooks}/lib/votes/vote-counts.js`);
  inTransaction(e, (txApp) => {
    e.next();
    txApp
      .db()
      .newQuery(`DELETE FROM ${NAME} WHERE rating_collection = {:name} AND rating = {:id}`)
      .bind({ name: e.record.collection().name, id: e.record.id })
      .execute();
  });
}

module.exports = {
  find,
  checkedAnswers,
  file,
  summary,
  latestOf,
  ofUser,
  queueItems,
  onRevisionUpdate,
  onRatingDelete,
  NAME,
};
