// The public counts of helpful votes on each rating (`helpful_count`, `unhelpful_count`), kept exact whoever
// writes: the vote route, a superuser in the dashboard, a cascade. Each change of a vote applies its delta to the
// rating with an SQL increment inside the vote's own transaction, the old value re-read through that
// transaction (a record's `original()` is the row as loaded, which a concurrent vote may have changed since);
// a vote's rating must exist, so no count can miss a vote.
//
// The counts are the votes' alone: a new rating starts at 0 whatever its body says, and a rating's save (a
// moderator's status change, a superuser's edit) writes back the counts stored at that moment rather than the
// ones it loaded, which a vote committed in between would otherwise be undone by. A deleted rating takes its
// votes along. `rebuild-read-models` recomputes the counts from the votes (lib/records/read-models.js).

/** @type {{ RATING_TARGETS: Readonly<Record<string, string>> }} */
const { RATING_TARGETS } = require(`${__hooks}/../../contract/collections.js`);

/** @param {string} name */
function isRatingCollection(name) {
  return Object.prototype.hasOwnProperty.call(RATING_TARGETS, name);
}

/**
 * Runs `work` in a transaction with `e.app` set to it, so that `e.next()` saves inside it; `e.app` is restored
 * after, or realtime and after-success hooks would use a finished transaction.
 * @param {core.RecordEvent} e
 * @param {(txApp: CoreApp) => void} work
 */
function inTransaction(e, work) {
  const app = e.app;
  try {
    app.runInTransaction((txApp) => {
      e.app = txApp;
      work(txApp);
    });
  } finally {
    e.app = app;
  }
}

/**
 * Adds (sign 1) or removes (sign -1) one vote of `value` to the rating's counts; the number of ratings changed.
 * @param {CoreApp} txApp
 * @param {string} collection
 * @param {string} rating
 * @param {number} value
 * @param {1 | -1} sign
 */
function shift(txApp, collection, rating, value, sign) {
  // The name goes into the SQL: only the three rating tables.
  if (!isRatingCollection(collection)) throw new Error(`Not a rating collection: ${collection}`);
  const result = txApp
    .db()
    .newQuery(
      `UPDATE ${collection} SET helpful_count = helpful_count + {:helpful},
                 unhelpful_count = unhelpful_count + {:unhelpful} WHERE id = {:id}`,
    )
    .bind({ helpful: value === 1 ? sign : 0, unhelpful: value === -1 ? sign : 0, id: rating })
    .execute();
  return result.rowsAffected();
}

/**
 * The vote as stored now, read through the transaction.
 * @param {CoreApp} txApp
 * @param {string} id
 */
function stored(txApp, id) {
  const rows = arrayOf(new DynamicModel({ rating_collection: "", rating: "", value: 0 }));
  txApp
    .db()
    .newQuery("SELECT rating_collection, rating, value FROM rating_votes WHERE id = {:id}")
    .bind({ id })
    .all(rows);
  return rows.length > 0 ? rows[0] : null;
}

/**
 * @param {CoreApp} txApp
 * @param {core.Record} vote
 */
function count(txApp, vote) {
  const changed = shift(txApp, vote.getString("rating_collection"), vote.getString("rating"), vote.getInt("value"), 1);
  if (changed === 0) throw new BadRequestError("The rating of this vote does not exist.");
}

/** @param {core.RecordEvent} e */
function onVoteCreate(e) {
  inTransaction(e, (txApp) => {
    e.next();
    count(txApp, e.record);
  });
}

/** @param {core.RecordEvent} e */
function onVoteUpdate(e) {
  inTransaction(e, (txApp) => {
    const before = stored(txApp, e.record.id);
    e.next();
    if (before) shift(txApp, before.rating_collection, before.rating, before.value, -1);
    count(txApp, e.record);
  });
}

/** @param {core.RecordEvent} e */
function onVoteDelete(e) {
  inTransaction(e, (txApp) => {
    const before = stored(txApp, e.record.id);
    e.next();
    // The rating may be gone already (its own delete removes its votes by SQL, see onRatingDelete).
    if (before) shift(txApp, before.rating_collection, before.rating, before.value, -1);
  });
}

/** @param {core.RecordEvent} e */
function onRatingCreate(e) {
  e.record.set("helpful_count", 0);
  e.record.set("unhelpful_count", 0);
  e.next();
}

/** @param {core.RecordEvent} e */
function onRatingUpdate(e) {
  inTransaction(e, (txApp) => {
    const rows = arrayOf(new DynamicModel({ helpful_count: 0, unhelpful_count: 0 }));
    txApp
      .db()
      .newQuery(`SELECT helpful_count, unhelpful_count FROM ${e.record.collection().name} WHERE id = {:id}`)
      .bind({ id: e.record.id })
      .all(rows);
    if (rows.length > 0) {
      e.record.set("helpful_count", rows[0].helpful_count);
      e.record.set("unhelpful_count", rows[0].unhelpful_count);
    }
    e.next();
  });
}

/**
 * The rating's votes go in its transaction, by SQL: the rating and its counts are gone, nothing to shift.
 * @param {core.RecordEvent} e
 */
function onRatingDelete(e) {
  inTransaction(e, (txApp) => {
    e.next();
    txApp
      .db()
      .newQuery("DELETE FROM rating_votes WHERE rating_collection = {:collection} AND rating = {:id}")
      .bind({ collection: e.record.collection().name, id: e.record.id })
      .execute();
  });
}

module.exports = {
  inTransaction,
  isRatingCollection,
  onVoteCreate,
  onVoteUpdate,
  onVoteDelete,
  onRatingCreate,
  onRatingUpdate,
  onRatingDelete,
};
