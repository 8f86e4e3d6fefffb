// Notices to the owner of an address someone else tried to use: a sign-up with it (lib/accounts/users.js) or a request
// to move another account to it (lib/accounts/email-change.js). The answer to that someone never says the address is
// taken; its owner learns about it by e-mail instead, in the owner's language (texts in lib/mail/mail-texts.js).

const { compose } = require(`${__hooks}/lib/mail/mail-texts.js`);
const { appUrl, deliver } = require(`${__hooks}/lib/accounts/account-mails.js`);

/** @typedef {"signUpTaken" | "emailChangeTaken"} NoticeKind */

/**
 * Sends the notice now; throws when the mail server refuses it.
 * @param {CoreApp} app
 * @param {NoticeKind} kind
 * @param {core.Record} owner the account whose address it is
 */
function send(app, kind, owner) {
  deliver(app, owner.email(), compose(kind, owner.getString("language"), { appLink: appUrl(app) }));
}

// A sign-up answers before any e-mail is sent: a real one sends nothing while it answers, so mailing during
// the request would make the taken address's answer the slower one. Notices wait in memory for the
// rayekAccountNotices job of 30_users.pb.js (once a minute). One per account and kind at a time: probes
// repeated within the minute make one e-mail.
const QUEUE_PREFIX = "rayek_account_notice:";

/**
 * @param {CoreApp} app
 * @param {NoticeKind} kind
 * @param {string} ownerId
 */
function queue(app, kind, ownerId) {
  app.store().set(`${QUEUE_PREFIX}${kind}:${ownerId}`, { kind, owner: ownerId });
}

/**
 * The cron job: sends every queued notice to the owner's current address, in their current language. A
 * restart forgets the queue.
 * @param {CoreApp} app
 */
function sendQueued(app) {
  const all = app.store().getAll();
  for (const key of Object.keys(all)) {
    if (!key.startsWith(QUEUE_PREFIX)) continue;
    const notice = all[key];
    app.store().remove(key);
    try {
      send(app, notice.kind, app.findRecordById("users", notice.owner));
    } catch (err) {
      // The account may be gone, or the mail server down: a notice is not worth retrying.
      app.logger().warn("Account notice not sent", "kind", notice.kind, "error", String(err));
    }
  }
}

module.exports = { send, queue, sendQueued };
