// Professors' replies to the ratings of their profile (docs/professors.md "Replies"):
// POST /api/rayek/ratings/instructor_ratings/{id}/reply {body} creates the caller's reply or replaces its body.
// The body is the state wanted, so sending it again changes nothing (an outbox resend after a lost answer);
// a new body goes back to the moderators (PENDING_APPROVAL) with the next `revision`, and says `edited` once
// the reply had been published. Every answer is about one person: `no-store`, refusals included.

const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { LIMITS, rawTextTooLong } = require(`${__hooks}/../../contract/limits.js`);
/** @type {{ INITIAL_STATUS: Readonly<Record<string, string>> }} */
const { INITIAL_STATUS } = require(`${__hooks}/../../contract/statuses.js`);
const { normaliseParagraphs, hasLetterOrDigit } = require(`${__hooks}/../../contract/text.js`);
const { refuse, forbid, VERIFY_FIRST } = require(`${__hooks}/lib/professors/professor-errors.js`);
const { requireVerifiedUser, notFound, noStore } = require(`${__hooks}/lib/http/guards.js`);
const { holdsProfile } = require(`${__hooks}/lib/professors/claims.js`);

const { RECORD_ID_PATTERN: ID } = require(`${__hooks}/../../contract/record-id.js`);
const WAITING = INITIAL_STATUS.rating_replies;

/**
 * The reply's text from the body, which must be exactly `{ "body": "…" }`, cleaned like a review.
 * @param {core.RequestEvent} e
 * @returns {string}
 */
function bodyText(e) {
  /** @type {Record<string, any>} */
  let body;
  try {
    body = e.requestInfo().body;
  } catch (_) {
    return refuse(e, { body: CODES.INVALID_VALUE });
  }
  for (const key of Object.keys(body)) if (key !== "body") refuse(e, { [key]: CODES.INVALID_VALUE });
  if (body.body !== undefined && body.body !== null && typeof body.body !== "string")
    refuse(e, { body: CODES.INVALID_VALUE });
  if (typeof body.body === "string" && rawTextTooLong(body.body, LIMITS.reply.max)) refuse(e, { body: CODES.MAX_TEXT });
  const text = normaliseParagraphs(body.body || "");
  // Counted as PocketBase counts a text field: in characters.
  const length = [...text].length;
  if (length === 0) refuse(e, { body: CODES.REQUIRED });
  if (!hasLetterOrDigit(text)) refuse(e, { body: CODES.NO_LETTERS });
  if (length < LIMITS.reply.min) refuse(e, { body: CODES.MIN_TEXT });
  if (length > LIMITS.reply.max) refuse(e, { body: CODES.MAX_TEXT });
  return text;
}

/**
 * The instructor of a public rating (ACTIVE, of an ACTIVE instructor), or null.
 * @param {CoreApp} txApp
 * @param {string} id
 */
function publicRatingInstructor(txApp, id) {
  const rows = arrayOf(new DynamicModel({ instructor: "" }));
  txApp
    .db()
    .newQuery(
      `SELECT r.instructor FROM instructor_ratings r JOIN instructors i ON i.id = r.instructor
               WHERE r.id = {:id} AND r.status = 'ACTIVE' AND i.status = 'ACTIVE'`,
    )
    .bind({ id })
    .all(rows);
  return rows.length > 0 ? rows[0].instructor : null;
}

/**
 * Was the reply ever published? The moderation log keeps every change to ACTIVE.
 * @param {CoreApp} txApp
 * @param {string} id
 */
function everPublished(txApp, id) {
  const row = new DynamicModel({ n: 0 });
  txApp
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM moderation_log WHERE target_id = {:id} AND to_status = 'ACTIVE'")
    .bind({ id })
    .one(row);
  return row.n > 0;
}

/** @param {core.Record} reply */
function answerOf(reply) {
  return {
    id: reply.id,
    rating: reply.getString("rating"),
    instructor: reply.getString("instructor"),
    body: reply.getString("body"),
    status: reply.getString("status"),
    edited: reply.getBool("edited"),
    revision: reply.getInt("revision"),
  };
}

/** @param {core.RequestEvent} e */
function reply(e) {
  noStore(e);
  const auth = requireVerifiedUser(e, VERIFY_FIRST);
  const id = e.request.pathValue("id");
  if (!ID.test(id)) notFound(e);
  const text = bodyText(e);

  /** @type {Record<string, any>} */
  let answer = {};
  e.app.runInTransaction((txApp) => {
    const instructor = publicRatingInstructor(txApp, id);
    if (instructor === null) notFound(e);
    if (!holdsProfile(txApp, auth.id, instructor)) forbid(e, { rating: CODES.NOT_PROFILE_OWNER });
    const found = txApp.findRecordsByFilter("rating_replies", "rating = {:id}", "", 1, 0, { id });
    let record = found.length > 0 ? found[0] : null;
    // Another account's reply: a former professor of the profile whose claim is gone keeps none (lib/professors/claims.js),
    // so this is only ever a leftover a superuser made; it is not the caller's to replace.
    if (record && record.getString("user") !== auth.id) forbid(e, { rating: CODES.NOT_PROFILE_OWNER });
    if (!record) {
      record = new Record(txApp.findCollectionByNameOrId("rating_replies"));
      record.set("rating", id);
      record.set("user", auth.id);
      record.set("body", text);
      record.set("status", WAITING);
      record.set("edited", false);
      record.set("revision", 1);
      txApp.save(record);
    } else if (record.getString("body") !== text) {
      if (!record.getBool("edited") && everPublished(txApp, record.id)) record.set("edited", true);
      record.set("body", text);
      record.set("status", WAITING);
      record.set("revision", record.getInt("revision") + 1);
      txApp.save(record);
    }
    answer = answerOf(record);
  });
  return e.json(200, answer);
}

/**
 * Model hook of every reply save: `instructor` is the rating's, `revision` starts at 1.
 * @param {core.RecordEvent} e
 */
function onReplySave(e) {
  const rows = arrayOf(new DynamicModel({ instructor: "" }));
  e.app
    .db()
    .newQuery("SELECT instructor FROM instructor_ratings WHERE id = {:id}")
    .bind({ id: e.record.getString("rating") })
    .all(rows);
  if (rows.length > 0) e.record.set("instructor", rows[0].instructor);
  if (e.record.getInt("revision") < 1) e.record.set("revision", 1);
  e.next();
}

module.exports = { reply, onReplySave };
