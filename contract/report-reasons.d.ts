// Types of report-reasons.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const REPORT_REASONS: readonly [
  'INSULT_HARASSMENT',
  'PERSONAL_INFORMATION',
  'FALSE_OFF_TOPIC',
  'SPAM_ADVERTISING',
  'NOT_ABOUT_THIS_RECORD',
  'OTHER',
];
export const REPORT_REASON_OTHER: 'OTHER';
export function reportCommentRequired(reason: string): boolean;
