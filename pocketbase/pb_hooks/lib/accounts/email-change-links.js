// The link of an e-mail change (docs/api.md "Accounts"). PocketBase's own link carries a JWT whose payload names
// the account's current address: whoever receives a mistyped new address's mail would learn whose account it
// is. Rayek's link carries 40 random characters; the server keeps their sha256 with the account, the new
// address and an expiry (collection `email_change_links`, superusers only), and exchanges them here:
// - POST /api/rayek/email-change/check {token}: the address the link moves the account to, so the app's page
//   can name it (its holder read it in the mail), or `token: validation_invalid_token`;
// - POST /api/rayek/email-change/confirm {token, password}: the change, once, as PocketBase's confirm route
//   makes it (the address set, `verified` true, one save: PocketBase renews the account's token key, which ends
//   every session, and the unique index holds).
// A link stops working as PocketBase's did: after its time (the collection's emailChangeToken duration), once
// used, once the account's password or address changed (its token key then differs), or once the new address
// belongs to another account.

const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { refuser, MESSAGES: RECORD_MESSAGES } = require(`${__hooks}/lib/http/refusals.js`);
const { noStore } = require(`${__hooks}/lib/http/guards.js`);
const { MESSAGES: LINK_MESSAGES } = require(`${__hooks}/lib/professors/professor-errors.js`);

const { LINK_TOKEN_LENGTH, isLinkToken } = require(`${__hooks}/../../contract/link-tokens.js`);

const COLLECTION = "email_change_links";

const refuse = refuser({
  [CODES.INVALID_TOKEN]: LINK_MESSAGES[CODES.INVALID_TOKEN],
  [CODES.INVALID_PASSWORD]: RECORD_MESSAGES[CODES.INVALID_PASSWORD],
  [CODES.REQUIRED]: RECORD_MESSAGES[CODES.REQUIRED],
});

/** @param {number} ms */
const dateOf = (ms) => new Date(ms).toISOString().replace("T", " ");

/**
 * Stores a new link for moving `record` to `newEmail` and returns its token (to be mailed, never stored). An
 * account may have several links waiting, as with PocketBase's tokens.
 * @param {CoreApp} app
 * @param {core.Record} record the account
 * @param {string} newEmail
 */
function issue(app, record, newEmail) {
  const token = $security.randomString(LINK_TOKEN_LENGTH);
  const seconds = record.collection().emailChangeToken.duration || 1800;
  const link = new Record(app.findCollectionByNameOrId(COLLECTION));
  link.set("user", record.id);
  link.set("new_email", newEmail);
  link.set("token_hash", $security.sha256(token));
  link.set("key_hash", $security.sha256(record.tokenKey()));
  link.set("expires", dateOf(Date.now() + seconds * 1000));
  app.save(link);
  return token;
}

/**
 * Forgets the links past their time; run with every request, whichever way it goes, so both take the same work.
 * @param {CoreApp} app
 */
function forgetExpired(app) {
  app
    .db()
    .newQuery(`DELETE FROM ${COLLECTION} WHERE expires <= {:now}`)
    .bind({ now: dateOf(Date.now()) })
    .execute();
}

/**
 * @param {CoreApp} app
 * @param {string} email
 */
function taken(app, email) {
  try {
    app.findAuthRecordByEmail("users", email);
    return true;
  } catch (_) {
    return false;
  }
}

/**
 * The link and its account while the token still works, else null.
 * @param {CoreApp} app
 * @param {unknown} token
 * @returns {{ link: core.Record, account: core.Record } | null}
 */
function usable(app, token) {
  if (!isLinkToken(token)) return null;
  const found = app.findRecordsByFilter(COLLECTION, "token_hash = {:hash} && expires > {:now}", "", 1, 0, {
    hash: $security.sha256(token),
    now: dateOf(Date.now()),
  });
  if (found.length === 0) return null;
  const link = found[0];
  const accounts = app.findRecordsByIds("users", [link.getString("user")]);
  if (accounts.length === 0) return null;
  const account = accounts[0];
  if ($security.sha256(account.tokenKey()) !== link.getString("key_hash")) return null;
  if (taken(app, link.getString("new_email"))) return null;
  return { link, account };
}

/** @param {core.RequestEvent} e */
function body(e) {
  const value = e.requestInfo().body;
  return value && typeof value === "object" ? value : {};
}

/** @param {core.RequestEvent} e */
function check(e) {
  noStore(e);
  const found = usable(e.app, body(e).token);
  if (!found) refuse(e, { token: CODES.INVALID_TOKEN });
  return e.json(200, { newEmail: found.link.getString("new_email") });
}

/** @param {core.RequestEvent} e */
function confirm(e) {
  noStore(e);
  const { token, password } = body(e);
  const found = usable(e.app, token);
  if (!found) refuse(e, { token: CODES.INVALID_TOKEN });
  if (typeof password !== "string" || password === "") refuse(e, { password: CODES.REQUIRED });
  // The password hash is checked outside the transaction: it takes a while and needs no write lock.
  if (!found.account.validatePassword(password)) refuse(e, { password: CODES.INVALID_PASSWORD });
  try {
    e.app.runInTransaction((txApp) => {
      // Read again under the write lock: of two requests with one token, the second finds it used.
      const fresh = usable(txApp, token);
      if (!fresh || fresh.account.id !== found.account.id) throw new Error("used");
      txApp.db().newQuery(`DELETE FROM ${COLLECTION} WHERE user = {:user}`).bind({ user: fresh.account.id }).execute();
      fresh.account.setEmail(fresh.link.getString("new_email"));
      fresh.account.setVerified(true);
      txApp.save(fresh.account);
    });
  } catch (err) {
    // Used meanwhile, or the address taken between the check and the save (the unique index): the link is done.
    e.app.logger().info("E-mail change link refused at its save", "error", String(err));
    refuse(e, { token: CODES.INVALID_TOKEN });
  }
  return e.noContent(204);
}

module.exports = { issue, forgetExpired, check, confirm };
