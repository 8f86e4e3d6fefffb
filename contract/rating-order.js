// How the published ratings of one institution, program or instructor are ordered and narrowed on its page: what
// each sort of rating-sorts.js orders by, and the one filter of each kind. The app asks the server for these
// orders and applies the same ones offline to the ratings it stored; the server keeps an index for each
// (migration 1796300000, docs/api.md "Ordering a target's ratings").

/**
 * The stored column holding each rating's own overall score. An instructor rating answers it directly
 * (`overall_quality`); an institution or program rating has ten scores, whose mean the server stores in
 * `overall_score` when the rating is written (ratingOverall below).
 */
const OVERALL_FIELDS = {
  institution_ratings: "overall_score",
  program_ratings: "overall_score",
  instructor_ratings: "overall_quality",
};

/** The field a record page may narrow its ratings by: an instructor's by course, a program's by enrolment. */
const RATING_FILTER_FIELDS = {
  program_ratings: "enrolment_status",
  instructor_ratings: "course",
};

/**
 * The mean of a rating's scores, not rounded: the sum over the count, the same division SQLite's backfill does,
 * so both sides store and compare the same number.
 * @param {readonly string[]} scores the kind's score names
 * @param {(name: string) => number} valueOf
 */
function ratingOverall(scores, valueOf) {
  let sum = 0;
  for (let i = 0; i < scores.length; i++) sum += Number(valueOf(scores[i])) || 0;
  return scores.length > 0 ? sum / scores.length : 0;
}

/**
 * What a sort orders by, most significant first: [field, "asc" | "desc"]. Every order ends with the newest
 * first and then the id, so it is total: a page boundary never repeats or skips a rating between equals.
 * "helpful" is the number of helpful votes alone (unhelpful votes do not bury a rating; docs/api.md).
 * @param {string} collection one of the rating collections
 * @param {string} sort one of rating-sorts.js's RATING_SORTS (anything else: newest first)
 * @returns {[string, "asc" | "desc"][]}
 */
function ratingOrder(collection, sort) {
  /** @type {Record<string, string>} */
  const overallFields = OVERALL_FIELDS;
  const overall = overallFields[collection] || "overall_score";
  /** @type {[string, "asc" | "desc"][]} */
  const keys = [];
  if (sort === "helpful") keys.push(["helpful_count", "desc"]);
  else if (sort === "highest") keys.push([overall, "desc"]);
  else if (sort === "lowest") keys.push([overall, "asc"]);
  keys.push(["created", "desc"], ["id", "desc"]);
  return keys;
}

module.exports = { OVERALL_FIELDS, RATING_FILTER_FIELDS, ratingOverall, ratingOrder };
