// Runtime configuration, applied each time the server starts (20_settings.pb.js), in three layers:
//
// 1. Defaults, written once: the settings an operator may change in the dashboard (app name and URL, sender,
//    SMTP, the rate-limit rules' numbers) get Rayek's defaults the first time a data directory is served. A
//    marker row in _params (the table that holds the settings, so both are written in one transaction and
//    travel together in a backup) records it; later starts keep what is stored.
// 2. The environment, for what it sets: each RAYEK_* variable that is set (non-empty) overrides its setting
//    at every start, so a deployment still changes its URL, sender or SMTP by changing its environment. A
//    variable left unset leaves the stored value alone: what an operator chose in the dashboard stays.
// 3. Invariants, forced at every start whatever is stored, because Rayek's guarantees rest on them:
//    request logs hold no client address and no account id, the batch API is off (it would let one request
//    carry many creates past the per-request rate limits), the rate limiter is on (unless RAYEK_RATE_LIMITS=off)
//    and every rule of rateLimitRules() exists (an operator may change its numbers; a deleted one comes back).
//    The users' new-device sign-in alert stays off: it keeps a hash of each device's IP address per account
//    (migration 1795900100 says why).
//
// A variable with an unusable value stops the server with a message, rather than it starting half-configured.
// RAYEK_SUPPORT_EMAIL is not a setting: the e-mails read it each time one is sent (lib/mail/mail-texts.js), and their
// texts are Rayek's in each language, whatever the collection's templates in the dashboard say.

const DEFAULTS_MARKER = "rayek_settings_defaults";

/**
 * The variable's value, or undefined when the environment does not set it.
 * @param {string} name
 */
function given(name) {
  const value = $os.getenv(name).trim();
  return value === "" ? undefined : value;
}

/**
 * Per client IP. Generous enough for a campus behind one NAT and for the e2e suite; see docs/api.md.
 * The name search is the one public read whose every request can be new work (any text is a new key): 600 a
 * minute is ten a second from one address. The app searches once per second of pause in typing, so that is a
 * few hundred students of one campus NAT searching at once; and one client can then make the server compute at
 * most ~10 uncached searches a second (~2–20 ms each, docs/api.md).
 * Plain objects ({ label, audience, duration, maxRequests }), which goja turns into PocketBase's rules when
 * they are assigned to the settings.
 * @returns {any[]}
 */
