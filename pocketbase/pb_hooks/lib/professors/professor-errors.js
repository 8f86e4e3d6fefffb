// Refusals of the professors' routes (the claim e-mail link, the reply route; docs/api.md "Professors"), with
// stable codes and messages in the request's language.
const { language, refuser, MESSAGES: RECORD_MESSAGES } = require(`${__hooks}/lib/http/refusals.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { LIMITS } = require(`${__hooks}/../../contract/limits.js`);

const MESSAGES = {
  [CODES.INVALID_VALUE]: RECORD_MESSAGES[CODES.INVALID_VALUE],
  [CODES.REQUIRED]: RECORD_MESSAGES[CODES.REQUIRED],
  [CODES.NO_LETTERS]: RECORD_MESSAGES[CODES.NO_LETTERS],
  [CODES.MIN_TEXT]: {
    ar: `الردّ قصير برشا (${LIMITS.reply.min} حروف على الأقل).`,
    fr: `La réponse est trop courte (${LIMITS.reply.min} caractères au moins).`,
    en: `The reply is too short (${LIMITS.reply.min} characters at least).`,
  },
  [CODES.MAX_TEXT]: {
    ar: `الردّ طويل برشا (${LIMITS.reply.max} حرف أقصى حاجة).`,
    fr: `La réponse est trop longue (${LIMITS.reply.max} caractères au plus).`,
    en: `The reply is too long (${LIMITS.reply.max} characters at most).`,
  },
  [CODES.INVALID_TOKEN]: {
    ar: "الرابط هذا ما عادش يخدم: يمكن تستعمل قبل ولا فات وقتو.",
    fr: "Ce lien ne fonctionne plus : il a déjà servi ou il a expiré.",
    en: "This link no longer works: it was already used or it expired.",
  },
  // Only the approved claimant of a profile replies to its ratings.
  [CODES.NOT_PROFILE_OWNER]: {
    ar: "كان الأستاذ المأكَّد متاع الملف هذا ينجم يردّ على تقييماتو.",
    fr: "Seul l'enseignant vérifié de ce profil peut répondre à ses avis.",
    en: "Only the verified professor of this profile can reply to its ratings.",
  },
};

/** 400 with `data` mapping each field to { code, message }. */
const refuse = refuser(MESSAGES);

/**
 * 403 with `data`, like a refusal: the caller may not do this, and the code says why.
 * @param {core.RequestEvent} e
 * @param {Record<string, Extract<keyof typeof MESSAGES, string>>} fields
 * @returns {never}
 */
function forbid(e, fields) {
  const lang = language(e);
  /** @type {Record<string, ValidationError>} */
  const data = {};
  for (const field of Object.keys(fields))
    data[field] = new ValidationError(fields[field], MESSAGES[fields[field]][lang]);
  throw new ForbiddenError(MESSAGES[fields[Object.keys(fields)[0]]][lang], data);
}

/** The reply route's 403 to an account whose e-mail is not verified yet (lib/http/guards.js). */
const VERIFY_FIRST = {
  ar: "أكّد الإيميل متاعك قبل ما تردّ على تقييم.",
  fr: "Confirmez votre adresse e-mail avant de répondre à un avis.",
  en: "Verify your e-mail address before replying to a rating.",
};

module.exports = { refuse, forbid, MESSAGES, VERIFY_FIRST };
