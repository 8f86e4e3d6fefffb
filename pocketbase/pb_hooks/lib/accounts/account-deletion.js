// Deleting an account (by its owner through POST /api/rayek/account/delete, or by a superuser) withdraws what
// is still waiting for a moderator and keeps what was decided, detached from the account. All of it happens in
// the transaction that deletes the user: either the account is gone with its links, or nothing changed.
//
// Detaching is raw SQL on purpose. A record save would fire record hooks and one realtime update per row,
// and would move `updated`: a burst of events or equal `updated` stamps would tie one author's published
// ratings together at the very moment the account disappears. SQL changes `user` and nothing else (the
// read-model triggers see a rating stay ACTIVE, a net change of zero). Pending items are deleted as records,
// so their own dependants cascade (the ratings of a withdrawn instructor suggestion); nobody but moderators
// could see them, and moderators can already see who wrote a pending item.

// Every collection users write is moderated, so the queue kinds are the authored collections, and what is
// withdrawn with the account is what still has the status it was created with.
/** @type {{ QUEUE_KINDS: readonly string[], INITIAL_STATUS: Readonly<Record<string, string>> }} */
const { QUEUE_KINDS: AUTHORED, INITIAL_STATUS: WAITING } = require(`${__hooks}/../../contract/statuses.js`);
/** Deleted with the account rather than detached (an author's edits: what the ratings keep is what was approved). */
const GONE = ["rating_replies", "instructor_claims", "rating_revisions"];
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { refuse } = require(`${__hooks}/lib/http/refusals.js`);
const { requireUser, noStore } = require(`${__hooks}/lib/http/guards.js`);

/**
 * @param {CoreApp} txApp
 * @param {string} userId
 */
function withdrawAndDetach(txApp, userId) {
  // A professor's replies and claims go whatever their status: they speak as the account's owner, and the
  // claims' model hooks (lib/professors/claims.js) turn the profile's mark off as the approved one goes.
  for (const name of GONE) {
    for (const record of txApp.findAllRecords(name, $dbx.hashExp({ user: userId }))) txApp.delete(record);
  }
  // Suggestions first: deleting one cascades to its ratings, which may be among the waiting ones below.
  for (const name of ["instructors", "institution_ratings", "program_ratings", "instructor_ratings", "reports"]) {
    const waiting = txApp.findAllRecords(name, $dbx.hashExp({ user: userId, status: WAITING[name] }));
    for (const record of waiting) txApp.delete(record);
  }
  for (const name of AUTHORED) {
    if (GONE.indexOf(name) >= 0) continue;
    txApp.db().newQuery(`UPDATE ${name} SET user = '' WHERE user = {:user}`).bind({ user: userId }).execute();
  }
}

/**
 * onRecordDelete("users"): the user's own delete (with PocketBase's cascade) runs inside the same transaction.
 * @param {core.RecordEvent} e
 */
function onUserDelete(e) {
  const app = e.app;
  try {
    app.runInTransaction((txApp) => {
      e.app = txApp;
      withdrawAndDetach(txApp, e.record.id);
      e.next();
    });
  } finally {
    e.app = app;
  }
}

/**
 * POST /api/rayek/account/delete {password} — the signed-in user deletes their own account. The password is
 * asked again (a stolen token alone must not erase an account; the users collection's own DELETE is for
 * superusers only); a wrong or missing one is a 400 on `password` and nothing changes. Then the account goes
 * as a superuser's delete would (onUserDelete above), and its tokens open nothing any more.
 * @param {core.RequestEvent} e
 */
function deleteAccount(e) {
  noStore(e);
  const auth = requireUser(e);
  const password = e.requestInfo().body.password;
  const account = e.app.findRecordById("users", auth.id);
  if (typeof password !== "string" || password === "" || !account.validatePassword(password)) {
    refuse(e, { password: CODES.INVALID_PASSWORD });
  }
  e.app.delete(account);
  return e.noContent(204);
}

module.exports = { onUserDelete, deleteAccount };
