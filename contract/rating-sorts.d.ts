// Types of rating-sorts.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const RATING_SORTS: readonly ['newest', 'helpful', 'highest', 'lowest'];
export const DEFAULT_RATING_SORT: 'newest';
