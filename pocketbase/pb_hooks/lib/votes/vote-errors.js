// Refusals of the helpful-vote routes (lib/votes/rating-votes.js), with stable codes (docs/api.md "Helpful votes")
// and messages in the request's language. Guests get the moderation routes' 401 (requireUser), a missing or
// hidden rating their 404 (notFound).
const { refuser } = require(`${__hooks}/lib/http/refusals.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const moderation = require(`${__hooks}/lib/moderation/moderation-errors.js`);

const MESSAGES = {
  [CODES.INVALID_VALUE]: moderation.MESSAGES[CODES.INVALID_VALUE],
  [CODES.REQUIRED]: moderation.MESSAGES[CODES.REQUIRED],
  // Only ever sent to the rating's author: nobody else learns who wrote it.
  [CODES.OWN_RATING]: {
    ar: "ما تنجمش تصوّت على التقييم متاعك.",
    fr: "Vous ne pouvez pas voter pour votre propre avis.",
    en: "You cannot vote on your own rating.",
  },
  // Only ever sent to the profile's professor: a vote on a rating of their own profile.
  [CODES.OWN_PROFILE]: {
    ar: "ما تنجمش تصوّت على تقييمات الملف متاعك.",
    fr: "Vous ne pouvez pas voter sur les avis de votre propre profil.",
    en: "You cannot vote on the ratings of your own profile.",
  },
};

const VERIFY_FIRST = {
  ar: "أكّد الإيميل متاعك قبل ما تصوّت.",
  fr: "Confirmez votre adresse e-mail avant de voter.",
  en: "Verify your e-mail address before voting.",
};

/** 400 with `data` mapping each field to { code, message }. */
const refuse = refuser(MESSAGES);

/**
 * The caller, if a signed-in user with a verified address: 401 for guests, 403 for unverified accounts.
 * @param {core.RequestEvent} e
 */
function requireVerified(e) {
  return moderation.requireVerifiedUser(e, VERIFY_FIRST);
}

module.exports = { refuse, requireVerified };
