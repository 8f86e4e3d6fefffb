// The codes of every field-level refusal, the server's and PocketBase's (contract/error-codes.js).
export { ERROR_CODES } from '@contract/error-codes.js';
