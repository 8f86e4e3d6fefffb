// What the hooks know about each collection beyond the contract (contract/: the enumerations, statuses and
// limits the app shares): where rating statistics go and how each free text is cleaned.

const { INSTITUTION_SCORES, PROGRAM_SCORES, INSTRUCTOR_SCORES } = require(`${__hooks}/../../contract/ratings.js`);
const { RATING_TARGETS } = require(`${__hooks}/../../contract/collections.js`);

/**
 * Rating collections: the target relation, the statistics table and the summed scores.
 * @type {Record<string, { target: string, stats: string, scores: readonly string[] }>}
 */
const RATINGS = {
  institution_ratings: {
    target: RATING_TARGETS.institution_ratings,
    stats: "institution_stats",
    scores: INSTITUTION_SCORES,
  },
  program_ratings: {
    target: RATING_TARGETS.program_ratings,
    stats: "program_stats",
    scores: PROGRAM_SCORES,
  },
  instructor_ratings: {
    target: RATING_TARGETS.instructor_ratings,
    stats: "instructor_stats",
    scores: INSTRUCTOR_SCORES,
  },
};

/**
 * Free texts, cleaned before validation by contract/text.js (the forms clean them the same way): "line" folds
 * every run of white space into one space, "paragraphs" keeps line breaks. Invisible characters go, so
 * length bounds count visible text and a blank text is empty. Each needs a letter or a digit when not empty.
 * @type {Record<string, Record<string, "line" | "paragraphs">>}
 */
const TEXTS = {
  institution_ratings: { review: "paragraphs" },
  program_ratings: { review: "paragraphs" },
  instructor_ratings: { review: "paragraphs", course: "line", grade: "line" },
  instructors: { name: "line", department: "line" },
  reports: { comment: "paragraphs" },
  instructor_claims: { message: "paragraphs" },
  rating_replies: { body: "paragraphs" },
};

/**
 * Fields only trimmed: an address and an id are not prose.
 * @type {Record<string, string[]>}
 */
const TRIMMED = {
  instructors: ["directory_listing"],
  reports: ["reported_id"],
  instructor_claims: ["institutional_email"],
};

module.exports = { RATINGS, TEXTS, TRIMMED };
