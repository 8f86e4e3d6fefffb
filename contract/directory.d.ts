// Types of directory.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const DIRECTORY_SORTS: readonly ['best', 'reviews', 'name'];
export const DEFAULT_DIRECTORY_SORT: 'best';
export const DIRECTORY_PAGE_SIZE: 20;
export const BEST_RATED_MIN_REVIEWS: 3;
export const PROGRAM_DEGREES: readonly ['L', 'BA', 'CP', 'CPI', 'ING', 'MED', 'PHA', 'DENT', 'VET', 'ARCH'];
