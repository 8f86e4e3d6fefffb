// Refusals of the moderation routes, with stable codes (docs/api.md) and messages in the request's language.
const { language, refuser, MESSAGES: RECORD_MESSAGES } = require(`${__hooks}/lib/http/refusals.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { LIMITS } = require(`${__hooks}/../../contract/limits.js`);
const { MODERATOR } = require(`${__hooks}/../../contract/roles.js`);

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
  moderators_only: {
    ar: "الصفحة هذي للمشرفين برك.",
    fr: "Réservé aux modérateurs.",
    en: "Moderators only.",
  },
  sign_in_required: {
    ar: "لازم تدخل لحسابك.",
    fr: "Connectez-vous d'abord.",
    en: "Sign in first.",
  },
  not_found: {
    ar: "ما لقيناش الحاجة هذي.",
    fr: "Élément introuvable.",
    en: "Item not found.",
  },
};

/**
 * @param {core.RequestEvent} e
 * @param {keyof typeof MESSAGES} code
 */
function message(e, code) {
  return MESSAGES[code][language(e)];
}

/** 400 with `data` mapping each field to { code, message }. */
const refuse = refuser(MESSAGES);

/**
 * The caller, if a signed-in user; 401 otherwise.
 * @param {core.RequestEvent} e
 */
function requireUser(e) {
  const auth = e.auth;
  if (!auth || auth.collection().name !== "users") throw new UnauthorizedError(message(e, "sign_in_required"));
  return auth;
}

/**
 * The caller, if a signed-in user with a verified address: 401 for guests, 403 with the route's own text (by
 * language: what the caller must verify their address before) for unverified accounts.
 * @param {core.RequestEvent} e
 * @param {Record<string, string>} verifyFirst
 */
function requireVerifiedUser(e, verifyFirst) {
  const auth = requireUser(e);
  if (!auth.verified()) throw new ForbiddenError(verifyFirst[language(e)]);
  return auth;
}

/**
 * The caller, if a moderator; 401 for guests, 403 for everyone else.
 * @param {core.RequestEvent} e
 */
function requireModerator(e) {
  const auth = requireUser(e);
  if (auth.getString("role") !== MODERATOR) throw new ForbiddenError(message(e, "moderators_only"));
  return auth;
}

/**
 * Every answer of these routes is about one signed-in person (their queue, their contributions) or unpublished
 * content: set before anything can refuse, so refusals carry it too. See docs/api.md "Private answers".
 * @param {core.RequestEvent} e
 */
function noStore(e) {
  e.response.header().set("Cache-Control", "no-store");
}

/**
 * @param {core.RequestEvent} e
 * @returns {never}
 */
function notFound(e) {
  throw new NotFoundError(message(e, "not_found"));
}

module.exports = { refuse, requireUser, requireVerifiedUser, requireModerator, notFound, message, noStore, MESSAGES };
