// Where the home page's answer is kept in the mirror (contract/home.js).
export { HOME_COLLECTION, HOME_ID } from '@contract/home.js';
