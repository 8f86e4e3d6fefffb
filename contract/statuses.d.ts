// Types of statuses.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const RATING_STATUSES: readonly ['PENDING_APPROVAL', 'ACTIVE', 'REPORTED', 'SUSPENDED'];
export const INSTRUCTOR_STATUSES: readonly ['PENDING_APPROVAL', 'ACTIVE', 'REPORTED', 'ARCHIVED'];
export const REPORT_STATUSES: readonly ['SUBMITTED', 'TREATED'];
export const CLAIM_STATUSES: readonly ['PENDING', 'APPROVED', 'REJECTED'];
export const REPLY_STATUSES: readonly ['PENDING_APPROVAL', 'ACTIVE', 'REPORTED', 'SUSPENDED'];
export const REVISION_STATUSES: readonly ['PENDING_APPROVAL', 'ACTIVE', 'SUSPENDED'];
export const ALL_STATUSES: readonly [
  'PENDING_APPROVAL',
  'ACTIVE',
  'REPORTED',
  'SUSPENDED',
  'ARCHIVED',
  'SUBMITTED',
  'TREATED',
  'PENDING',
  'APPROVED',
  'REJECTED',
];
export const QUEUE_KINDS: readonly [
  'institution_ratings',
  'program_ratings',
  'instructor_ratings',
  'instructors',
  'reports',
  'instructor_claims',
  'rating_replies',
  'rating_revisions',
];
export const INITIAL_STATUS: {
  readonly institution_ratings: 'PENDING_APPROVAL';
  readonly program_ratings: 'PENDING_APPROVAL';
  readonly instructor_ratings: 'PENDING_APPROVAL';
  readonly instructors: 'PENDING_APPROVAL';
  readonly reports: 'SUBMITTED';
  readonly instructor_claims: 'PENDING';
  readonly rating_replies: 'PENDING_APPROVAL';
  readonly rating_revisions: 'PENDING_APPROVAL';
};
export const TRANSITIONS: {
  readonly institution_ratings: { readonly PENDING_APPROVAL: readonly ['ACTIVE', 'SUSPENDED'] };
  readonly program_ratings: { readonly PENDING_APPROVAL: readonly ['ACTIVE', 'SUSPENDED'] };
  readonly instructor_ratings: { readonly PENDING_APPROVAL: readonly ['ACTIVE', 'SUSPENDED'] };
  readonly instructors: { readonly PENDING_APPROVAL: readonly ['ACTIVE', 'ARCHIVED'] };
  readonly reports: { readonly SUBMITTED: readonly ['TREATED'] };
  readonly instructor_claims: { readonly PENDING: readonly ['APPROVED', 'REJECTED'] };
  readonly rating_replies: { readonly PENDING_APPROVAL: readonly ['ACTIVE', 'SUSPENDED'] };
  readonly rating_revisions: { readonly PENDING_APPROVAL: readonly ['ACTIVE', 'SUSPENDED'] };
};
export const TAKE_DOWN: {
  readonly institution_ratings: readonly ['SUSPENDED', 'REPORTED'];
  readonly program_ratings: readonly ['SUSPENDED', 'REPORTED'];
  readonly instructor_ratings: readonly ['SUSPENDED', 'REPORTED'];
  readonly instructors: readonly ['ARCHIVED'];
  readonly rating_replies: readonly ['SUSPENDED', 'REPORTED'];
};