function rateLimitRules() {
  // What users create: every moderated collection.
  const creates = require(`${__hooks}/../../contract/statuses.js`).QUEUE_KINDS;
  return [
    { label: "*:authWithPassword", audience: "", duration: 60, maxRequests: 30 },
    { label: "users:create", audience: "", duration: 60, maxRequests: 20 },
    { label: "*:requestVerification", audience: "", duration: 60, maxRequests: 10 },
    { label: "*:requestPasswordReset", audience: "", duration: 60, maxRequests: 10 },
    { label: "*:requestEmailChange", audience: "", duration: 60, maxRequests: 10 },
    // Rayek's own e-mail change route for users (30_users.pb.js) is limited by its path.
    { label: "POST /api/collections/users/request-email-change", audience: "", duration: 60, maxRequests: 10 },
    {
      label: "POST /api/collections/_pb_users_auth_/request-email-change",
      audience: "",
      duration: 60,
      maxRequests: 10,
    },
    // Each takes a password or a token: a stolen session or a leaked link must not try many.
    { label: "*:confirmPasswordReset", audience: "", duration: 60, maxRequests: 10 },
    { label: "*:confirmEmailChange", audience: "", duration: 60, maxRequests: 10 },
    // Rayek's own e-mail change link (lib/accounts/email-change-links.js): its confirmation tries a password; its check
    // only reads what a 40-character random token names (no guess can find one), and the app asks it each
    // time the link's page opens.
    { label: "POST /api/rayek/email-change/confirm", audience: "", duration: 60, maxRequests: 10 },
    { label: "POST /api/rayek/email-change/check", audience: "", duration: 60, maxRequests: 60 },
    // A password change is an update with the old password.
    { label: "users:update", audience: "", duration: 60, maxRequests: 30 },
    { label: "POST /api/rayek/account/delete", audience: "", duration: 60, maxRequests: 10 },
    { label: "/api/rayek/account/export", audience: "", duration: 60, maxRequests: 10 },
    { label: "/api/rayek/instructors/search", audience: "", duration: 60, maxRequests: 600 },
    { label: "/api/rayek/programs/search", audience: "", duration: 60, maxRequests: 600 },
    { label: "/api/rayek/institutions/search", audience: "", duration: 60, maxRequests: 600 },
    // The list pages without a text (lib/directory/ranked-lists.js): a page of a list costs what a page of a search does.
    { label: "/api/rayek/instructors/ranked", audience: "", duration: 60, maxRequests: 600 },
    { label: "/api/rayek/programs/ranked", audience: "", duration: 60, maxRequests: 600 },
    // The unified search box asks all three kinds at once: one request, one search's bound.
    { label: "/api/rayek/search", audience: "", duration: 60, maxRequests: 600 },
    // A search page with a query runs the same search for its HTML (lib/pages/served-search-pages.js): the same bound.
    { label: "GET /instructors", audience: "", duration: 60, maxRequests: 600 },
    { label: "GET /programs", audience: "", duration: 60, maxRequests: 600 },
    // The device's directory (lib/directory/directory-snapshot.js, lib/directory/directory-changes.js): a device takes the snapshot
    // once and asks for a delta on start and when its connection returns, a few more when one says `more`; a
    // campus NAT is many devices on one address, and the proxy answers most snapshots before this count.
    { label: "/api/rayek/directory/snapshot", audience: "", duration: 60, maxRequests: 30 },
    { label: "/api/rayek/directory/changes", audience: "", duration: 60, maxRequests: 300 },
    // Helpful votes (lib/votes/rating-votes.js) and professors' replies (lib/professors/replies.js): writes like a create, with a
    // create's bound. The label ends with "/", so it holds for every path under it (each rating has its own).
    { label: "POST /api/rayek/ratings/", audience: "", duration: 60, maxRequests: 60 },
    // An author's withdrawals (lib/ratings/own-ratings.js): a write, with a create's bound.
    { label: "DELETE /api/rayek/contributions/", audience: "", duration: 60, maxRequests: 60 },
    // A claim's e-mail link (lib/professors/claims.js) takes a token: a guessed or leaked one must not be tried often.
    { label: "POST /api/rayek/claims/verify", audience: "", duration: 60, maxRequests: 10 },
    // The app's error reports (lib/operations/client-errors.js): one page load sends at most CLIENT_ERRORS_PER_PAGE, so this
    // is a few broken page loads a minute from one address, and one address cannot churn the stored rows fast.
    { label: "POST /api/rayek/client-errors", audience: "", duration: 60, maxRequests: 20 },
  ].concat(creates.map((name) => ({ label: `${name}:create`, audience: "", duration: 60, maxRequests: 60 })));
}

/** @param {CoreApp} app */
function defaultsApplied(app) {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery("SELECT COUNT(*) AS n FROM _params WHERE id = {:id}").bind({ id: DEFAULTS_MARKER }).one(row);
  return row.n > 0;
}

/** @param {core.Settings} settings */
function writeDefaults(settings) {
  settings.meta.appName = "Rayek";
  // The launcher passes the address this server listens on (scripts/lib/pocketbase.mjs).
  settings.meta.appURL = given("RAYEK_SERVER_URL") || "http://127.0.0.1:8090";
  settings.meta.senderAddress = "no-reply@rayek.tn";
  settings.meta.senderName = "Rayek";
  // Mail goes to the local catcher that `npm start` / `npm run dev` run on 1025 until told otherwise.
  settings.smtp.enabled = true;
  settings.smtp.host = "127.0.0.1";
  settings.smtp.port = 1025;
  settings.smtp.username = "";
  settings.smtp.password = "";
  settings.smtp.tls = false;
  settings.rateLimits.rules = rateLimitRules();
}

/**
 * @param {string} name
 * @param {string} value
 * @param {string[]} problems
 */
function parseFlag(name, value, problems) {
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  problems.push(`${name} must be true or false (got "${value}")`);
  return false;
}

/**
 * @param {core.Settings} settings
 * @param {string[]} problems
 */
