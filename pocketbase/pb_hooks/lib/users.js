// A client never chooses its own role or verified flag, and its e-mail is never shown to anyone else.
// Superusers (and `npm run moderator`) set roles; PocketBase's verification link sets `verified`.

const { refuse } = require(`${__hooks}/lib/errors.js`);

function onCreateRequest(e) {
  if (e.hasSuperuserAuth()) return e.next();
  const body = e.requestInfo().body;
  if (body.role !== undefined && body.role !== null && body.role !== "" && body.role !== "STUDENT") {
    refuse(e, { role: "validation_role_not_allowed" });
  }
  if (body.verified === true || body.verified === "true") refuse(e, { verified: "validation_verified_not_allowed" });
  e.record.set("role", "STUDENT");
  e.record.setVerified(false);
  e.record.setEmailVisibility(false);
  e.record.set("name", e.record.getString("name").trim());
  e.next();
}

function onUpdateRequest(e) {
  if (e.hasSuperuserAuth()) return e.next();
  const original = e.record.original();
  if (e.record.getString("role") !== original.getString("role")) refuse(e, { role: "validation_role_not_allowed" });
  if (e.record.verified() !== original.verified()) refuse(e, { verified: "validation_verified_not_allowed" });
  e.record.setEmailVisibility(false);
  e.record.set("name", e.record.getString("name").trim());
  e.next();
}

/** Every user has a role, however created. */
function defaultRole(e) {
  if (e.record.getString("role") === "") e.record.set("role", "STUDENT");
}

module.exports = { onCreateRequest, onUpdateRequest, defaultRole };
