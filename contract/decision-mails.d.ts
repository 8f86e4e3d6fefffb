// Types of decision-mails.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const REFUSED_MAIL_OFF_FIELD: 'refused_mail_off';
export const PUBLISHED_MAIL_ON_FIELD: 'published_mail_on';
export const DECISIONS_SEEN_FIELD: 'decisions_seen';
export const TOLD_KINDS: readonly [
  'institution_ratings',
  'program_ratings',
  'instructor_ratings',
  'instructors',
  'reports',
  'rating_revisions',
];
export type DecisionOutcome = 'published' | 'refused' | 'reviewed';
export function decisionOutcome(collection: string, status: string): DecisionOutcome | '';
