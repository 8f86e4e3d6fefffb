// Enumerations and per-collection facts shared by the hooks. The migrations repeat the enumerations
// declaratively (they cannot require this file); tests/api proves the two agree.

const TAGS = [
  "TOUGH_GRADER", "GET_READY_TO_READ", "PARTICIPATION_MATTERS", "EXTRA_CREDIT", "GROUP_PROJECTS",
  "AMAZING_LECTURES", "CLEAR_GRADING_CRITERIA", "GIVES_GOOD_FEEDBACK", "INSPIRATIONAL", "LOTS_OF_HOMEWORK",
  "HILARIOUS", "BEWARE_OF_POP_QUIZZES", "SO_MANY_PAPERS", "CARING", "RESPECTED", "LECTURE_HEAVY",
  "TEST_HEAVY", "GRADED_BY_FEW_THINGS", "ACCESSIBLE_OUTSIDE_CLASS", "ONLINE_SAVVY",
];

/**
 * Rating collections: the target relation, the statistics table and the summed scores.
 * @type {Record<string, { target: string, stats: string, scores: string[] }>}
 */
const RATINGS = {
  institution_ratings: {
    target: "institution",
    stats: "institution_stats",
    scores: ["reputation", "location", "opportunities", "facilities", "internet", "food", "clubs", "social",
      "happiness", "safety"],
  },
  program_ratings: {
    target: "program",
    stats: "program_stats",
    scores: ["reputation", "course_quality", "faculty_expertise", "curriculum_rigor", "research_opportunities",
      "internship_and_coop_opportunities", "alumni_success", "facilities_and_labs", "workload_balance",
      "student_support_services"],
  },
  instructor_ratings: {
    target: "instructor",
    stats: "instructor_stats",
    scores: ["overall_quality", "difficulty"],
  },
};

/**
 * What a contribution is created as, whatever the client sends.
 * @type {Record<string, string>}
 */
const INITIAL_STATUS = {
  institution_ratings: "PENDING_APPROVAL",
  program_ratings: "PENDING_APPROVAL",
  instructor_ratings: "PENDING_APPROVAL",
  instructors: "PENDING_APPROVAL",
  reports: "SUBMITTED",
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
};

/**
 * Fields only trimmed: an address and an id are not prose.
 * @type {Record<string, string[]>}
 */
const TRIMMED = {
  instructors: ["directory_listing"],
  reports: ["reported_id"],
};

/**
 * reports.reported_collection → the collection it names.
 * @type {Record<string, string>}
 */
const REPORTED = {
  "institution-rating": "institution_ratings",
  "program-rating": "program_ratings",
  "instructor-rating": "instructor_ratings",
  instructors: "instructors",
};

module.exports = { TAGS, RATINGS, INITIAL_STATUS, TEXTS, TRIMMED, REPORTED };
