// Types of roles.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const ROLES: readonly ['STUDENT', 'PROFESSOR', 'MODERATOR'];
export const DEFAULT_ROLE: 'STUDENT';
export const MODERATOR: 'MODERATOR';
export const PROFESSOR: 'PROFESSOR';
