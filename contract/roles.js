// Who a user is to the site: every account is a STUDENT unless a superuser says otherwise; MODERATOR opens the
// moderation routes and pages. A client can never choose its role (pb_hooks/lib/accounts/users.js, the users rules).

const ROLES = ["STUDENT", "PROFESSOR", "MODERATOR"];
const DEFAULT_ROLE = "STUDENT";
const MODERATOR = "MODERATOR";
/** The role an approved claim of an instructor profile gives (contract/professors.js). */
const PROFESSOR = "PROFESSOR";

module.exports = { ROLES, DEFAULT_ROLE, MODERATOR, PROFESSOR };
