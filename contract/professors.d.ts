// Types of professors.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const CLAIM_EMAIL_LINK_HOURS: 48;
export const REPLY_RATING_COLLECTION: 'instructor_ratings';
export const VERIFIED_PROFILE_FIELD: 'verified_profile';
export const NEW_RATING_MAIL_OFF_FIELD: 'new_rating_mail_off';
