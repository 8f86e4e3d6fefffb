// Types of votes.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const VOTE_VALUES: readonly [1, -1];
export const VOTE_WITHDRAWN: 0;
export const VOTE_COUNT_FIELDS: readonly ['helpful_count', 'unhelpful_count'];
export const MY_VOTES_MAX_IDS: 50;
