// Whether the records a page's URL names are public, for the HTTP hook's 404s (10_http.pb.js): a report form of
// an item nobody may see, a reply form of a rating that is not a published one of that instructor, or a comparison
// of records nobody may see, is no page, and a crawler following such a link must get the not-found answer rather
// than a form.
//
// "Public" is decided by the collection's own view rule, run for a guest (PocketBase's canAccessRecord), not by a
// second copy of it here: a pending rating, a suspended reply or a pending suggestion stay unknown even to the
// author, whose app still shows them from the shell it gets with the 404 (as for record pages, lib/pages/record-pages.js).

/**
 * The record a guest may view, or null.
 * @param {CoreApp} app
 * @param {string} collection
 * @param {string} id
 * @returns {core.Record | null}
 */
function publicRecord(app, collection, id) {
  const { RECORD_ID_PATTERN } = require(`${__hooks}/../../contract/record-id.js`);
  // Record ids are 15 × a–z0–9: anything else names no record and costs no query.
  if (!RECORD_ID_PATTERN.test(String(id))) return null;
  try {
    const rule = app.findCollectionByNameOrId(collection).viewRule;
    // No rule: superusers only.
    if (rule === null || rule === undefined) return null;
    const record = app.findRecordById(collection, id);
    return app.canAccessRecord(record, new RequestInfo({}), rule) ? record : null;
  } catch (_) {
    return null;
  }
}

/**
 * @param {CoreApp} app
 * @param {string} collection
 * @param {string} id
 */
function isPublicRecord(app, collection, id) {
  return publicRecord(app, collection, id) !== null;
}

/**
 * Whether `/instructors/<instructorId>/reply/<ratingId>` names a rating a professor may answer there: a public
 * instructor rating (its view rule: ACTIVE, of an ACTIVE instructor) of that very instructor.
 * @param {CoreApp} app
 * @param {string} instructorId
 * @param {string} ratingId
 */
function isRepliable(app, instructorId, ratingId) {
  const { COLLECTIONS, RATING_TARGETS } = require(`${__hooks}/../../contract/collections.js`);
  const rating = publicRecord(app, COLLECTIONS.instructorRatings, ratingId);
  return rating !== null && rating.getString(RATING_TARGETS.instructor_ratings) === String(instructorId);
}

/**
 * Whether `/report/<type>/<id>` reports something a guest may see: a known kind (contract/collections.js
 * REPORTED_COLLECTIONS) and a public record of it.
 * @param {CoreApp} app
 * @param {string} type
 * @param {string} id
 */
function isReportable(app, type, id) {
  const { REPORTED_COLLECTIONS } = require(`${__hooks}/../../contract/collections.js`);
  /** @type {Record<string, string>} */
  const collections = REPORTED_COLLECTIONS;
  return Object.prototype.hasOwnProperty.call(collections, type) && isPublicRecord(app, collections[type], id);
}

/**
 * Whether `/compare?kind=…&ids=…` shows at least one public record: the ids the app shows (valid, distinct, the
 * first COMPARE_MAX, as src/domain/compare-search.ts reads them) of a known kind (contract/compare.js).
 * @param {CoreApp} app
 * @param {string} kind
 * @param {string} ids the URL's comma-separated ids
 */
function comparesPublicRecords(app, kind, ids) {
  const { COMPARE_KINDS, COMPARE_MAX } = require(`${__hooks}/../../contract/compare.js`);
  const { RECORD_ID_PATTERN } = require(`${__hooks}/../../contract/record-id.js`);
  if (!(/** @type {readonly string[]} */ (COMPARE_KINDS).includes(kind))) return false;
  /** @type {string[]} */
  const shown = [];
  for (const part of String(ids).split(",")) {
    const id = part.trim();
    if (RECORD_ID_PATTERN.test(id) && !shown.includes(id) && shown.length < COMPARE_MAX) shown.push(id);
  }
  return shown.some((id) => isPublicRecord(app, kind, id));
}

module.exports = { isPublicRecord, isReportable, isRepliable, comparesPublicRecords };
