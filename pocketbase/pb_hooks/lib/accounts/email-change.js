// POST /api/collections/users/request-email-change, in place of PocketBase's own route for users.
// PocketBase checks that the new address is free while it reads the body, before any hook runs, and answers
// 400 validation_invalid_new_email when it is not: any signed-in account could ask, address after address,
// who else has an account. Here a taken address answers 204 like a free one, the confirmation link goes
// nowhere, and the address's owner gets a short notice instead. Both paths send one e-mail while the request
// waits, so they take comparable time, and a mail server failure answers the same 400 either way.
// The link is Rayek's own (lib/accounts/email-change-links.js), not PocketBase's token, whose payload names the
// account's current address.

/**
 * @param {string} code
 * @param {string} message
 * @returns {never}
 */
function invalid(code, message) {
  throw new BadRequestError("An error occurred while validating the submitted data.", {
    newEmail: new ValidationError(code, message),
  });
}

const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);

// The shape PocketBase's is.EmailFormat accepts (govalidator.IsExistingEmail, without DNS). Decided on the
// string alone, before any lookup, so it says nothing about who has an account.
const USER = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const HOST = /^[^\s]+\.[^\s]+$/;

/** @param {string} value */
function emailFormat(value) {
  if (value.length < 6 || value.length > 254) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0 || at > value.length - 3) return false;
  const user = value.slice(0, at);
  const host = value.slice(at + 1);
  if (user.length > 64 || !USER.test(user) || user.startsWith(".") || user.endsWith(".") || user.includes("..")) {
    return false;
  }
  return HOST.test(host);
}

/**
 * @param {CoreApp} app
 * @param {string} email
 */
function ownerOf(app, email) {
  try {
    return app.findAuthRecordByEmail("users", email);
  } catch (_) {
    return null;
  }
}

/**
 * The confirmation e-mail, to the new address in the account's language: the new address and the link, nothing
 * that names the current one (whoever receives it may not own the account: a mistyped address).
 * @param {CoreApp} app
 * @param {core.Record} record
 * @param {string} newEmail
 * @param {string} token
 */
function sendLink(app, record, newEmail, token) {
  const { appUrl, deliver } = require(`${__hooks}/lib/accounts/account-mails.js`);
  const { compose } = require(`${__hooks}/lib/mail/mail-texts.js`);
  const actionLink = `${appUrl(app)}/confirm-email-change/${token}`;
  deliver(app, newEmail, compose("emailChange", record.getString("language"), { actionLink, newEmail }));
}

/** @param {core.RequestEvent} e */
function requestEmailChange(e) {
  const record = e.auth;
  const raw = e.requestInfo().body.newEmail;
  const newEmail = typeof raw === "string" ? raw : raw === undefined || raw === null ? "" : String(raw);
  if (newEmail === "") invalid(CODES.REQUIRED, "Cannot be blank.");
  if (newEmail.length > 255) invalid(CODES.LENGTH_OUT_OF_RANGE, "The length must be between 1 and 255.");
  if (!emailFormat(newEmail)) invalid(CODES.IS_EMAIL, "Must be a valid email address.");
  if (newEmail === record.email()) invalid(CODES.NOT_IN_INVALID, "Must not be in list.");

  const owner = ownerOf(e.app, newEmail);
  const links = require(`${__hooks}/lib/accounts/email-change-links.js`);
  try {
    links.forgetExpired(e.app);
    if (owner && owner.id !== record.id) {
      require(`${__hooks}/lib/accounts/account-notices.js`).send(e.app, "emailChangeTaken", owner);
    } else {
      sendLink(e.app, record, newEmail, links.issue(e.app, record, newEmail));
    }
  } catch (err) {
    e.app.logger().error("Failed to send the e-mail change message", "error", String(err));
    throw new BadRequestError("Failed to request email change.");
  }
  return e.noContent(204);
}

module.exports = { requestEmailChange };
