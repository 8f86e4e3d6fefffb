// Types of record-id.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const RECORD_ID_LENGTH: 15;
export const RECORD_ID_PATTERN: RegExp;
export function isRecordId(value: unknown): value is string;
