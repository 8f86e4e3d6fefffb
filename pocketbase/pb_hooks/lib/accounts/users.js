// A client never chooses its own role or verified flag, and its e-mail is never shown to anyone else.
// Superusers (and `npm run moderator`) set roles; PocketBase's verification link sets `verified`.
// Nobody learns from a sign-up whether an address has an account (answerAsIfCreated).

const { refuse, acceptedLanguage } = require(`${__hooks}/lib/http/refusals.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { LANGUAGES, DEFAULT_LANGUAGE } = require(`${__hooks}/../../contract/languages.js`);
const { DEFAULT_ROLE } = require(`${__hooks}/../../contract/roles.js`);
const { normaliseLine, hasLetterOrDigit } = require(`${__hooks}/../../contract/text.js`);
const { LIMITS, rawTextTooLong } = require(`${__hooks}/../../contract/limits.js`);

/**
 * The display name cleaned as every free text is (contract/text.js); symbols alone are no name.
 * @param {core.RecordRequestEvent} e
 */
function cleanName(e) {
  const typed = e.record.getString("name");
  // Bound first: a name far past the limit is refused as too long before it is cleaned.
  if (rawTextTooLong(typed, LIMITS.userName.max)) refuse(e, { name: CODES.MAX_TEXT });
  const name = normaliseLine(typed);
  e.record.set("name", name);
  if (name !== "" && !hasLetterOrDigit(name)) refuse(e, { name: CODES.NO_LETTERS });
}

/** @param {core.RecordRequestEvent} e */
function onCreateRequest(e) {
  if (e.hasSuperuserAuth()) return e.next();
  const body = e.requestInfo().body;
  if (body.role !== undefined && body.role !== null && body.role !== "" && body.role !== DEFAULT_ROLE) {
    refuse(e, { role: CODES.ROLE_NOT_ALLOWED });
  }
  if (body.verified === true || body.verified === "true") refuse(e, { verified: CODES.VERIFIED_NOT_ALLOWED });
  e.record.set("role", DEFAULT_ROLE);
  e.record.setVerified(false);
  e.record.setEmailVisibility(false);
  e.record.set("language", signUpLanguage(e));
  cleanName(e);
  const owner = accountWithEmail(e.app, e.record.email());
  if (owner) return answerAsIfCreated(e, owner);
  e.next();
}

/**
 * The language the account's e-mails are written in: the one the app sends (the interface language at sign-up),
 * else the browser's, else Arabic. A value the app would never send is replaced rather than refused: a sign-up
 * is not lost over it. The owner changes it later with a PATCH, which the select field validates.
 * @param {core.RecordRequestEvent} e
 */
function signUpLanguage(e) {
  const asked = e.requestInfo().body.language;
  const known = LANGUAGES.find((lang) => lang === asked);
  return known || acceptedLanguage(e, DEFAULT_LANGUAGE);
}

/**
 * @param {CoreApp} app
 * @param {string} email
 */
function accountWithEmail(app, email) {
  if (email === "") return null;
  try {
    // PocketBase's own lookup: the same comparison (case-insensitive) as its unique e-mail index.
    return app.findAuthRecordByEmail("users", email);
  } catch (_) {
    return null;
  }
}

/**
 * A sign-up with a taken address answers exactly as a sign-up with a free one, and its owner gets an e-mail
 * instead. The whole creation runs with a fresh address nobody has (every other check, the id, the dates and
 * the insert itself happen as for a real sign-up, the password was hashed when the body was read) and is then
 * rolled back: the answer is the record that was about to be created, and nothing is left of it. PocketBase
 * writes its answer only once the transaction commits, so the rollback leaves it unwritten and it is written
 * here, from the same record. Other refusals (name, password confirmation…) come out as they would anyway.
 * @param {core.RecordRequestEvent} e
 * @param {core.Record} owner
 */
function answerAsIfCreated(e, owner) {
  const typed = e.record.email();
  e.record.setEmail(
    `${$security.randomStringWithAlphabet(20, "abcdefghijklmnopqrstuvwxyz0123456789")}@rehearsal.invalid`,
  );
  const app = e.app;
  let rehearsed = false;
  try {
    app.runInTransaction((txApp) => {
      e.app = txApp;
      e.next();
      rehearsed = true;
      throw new Error("rolled back: the address belongs to another account");
    });
  } catch (err) {
    if (!rehearsed) throw err;
  } finally {
    e.app = app;
  }
  e.record.setEmail(typed);
  require(`${__hooks}/lib/accounts/account-notices.js`).queue(app, "signUpTaken", owner.id);
  return e.json(200, e.record);
}

/** @param {core.RecordRequestEvent} e */
function onUpdateRequest(e) {
  if (e.hasSuperuserAuth()) return e.next();
  const original = e.record.original();
  if (e.record.getString("role") !== original.getString("role")) refuse(e, { role: CODES.ROLE_NOT_ALLOWED });
  if (e.record.verified() !== original.verified()) refuse(e, { verified: CODES.VERIFIED_NOT_ALLOWED });
  e.record.setEmailVisibility(false);
  cleanName(e);
  e.next();
}

/**
 * Every user has a role and a language, however created (a superuser, the dashboard, an import).
 * @param {core.RecordEvent} e
 */
function defaults(e) {
  if (e.record.getString("role") === "") e.record.set("role", DEFAULT_ROLE);
  if (e.record.getString("language") === "") e.record.set("language", DEFAULT_LANGUAGE);
}

module.exports = { onCreateRequest, onUpdateRequest, defaults };
