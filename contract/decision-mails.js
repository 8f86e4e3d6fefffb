// What a student hears when a moderator decides on what they wrote (docs/api.md "Decision notices"): an e-mail
// in their language, by the two switches of their account, and a notice in the app at their next visit.
// A decision publishes (a rating or a suggested instructor goes public), refuses (it does not, or is taken down
// after a report; the moderator's reason goes with it) or reviews a report.

/** users field: true turns the refusal e-mail off (it is sent unless the student says so). */
const REFUSED_MAIL_OFF_FIELD = "refused_mail_off";
/** users field: true turns the publication e-mail on (it is not sent unless the student asks for it). */
const PUBLISHED_MAIL_ON_FIELD = "published_mail_on";
/** users field (hidden): when the app last showed the account its decisions; later ones are news. */
const DECISIONS_SEEN_FIELD = "decisions_seen";

/**
 * The collections whose decisions are told to their author: ratings, suggested instructors, reports, and an
 * author's edits of their ratings (published: the edit replaced the rating's answers; refused: it did not).
 */
const TOLD_KINDS = [
  "institution_ratings",
  "program_ratings",
  "instructor_ratings",
  "instructors",
  "reports",
  "rating_revisions",
];

/** Status → what the decision means to the author. */
const OUTCOMES = {
  ACTIVE: "published",
  SUSPENDED: "refused",
  ARCHIVED: "refused",
  REPORTED: "refused",
  TREATED: "reviewed",
};

/**
 * What a new status means to the author of an item of `collection`, or "" when it is nothing to tell (not a
 * told kind, or a status no decision gives).
 * @param {string} collection
 * @param {string} status
 * @returns {"published" | "refused" | "reviewed" | ""}
 */
function decisionOutcome(collection, status) {
  if (TOLD_KINDS.indexOf(collection) === -1) return "";
  return Object.prototype.hasOwnProperty.call(OUTCOMES, status) ? /** @type {any} */ (OUTCOMES)[status] : "";
}

module.exports = { REFUSED_MAIL_OFF_FIELD, PUBLISHED_MAIL_ON_FIELD, DECISIONS_SEEN_FIELD, TOLD_KINDS, decisionOutcome };
