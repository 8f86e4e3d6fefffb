// An author's own ratings (docs/api.md "Own ratings"):
// - GET /api/rayek/ratings/{collection}/mine?target=… — the caller's ratings of one target (one, or one per course
//   for an instructor), each with its waiting or last decided edit: what the add-rating page shows instead of an
//   empty form. A guest gets the same answer as a user who never rated it: no items.
// - POST /api/rayek/ratings/{collection}/{id}/edit {"revision": "<client id>", …answers} — the author's new
//   answers (contract/ratings.js EDITABLE_ANSWERS; those left out keep their value), cleaned and checked as a
//   create is. They never touch the rating: they wait as a revision (lib/ratings/rating-revisions.js) that a moderator
//   publishes or refuses, so no unreviewed text is ever public and the statistics keep counting what was approved.
//   A newer edit replaces the waiting one; the same revision id sent again is answered as it was.
// - DELETE /api/rayek/contributions/{collection}/{id} — the author withdraws a rating (whatever its status), or a
//   suggestion, report or edit still waiting for a moderator.
// Someone else's record, a missing one and a malformed id get the same 404: nobody learns who wrote what. Every
// answer is about one person: `no-store`, refusals included.

/** @type {{ RATING_TARGETS: Readonly<Record<string, string>> }} */
const { RATING_TARGETS } = require(`${__hooks}/../../contract/collections.js`);
/** @type {{ EDITABLE_ANSWERS: Readonly<Record<string, readonly string[]>> }} */
const { EDITABLE_ANSWERS } = require(`${__hooks}/../../contract/ratings.js`);
/** @type {{ INITIAL_STATUS: Readonly<Record<string, string>> }} */
const { INITIAL_STATUS } = require(`${__hooks}/../../contract/statuses.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { isUser, requireUser, requireVerifiedUser, notFound, noStore } = require(`${__hooks}/lib/http/guards.js`);
const { refuse, VERIFY_FIRST } = require(`${__hooks}/lib/ratings/own-rating-errors.js`);
const revisions = require(`${__hooks}/lib/ratings/rating-revisions.js`);

const { RECORD_ID_PATTERN: ID } = require(`${__hooks}/../../contract/record-id.js`);

/**
 * What an author may withdraw, and in which status: a rating always (it is theirs to take back, published or
 * not); a suggestion, a report or an edit only while no moderator has decided it.
 * @type {Record<string, string | null>}
 */
const WITHDRAWABLE = {
  institution_ratings: null,
  program_ratings: null,
  instructor_ratings: null,
  instructors: INITIAL_STATUS.instructors,
  reports: INITIAL_STATUS.reports,
  rating_revisions: INITIAL_STATUS.rating_revisions,
};

/** @param {string} name */
function isRatingCollection(name) {
  return Object.prototype.hasOwnProperty.call(RATING_TARGETS, name);
}

/**
 * The caller's record `id` of `name`, read through `app`, or null: another author's record and a missing one
 * are the same null.
 * @param {CoreApp} app
 * @param {string} name
 * @param {string} id
 * @param {string} user
 * @returns {core.Record | null}
 */
function ownRecord(app, name, id, user) {
  if (!ID.test(id)) return null;
  const found = app.findRecordsByFilter(name, "id = {:id} && user = {:user}", "", 1, 0, { id, user });
  return found.length > 0 ? found[0] : null;
}

/**
 * The answers of a rating as its author reads them back (to fill the edit form).
 * @param {core.Record} record
 * @param {string} name
 */
function answersOf(record, name) {
  /** @type {Record<string, any>} */
  const out = {};
  const data = JSON.parse(JSON.stringify(record.publicExport()));
  for (const field of EDITABLE_ANSWERS[name]) out[field] = data[field];
  return out;
}

/**
 * GET /api/rayek/ratings/{collection}/mine?target=…
 * @param {core.RequestEvent} e
 */
function mineOfTarget(e) {
  noStore(e);
  const name = e.request.pathValue("collection");
  if (!isRatingCollection(name)) refuse(e, { collection: CODES.INVALID_VALUE });
  const target = e.request.url.query().get("target");
  if (!ID.test(target)) refuse(e, { target: CODES.INVALID_VALUE });
  /** @type {Record<string, any>[]} */
  const items = [];
  const auth = e.auth;
  // A guest, or a superuser, has rated nothing: the answer of someone who never rated this target.
  if (isUser(auth)) {
    const records = e.app.findRecordsByFilter(
      name,
      `user = {:user} && ${RATING_TARGETS[name]} = {:target}`,
      "-created,id",
      0,
      0,
      {
        user: auth.id,
        target,
      },
    );
    const latest = revisions.latestOf(
      e.app,
      name,
      records.map((r) => r.id),
    );
    for (const record of records) {
      items.push({
        id: record.id,
        status: record.getString("status"),
        created: record.getString("created"),
        edited: record.getString("edited"),
        course: name === "instructor_ratings" ? record.getString("course") : "",
        answers: answersOf(record, name),
        revision: latest[record.id] || null,
      });
    }
  }
  return e.json(200, { collection: name, target, items });
}

/**
 * The edit's body: the revision id and the answers given, each an editable field of the collection.
 * @param {core.RequestEvent} e
 * @param {string} name
 */
function editBody(e, name) {
  /** @type {Record<string, any>} */
  let body;
  try {
    body = e.requestInfo().body;
  } catch (_) {
    return refuse(e, { revision: CODES.INVALID_VALUE });
  }
  const allowed = EDITABLE_ANSWERS[name];
  /** @type {Record<string, any>} */
  const answers = {};
  for (const key of Object.keys(body)) {
    if (key === "revision") continue;
    if (allowed.indexOf(key) < 0) refuse(e, { [key]: CODES.INVALID_VALUE });
    answers[key] = body[key];
  }
  const revision = body.revision;
  if (revision === undefined || revision === null || revision === "") refuse(e, { revision: CODES.REQUIRED });
  if (typeof revision !== "string" || !ID.test(revision)) refuse(e, { revision: CODES.INVALID_VALUE });
  return { revision, answers };
}

/**
 * POST /api/rayek/ratings/{collection}/{id}/edit
 * @param {core.RequestEvent} e
 */
function edit(e) {
  noStore(e);
  const auth = requireVerifiedUser(e, VERIFY_FIRST);
  const name = e.request.pathValue("collection");
  const id = e.request.pathValue("id");
  if (!isRatingCollection(name)) refuse(e, { collection: CODES.INVALID_VALUE });
  const { revision, answers } = editBody(e, name);

  /** @type {Record<string, any>} */
  let answer = {};
  e.app.runInTransaction((txApp) => {
    const rating = ownRecord(txApp, name, id, auth.id);
    if (!rating) notFound(e);
    // Sent again after a lost answer: answered as it was, nothing written twice.
    const sent = revisions.find(txApp, revision);
    if (sent) {
      if (sent.getString("user") !== auth.id || sent.getString("rating") !== id) notFound(e);
      answer = revisions.summary(txApp, sent);
      return;
    }
    const cleaned = revisions.checkedAnswers(e, txApp, rating, answers, auth);
    answer = revisions.summary(txApp, revisions.file(txApp, rating, revision, auth.id, cleaned));
  });
  return e.json(200, answer);
}

/**
 * DELETE /api/rayek/contributions/{collection}/{id}
 * @param {core.RequestEvent} e
 */
function withdraw(e) {
  noStore(e);
  const auth = requireUser(e);
  const name = e.request.pathValue("collection");
  const id = e.request.pathValue("id");
  if (!Object.prototype.hasOwnProperty.call(WITHDRAWABLE, name)) refuse(e, { collection: CODES.INVALID_VALUE });
  e.app.runInTransaction((txApp) => {
    const record = ownRecord(txApp, name, id, auth.id);
    if (!record) notFound(e);
    const waiting = WITHDRAWABLE[name];
    if (waiting && record.getString("status") !== waiting) refuse(e, { status: CODES.ALREADY_DECIDED });
    // The model hooks and cascades take the rest along in this transaction: the statistics (SQLite triggers),
    // the helpful votes (lib/votes/vote-counts.js), the replies (cascade), the rating's edits (lib/ratings/rating-revisions.js),
    // a suggestion's own ratings (cascade).
    txApp.delete(record);
  });
  return e.noContent(204);
}

module.exports = { mineOfTarget, edit, withdraw };
