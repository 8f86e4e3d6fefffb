// The stored overall score of an institution or program rating (see 64_rating_overall.pb.js).
const { RATINGS } = require(`${__hooks}/lib/records/constants.js`);
const { ratingOverall } = require(`${__hooks}/../../contract/rating-order.js`);

/** @param {core.RecordEvent} e */
function fill(e) {
  const record = e.record;
  const spec = RATINGS[record.collection().name];
  if (spec)
    record.set(
      "overall_score",
      ratingOverall(spec.scores, (score) => record.getFloat(score)),
    );
  e.next();
}

module.exports = { fill };
