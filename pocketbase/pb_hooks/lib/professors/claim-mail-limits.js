// How often a claim may make the server e-mail an outside address (docs/professors.md "The e-mail link"). The
// institutional address of a claim is anyone's: without a bound, one account could mail any address again and
// again through claims of many profiles. The same pace as the account mails (the verification e-mail again,
// 35_verification_resend.pb.js): one a minute per account and per address, and one link waiting per address.
// - An account that named an address in a claim less than a minute ago gets 429 (nothing stored: the outbox
//   sends the claim again later). Counted whether or not the claim was mailed, so the answer depends on the
//   account's own claims only.
// - An address with a link still waiting (a PENDING claim's, unused and unexpired) or mailed less than a minute
//   ago, by whichever account, gets no new e-mail: the claim is stored and answered exactly as one that was
//   mailed, so its author learns nothing about anyone else's claim.
// The minutes are kept in memory ($app.store(), atomically per key): a restart forgets them, which at worst
// allows one early e-mail; the waiting links are in the database.

const WINDOW_MS = 60 * 1000;
const ACCOUNT_PREFIX = "rayek_claim_mail_account:";
const ADDRESS_PREFIX = "rayek_claim_mail_address:";

/**
 * Takes the key's minute if it is free: true when taken, false when it was taken less than a minute ago.
 * @param {CoreApp} app
 * @param {string} key
 */
function takeMinute(app, key) {
  const now = Date.now();
  let taken = false;
  app.store().setFunc(key, (/** @type {any} */ old) => {
    if (typeof old === "number" && now - old < WINDOW_MS) return old;
    taken = true;
    return now;
  });
  return taken;
}

/**
 * Is a link to this address waiting, from any account's PENDING claim?
 * @param {CoreApp} app
 * @param {string} address
 */
function linkWaiting(app, address) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery(
      "SELECT COUNT(*) AS n FROM instructor_claims WHERE status = 'PENDING' AND email_token_hash != '' " +
        "AND email_token_expires > {:now} AND lower(institutional_email) = lower({:address})",
    )
    .bind({ address, now: new Date().toISOString().replace("T", " ") })
    .one(row);
  return row.n > 0;
}

/**
 * Before a claim naming `address` is stored: refuses with 429 when the account named one less than a minute ago,
 * then says whether the address may be mailed. Returns that, and what gives the minutes back if the claim is
 * not stored after all (a refused field).
 * @param {CoreApp} app
 * @param {string} userId
 * @param {string} address
 * @returns {{ mail: boolean, release: () => void }}
 */
function beforeClaimMail(app, userId, address) {
  const accountKey = ACCOUNT_PREFIX + userId;
  if (!takeMinute(app, accountKey)) {
    throw new TooManyRequestsError("Wait a minute before naming another address in a claim.");
  }
  const addressKey = ADDRESS_PREFIX + address.toLowerCase();
  const mail = !linkWaiting(app, address) && takeMinute(app, addressKey);
  return {
    mail,
    release: () => {
      app.store().remove(accountKey);
      if (mail) app.store().remove(addressKey);
    },
  };
}

module.exports = { beforeClaimMail };
