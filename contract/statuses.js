// The life of what users write: the statuses of each collection, the status a new record gets whatever the
// client sends, the moderation queues, and what a moderator's decision may change. The server forces and
// checks these (pb_hooks), the schema stores them (select values), the app shows and filters by them.

const RATING_STATUSES = ["PENDING_APPROVAL", "ACTIVE", "REPORTED", "SUSPENDED"];
const INSTRUCTOR_STATUSES = ["PENDING_APPROVAL", "ACTIVE", "REPORTED", "ARCHIVED"];
const REPORT_STATUSES = ["SUBMITTED", "TREATED"];
/** A professor's claim of an instructor profile (contract/professors.js). */
const CLAIM_STATUSES = ["PENDING", "APPROVED", "REJECTED"];
/** A professor's reply to a rating of their profile: moderated and taken down like a rating. */
const REPLY_STATUSES = ["PENDING_APPROVAL", "ACTIVE", "REPORTED", "SUSPENDED"];
/**
 * An author's edit of a published rating waits apart as a revision (docs/api.md "Own ratings"): a moderator
 * publishes it (its answers replace the published ones) or refuses it (the published version stays).
 */
const REVISION_STATUSES = ["PENDING_APPROVAL", "ACTIVE", "SUSPENDED"];
/** Every status of the three lists above, once: what the moderation log records as before and after. */
const ALL_STATUSES = [
  "PENDING_APPROVAL",
  "ACTIVE",
  "REPORTED",
  "SUSPENDED",
  "ARCHIVED",
  "SUBMITTED",
  "TREATED",
  "PENDING",
  "APPROVED",
  "REJECTED",
];

/**
 * The collections users write, each one a moderation queue, in the order the moderation page lists them.
 * Everything a user writes waits in one of these until a moderator decides.
 */
const QUEUE_KINDS = [
  "institution_ratings",
  "program_ratings",
  "instructor_ratings",
  "instructors",
  "reports",
  "instructor_claims",
  "rating_replies",
  "rating_revisions",
];

/** What a record is created as when a user writes it (also the status its queue lists). */
const INITIAL_STATUS = {
  institution_ratings: "PENDING_APPROVAL",
  program_ratings: "PENDING_APPROVAL",
  instructor_ratings: "PENDING_APPROVAL",
  instructors: "PENDING_APPROVAL",
  reports: "SUBMITTED",
  instructor_claims: "PENDING",
  rating_replies: "PENDING_APPROVAL",
  rating_revisions: "PENDING_APPROVAL",
};

/** What a moderator's decision may do: collection → current status → allowed new statuses, approval first. */
const TRANSITIONS = {
  institution_ratings: { PENDING_APPROVAL: ["ACTIVE", "SUSPENDED"] },
  program_ratings: { PENDING_APPROVAL: ["ACTIVE", "SUSPENDED"] },
  instructor_ratings: { PENDING_APPROVAL: ["ACTIVE", "SUSPENDED"] },
  instructors: { PENDING_APPROVAL: ["ACTIVE", "ARCHIVED"] },
  reports: { SUBMITTED: ["TREATED"] },
  instructor_claims: { PENDING: ["APPROVED", "REJECTED"] },
  rating_replies: { PENDING_APPROVAL: ["ACTIVE", "SUSPENDED"] },
  rating_revisions: { PENDING_APPROVAL: ["ACTIVE", "SUSPENDED"] },
};

/** Statuses that take reported content out of public view, per content collection, the default first. */
const TAKE_DOWN = {
  institution_ratings: ["SUSPENDED", "REPORTED"],
  program_ratings: ["SUSPENDED", "REPORTED"],
  instructor_ratings: ["SUSPENDED", "REPORTED"],
  instructors: ["ARCHIVED"],
  rating_replies: ["SUSPENDED", "REPORTED"],
};

module.exports = {
  RATING_STATUSES,
  INSTRUCTOR_STATUSES,
  REPORT_STATUSES,
  CLAIM_STATUSES,
  REPLY_STATUSES,
  REVISION_STATUSES,
  ALL_STATUSES,
  QUEUE_KINDS,
  INITIAL_STATUS,
  TRANSITIONS,
  TAKE_DOWN,
};
