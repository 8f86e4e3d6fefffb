// What a rating is made of: the scores of each kind of rating, their bounds, the instructor tags and the
// answers of the rating forms' choice questions. The schema (pb_migrations) stores these values, the forms
// offer them, the read models sum them (tests/api/schemas-agree.test.ts checks the schema against this file).

/** The ten scores of an institution rating. */
const INSTITUTION_SCORES = [
  "reputation",
  "location",
  "opportunities",
  "facilities",
  "internet",
  "food",
  "clubs",
  "social",
  "happiness",
  "safety",
];

/** The ten scores of a program rating. */
const PROGRAM_SCORES = [
  "reputation",
  "course_quality",
  "faculty_expertise",
  "curriculum_rigor",
  "research_opportunities",
  "internship_and_coop_opportunities",
  "alumni_success",
  "facilities_and_labs",
  "workload_balance",
  "student_support_services",
];

/** The two scores of an instructor rating. */
const INSTRUCTOR_SCORES = ["overall_quality", "difficulty"];

/** Scores where a high number is a burden rather than a quality: their colours run the other way. */
const REVERSED_SCORES = ["curriculum_rigor", "workload_balance", "difficulty"];

/** Every score is one of these whole numbers, lowest first. */
const SCORE_STEPS = [1, 2, 3, 4, 5];
const SCORE_MIN = SCORE_STEPS[0];
const SCORE_MAX = SCORE_STEPS[SCORE_STEPS.length - 1];

/**
 * The distribution of the read models (`nb_1`…`nb_5`) counts each ACTIVE rating on the step of the 1–5 scale its
 * overall score falls on: the mean of these scores of the rating, rounded half up to a whole step. An instructor
 * rating's overall score is its overall quality alone; an institution's or a program's is the mean of its ten
 * scores, so a rating whose ten scores add up to 45 counts under 5 and one adding up to 44 under 4.
 */
const DISTRIBUTION_SCORES = {
  institution_ratings: INSTITUTION_SCORES,
  program_ratings: PROGRAM_SCORES,
  instructor_ratings: ["overall_quality"],
};

/**
 * The step a rating with these scores counts on, in integer arithmetic as the read models' SQL does it:
 * round(sum / n) half up.
 * @param {readonly number[]} scores
 * @returns {number}
 */
function distributionStep(scores) {
  let sum = 0;
  for (const score of scores) sum += score;
  return Math.floor((2 * sum + scores.length) / (2 * scores.length));
}

const INSTRUCTOR_TAGS = [
  "TOUGH_GRADER",
  "GET_READY_TO_READ",
  "PARTICIPATION_MATTERS",
  "EXTRA_CREDIT",
  "GROUP_PROJECTS",
  "AMAZING_LECTURES",
  "CLEAR_GRADING_CRITERIA",
  "GIVES_GOOD_FEEDBACK",
  "INSPIRATIONAL",
  "LOTS_OF_HOMEWORK",
  "HILARIOUS",
  "BEWARE_OF_POP_QUIZZES",
  "SO_MANY_PAPERS",
  "CARING",
  "RESPECTED",
  "LECTURE_HEAVY",
  "TEST_HEAVY",
  "GRADED_BY_FEW_THINGS",
  "ACCESSIBLE_OUTSIDE_CLASS",
  "ONLINE_SAVVY",
];
/** At most this many tags on one instructor rating. */
const MAX_TAGS = 3;

/** An instructor rating's grade status; a grade is written exactly when it is GRADE_RECEIVED. */
const GRADE_STATUSES = ["RECEIVED", "NO_GRADE", "WITHDRAWAL", "INCOMPLETE", "NOT_RECEIVED_YET", "RATHER_NOT_SAY"];
const GRADE_RECEIVED = "RECEIVED";

/** Where the author of a program rating stands in the program. */
const ENROLMENT_STATUSES = ["ENROLLED", "GRADUATED", "WITHDRAWN", "INCOMPLETE"];

/**
 * What an author may change of their own rating: its answers and its text. What is rated (the target, and an
 * instructor rating's course, which the one-rating rule keys on) stays: another one is another rating.
 */
const EDITABLE_ANSWERS = {
  institution_ratings: INSTITUTION_SCORES.concat(["review"]),
  program_ratings: ["enrolment_status"].concat(PROGRAM_SCORES, ["review"]),
  instructor_ratings: ["course_is_online"].concat(INSTRUCTOR_SCORES, [
    "would_take_again",
    "instructor_used_textbooks",
    "attendance_mandatory",
    "grade_status",
    "grade",
    "tags",
    "review",
  ]),
};

module.exports = {
  INSTITUTION_SCORES,
  PROGRAM_SCORES,
  INSTRUCTOR_SCORES,
  REVERSED_SCORES,
  SCORE_STEPS,
  SCORE_MIN,
  SCORE_MAX,
  DISTRIBUTION_SCORES,
  distributionStep,
  INSTRUCTOR_TAGS,
  MAX_TAGS,
  GRADE_STATUSES,
  GRADE_RECEIVED,
  ENROLMENT_STATUSES,
  EDITABLE_ANSWERS,
};
