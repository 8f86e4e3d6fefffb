// Claims of instructor profiles (docs/professors.md "Claims"): what a claim's create must satisfy, its e-mail
// link, and the model hooks that keep the public mark (`instructors.verified_profile`) and the account's role true
// to the approved claims, whoever writes them (the decisions route, a superuser in the dashboard, a cascade).

const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { CLAIM_EMAIL_LINK_HOURS } = require(`${__hooks}/../../contract/professors.js`);
const { DEFAULT_ROLE, MODERATOR, PROFESSOR } = require(`${__hooks}/../../contract/roles.js`);
const { inTransaction } = require(`${__hooks}/lib/votes/vote-counts.js`);
const { refuse } = require(`${__hooks}/lib/professors/professor-errors.js`);
const { noStore, isUser } = require(`${__hooks}/lib/http/guards.js`);
const { LINK_TOKEN_LENGTH, isLinkToken } = require(`${__hooks}/../../contract/link-tokens.js`);

/**
 * @param {CoreApp} app
 * @param {string} sql a COUNT(*) AS n query
 * @param {Record<string, string>} params
 */
function count(app, sql, params) {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery(sql).bind(params).one(row);
  return row.n;
}

/**
 * The account holding the approved claim of the instructor, or "".
 * @param {CoreApp} app
 * @param {string} instructor
 */
function approvedClaimant(app, instructor) {
  const rows = arrayOf(new DynamicModel({ user: "" }));
  app
    .db()
    .newQuery("SELECT user FROM instructor_claims WHERE instructor = {:instructor} AND status = 'APPROVED' LIMIT 1")
    .bind({ instructor })
    .all(rows);
  return rows.length > 0 ? rows[0].user : "";
}

/**
 * Does the account hold the approved claim of this instructor?
 * @param {CoreApp} app
 * @param {string} user
 * @param {string} instructor
 */
function holdsProfile(app, user, instructor) {
  return user !== "" && instructor !== "" && approvedClaimant(app, instructor) === user;
}

/**
 * The refusal a claim by `user` of `instructor` gets from the other claims, or null: a profile with its approved
 * claimant already, or a second open claim by the same account. Also what explains a create that lost a race to
 * the partial UNIQUE indexes.
 * @param {CoreApp} app
 * @param {string} user
 * @param {string} instructor
 * @returns {string | null}
 */
function conflict(app, user, instructor) {
  const claimant = approvedClaimant(app, instructor);
  if (claimant !== "" && claimant !== user) return CODES.ALREADY_CLAIMED;
  const open = count(
    app,
    "SELECT COUNT(*) AS n FROM instructor_claims WHERE user = {:user} AND instructor = {:instructor} AND status IN ('PENDING', 'APPROVED')",
    { user, instructor },
  );
  return open > 0 ? CODES.NOT_UNIQUE : null;
}

/**
 * A verified caller's claim (lib/contributions/contributions.js, before the save): the instructor must be published, and no
 * other claim may stand in the way. An unknown instructor gets the same answer as an unpublished one.
 * @param {CoreApp} app
 * @param {core.Record} record
 * @returns {Record<string, string> | null} the refused fields, or null
 */
function checkClaim(app, record) {
  const instructor = record.getString("instructor");
  if (instructor === "") return null; // the required field's own refusal
  const published = count(app, "SELECT COUNT(*) AS n FROM instructors WHERE id = {:id} AND status = 'ACTIVE'", {
    id: instructor,
  });
  if (published === 0) return { instructor: CODES.INSTRUCTOR_UNAVAILABLE };
  const code = conflict(app, record.getString("user"), instructor);
  return code === null ? null : { instructor: code };
}

/**
 * Request hook of a claim's create, after lib/contributions/contributions.js forced author and status: the server-kept fields,
 * and the e-mail link when an institutional address is given, within the limits of lib/professors/claim-mail-limits.js (an
 * address that may not be mailed now gets no link; the claim and its answer are the same). The token goes out
 * in the e-mail only; the claim keeps its hash. The e-mail is sent once the claim is stored; a failed send is
 * logged and the claim stays (the moderator sees that the address was not confirmed).
 * @param {core.RecordRequestEvent} e
 */
function onCreateRequest(e) {
  if (e.hasSuperuserAuth()) return e.next();
  // Guests and unverified accounts are refused by the createRule: nothing to prepare, and no minute to count.
  if (!isUser(e.auth) || !e.auth.verified()) return e.next();
  const record = e.record;
  record.set("email_verified", false);
  record.set("reason", "");
  record.set("email_token_hash", "");
  record.set("email_token_expires", "");
  const address = record.getString("institutional_email").trim();
  record.set("institutional_email", address);
  let token = "";
  let release = () => {};
  if (address !== "") {
    const limits = require(`${__hooks}/lib/professors/claim-mail-limits.js`).beforeClaimMail(e.app, e.auth.id, address);
    release = limits.release;
    if (limits.mail) {
      token = $security.randomString(LINK_TOKEN_LENGTH);
      record.set("email_token_hash", $security.sha256(token));
      record.set(
        "email_token_expires",
        new Date(Date.now() + CLAIM_EMAIL_LINK_HOURS * 3600 * 1000).toISOString().replace("T", " "),
      );
    }
  }
  try {
    e.next();
  } catch (err) {
    release();
    throw err;
  }
  if (token === "") return;
  try {
    require(`${__hooks}/lib/professors/professor-mails.js`).sendClaimLink(
      e.app,
      e.auth,
      address,
      token,
      record.getString("instructor"),
    );
  } catch (err) {
    e.app.logger().error("Claim e-mail not sent", "claim", record.id, "error", String(err));
  }
}

