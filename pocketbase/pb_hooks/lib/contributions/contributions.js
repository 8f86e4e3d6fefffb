// Server guarantees for everything users write: ratings, instructor suggestions and reports.
// The API rules decide who may act; these request hooks decide what is written: the author is always the
// caller, the status always the initial one, texts are trimmed, cross-field rules hold, and a second rating
// of the same target gets its own error code. Superusers (imports, demo data, benchmark) write as they wish.

const { RATINGS, TEXTS, TRIMMED } = require(`${__hooks}/lib/records/constants.js`);
/** @type {{ INITIAL_STATUS: Readonly<Record<string, string>> }} */
const { INITIAL_STATUS } = require(`${__hooks}/../../contract/statuses.js`);
/** @type {{ REPORTED_COLLECTIONS: Readonly<Record<string, string>> }} */
const { REPORTED_COLLECTIONS: REPORTED } = require(`${__hooks}/../../contract/collections.js`);
const { GRADE_RECEIVED } = require(`${__hooks}/../../contract/ratings.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { refuse } = require(`${__hooks}/lib/http/refusals.js`);
const { isUser, isModerator } = require(`${__hooks}/lib/http/guards.js`);
const { normaliseLine, normaliseParagraphs, hasLetterOrDigit, textLength } = require(
  `${__hooks}/../../contract/text.js`,
);
const { foldForMatching } = require(`${__hooks}/../../contract/matching.js`);
const { WEB_ADDRESS_MAX, isWebAddress } = require(`${__hooks}/../../contract/web-address.js`);
const { LIMITS, rawTextTooLong } = require(`${__hooks}/../../contract/limits.js`);
/** @type {{ REPORT_REASONS: readonly string[], reportCommentRequired: (reason: string) => boolean }} */
const { REPORT_REASONS, reportCommentRequired } = require(`${__hooks}/../../contract/report-reasons.js`);
const claims = require(`${__hooks}/lib/professors/claims.js`);

/**
 * The most characters a field holds: its schema's max (equal to the contract's LIMITS, schemas-agree.test.ts);
 * the web address has its own, and an e-mail field none (PocketBase checks its form).
 * @param {core.Record} record
 * @param {string} field
 */
function fieldMax(record, field) {
  if (field === "directory_listing") return WEB_ADDRESS_MAX;
  const schema = /** @type {any} */ (record.collection().fields.getByName(field));
  return schema && schema.max > 0 ? Number(schema.max) : 0;
}

/**
 * Bound first, then work: a text far longer than its field's maximum is refused as too long before anything
 * cleans, folds or matches it (contract/limits.js), whoever sends it.
 * @param {core.RequestEvent} e
 * @param {core.Record} record
 * @param {string} name its collection
 */
function boundTexts(e, record, name) {
  /** @type {Record<string, import("../http/refusals.js").RefusalCode>} */
  const refused = {};
  for (const field of Object.keys(TEXTS[name] || {}).concat(TRIMMED[name] || [])) {
    const max = fieldMax(record, field);
    if (max > 0 && rawTextTooLong(record.getString(field), max)) refused[field] = CODES.MAX_TEXT;
  }
  if (Object.keys(refused).length > 0) refuse(e, refused);
}

/**
 * Texts as the forms send them (contract/text.js), whoever wrote the request; the course's rule key with it.
 * @param {core.Record} record
 * @param {string} name its collection
 */
function clean(record, name) {
  const texts = TEXTS[name] || {};
  for (const field in texts) {
    const value = record.getString(field);
    const cleaned = texts[field] === "paragraphs" ? normaliseParagraphs(value) : normaliseLine(value);
    if (cleaned !== value) record.set(field, cleaned);
  }
  for (const field of TRIMMED[name] || []) {
    const value = record.getString(field);
    if (value !== value.trim()) record.set(field, value.trim());
  }
  if (name === "instructor_ratings") record.set("course_key", foldForMatching(record.getString("course")));
}

/**
 * A text of only symbols is no text: each cleaned, non-empty free text needs a letter or a digit.
 * @param {core.RequestEvent} e
 * @param {string} name
 * @param {core.Record} record
 */
function checkTexts(e, name, record) {
  /** @type {Record<string, import("../http/refusals.js").RefusalCode>} */
  const refused = {};
  for (const field in TEXTS[name] || {}) {
    const value = record.getString(field);
    if (value !== "" && !hasLetterOrDigit(value)) refused[field] = CODES.NO_LETTERS;
  }
  if (Object.keys(refused).length > 0) refuse(e, refused);
}

/**
 * @param {CoreApp} app
 * @param {string} name
 * @param {string} id
 */
function idTaken(app, name, id) {
  return id !== "" && app.countRecords(name, $dbx.hashExp({ id })) > 0;
}

/**
 * Does the author already have a rating of this target (and course)?
 * @param {CoreApp} app
 * @param {string} name
 * @param {core.Record} record
 */
function alreadyRated(app, name, record) {
  const spec = RATINGS[name];
  const user = record.getString("user");
  const target = record.getString(spec.target);
  if (!user || !target) return false;
  const expressions = [$dbx.hashExp({ user: user, [spec.target]: target })];
  if (name === "instructor_ratings") expressions.push($dbx.hashExp({ course_key: record.getString("course_key") }));
  return app.countRecords(name, ...expressions) > 0;
}

/** @param {string} name */
function alreadyRatedField(name) {
  return name === "instructor_ratings" ? "course" : RATINGS[name].target;
}

/**
 * Cross-field and cross-record checks that field options cannot express.
 * @param {core.RequestEvent} e
 * @param {string} name
 * @param {core.Record} record
 * @param {core.Record | null} caller the verified user writing, null for a superuser
 */
function check(e, name, record, caller) {
  checkTexts(e, name, record);

  if (name === "instructors") {
    const address = record.getString("directory_listing");
    if ([...address].length > WEB_ADDRESS_MAX) refuse(e, { directory_listing: CODES.MAX_TEXT });
    if (address !== "" && !isWebAddress(address)) refuse(e, { directory_listing: CODES.INVALID_URL });
  }

  if (name === "instructor_ratings") {
    const received = record.getString("grade_status") === GRADE_RECEIVED;
    const grade = record.getString("grade");
    if (received && grade === "") refuse(e, { grade: CODES.GRADE_REQUIRED });
    if (!received && grade !== "") refuse(e, { grade: CODES.GRADE_NOT_ALLOWED });

    // Only published instructors can be rated, plus the caller's own pending suggestion (so a student
    // can suggest an instructor and rate them in one go, offline). An unknown id gets the same answer as
    // someone else's pending suggestion: a different one would tell that a pending suggestion exists.
    const instructorId = record.getString("instructor");
    if (caller && instructorId) {
      const rows = arrayOf(new DynamicModel({ status: "", user: "" }));
      e.app
        .db()
        .newQuery("SELECT status, user FROM instructors WHERE id = {:id} LIMIT 1")
        .bind({ id: instructorId })
        .all(rows);
      const published = rows.length > 0 && rows[0].status === "ACTIVE";
      const own = rows.length > 0 && rows[0].status === "PENDING_APPROVAL" && rows[0].user === caller.id;
      if (!published && !own) refuse(e, { instructor: CODES.INSTRUCTOR_UNAVAILABLE });
      // Only the professor of the profile is ever told this (docs/professors.md "Professors' own limits").
      if (claims.holdsProfile(e.app, caller.id, instructorId)) refuse(e, { instructor: CODES.OWN_PROFILE });
    }
  }

  if (name === "instructor_claims" && caller) {
    const refused = claims.checkClaim(e.app, record);
    if (refused) refuse(e, /** @type {any} */ (refused));
  }

  if (name === "reports") {
    // Every wrong field of a report in one answer (the reason, the comment, what it names), as the form shows
    // them on submit: the reporter fixes them all at once.
    const refused = reportRefusals(record);
    const target = REPORTED[record.getString("reported_collection")];
    const reportedId = record.getString("reported_id");
    if (target && reportedId) {
      const found = e.app.findRecordsByFilter(target, "id = {:id}", "", 1, 0, { id: reportedId });
      // A report may name only what its author can see: published content or their own.
      const visible =
        found.length > 0 &&
        (!caller ||
          found[0].getString("status") === "ACTIVE" ||
          found[0].getString("user") === caller.id ||
          isModerator(caller));
      if (!visible) refused.reported_id = CODES.REPORT_TARGET_NOT_FOUND;
    }
    if (Object.keys(refused).length > 0) refuse(e, refused);
  }
}

/**
 * A report's reason and comment (cleaned already): one of the listed reasons, a comment within its bounds when
 * there is one, and a comment for the catch-all (contract/report-reasons.js). The bounds are the schema's
 * (schemas-agree.test.ts), checked here too so that one answer names every wrong field with Rayek's codes.
 * @param {core.Record} record
 * @returns {Record<string, import("../http/refusals.js").RefusalCode>}
 */
function reportRefusals(record) {
  /** @type {Record<string, import("../http/refusals.js").RefusalCode>} */
  const refused = {};
  const reason = record.getString("report_reason");
  if (REPORT_REASONS.indexOf(reason) < 0) refused.report_reason = CODES.INVALID_REPORT_REASON;
  const comment = record.getString("comment");
  const length = textLength(comment);
  if (comment === "" && reportCommentRequired(reason)) refused.comment = CODES.REQUIRED;
  else if (comment !== "" && length < LIMITS.reportComment.min) refused.comment = CODES.MIN_TEXT;
  else if (length > LIMITS.reportComment.max) refused.comment = CODES.MAX_TEXT;
  return refused;
}

/** @param {core.RecordRequestEvent} e */
function onCreateRequest(e) {
  const name = e.collection.name;
  const record = e.record;
  const superuser = e.hasSuperuserAuth();
  const caller = !superuser && isUser(e.auth) && e.auth.verified() ? e.auth : null;
  // Guests and unverified users are refused by the createRule: nothing to prepare for them.
  if (!superuser && !caller) return e.next();

  if (caller) {
    record.set("user", caller.id);
    record.set("status", INITIAL_STATUS[name]);
  } else if (record.getString("status") === "") {
    record.set("status", INITIAL_STATUS[name]);
  }
  const id = record.id;
  // The happy path runs no extra query: duplicates are caught by the UNIQUE indexes, and only a refusal
  // is examined to give it the most useful answer.
  try {
    boundTexts(e, record, name);
    clean(record, name);
    check(e, name, record, caller);
    e.next();
  } catch (err) {
    // The outbox retries with the same client id and reads "id not unique" as "already delivered": that
    // answer comes first, whatever else the retry would now be refused for.
    if (idTaken(e.app, name, id)) {
      throw new BadRequestError("Failed to create record.", {
        id: new ValidationError(CODES.NOT_UNIQUE, "Value must be unique."),
      });
    }
    // A second rating of the same target (also the loser of two parallel first ratings).
    if (RATINGS[name] && alreadyRated(e.app, name, record)) {
      refuse(e, { [alreadyRatedField(name)]: CODES.ALREADY_RATED });
    }
    // The loser of two parallel claims (the partial UNIQUE indexes of instructor_claims).
    if (name === "instructor_claims") {
      const refused = claims.checkClaim(e.app, record);
      if (refused) refuse(e, /** @type {any} */ (refused));
    }
    throw err;
  }
}

/**
 * The updateRule lets only moderators (and superusers) here; a moderator changes the status only.
 * @param {core.RecordRequestEvent} e
 */
function onUpdateRequest(e) {
  const name = e.collection.name;
  if (e.hasSuperuserAuth()) {
    boundTexts(e, e.record, name);
    clean(e.record, name);
    return e.next();
  }
  const original = e.record.original();
  /** @type {Record<string, import("../http/refusals.js").RefusalCode>} */
  const frozen = {};
  for (const field of e.collection.fields.fieldNames()) {
    if (field === "status" || field === "created" || field === "updated") continue;
    if (JSON.stringify(e.record.get(field)) !== JSON.stringify(original.get(field))) {
      frozen[field] = CODES.STATUS_ONLY;
    }
  }
  if (Object.keys(frozen).length > 0) refuse(e, frozen);
  e.next();
}

/**
 * Model-level default for instructors and reports created outside the API (ratings must name theirs).
 * @param {core.RecordEvent} e
 */
function defaultStatus(e) {
  if (e.record.getString("status") === "") e.record.set("status", INITIAL_STATUS[e.record.collection().name]);
}

module.exports = { onCreateRequest, onUpdateRequest, defaultStatus, boundTexts, clean, check };
