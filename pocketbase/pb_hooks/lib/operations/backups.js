// Automatic backups through PocketBase's own scheduler (settings.backups: cron, cronMaxKeep), configured
// from RAYEK_BACKUP_* variables; each backup is encrypted and copied to the bucket by lib/operations/encrypted-backups.js,
// whose key and bucket this checks at the start. The environment wins only for the variables it sets: what an operator chose
// in the dashboard (Settings → Backups) otherwise stays. Production turns daily backups on once, the first
// time a database is served in production, so that an operator who later switches them off in the dashboard
// is not overruled at the next start; a marker row in _params (the table that holds the settings, so both
// change in one transaction and travel together in a backup) records that this happened.

const DEFAULTS_MARKER = "rayek_backup_defaults";
// 03:00 UTC is 04:00 in Tunisia: the quietest hour. PocketBase's scheduler runs in UTC.
const PRODUCTION_CRON = "0 3 * * *";
const PRODUCTION_KEEP = 7;

/**
 * The variable's value, or undefined when the environment does not set it.
 * @param {string} name
 */
function given(name) {
  const value = $os.getenv(name).trim();
  return value === "" ? undefined : value;
}

// `npm start` passes NODE_ENV=production to the server in production mode, however it was asked for.
function isProduction() {
  return $os.getenv("NODE_ENV") === "production";
}

/** @param {CoreApp} app */
function defaultsApplied(app) {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery("SELECT COUNT(*) AS n FROM _params WHERE id = {:id}").bind({ id: DEFAULTS_MARKER }).one(row);
  return row.n > 0;
}

/**
 * Writes the environment's choices (and, once, production's defaults) into the backup settings.
 * Throws, so the server does not start, when a variable is unusable: a deployment that believes it is backed up
 * must not run without backups.
 * @param {CoreApp} app
 */
function apply(app) {
  const settings = app.settings();
  const backups = settings.backups;
  /** @type {string[]} */
  const problems = [];
  let changed = false;

  const production = isProduction() && !defaultsApplied(app);
  const cron = given("RAYEK_BACKUP_CRON");
  if (cron !== undefined) {
    backups.cron = cron === "off" ? "" : cron;
    changed = true;
  } else if (production && backups.cron === "") {
    backups.cron = PRODUCTION_CRON;
    backups.cronMaxKeep = PRODUCTION_KEEP;
    changed = true;
  }

  const keep = given("RAYEK_BACKUP_KEEP");
  if (keep !== undefined) {
    if (/^[1-9][0-9]{0,3}$/.test(keep)) backups.cronMaxKeep = parseInt(keep, 10);
    else problems.push(`RAYEK_BACKUP_KEEP must be a whole number from 1 to 9999 (got "${keep}")`);
    changed = true;
  }

  // The bucket is read from the environment at each backup (lib/operations/encrypted-backups.js), never stored in the
  // settings: PocketBase's own S3 upload would send the backup unencrypted, and the secret would travel in
  // every backup. What an earlier version stored there is cleared.
  const encrypted = require(`${__hooks}/lib/operations/encrypted-backups.js`);
  /** @type {ReturnType<typeof encrypted.bucket>} */
  let s3;
  try {
    s3 = encrypted.bucket();
  } catch (err) {
    problems.push(String(err).replace(/^Error: /, ""));
  }
  if (backups.s3.enabled || backups.s3.secret !== "") {
    if (backups.s3.enabled && s3 === undefined && problems.length === 0) {
      problems.push(
        "S3 storage is on in Settings → Backups, where PocketBase would upload backups unencrypted: give the " +
          "bucket through RAYEK_BACKUP_S3_* instead (docs/deploy.md), where they are encrypted first",
      );
    }
    backups.s3.enabled = false;
    backups.s3.endpoint = backups.s3.bucket = backups.s3.region = backups.s3.accessKey = backups.s3.secret = "";
    changed = true;
  }

  /** @type {string | undefined} */
  let recipient;
  try {
    recipient = encrypted.recipient();
  } catch (err) {
    problems.push(String(err).replace(/^Error: /, ""));
  }
  if (recipient === undefined && problems.length === 0 && isProduction() && backups.cron !== "") {
    problems.push(
      "RAYEK_BACKUP_RECIPIENT is not set: scheduled backups are encrypted to an age public key (age1…) and " +
        'none was given. Make a key pair off the server (docs/deploy.md, "Backup key") or turn them off with ' +
        "RAYEK_BACKUP_CRON=off",
    );
  }

  if (problems.length > 0) throw new Error(`Backup settings: ${problems.join("; ")}.`);
  if (!changed && !production) return;

  try {
    app.runInTransaction((txApp) => {
      if (changed) txApp.save(settings);
      if (production) {
        txApp
          .db()
          .newQuery("INSERT OR IGNORE INTO _params (id, value) VALUES ({:id}, {:value})")
          .bind({ id: DEFAULTS_MARKER, value: JSON.stringify({ cron: PRODUCTION_CRON, keep: PRODUCTION_KEEP }) })
          .execute();
      }
    });
  } catch (err) {
    throw new Error(`Backup settings from RAYEK_BACKUP_* refused: ${err}`);
  }
}

module.exports = { apply };
