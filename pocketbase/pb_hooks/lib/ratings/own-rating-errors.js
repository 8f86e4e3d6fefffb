// Refusals of an author's own-rating routes (lib/ratings/own-ratings.js), with stable codes (docs/api.md "Own ratings")
// and messages in the request's language. Guests get the shared 401, someone else's or a missing record the
// shared 404, unverified accounts a 403 with VERIFY_FIRST (lib/http/guards.js); the answers and texts are checked
// by the create hook's own rules, which refuse with theirs (lib/http/refusals.js).
const { refuser, MESSAGES: RECORD_MESSAGES } = require(`${__hooks}/lib/http/refusals.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);

const MESSAGES = {
  [CODES.INVALID_VALUE]: RECORD_MESSAGES[CODES.INVALID_VALUE],
  [CODES.REQUIRED]: RECORD_MESSAGES[CODES.REQUIRED],
  // Only ever sent to the author: a suggestion, report or edit a moderator has decided stays.
  [CODES.ALREADY_DECIDED]: {
    ar: "المشرف قرّر فيها قبل، ما عادش تنجم تنحّيها.",
    fr: "Un modérateur en a déjà décidé : vous ne pouvez plus la retirer.",
    en: "A moderator already decided on this: it can no longer be withdrawn.",
  },
};

const VERIFY_FIRST = {
  ar: "أكّد الإيميل متاعك قبل ما تبدّل التقييم متاعك.",
  fr: "Confirmez votre adresse e-mail avant de modifier votre avis.",
  en: "Verify your e-mail address before editing your rating.",
};

/** 400 with `data` mapping each field to { code, message }. */
const refuse = refuser(MESSAGES);

module.exports = { refuse, VERIFY_FIRST };
