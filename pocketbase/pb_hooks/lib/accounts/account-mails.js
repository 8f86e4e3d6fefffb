// The account e-mails PocketBase sends for users (verification, password reset), rewritten in the account's language (users.language) with Rayek's texts (lib/mail/mail-texts.js):
// the collection's templates hold one text for everyone. Links go to the app's own pages, which call
// PocketBase's confirm routes with the token (`e.meta.token`). The e-mail change's mail is Rayek's own
// (lib/accounts/email-change.js): PocketBase's carries a token that names the account's current address, so it is never
// sent for users. The fourth, PocketBase's new-device sign-in alert, is off for users (migration 1795900100,
// lib/operations/settings.js).

const { compose } = require(`${__hooks}/lib/mail/mail-texts.js`);

/**
 * The app's address, without a trailing slash.
 * @param {CoreApp} app
 */
function appUrl(app) {
  return String(app.settings().meta.appURL).replace(/\/+$/, "");
}

/**
 * Sends one of Rayek's own e-mails (composed by lib/mail/mail-texts.js) now; throws when the mail server refuses it.
 * @param {CoreApp} app
 * @param {string} address
 * @param {{ subject: string, html: string, text: string }} mail
 */
function deliver(app, address, mail) {
  const settings = app.settings();
  const message = new MailerMessage({
    from: { address: settings.meta.senderAddress, name: settings.meta.senderName },
    to: [{ address }],
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  });
  app.newMailClient().send(message);
}

/**
 * @param {core.MailerRecordEvent} e
 * @param {import("../mail/mail-texts.js").MailKind} kind
 * @param {Record<string, string>} values
 */
function rewrite(e, kind, values) {
  const mail = compose(kind, e.record.getString("language"), values);
  e.message.subject = mail.subject;
  e.message.html = mail.html;
  e.message.text = mail.text;
  return e.next();
}

/**
 * The app's page that takes the e-mail's token.
 * @param {core.MailerRecordEvent} e
 * @param {string} page
 */
function tokenLink(e, page) {
  return `${appUrl(e.app)}/${page}/${encodeURIComponent(String(e.meta.token))}`;
}

/** @param {core.MailerRecordEvent} e */
function verification(e) {
  return rewrite(e, "verification", { actionLink: tokenLink(e, "verify") });
}

/** @param {core.MailerRecordEvent} e */
function passwordReset(e) {
  return rewrite(e, "passwordReset", { actionLink: tokenLink(e, "reset-password") });
}

/**
 * PocketBase's own e-mail change mail, should anything still ask for it (its route is replaced for users): not
 * sent, since its link's token names the account's current address. Not calling e.next() drops the mail.
 * @param {core.MailerRecordEvent} e
 */
function emailChange(e) {
  e.app.logger().warn("PocketBase's e-mail change mail was asked for a user and not sent");
}

module.exports = { appUrl, deliver, verification, passwordReset, emailChange };
