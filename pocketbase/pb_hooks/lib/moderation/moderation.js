// Moderation decisions and their audit log.
//
// Two ways change a status, and each writes exactly one log row per change, in the same transaction:
// - `POST /api/rayek/moderation/decisions` (the moderation page): the allowed transitions below, an optional
//   reason, and for a report an optional take-down of the reported content. It saves with `txApp.save()`,
//   which fires model hooks only, so the request hook below never sees it (no double log).
// - A plain status PATCH by a moderator or a superuser (rules allow any status; the dashboard is such a PATCH):
//   `logUpdateRequest` wraps the save in a transaction and logs the change, reason empty.
// The read models follow by SQLite triggers inside the same transaction (see docs/api.md).

const { RATINGS } = require(`${__hooks}/lib/records/constants.js`);
/**
 * @type {{
 *   QUEUE_KINDS: readonly string[],
 *   TRANSITIONS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>,
 *   TAKE_DOWN: Readonly<Record<string, readonly string[]>>,
 * }}
 */
const { QUEUE_KINDS: MODERATED, TRANSITIONS, TAKE_DOWN } = require(`${__hooks}/../../contract/statuses.js`);
/** @type {{ REPORTED_COLLECTIONS: Readonly<Record<string, string>> }} */
const { REPORTED_COLLECTIONS: REPORTED } = require(`${__hooks}/../../contract/collections.js`);
const { LIMITS, rawTextTooLong } = require(`${__hooks}/../../contract/limits.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { RECORD_ID_PATTERN } = require(`${__hooks}/../../contract/record-id.js`);
const { refuse } = require(`${__hooks}/lib/moderation/moderation-errors.js`);
const { requireModerator, notFound, noStore, isModerator } = require(`${__hooks}/lib/http/guards.js`);
const { normaliseParagraphs } = require(`${__hooks}/../../contract/text.js`);
const professors = require(`${__hooks}/lib/professors/professor-decisions.js`);
const { ownProfile } = require(`${__hooks}/lib/moderation/own-profile.js`);

const REASON_MAX = LIMITS.moderationReason.max;

/**
 * @typedef {object} LogEntry one status change, as moderation_log keeps it
 * @property {string} [moderator] the moderator's id, "" or absent for a superuser
 * @property {string} collection
 * @property {string} id
 * @property {string} from
 * @property {string} to
 * @property {string} [reason]
 */

/**
 * @param {CoreApp} app
 * @param {LogEntry} entry
 */
function writeLog(app, entry) {
  const record = new Record(app.findCollectionByNameOrId("moderation_log"));
  record.set("moderator", entry.moderator || "");
  record.set("target_collection", entry.collection);
  record.set("target_id", entry.id);
  record.set("from_status", entry.from);
  record.set("to_status", entry.to);
  record.set("reason", entry.reason || "");
  app.save(record);
}

/**
 * The status as stored now, read through the transaction (not the record loaded before it).
 * @param {CoreApp} app
 * @param {string} name
 * @param {string} id
 * @returns {string}
 */
function storedStatus(app, name, id) {
  const rows = arrayOf(new DynamicModel({ status: "" }));
  app.db().newQuery(`SELECT status FROM ${name} WHERE id = {:id} LIMIT 1`).bind({ id }).all(rows);
  return rows.length > 0 ? rows[0].status : "";
}

/**
 * An instructor rating may go public only once its instructor is: a published rating of a pending suggestion
 * would show a name no moderator has approved (on the rating, in the author's contributions, in take-downs).
 * Read through the transaction, so an instructor archived concurrently is seen.
 * @param {core.RequestEvent} e
 * @param {CoreApp} app
 * @param {string} name
 * @param {core.Record} record
 * @param {string} from
 * @param {string} to
 */
function refuseUnpublishedInstructor(e, app, name, record, from, to) {
  if (name !== "instructor_ratings" || to !== "ACTIVE" || from === "ACTIVE") return;
  if (storedStatus(app, "instructors", record.getString("instructor")) !== "ACTIVE") {
    refuse(e, { status: CODES.INSTRUCTOR_NOT_PUBLISHED });
  }
}

/**
 * A moderator decides nothing about a profile they hold or claim (lib/moderation/own-profile.js), however they ask: read
 * through the transaction, before anything is written.
 * @param {core.RequestEvent} e
 * @param {CoreApp} app
 * @param {string} moderator
 * @param {core.Record} record as stored
 */
function refuseOwnProfile(e, app, moderator, record) {
  if (ownProfile(app, moderator).about(record)) refuse(e, { status: CODES.OWN_PROFILE });
}

/**
 * Request hook for PATCHes: log a status change by a moderator or a superuser, atomically with the save.
 * @param {core.RecordRequestEvent} e
 */
function logUpdateRequest(e) {
  const superuser = e.hasSuperuserAuth();
  const moderator = !superuser && isModerator(e.auth) ? e.auth.id : "";
  if (!superuser && !moderator) return e.next();

  const name = e.collection.name;
  const id = e.record.id;
  const original = e.app;
  let from = "";
  try {
    original.runInTransaction((txApp) => {
      e.app = txApp;
      from = storedStatus(txApp, name, id);
      if (moderator) refuseOwnProfile(e, txApp, moderator, e.record.original());
      refuseUnpublishedInstructor(e, txApp, name, e.record, from, e.record.getString("status"));
      e.next();
      const to = e.record.getString("status");
      if (from !== "" && to !== from) writeLog(txApp, { moderator, collection: name, id, from, to, reason: "" });
    });
  } finally {
    // Left pointing at the committed transaction, after-success hooks and realtime events fail silently.
    e.app = original;
  }
  professors.afterDecision(original, name, id, from, e.record.getString("status"));
}

/**
 * A body field that must be a string when present: its trimmed text, "" when absent, null when not a string.
 * @param {Record<string, unknown>} body
 * @param {string} key
 * @returns {string | null}
 */
function text(body, key) {
  const value = body[key];
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value.trim() : null;
}

/** @type {string[]} */
const TAKE_DOWN_ANY = Object.keys(TAKE_DOWN).reduce((all, k) => all.concat(TAKE_DOWN[k]), []);

/**
 * POST /api/rayek/moderation/decisions {collection, id, status, reason?, takeDown?}
 * @param {core.RequestEvent} e
 */
function decide(e) {
  noStore(e);
  const moderator = requireModerator(e);
  const raw = e.requestInfo().body;
  const body = raw && typeof raw === "object" ? raw : {};
  const name = text(body, "collection");
  const id = text(body, "id");
  const to = text(body, "status");
  // The reason reaches the author (My contributions): cleaned like every free text (contract/text.js).
  const typedReason = text(body, "reason");
  if (typedReason !== null && rawTextTooLong(typedReason, REASON_MAX)) refuse(e, { reason: CODES.MAX_TEXT });
  const reason = typedReason === null ? null : normaliseParagraphs(typedReason);
  const takeDown = text(body, "takeDown");

  // Every field is checked before the transaction opens; only the record's own state is read inside it.
  if (MODERATED.indexOf(name) === -1) refuse(e, { collection: CODES.INVALID_VALUE });
  if (id === null || !RECORD_ID_PATTERN.test(id)) refuse(e, { id: CODES.INVALID_VALUE });
  const everAllowed = Object.keys(TRANSITIONS[name]).some((s) => TRANSITIONS[name][s].indexOf(to) !== -1);
  if (!everAllowed) refuse(e, { status: CODES.INVALID_VALUE });
  if (reason === null) refuse(e, { reason: CODES.INVALID_VALUE });
  if ([...reason].length > REASON_MAX) refuse(e, { reason: CODES.MAX_TEXT });
  if (takeDown === null || (takeDown && name !== "reports")) refuse(e, { takeDown: CODES.INVALID_VALUE });
  if (takeDown && TAKE_DOWN_ANY.indexOf(takeDown) === -1) refuse(e, { takeDown: CODES.TAKE_DOWN_NOT_ALLOWED });
  const revision = professors.revisionOf(e, name, body);

  /** @type {{ collection: string, id: string, status: string, from: string, takenDown: object | null }} */
  const result = { collection: name, id, status: to, from: "", takenDown: null };
  e.app.runInTransaction((txApp) => {
    let record;
    try {
      record = txApp.findRecordById(name, id);
    } catch (_) {
      notFound(e);
    }
    const from = record.getString("status");
    const allowed = TRANSITIONS[name][from];
    if (!allowed || allowed.indexOf(to) === -1) refuse(e, { status: CODES.ALREADY_DECIDED });
    refuseOwnProfile(e, txApp, moderator.id, record);
    refuseUnpublishedInstructor(e, txApp, name, record, from, to);
    professors.beforeDecision(e, txApp, record, to, reason, revision);

    // The take-down is checked before anything is written, so a refusal leaves the report untouched too.
    let content = null;
    if (takeDown) {
      const contentName = REPORTED[record.getString("reported_collection")];
      if (TAKE_DOWN[contentName].indexOf(takeDown) === -1) refuse(e, { takeDown: CODES.TAKE_DOWN_NOT_ALLOWED });
      try {
        content = txApp.findRecordById(contentName, record.getString("reported_id"));
      } catch (_) {
        refuse(e, { takeDown: CODES.REPORTED_CONTENT_MISSING });
      }
    }

    record.set("status", to);
    txApp.save(record);
    writeLog(txApp, { moderator: moderator.id, collection: name, id, from, to, reason });
    result.from = from;

    if (content) {
      const contentName = content.collection().name;
      const contentFrom = content.getString("status");
      // Already down with that status (another report of the same content): nothing to change or log.
      if (contentFrom !== takeDown) {
        content.set("status", takeDown);
        txApp.save(content);
        writeLog(txApp, {
          moderator: moderator.id,
          collection: contentName,
          id: content.id,
          from: contentFrom,
          to: takeDown,
          reason,
        });
      }
      result.takenDown = { collection: contentName, id: content.id, from: contentFrom, status: takeDown };
    }
  });
  professors.afterDecision(e.app, name, id, result.from, to);
  // The author's e-mail was queued by the save itself, in this transaction (lib/moderation/decision-mail-queue.js).
  return e.json(200, result);
}

module.exports = { MODERATED, TRANSITIONS, TAKE_DOWN, RATINGS, logUpdateRequest, decide, writeLog };
