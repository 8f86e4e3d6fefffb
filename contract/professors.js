// Professors on their own profiles: a verified account claims an instructor profile, a moderator approves the
// claim, and the account (role PROFESSOR) then replies to that profile's ratings. The statuses and queues are in
// statuses.js, the text bounds in limits.js; docs/api.md "Professors" has the routes.

/** How long the one-time link sent to a claim's institutional address stays valid. */
const CLAIM_EMAIL_LINK_HOURS = 48;
/** The rating collection professors reply to: only instructors are people who can claim a profile. */
const REPLY_RATING_COLLECTION = "instructor_ratings";
/** The public mark on an instructor: true while the profile has an approved claimant (server-kept). */
const VERIFIED_PROFILE_FIELD = "verified_profile";
/** The users field that turns the new-rating e-mail off; false (the mail is sent) unless the professor says so. */
const NEW_RATING_MAIL_OFF_FIELD = "new_rating_mail_off";

module.exports = { CLAIM_EMAIL_LINK_HOURS, REPLY_RATING_COLLECTION, VERIFIED_PROFILE_FIELD, NEW_RATING_MAIL_OFF_FIELD };
