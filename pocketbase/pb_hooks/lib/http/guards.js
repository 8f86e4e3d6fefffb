// The request guards Rayek's own routes share: who may call (a signed-in user, a verified one, a moderator), the
// 404 of what the caller may not see, and `no-store` on answers about one person (docs/api.md "Private answers").
// Each family of routes keeps its own refusals (lib/<topic>/*-errors.js); the texts here are the guards' own,
// by language like every refusal (lib/http/refusals.js).
const { language } = require(`${__hooks}/lib/http/refusals.js`);
const { MODERATOR } = require(`${__hooks}/../../contract/roles.js`);

const MESSAGES = {
  sign_in_required: {
    ar: "لازم تدخل لحسابك.",
    fr: "Connectez-vous d'abord.",
    en: "Sign in first.",
  },
  moderators_only: {
    ar: "الصفحة هذي للمشرفين برك.",
    fr: "Réservé aux modérateurs.",
    en: "Moderators only.",
  },
  not_found: {
    ar: "ما لقيناش الحاجة هذي.",
    fr: "Élément introuvable.",
    en: "Item not found.",
  },
};

/**
 * Whether the caller is a signed-in user (not a guest, not a superuser).
 * @param {core.Record | undefined} auth
 */
function isUser(auth) {
  return !!auth && auth.collection().name === "users";
}

/** @param {core.Record | undefined} auth */
function isModerator(auth) {
  return isUser(auth) && auth.getString("role") === MODERATOR;
}

/**
 * The caller, if a signed-in user; 401 otherwise.
 * @param {core.RequestEvent} e
 */
function requireUser(e) {
  if (!isUser(e.auth)) throw new UnauthorizedError(MESSAGES.sign_in_required[language(e)]);
  return e.auth;
}

/**
 * The caller, if a signed-in user with a verified address: 401 for guests, 403 with the route's own text (by
 * language: what the caller must verify their address before, kept with the route's refusals) otherwise.
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
  if (!isModerator(auth)) throw new ForbiddenError(MESSAGES.moderators_only[language(e)]);
  return auth;
}

/**
 * For an answer about one signed-in person (their queue, their contributions) or unpublished content: called
 * first, before anything can refuse, so refusals carry it too.
 * @param {core.RequestEvent} e
 */
function noStore(e) {
  e.response.header().set("Cache-Control", "no-store");
}

/**
 * The same 404 for what does not exist and what the caller may not see: nobody learns which.
 * @param {core.RequestEvent} e
 * @returns {never}
 */
function notFound(e) {
  throw new NotFoundError(MESSAGES.not_found[language(e)]);
}

module.exports = { isUser, isModerator, requireUser, requireVerifiedUser, requireModerator, noStore, notFound };
