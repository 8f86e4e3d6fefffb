// Refusals of the helpful-vote routes (lib/votes/rating-votes.js), with stable codes (docs/api.md "Helpful votes")
// and messages in the request's language. Guests get the shared 401, a missing or hidden rating the shared 404,
// unverified accounts a 403 with VERIFY_FIRST (lib/http/guards.js).
const { refuser, MESSAGES: RECORD_MESSAGES } = require(`${__hooks}/lib/http/refusals.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);

const MESSAGES = {
  [CODES.INVALID_VALUE]: RECORD_MESSAGES[CODES.INVALID_VALUE],
  [CODES.REQUIRED]: RECORD_MESSAGES[CODES.REQUIRED],
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

module.exports = { refuse, VERIFY_FIRST };
