// Types of home.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const HOME_LATEST_REVIEWS: 5;
export const HOME_BEST_RATED: 5;
export const HOME_EXCERPT_MAX: 200;
export const HOME_COLLECTION: 'rayek_home';
export const HOME_ID: 'home';
export const HOME_HTML_PLACE: '<div id="home-live" class="home-live"></div>';
