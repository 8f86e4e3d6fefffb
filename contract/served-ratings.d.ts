// Types of served-ratings.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const SERVED_RATINGS_ID: 'served-ratings';
export const SERVED_RATINGS_PLACE: '<div id="served-ratings" class="served-ratings"></div>';
