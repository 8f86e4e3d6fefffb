// Helpful votes (docs/api.md "Helpful votes"):
// - POST /api/rayek/ratings/{collection}/{id}/vote {"value": 1 | -1 | 0}: the caller's vote on a published
//   rating becomes `value` (0 withdraws it). The body is the state wanted, not a change, so sending it again
//   changes nothing: an outbox that resends after a lost answer delivers it exactly once. Answers the caller's
//   value and the rating's counts after the write.
// - GET /api/rayek/votes/mine?collection=…&ids=a,b,c: the caller's votes on those ratings.
// Every answer is about one person: `no-store`, refusals included. A rating that does not exist, is not
// published, or is the caller's own pending one gets the same 404; a published rating of the caller's own gets
// OWN_RATING, which only its author can ever receive; every other answer is the same whoever wrote the rating.

const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { VOTE_VALUES, VOTE_WITHDRAWN, MY_VOTES_MAX_IDS } = require(`${__hooks}/../../contract/votes.js`);
const { isRatingCollection } = require(`${__hooks}/lib/votes/vote-counts.js`);
const { refuse, VERIFY_FIRST } = require(`${__hooks}/lib/votes/vote-errors.js`);
const { requireUser, requireVerifiedUser, notFound, noStore } = require(`${__hooks}/lib/http/guards.js`);
const { holdsProfile } = require(`${__hooks}/lib/professors/claims.js`);

const { RECORD_ID_PATTERN: ID } = require(`${__hooks}/../../contract/record-id.js`);

/**
 * The vote's value from the body, which must be exactly `{ "value": 1 | -1 | 0 }`.
 * @param {core.RequestEvent} e
 * @returns {number}
 */
function bodyValue(e) {
  /** @type {Record<string, any>} */
  let body;
  try {
    body = e.requestInfo().body;
  } catch (_) {
    return refuse(e, { value: CODES.INVALID_VALUE });
  }
  for (const key of Object.keys(body)) if (key !== "value") refuse(e, { [key]: CODES.INVALID_VALUE });
  const value = body.value;
  if (value === undefined || value === null) refuse(e, { value: CODES.REQUIRED });
  if (typeof value !== "number" || (value !== VOTE_WITHDRAWN && VOTE_VALUES.indexOf(/** @type {any} */ (value)) < 0)) {
    refuse(e, { value: CODES.INVALID_VALUE });
  }
  return value;
}

/**
 * The rating's author and, for an instructor's rating, its instructor, if the rating is public (as the
 * collection's list rule says: ACTIVE, and for an instructor's rating a published instructor), else null.
 * @param {CoreApp} txApp
 * @param {string} collection a rating collection (checked by the caller)
 * @param {string} id
 */
function publicRating(txApp, collection, id) {
  const rows = arrayOf(new DynamicModel({ user: "", instructor: "" }));
  const instructor = collection === "instructor_ratings";
  txApp
    .db()
    .newQuery(
      instructor
        ? `SELECT r.user, r.instructor FROM instructor_ratings r JOIN instructors i ON i.id = r.instructor
           WHERE r.id = {:id} AND r.status = 'ACTIVE' AND i.status = 'ACTIVE'`
        : `SELECT user, '' AS instructor FROM ${collection} WHERE id = {:id} AND status = 'ACTIVE'`,
    )
    .bind({ id })
    .all(rows);
  return rows.length > 0 ? rows[0] : null;
}

/**
 * @param {CoreApp} txApp
 * @param {string} collection
 * @param {string} id
 */
function counts(txApp, collection, id) {
  const row = new DynamicModel({ helpful_count: 0, unhelpful_count: 0 });
  txApp
    .db()
    .newQuery(`SELECT helpful_count, unhelpful_count FROM ${collection} WHERE id = {:id}`)
    .bind({ id })
    .one(row);
  return { helpful_count: row.helpful_count, unhelpful_count: row.unhelpful_count };
}

/**
 * Makes the caller's vote `value`; the vote's model hooks (lib/votes/vote-counts.js) move the counts in this transaction.
 * @param {CoreApp} txApp
 * @param {string} collection
 * @param {string} rating
 * @param {string} user
 * @param {number} value
 */
function write(txApp, collection, rating, user, value) {
  const found = txApp.findRecordsByFilter(
    "rating_votes",
    "rating_collection = {:collection} && rating = {:rating} && user = {:user}",
    "",
    1,
    0,
    { collection, rating, user },
  );
  const current = found.length > 0 ? found[0] : null;
  if (value === VOTE_WITHDRAWN) {
    if (current) txApp.delete(current);
    return;
  }
  if (current) {
    if (current.getInt("value") === value) return;
    current.set("value", value);
    txApp.save(current);
    return;
  }
  const vote = new Record(txApp.findCollectionByNameOrId("rating_votes"));
  vote.set("rating_collection", collection);
  vote.set("rating", rating);
  vote.set("user", user);
  vote.set("value", value);
  txApp.save(vote);
}

/** @param {core.RequestEvent} e */
function vote(e) {
  noStore(e);
  const auth = requireVerifiedUser(e, VERIFY_FIRST);
  const collection = e.request.pathValue("collection");
  const id = e.request.pathValue("id");
  if (!isRatingCollection(collection)) refuse(e, { collection: CODES.INVALID_VALUE });
  if (!ID.test(id)) refuse(e, { id: CODES.INVALID_VALUE });
  const value = bodyValue(e);

  /** @type {Record<string, any>} */
  let answer = {};
  e.app.runInTransaction((txApp) => {
    const rating = publicRating(txApp, collection, id);
    if (rating === null) notFound(e);
    if (rating.user === auth.id) refuse(e, { rating: CODES.OWN_RATING });
    // A professor does not vote on the ratings of their own profile: only they are ever told this.
    if (holdsProfile(txApp, auth.id, rating.instructor)) refuse(e, { rating: CODES.OWN_PROFILE });
    write(txApp, collection, id, auth.id, value);
    answer = { collection, rating: id, value, ...counts(txApp, collection, id) };
  });
  return e.json(200, answer);
}

/** @param {core.RequestEvent} e */
function mine(e) {
  noStore(e);
  const auth = requireUser(e);
  const query = e.request.url.query();
  const collection = query.get("collection");
  if (!isRatingCollection(collection)) refuse(e, { collection: CODES.INVALID_VALUE });
  const raw = query.get("ids");
  if (raw === "") refuse(e, { ids: CODES.REQUIRED });
  const ids = raw.split(",");
  if (ids.length > MY_VOTES_MAX_IDS || ids.some((id) => !ID.test(id))) refuse(e, { ids: CODES.INVALID_VALUE });

  /** @type {Record<string, string>} */
  const params = { user: auth.id, collection };
  ids.forEach((id, i) => (params[`id${i}`] = id));
  const rows = arrayOf(new DynamicModel({ rating: "", value: 0 }));
  e.app
    .db()
    .newQuery(
      `SELECT rating, value FROM rating_votes WHERE user = {:user} AND rating_collection = {:collection}
               AND rating IN (${ids.map((_, i) => `{:id${i}}`).join(", ")})`,
    )
    .bind(params)
    .all(rows);
  /** @type {Record<string, number>} */
  const votes = {};
  for (const row of rows) votes[row.rating] = row.value;
  return e.json(200, { collection, votes });
}

module.exports = { vote, mine };
