// The enumerations and limits of what students write, as the server defines them (docs/api.md, issue 2).
// One definition: forms, the outbox's schemas and the browse views all read these.

export const INSTITUTION_SCORES = [
  'reputation', 'location', 'opportunities', 'facilities', 'internet', 'food', 'clubs', 'social', 'happiness', 'safety',
] as const;
export type InstitutionScore = (typeof INSTITUTION_SCORES)[number];

export const PROGRAM_SCORES = [
  'reputation', 'course_quality', 'faculty_expertise', 'curriculum_rigor', 'research_opportunities',
  'internship_and_coop_opportunities', 'alumni_success', 'facilities_and_labs', 'workload_balance',
  'student_support_services',
] as const;
export type ProgramScore = (typeof PROGRAM_SCORES)[number];

export const INSTRUCTOR_SCORES = ['overall_quality', 'difficulty'] as const;
export type InstructorScore = (typeof INSTRUCTOR_SCORES)[number];
/** Every named score of every kind of rating (one name, one label, wherever it is shown). */
export type ScoreName = InstitutionScore | ProgramScore | InstructorScore;

/** Scores where a high number is a burden rather than a quality: their colours run the other way. */
export const REVERSED_SCORES: ReadonlySet<string> = new Set(['curriculum_rigor', 'workload_balance', 'difficulty']);

/** How the five steps of a score are named: quality (awful…awesome), load (very light…very heavy), difficulty. */
export const SCORE_SCALES = ['quality', 'load', 'difficulty'] as const;
export type ScoreScale = (typeof SCORE_SCALES)[number];

/** The scale a score is answered and shown on: difficulty its own, the other burdens as a load, the rest as a quality. */
export function scaleOf(score: ScoreName): ScoreScale {
  if (score === 'difficulty') return 'difficulty';
  return REVERSED_SCORES.has(score) ? 'load' : 'quality';
}

export const INSTRUCTOR_TAGS = [
  'TOUGH_GRADER', 'GET_READY_TO_READ', 'PARTICIPATION_MATTERS', 'EXTRA_CREDIT', 'GROUP_PROJECTS', 'AMAZING_LECTURES',
  'CLEAR_GRADING_CRITERIA', 'GIVES_GOOD_FEEDBACK', 'INSPIRATIONAL', 'LOTS_OF_HOMEWORK', 'HILARIOUS',
  'BEWARE_OF_POP_QUIZZES', 'SO_MANY_PAPERS', 'CARING', 'RESPECTED', 'LECTURE_HEAVY', 'TEST_HEAVY',
  'GRADED_BY_FEW_THINGS', 'ACCESSIBLE_OUTSIDE_CLASS', 'ONLINE_SAVVY',
] as const;
export type InstructorTag = (typeof INSTRUCTOR_TAGS)[number];
export const MAX_TAGS = 3;

export const GRADE_STATUSES = ['RECEIVED', 'NO_GRADE', 'WITHDRAWAL', 'INCOMPLETE', 'NOT_RECEIVED_YET', 'RATHER_NOT_SAY'] as const;
export type GradeStatus = (typeof GRADE_STATUSES)[number];

export const ENROLMENT_STATUSES = ['ENROLLED', 'GRADUATED', 'WITHDRAWN', 'INCOMPLETE'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

export const RATING_STATUSES = ['PENDING_APPROVAL', 'ACTIVE', 'REPORTED', 'SUSPENDED'] as const;
export type RatingStatus = (typeof RATING_STATUSES)[number];
export const INSTRUCTOR_STATUSES = ['PENDING_APPROVAL', 'ACTIVE', 'REPORTED', 'ARCHIVED'] as const;
export type InstructorStatus = (typeof INSTRUCTOR_STATUSES)[number];
export const REPORT_STATUSES = ['SUBMITTED', 'TREATED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The steps of every score, lowest first. */
export const SCORE_STEPS = [1, 2, 3, 4, 5] as const;
export type ScoreStep = (typeof SCORE_STEPS)[number];
export const SCORE_MIN = SCORE_STEPS[0];
export const SCORE_MAX = SCORE_STEPS[4];

/** Text bounds after trimming, equal to the server's (pocketbase/pb_migrations, docs/api.md "Error codes"). */
export const LIMITS = {
  review: { min: 10, max: 2000 },
  reportComment: { min: 10, max: 1000 },
  course: { max: 100 },
  grade: { max: 20 },
  instructorName: { max: 100 },
  department: { max: 300 },
  userName: { min: 2, max: 100 },
  password: { signIn: 6, signUp: 8 },
} as const;
