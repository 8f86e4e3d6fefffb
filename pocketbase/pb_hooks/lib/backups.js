// Automatic backups through PocketBase's own scheduler (settings.backups: cron, cronMaxKeep, s3), configured
// from RAYEK_BACKUP_* variables. The environment wins only for the variables it sets: what an operator chose
// in the dashboard (Settings → Backups) otherwise stays. Production turns daily backups on once, the first
// time a database is served in production, so that an operator who later switches them off in the dashboard
// is not overruled at the next start; a marker row in _params (the table that holds the settings, so both
// change in one transaction and travel together in a backup) records that this happened.

const DEFAULTS_MARKER = "rayek_backup_defaults";
// 03:00 UTC is 04:00 in Tunisia: the quietest hour. PocketBase's scheduler runs in UTC.
const PRODUCTION_CRON = "0 3 * * *";
const PRODUCTION_KEEP = 7;

/** @type {["endpoint" | "bucket" | "region" | "accessKey" | "secret", string][]} */
const S3_VARIABLES = [
  ["endpoint", "RAYEK_BACKUP_S3_ENDPOINT"],
  ["bucket", "RAYEK_BACKUP_S3_BUCKET"],
  ["region", "RAYEK_BACKUP_S3_REGION"],
  ["accessKey", "RAYEK_BACKUP_S3_ACCESS_KEY"],
  ["secret", "RAYEK_BACKUP_S3_SECRET"],
];

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

  let s3Given = false;
  for (const [field, name] of S3_VARIABLES) {
    const value = given(name);
    if (value === undefined) continue;
    backups.s3[field] = value;
    s3Given = true;
  }
  const pathStyle = given("RAYEK_BACKUP_S3_FORCE_PATH_STYLE");
  if (pathStyle !== undefined) {
    backups.s3.forcePathStyle = parseFlag("RAYEK_BACKUP_S3_FORCE_PATH_STYLE", pathStyle, problems);
    s3Given = true;
  }
  if (s3Given) {
    backups.s3.enabled = true;
    changed = true;
    for (const [field, name] of S3_VARIABLES) {
      if (backups.s3[field] === "") problems.push(`${name} is required for backups to S3`);
    }
  }

  if (problems.length > 0) throw new Error(`Backup settings: ${problems.join("; ")}.`);
  if (!changed && !production) return;

  try {
    app.runInTransaction((txApp) => {
      if (changed) txApp.save(settings);
      if (production) {
        txApp.db().newQuery("INSERT OR IGNORE INTO _params (id, value) VALUES ({:id}, {:value})")
          .bind({ id: DEFAULTS_MARKER, value: JSON.stringify({ cron: PRODUCTION_CRON, keep: PRODUCTION_KEEP }) })
          .execute();
      }
    });
  } catch (err) {
    throw new Error(`Backup settings from RAYEK_BACKUP_* refused: ${err}`);
  }
}

module.exports = { apply };
