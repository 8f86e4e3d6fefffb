// Types of rating-order.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const OVERALL_FIELDS: {
  readonly institution_ratings: 'overall_score';
  readonly program_ratings: 'overall_score';
  readonly instructor_ratings: 'overall_quality';
};
export const RATING_FILTER_FIELDS: {
  readonly program_ratings: 'enrolment_status';
  readonly instructor_ratings: 'course';
};
export function ratingOverall(scores: readonly string[], valueOf: (name: string) => number): number;
export function ratingOrder(collection: string, sort: string): [string, 'asc' | 'desc'][];
