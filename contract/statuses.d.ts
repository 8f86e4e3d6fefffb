// Types of statuses.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const RATING_STATUSES: readonly ['PENDING_APPROVAL', 'ACTIVE', 'REPORTED', 'SUSPENDED'];
export const INSTRUCTOR_STATUSES: readonly ['PENDING_APPROVAL', 'ACTIVE', 'REPORTED', 'ARCHIVED'];
export const REPORT_STATUSES: readonly ['SUBMITTED', 'TREATED'];
export const ALL_STATUSES: readonly ['PENDING_APPROVAL', 'ACTIVE', 'REPORTED', 'SUSPENDED', 'ARCHIVED', 'SUBMITTED', 'TREATED'];
export const QUEUE_KINDS: readonly ['institution_ratings', 'program_ratings', 'instructor_ratings', 'instructors', 'reports'];
export const INITIAL_STATUS: {
  readonly institution_ratings: 'PENDING_APPROVAL';
  readonly program_ratings: 'PENDING_APPROVAL';
  readonly instructor_ratings: 'PENDING_APPROVAL';
  readonly instructors: 'PENDING_APPROVAL';
  readonly reports: 'SUBMITTED';
};
export const TRANSITIONS: {
  readonly institution_ratings: { readonly PENDING_APPROVAL: readonly ['ACTIVE', 'SUSPENDED'] };
  readonly program_ratings: { readonly PENDING_APPROVAL: readonly ['ACTIVE', 'SUSPENDED'] };
  readonly instructor_ratings: { readonly PENDING_APPROVAL: readonly ['ACTIVE', 'SUSPENDED'] };
  readonly instructors: { readonly PENDING_APPROVAL: readonly ['ACTIVE', 'ARCHIVED'] };
  readonly reports: { readonly SUBMITTED: readonly ['TREATED'] };
};
export const TAKE_DOWN: {
  readonly institution_ratings: readonly ['SUSPENDED', 'REPORTED'];
  readonly program_ratings: readonly ['SUSPENDED', 'REPORTED'];
  readonly instructor_ratings: readonly ['SUSPENDED', 'REPORTED'];
  readonly instructors: readonly ['ARCHIVED'];
};
