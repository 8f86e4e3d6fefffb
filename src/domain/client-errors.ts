// The bounds of a client error report and the cleaning of its texts (contract/client-errors.js).
export {
  CLIENT_ERROR_BODY_MAX,
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_PER_PAGE,
  buildName,
  pagePath,
  withoutQueries,
} from '@contract/client-errors.js';
