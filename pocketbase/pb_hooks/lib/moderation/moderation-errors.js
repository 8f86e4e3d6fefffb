// Refusals of the moderation routes, with stable codes (docs/api.md) and messages in the request's language.
// Who may call them, and their 404, are the shared request guards (lib/http/guards.js).
const { refuser, MESSAGES: RECORD_MESSAGES } = require(`${__hooks}/lib/http/refusals.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { LIMITS } = require(`${__hooks}/../../contract/limits.js`);

const MESSAGES = {
  [CODES.INVALID_VALUE]: RECORD_MESSAGES[CODES.INVALID_VALUE],
  [CODES.MAX_TEXT]: {
    ar: `السبب طويل برشا (${LIMITS.moderationReason.max} حرف أقصى حاجة).`,
    fr: `Le motif est trop long (${LIMITS.moderationReason.max} caractères au plus).`,
    en: `The reason is too long (${LIMITS.moderationReason.max} characters at most).`,
  },
  [CODES.ALREADY_DECIDED]: {
    ar: "الحاجة هذي تقرّر فيها قبل، حدّث القائمة.",
    fr: "Cet élément a déjà été traité : actualisez la file.",
    en: "This item was already decided: refresh the queue.",
  },
  [CODES.INSTRUCTOR_NOT_PUBLISHED]: {
    ar: "انشر الأستاذ قبل ما تنشر التقييم متاعو.",
    fr: "Publiez d'abord l'enseignant, puis son évaluation.",
    en: "Publish the instructor before their rating.",
  },
  [CODES.TAKE_DOWN_NOT_ALLOWED]: {
    ar: "ما تنجمش تنحّي المحتوى هذا بالحالة هذي.",
    fr: "Ce contenu ne peut pas être retiré avec ce statut.",
    en: "This content cannot be taken down with this status.",
  },
  [CODES.REPORTED_CONTENT_MISSING]: {
    ar: "المحتوى اللي تبلّغ عليه ما عادش موجود.",
    fr: "Le contenu signalé n'existe plus.",
    en: "The reported content no longer exists.",
  },
  [CODES.REQUIRED]: RECORD_MESSAGES[CODES.REQUIRED],
  // Approving a claim of a profile that has its approved claimant already.
  [CODES.ALREADY_CLAIMED]: RECORD_MESSAGES[CODES.ALREADY_CLAIMED],
  // Anything about a profile the moderator holds or claims (their own claim and reply included), decided or
  // expanded to its authors (lib/moderation/own-profile.js): another moderator handles it.
  [CODES.OWN_PROFILE]: {
    ar: "هذا يخصّ بروفيل إنت صاحبو ولا طالبو: مشرف آخر يقرّر فيه، وشكون كتب عليه ما يظهرلكش.",
    fr: "Cela concerne un profil que vous détenez ou revendiquez : un autre modérateur en décide, et ses auteurs ne vous sont pas montrés.",
    en: "This concerns a profile you hold or claim: another moderator decides on it, and its authors are not shown to you.",
  },
};

/** 400 with `data` mapping each field to { code, message }. */
const refuse = refuser(MESSAGES);

module.exports = { refuse };
