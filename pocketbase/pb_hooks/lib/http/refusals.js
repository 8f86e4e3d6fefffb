// Field-level refusals with stable codes (listed in docs/api.md). The client translates the code; the
// message follows the request's Accept-Language (ar, fr, en) for callers that show it as is.

const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { LANGUAGES } = require(`${__hooks}/../../contract/languages.js`);

const MESSAGES = {
  [CODES.ALREADY_RATED]: {
    ar: "عطيت رايك هنا قبل.",
    fr: "Vous avez déjà donné votre avis ici.",
    en: "You have already rated this.",
  },
  [CODES.GRADE_REQUIRED]: {
    ar: "اكتب العدد اللي خذيتو.",
    fr: "Indiquez la note obtenue.",
    en: "Enter the grade you received.",
  },
  [CODES.GRADE_NOT_ALLOWED]: {
    ar: "ما تكتبش عدد كان ما خذيتوش.",
    fr: "Laissez la note vide si vous ne l'avez pas reçue.",
    en: "Leave the grade empty unless you received it.",
  },
  // Also the answer for an id that does not exist: the message must not say which of the two it is.
  [CODES.INSTRUCTOR_UNAVAILABLE]: {
    ar: "ما تنجمش تعطي رايك في الأستاذ هذا توّا.",
    fr: "Cet enseignant ne peut pas être évalué pour l'instant.",
    en: "This instructor cannot be rated at the moment.",
  },
  [CODES.NO_LETTERS]: {
    ar: "اكتب كلمات: حروف ولا أرقام، موش رموز برك.",
    fr: "Écrivez des mots : des lettres ou des chiffres, pas seulement des symboles.",
    en: "Write words: letters or digits, not only symbols.",
  },
  [CODES.INVALID_URL]: {
    ar: "حط رابط كامل يبدا بـ https://",
    fr: "Saisissez une adresse web complète, commençant par https://",
    en: "Enter a full web address, starting with https://",
  },
  [CODES.MIN_TEXT]: {
    ar: "النص قصير برشا.",
    fr: "Le texte est trop court.",
    en: "The text is too short.",
  },
  [CODES.MAX_TEXT]: {
    ar: "النص طويل برشا.",
    fr: "Le texte est trop long.",
    en: "The text is too long.",
  },
  [CODES.REPORT_TARGET_NOT_FOUND]: {
    ar: "الحاجة اللي تحب تبلّغ عليها موش موجودة.",
    fr: "Le contenu signalé est introuvable.",
    en: "The reported content was not found.",
  },
  // A report without one of the reasons the form lists (contract/report-reasons.js): none, or an unknown one.
  [CODES.INVALID_REPORT_REASON]: {
    ar: "اختار علاش تبلّغ، من الأسباب اللي في القائمة.",
    fr: "Choisissez le motif du signalement dans la liste.",
    en: "Choose the reason for the report from the list.",
  },
  [CODES.STATUS_ONLY]: {
    ar: "المشرف يبدّل كان الحالة.",
    fr: "La modération ne change que le statut.",
    en: "Moderation changes only the status.",
  },
  [CODES.ROLE_NOT_ALLOWED]: {
    ar: "ما تنجمش تختار الدور متاعك.",
    fr: "Vous ne pouvez pas choisir votre rôle.",
    en: "You cannot choose your role.",
  },
  [CODES.INVALID_PASSWORD]: {
    ar: "كلمة السرّ موش صحيحة.",
    fr: "Le mot de passe est incorrect.",
    en: "The password is incorrect.",
  },
  // A professor rating their own profile: only they can receive this (docs/professors.md).
  [CODES.OWN_PROFILE]: {
    ar: "ما تنجمش تعطي رايك في الملف متاعك.",
    fr: "Vous ne pouvez pas évaluer votre propre profil.",
    en: "You cannot rate your own profile.",
  },
  [CODES.ALREADY_CLAIMED]: {
    ar: "الملف هذا عندو أستاذ مأكَّد من قبل.",
    fr: "Ce profil a déjà son enseignant vérifié.",
    en: "This profile already has its verified professor.",
  },
  // A claim of a profile the account already claimed (pending or approved).
  [CODES.NOT_UNIQUE]: {
    ar: "طلبت الملف هذا قبل.",
    fr: "Vous avez déjà revendiqué ce profil.",
    en: "You have already claimed this profile.",
  },
  // PocketBase's codes, worded for Rayek's own routes (moderation, votes, replies) that refuse with them.
  [CODES.INVALID_VALUE]: {
    ar: "القيمة هذي موش مقبولة.",
    fr: "Cette valeur n'est pas acceptée.",
    en: "This value is not accepted.",
  },
  // A list with more entries than its bound (an institution's aliases, written by superusers).
  [CODES.TOO_MANY_VALUES]: {
    ar: "فمّا برشا قيم.",
    fr: "Il y a trop de valeurs.",
    en: "There are too many values.",
  },
  [CODES.REQUIRED]: {
    ar: "القيمة هذي لازمة.",
    fr: "Cette valeur est requise.",
    en: "This value is required.",
  },
  [CODES.VERIFIED_NOT_ALLOWED]: {
    ar: "الإيميل يتأكّد كان بالرابط اللي نبعثوهولك.",
    fr: "L'adresse est confirmée uniquement par le lien envoyé.",
    en: "Your address is verified only through the link we send.",
  },
};

/**
 * The first of ar / fr / en named in the request's Accept-Language (in the header's order), or `fallback`.
 * @template {string} F
 * @param {core.RequestEvent} e
 * @param {F} fallback
 * @returns {typeof LANGUAGES[number] | F}
 */
function acceptedLanguage(e, fallback) {
  const headers = e.requestInfo().headers;
  const header = String(headers["accept_language"] || "").toLowerCase();
  for (const part of header.split(",")) {
    const tag = part.trim().slice(0, 2);
    const known = LANGUAGES.find((lang) => lang === tag);
    if (known) return known;
  }
  return fallback;
}

/**
 * The language of refusal messages: the first of ar / fr / en named in Accept-Language; English otherwise (a
 * caller that names none of the three is more likely a program or a foreign browser than an Arabic reader).
 * @param {core.RequestEvent} e
 */
function language(e) {
  return acceptedLanguage(e, "en");
}

/**
 * A function that throws a 400 whose `data` maps each field to { code, message }, the messages taken from
 * `messages` (code → { ar, fr, en }): each family of routes words its own codes, all refuse the same way.
 * Typed so that a code without its messages does not type-check.
 * @template {Record<string, Record<string, string>>} M
 * @param {M} messages
 * @returns {(e: core.RequestEvent, fields: Record<string, Extract<keyof M, string>>) => never}
 */
function refuser(messages) {
  return (e, fields) => {
    const lang = language(e);
    /** @type {Record<string, ValidationError>} */
    const data = {};
    let first = "";
    for (const field of Object.keys(fields)) {
      const code = fields[field];
      const message = messages[code][lang];
      data[field] = new ValidationError(code, message);
      if (!first) first = message;
    }
    throw new BadRequestError(first, data);
  };
}

/** @typedef {keyof typeof MESSAGES} RefusalCode a code the record hooks refuse with */

/** The refusals of the record hooks (contributions, users) and of the account routes. */
const refuse = refuser(MESSAGES);

module.exports = { refuse, refuser, language, acceptedLanguage, MESSAGES };
