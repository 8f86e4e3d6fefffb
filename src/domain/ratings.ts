// The enumerations and limits of what students write, defined once for the app and the server in contract/
// (ratings.js, statuses.js, limits.js); this module gives them their TypeScript names. Forms, the outbox's
// schemas and the browse views all read these.
import {
  ENROLMENT_STATUSES,
  GRADE_STATUSES,
  INSTITUTION_SCORES,
  INSTRUCTOR_SCORES,
  INSTRUCTOR_TAGS,
  MAX_TAGS,
  PROGRAM_SCORES,
  REVERSED_SCORES as REVERSED,
  SCORE_MAX,
  SCORE_MIN,
  SCORE_STEPS,
} from '@contract/ratings.js';
import { INSTRUCTOR_STATUSES, RATING_STATUSES, REPORT_STATUSES } from '@contract/statuses.js';

export {
  ENROLMENT_STATUSES,
  GRADE_STATUSES,
  INSTITUTION_SCORES,
  INSTRUCTOR_SCORES,
  INSTRUCTOR_TAGS,
  INSTRUCTOR_STATUSES,
  MAX_TAGS,
  PROGRAM_SCORES,
  RATING_STATUSES,
  REPORT_STATUSES,
  SCORE_MAX,
  SCORE_MIN,
  SCORE_STEPS,
};
export { LIMITS } from '@contract/limits.js';

export type InstitutionScore = (typeof INSTITUTION_SCORES)[number];
export type ProgramScore = (typeof PROGRAM_SCORES)[number];
export type InstructorScore = (typeof INSTRUCTOR_SCORES)[number];
/** Every named score of every kind of rating (one name, one label, wherever it is shown). */
export type ScoreName = InstitutionScore | ProgramScore | InstructorScore;

/** How the five steps of a score are named: quality (awful…awesome), load (very light…very heavy), difficulty. */
export const SCORE_SCALES = ['quality', 'load', 'difficulty'] as const;
export type ScoreScale = (typeof SCORE_SCALES)[number];

/** The scale a score is answered and shown on: difficulty its own, the other burdens as a load, the rest as a quality. */
export function scaleOf(score: ScoreName): ScoreScale {
  if (score === 'difficulty') return 'difficulty';
  return REVERSED_SCORES.has(score) ? 'load' : 'quality';
}
export type InstructorTag = (typeof INSTRUCTOR_TAGS)[number];
export type GradeStatus = (typeof GRADE_STATUSES)[number];
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
export type RatingStatus = (typeof RATING_STATUSES)[number];
export type InstructorStatus = (typeof INSTRUCTOR_STATUSES)[number];
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Scores where a high number is a burden rather than a quality: their colours run the other way. */
export const REVERSED_SCORES: ReadonlySet<string> = new Set(REVERSED);
export type ScoreStep = (typeof SCORE_STEPS)[number];
export { EDITABLE_ANSWERS } from '@contract/ratings.js';
