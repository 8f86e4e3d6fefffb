// What a moderator's decision adds for the professors' queues (docs/professors.md), called by lib/moderation/moderation.js:
// - a claim's approval is refused when the profile has its approved claimant already (read in the decision's
//   transaction; the partial UNIQUE index holds it anyway), and the claim keeps the decision's reason (a
//   moderator's own claim or reply is about a profile they hold or claim: lib/moderation/moderation.js refuses those before,
//   with every other item of that profile, lib/moderation/own-profile.js);
// - a reply's decision repeats the `revision` the moderator read: a body changed since is refused, nothing written;
// - an instructor rating that becomes ACTIVE is announced to the profile's professor once the change is committed.

const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { refuse } = require(`${__hooks}/lib/moderation/moderation-errors.js`);
const { approvedClaimant } = require(`${__hooks}/lib/professors/claims.js`);

/**
 * The decision's `revision`, checked before the transaction: required (a whole number) for a reply, refused
 * for every other collection; null when not a reply.
 * @param {core.RequestEvent} e
 * @param {string} name
 * @param {Record<string, any>} body
 * @returns {number | null}
 */
function revisionOf(e, name, body) {
  const value = body.revision;
  const given = value !== undefined && value !== null;
  if (name !== "rating_replies") {
    if (given) refuse(e, { revision: CODES.INVALID_VALUE });
    return null;
  }
  if (!given) refuse(e, { revision: CODES.REQUIRED });
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) refuse(e, { revision: CODES.INVALID_VALUE });
  return value;
}

/**
 * Checks inside the decision's transaction, before anything is written; sets what the record keeps of it.
 * @param {core.RequestEvent} e
 * @param {CoreApp} txApp
 * @param {core.Record} record
 * @param {string} to
 * @param {string} reason
 * @param {number | null} revision
 */
function beforeDecision(e, txApp, record, to, reason, revision) {
  const name = record.collection().name;
  if (name === "rating_replies" && record.getInt("revision") !== revision)
    refuse(e, { revision: CODES.ALREADY_DECIDED });
  if (name === "instructor_claims") {
    if (to === "APPROVED") {
      const claimant = approvedClaimant(txApp, record.getString("instructor"));
      if (claimant !== "") refuse(e, { status: CODES.ALREADY_CLAIMED });
    }
    record.set("reason", reason);
  }
}

/**
 * After a committed status change: a newly published instructor rating is mailed to the profile's professor.
 * A failed send is logged; the decision stands.
 * @param {CoreApp} app
 * @param {string} name
 * @param {string} id
 * @param {string} from
 * @param {string} to
 */
function afterDecision(app, name, id, from, to) {
  if (name !== "instructor_ratings" || to !== "ACTIVE" || from === "ACTIVE") return;
  try {
    const rating = app.findRecordById("instructor_ratings", id);
    const claimant = approvedClaimant(app, rating.getString("instructor"));
    if (claimant !== "") require(`${__hooks}/lib/professors/professor-mails.js`).sendNewRating(app, rating, claimant);
  } catch (err) {
    app.logger().error("New-rating e-mail not sent", "rating", id, "error", String(err));
  }
}

module.exports = { revisionOf, beforeDecision, afterDecision };
