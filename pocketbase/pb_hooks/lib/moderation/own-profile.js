// A moderator decides nothing about an instructor profile they hold or claim (an APPROVED or PENDING claim of
// it) and never learns who wrote anything about it (docs/professors.md "Moderators who hold or claim a
// profile"): its ratings, the replies on it, its claims, reports of any of these, and the profile itself.
// `ownProfile` is the one check every path asks: the decisions route and a status PATCH (lib/moderation/moderation.js), the
// queues (which mark such items), the record API's expands (15_private_answers.pb.js) and realtime. Reaching
// content from its author (`users/<id>?expand=…_via_user`) is closed for every moderator by the users view rule
// (migration 1796500100).

/** @type {{ REPORTED_COLLECTIONS: Readonly<Record<string, string>> }} */
const { REPORTED_COLLECTIONS: REPORTED } = require(`${__hooks}/../../contract/collections.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { refuse } = require(`${__hooks}/lib/moderation/moderation-errors.js`);
const { isModerator } = require(`${__hooks}/lib/http/guards.js`);

/** Collections whose records name their instructor in `instructor`. */
const ABOUT_INSTRUCTOR = ["instructor_ratings", "rating_replies", "instructor_claims"];

/**
 * The instructors `user` holds or claims: one lookup on the partial UNIQUE index of open claims
 * (`idx_instructor_claims_one_open`, whose condition the query repeats); nearly always no row.
 * @param {CoreApp} app
 * @param {string} user
 * @returns {string[]}
 */
function heldOrClaimed(app, user) {
  if (user === "") return [];
  const rows = arrayOf(new DynamicModel({ instructor: "" }));
  app
    .db()
    .newQuery("SELECT instructor FROM instructor_claims WHERE user = {:user} AND status IN ('PENDING', 'APPROVED')")
    .bind({ user })
    .all(rows);
  return rows.map((row) => row.instructor);
}

/**
 * The instructor a record is about, "" for none: ratings, replies and claims name it, an instructor is its own,
 * a report is about what it names (read by id: a report is about one record).
 * @param {CoreApp} app
 * @param {core.Record} record
 * @returns {string}
 */
function instructorOf(app, record) {
  const name = record.collection().name;
  if (name === "instructors") return record.id;
  if (ABOUT_INSTRUCTOR.indexOf(name) !== -1) return record.getString("instructor");
  // An author's edit is about what its rating is about.
  if (name === "rating_revisions") {
    const rated = app.findRecordsByIds(record.getString("rating_collection"), [record.getString("rating")]);
    return rated.length > 0 ? instructorOf(app, rated[0]) : "";
  }
  if (name !== "reports") return "";
  const content = REPORTED[record.getString("reported_collection")];
  if (!content) return "";
  const found = app.findRecordsByIds(content, [record.getString("reported_id")]);
  return found.length > 0 ? instructorOf(app, found[0]) : "";
}

/**
 * The one check: is a record about a profile `user` holds or claims? Asks the claims once; without an open
 * claim (nearly every moderator) no record costs another query.
 * @param {CoreApp} app
 * @param {string} user
 * @returns {{ any: boolean, about: (record: core.Record) => boolean }}
 */
function ownProfile(app, user) {
  const held = heldOrClaimed(app, user);
  return {
    any: held.length > 0,
    about: (record) => held.length > 0 && held.indexOf(instructorOf(app, record)) !== -1,
  };
}

/**
 * The segments of each path of an `expand` value ("user,rating.user" → [["user"], ["rating", "user"]]), trimmed and
 * in lower case so that no spelling slips past the comparison.
 * @param {string} value
 */
function expandPaths(value) {
  return value.split(",").map((path) => path.split(".").map((segment) => segment.trim().toLowerCase()));
}

/**
 * A list or view request of the records API by a moderator, before PocketBase expands its answer: a record
 * about their own profile loses its author (the hidden `user`, blanked in this answer's copy only), so
 * `expand=user` resolves to nothing on it. An author behind another relation (`rating.user`) is expanded after
 * this hook, out of its reach: with such a record in the answer that request is refused.
 * @param {core.RequestEvent} e
 * @param {(core.Record | undefined)[]} records
 */
function hideAuthors(e, records) {
  if (!isModerator(e.auth)) return;
  const expand = String(e.requestInfo().query["expand"] || "");
  if (expand === "") return;
  const own = ownProfile(e.app, e.auth.id);
  if (!own.any) return;
  const nested = expandPaths(expand).some((segments) => segments.indexOf("user", 1) !== -1);
  for (const record of records) {
    if (!record || !own.about(record)) continue;
    if (nested) refuse(e, { expand: CODES.OWN_PROFILE });
    record.set("user", "");
  }
}

/**
 * A realtime subscription by a moderator who holds or claims a profile: its events are not read back through
 * any hook, so no subscription of theirs may carry options (an expand to the authors, however spelled).
 * @param {core.RealtimeSubscribeRequestEvent} e
 */
function onSubscribe(e) {
  if (isModerator(e.auth) && e.subscriptions.some((s) => s.indexOf("?") !== -1) && ownProfile(e.app, e.auth.id).any) {
    refuse(e, { subscriptions: CODES.OWN_PROFILE });
  }
  return e.next();
}

module.exports = { ownProfile, hideAuthors, onSubscribe };
