// Types of client-errors.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const CLIENT_ERROR_LIMITS: {
  readonly message: 500;
  readonly stack: 4000;
  readonly page: 300;
  readonly build: 64;
};
export const CLIENT_ERROR_KINDS: readonly ['error', 'rejection'];
export const CLIENT_ERROR_BODY_MAX: 16384;
export const CLIENT_ERRORS_PER_PAGE: 5;
export const CLIENT_ERRORS_KEPT: 10000;
export function withoutQueries(text: string): string;
export function pagePath(value: unknown): string;
export function buildName(value: unknown): string;
