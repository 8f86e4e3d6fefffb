// Valid payloads for the schema tests: each test changes one thing and says what the user would see.
import { INSTITUTION_SCORES, PROGRAM_SCORES } from '@/domain/ratings';

export const ID = 'abcdefghij12345';
export const REVIEW = 'Clear lectures and fair exams.';

const threes = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, 3]));

export const institutionRating = () => ({ institution: ID, ...threes(INSTITUTION_SCORES), review: REVIEW });

export const programRating = () => ({
  program: ID,
  enrolment_status: 'GRADUATED',
  ...threes(PROGRAM_SCORES),
  review: REVIEW,
});

export const instructorRating = () => ({
  instructor: ID,
  course: 'Analyse 1',
  course_is_online: false,
  overall_quality: 4,
  difficulty: 5,
  would_take_again: true,
  instructor_used_textbooks: false,
  attendance_mandatory: true,
  grade_status: 'RECEIVED',
  grade: '14/20',
  tags: ['CARING', 'TOUGH_GRADER'],
  review: REVIEW,
});

export const instructorSuggestion = () => ({
  name: 'Amira Ben Salah',
  institution: ID,
  department: 'Informatique',
  directory_listing: 'https://fst.rnu.tn/enseignants/amira',
  user_agrees: true,
});

export const report = () => ({
  reported_collection: 'instructor-rating',
  reported_id: ID,
  report_reason: 'OTHER',
  comment: 'Insults the instructor personally.',
});
