// Types of ratings.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const INSTITUTION_SCORES: readonly [
  'reputation',
  'location',
  'opportunities',
  'facilities',
  'internet',
  'food',
  'clubs',
  'social',
  'happiness',
  'safety',
];
export const PROGRAM_SCORES: readonly [
  'reputation',
  'course_quality',
  'faculty_expertise',
  'curriculum_rigor',
  'research_opportunities',
  'internship_and_coop_opportunities',
  'alumni_success',
  'facilities_and_labs',
  'workload_balance',
  'student_support_services',
];
export const INSTRUCTOR_SCORES: readonly ['overall_quality', 'difficulty'];
export const REVERSED_SCORES: readonly ['curriculum_rigor', 'workload_balance', 'difficulty'];
export const SCORE_STEPS: readonly [1, 2, 3, 4, 5];
export const SCORE_MIN: 1;
export const SCORE_MAX: 5;
export const DISTRIBUTION_SCORES: {
  readonly institution_ratings: typeof INSTITUTION_SCORES;
  readonly program_ratings: typeof PROGRAM_SCORES;
  readonly instructor_ratings: readonly ['overall_quality'];
};
export function distributionStep(scores: readonly number[]): number;
export const INSTRUCTOR_TAGS: readonly [
  'TOUGH_GRADER',
  'GET_READY_TO_READ',
  'PARTICIPATION_MATTERS',
  'EXTRA_CREDIT',
  'GROUP_PROJECTS',
  'AMAZING_LECTURES',
  'CLEAR_GRADING_CRITERIA',
  'GIVES_GOOD_FEEDBACK',
  'INSPIRATIONAL',
  'LOTS_OF_HOMEWORK',
  'HILARIOUS',
  'BEWARE_OF_POP_QUIZZES',
  'SO_MANY_PAPERS',
  'CARING',
  'RESPECTED',
  'LECTURE_HEAVY',
  'TEST_HEAVY',
  'GRADED_BY_FEW_THINGS',
  'ACCESSIBLE_OUTSIDE_CLASS',
  'ONLINE_SAVVY',
];
export const MAX_TAGS: 3;
export const GRADE_STATUSES: readonly [
  'RECEIVED',
  'NO_GRADE',
  'WITHDRAWAL',
  'INCOMPLETE',
  'NOT_RECEIVED_YET',
  'RATHER_NOT_SAY',
];
export const GRADE_RECEIVED: 'RECEIVED';
export const ENROLMENT_STATUSES: readonly ['ENROLLED', 'GRADUATED', 'WITHDRAWN', 'INCOMPLETE'];
export const EDITABLE_ANSWERS: {
  readonly institution_ratings: readonly string[];
  readonly program_ratings: readonly string[];
  readonly instructor_ratings: readonly string[];
};
