// The collections of the PocketBase schema by name, which rating collection is about which target, and what
// a report may name: `/report/$type/$id` in the app, `reports.reported_collection` on the server.

const COLLECTIONS = {
  users: "users",
  institutions: "institutions",
  institutionDepartments: "institution_departments",
  instructors: "instructors",
  institutionRatings: "institution_ratings",
  programs: "programs",
  programRatings: "program_ratings",
  instructorRatings: "instructor_ratings",
  reports: "reports",
  moderationLog: "moderation_log",
  institutionsSearch: "institutions_search",
  institutionRatingsAverage: "institution_ratings_average",
  programRatingsAverage: "program_ratings_average",
  programsSearch: "programs_search",
  instructorsSearch: "instructors_search",
  instructorRatingsAverage: "instructor_ratings_average",
  instructorCourses: "instructor_courses",
  ratingVotes: "rating_votes",
  instructorClaims: "instructor_claims",
  ratingReplies: "rating_replies",
  ratingRevisions: "rating_revisions",
};

/** Each rating collection → the relation field naming what is rated (one rating per author and target). */
const RATING_TARGETS = {
  institution_ratings: "institution",
  program_ratings: "program",
  instructor_ratings: "instructor",
};

/** A report's `reported_collection` → the collection it names. */
const REPORTED_COLLECTIONS = {
  "institution-rating": "institution_ratings",
  "program-rating": "program_ratings",
  "instructor-rating": "instructor_ratings",
  instructors: "instructors",
  "rating-reply": "rating_replies",
};
/** What can be reported: the values of `reports.reported_collection`. */
const REPORT_TYPES = Object.keys(REPORTED_COLLECTIONS);

module.exports = { COLLECTIONS, RATING_TARGETS, REPORTED_COLLECTIONS, REPORT_TYPES };