/**
 * POST /api/rayek/claims/verify {token}: the link of a claim's e-mail, opened. Works without signing in (the
 * token is the proof); a token works once and for CLAIM_EMAIL_LINK_HOURS.
 * @param {core.RequestEvent} e
 */
function verify(e) {
  noStore(e);
  const body = e.requestInfo().body;
  const token = body && body.token;
  if (!isLinkToken(token)) refuse(e, { token: CODES.INVALID_TOKEN });
  const now = new Date().toISOString().replace("T", " ");
  /** @type {Record<string, string>} */
  const answer = { instructor: "" };
  e.app.runInTransaction((txApp) => {
    const found = txApp.findRecordsByFilter(
      "instructor_claims",
      "email_token_hash = {:hash} && email_token_expires > {:now}",
      "",
      1,
      0,
      { hash: $security.sha256(token), now },
    );
    if (found.length === 0) refuse(e, { token: CODES.INVALID_TOKEN });
    const claim = found[0];
    // The account's other PENDING claims naming this address were stored without a link of their own (one
    // link waits per address): the address is now confirmed for them too. Never another account's.
    const address = claim.getString("institutional_email").toLowerCase();
    const mine = txApp.findRecordsByFilter(
      "instructor_claims",
      "user = {:user} && status = 'PENDING' && email_verified = false",
      "",
      0,
      0,
      { user: claim.getString("user") },
    );
    for (const same of [claim].concat(
      mine.filter((c) => c.id !== claim.id && c.getString("institutional_email").toLowerCase() === address),
    )) {
      same.set("email_verified", true);
      same.set("email_token_hash", "");
      same.set("email_token_expires", "");
      txApp.save(same);
    }
    answer.instructor = claim.getString("instructor");
  });
  return e.json(200, answer);
}

/**
 * Makes the instructor's mark and the account's role say what the approved claims say now (read through the
 * transaction); an account that no longer holds a profile loses its replies on it (they spoke as its professor).
 * @param {CoreApp} txApp
 * @param {string} instructorId
 * @param {string} userId
 */
function keepTrue(txApp, instructorId, userId) {
  const claimant = instructorId === "" ? "" : approvedClaimant(txApp, instructorId);
  if (instructorId !== "") {
    const found = txApp.findRecordsByIds("instructors", [instructorId]);
    if (found.length > 0 && found[0].getBool("verified_profile") !== (claimant !== "")) txApp.save(found[0]);
  }
  if (userId === "") return;
  const users = txApp.findRecordsByIds("users", [userId]);
  if (users.length > 0) {
    const user = users[0];
    const role = user.getString("role");
    const holds =
      count(txApp, "SELECT COUNT(*) AS n FROM instructor_claims WHERE user = {:user} AND status = 'APPROVED'", {
        user: userId,
      }) > 0;
    const wanted = role === MODERATOR ? role : holds ? PROFESSOR : role === PROFESSOR ? DEFAULT_ROLE : role;
    if (wanted !== role) {
      user.set("role", wanted);
      txApp.save(user);
    }
  }
  if (instructorId !== "" && claimant !== userId) {
    const replies = txApp.findAllRecords("rating_replies", $dbx.hashExp({ user: userId, instructor: instructorId }));
    for (const reply of replies) txApp.delete(reply);
  }
}

/** @param {core.RecordEvent} e */
function onClaimSave(e) {
  inTransaction(e, (txApp) => {
    const original = e.record.isNew() ? null : e.record.original();
    e.next();
    keepTrue(txApp, e.record.getString("instructor"), e.record.getString("user"));
    if (original) {
      const [instructor, user] = [original.getString("instructor"), original.getString("user")];
      if (instructor !== e.record.getString("instructor") || user !== e.record.getString("user"))
        keepTrue(txApp, instructor, user);
    }
  });
}

/** @param {core.RecordEvent} e */
function onClaimDelete(e) {
  inTransaction(e, (txApp) => {
    e.next();
    keepTrue(txApp, e.record.getString("instructor"), e.record.getString("user"));
  });
}

/**
 * Model hook of every instructor save: the mark is the claims' alone (false for a new instructor, which no claim
 * names yet), whatever the save's body said.
 * @param {core.RecordEvent} e
 */
function keepMark(e) {
  const verified = !e.record.isNew() && approvedClaimant(e.app, e.record.id) !== "";
  e.record.set("verified_profile", verified);
  e.next();
}

module.exports = {
  approvedClaimant,
  holdsProfile,
  checkClaim,
  onCreateRequest,
  verify,
  onClaimSave,
  onClaimDelete,
  keepMark,
};
