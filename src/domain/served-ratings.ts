// The element a record page's served reviews stand in (contract/served-ratings.js).
export { SERVED_RATINGS_ID } from '@contract/served-ratings.js';
