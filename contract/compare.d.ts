// Types of compare.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const COMPARE_KINDS: readonly ['institutions', 'programs', 'instructors'];
export const COMPARE_MAX: 3;