function applyEnvironment(settings, problems) {
  /**
   * @param {string} name
   * @param {(value: string) => void} write
   */
  const set = (name, write) => {
    const value = given(name);
    if (value !== undefined) write(value);
  };
  set("RAYEK_APP_URL", (v) => (settings.meta.appURL = v));
  set("RAYEK_MAIL_SENDER_ADDRESS", (v) => (settings.meta.senderAddress = v));
  set("RAYEK_MAIL_SENDER_NAME", (v) => (settings.meta.senderName = v));
  set("RAYEK_SMTP_HOST", (v) => {
    settings.smtp.host = v;
    settings.smtp.enabled = true;
  });
  set("RAYEK_SMTP_PORT", (v) => {
    if (/^[1-9][0-9]{0,4}$/.test(v) && parseInt(v, 10) <= 65535) settings.smtp.port = parseInt(v, 10);
    else problems.push(`RAYEK_SMTP_PORT must be a port number (got "${v}")`);
  });
  set("RAYEK_SMTP_USERNAME", (v) => (settings.smtp.username = v));
  set("RAYEK_SMTP_PASSWORD", (v) => (settings.smtp.password = v));
  set("RAYEK_SMTP_TLS", (v) => (settings.smtp.tls = parseFlag("RAYEK_SMTP_TLS", v, problems)));
  // PocketBase takes the client address from these headers instead of the connection (rate limits, the
  // dashboard guard). The rightmost address of the header's last value is used (useLeftmostIP off): that is the
  // one the proxy appended itself, while anything to its left came from the client and can be forged.
  set("RAYEK_TRUSTED_PROXY_HEADER", (v) => {
    settings.trustedProxy.headers =
      v === "off"
        ? []
        : v
            .split(",")
            .map((h) => h.trim())
            .filter((h) => h !== "");
    settings.trustedProxy.useLeftmostIP = false;
  });
}

/**
 * @param {core.Settings} settings
 * @param {string[]} problems
 */
function applyInvariants(settings, problems) {
  settings.logs.logIP = false;
  settings.logs.logAuthId = false;
  settings.batch.enabled = false;

  const limits = given("RAYEK_RATE_LIMITS");
  if (limits !== undefined && limits !== "on" && limits !== "off") {
    problems.push(`RAYEK_RATE_LIMITS must be on or off (got "${limits}")`);
  }
  settings.rateLimits.enabled = limits !== "off";
  // A plain array: the stored rules are a Go slice, which Array.prototype.concat would take as one element.
  const stored = [];
  const rules = settings.rateLimits.rules || [];
  for (let i = 0; i < rules.length; i++) stored.push(rules[i]);
  const labels = stored.map((rule) => rule.label);
  const missing = rateLimitRules().filter((rule) => labels.indexOf(rule.label) < 0);
  if (missing.length > 0) settings.rateLimits.rules = stored.concat(missing);

  const dashboard = given("RAYEK_DASHBOARD");
  if (dashboard !== undefined && dashboard !== "local" && dashboard !== "public") {
    problems.push(`RAYEK_DASHBOARD must be local or public (got "${dashboard}")`);
  }
}

/** @param {CoreApp} app */
function apply(app) {
  const settings = app.settings();
  /** @type {string[]} */
  const problems = [];
  const fresh = !defaultsApplied(app);
  if (fresh) writeDefaults(settings);
  applyEnvironment(settings, problems);
  applyInvariants(settings, problems);
  if (problems.length > 0) throw new Error(`Settings from the environment: ${problems.join("; ")}.`);

  const users = app.findCollectionByNameOrId("users");
  const alertTurnedOn = users.authAlert.enabled;
  if (alertTurnedOn) {
    app
      .logger()
      .warn("The users' new-device sign-in alert was turned on: turned off again (it stores device IP hashes)");
    users.authAlert.enabled = false;
  }
  app.runInTransaction((txApp) => {
    txApp.save(settings);
    if (alertTurnedOn) {
      txApp.save(users);
      txApp
        .db()
        .newQuery("DELETE FROM _authOrigins WHERE collectionRef = {:users}")
        .bind({ users: users.id })
        .execute();
    }
    if (fresh) {
      txApp
        .db()
        .newQuery("INSERT OR IGNORE INTO _params (id, value) VALUES ({:id}, {:value})")
        .bind({ id: DEFAULTS_MARKER, value: JSON.stringify({ appliedAt: new Date().toISOString() }) })
        .execute();
    }
  });
}

module.exports = { apply };
