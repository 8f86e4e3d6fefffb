// Every backup the server makes (the schedule, the dashboard's button, `npm run backup`) leaves it encrypted with
// age (Debian's `age` package) to the public key in RAYEK_BACKUP_RECIPIENT. A backup holds every account's
// e-mail and password hash and the hidden author of every contribution: whoever reads one can tell who wrote
// what. The private key (the age identity) is kept off the server and only `npm run restore` asks for it, so
// neither the server's disk nor the bucket holds anything that opens a backup.
//
// PocketBase's own step still makes the zip (its consistent copy of SQLite inside a transaction), in its
// local backups directory only: PocketBase's S3 upload is never on (it would send the zip as it is). The zip is
// encrypted into `<name>.age` next to it and removed; that file, and only it, is then copied to the bucket
// given by RAYEK_BACKUP_S3_*. The zip exists for the seconds age takes, on the disk that holds data.db itself.

const { noStore } = require(`${__hooks}/lib/http/guards.js`);

const SUFFIX = ".age";
const AUTO_PREFIX = "@auto_pb_backup_";
const EXIT_MARK = "rayek-age-exit:";
const FAILURE_KEY = "rayekBackupFailure";

/** @type {["endpoint" | "bucket" | "region" | "accessKey" | "secret", string][]} */
const S3_VARIABLES = [
  ["endpoint", "RAYEK_BACKUP_S3_ENDPOINT"],
  ["bucket", "RAYEK_BACKUP_S3_BUCKET"],
  ["region", "RAYEK_BACKUP_S3_REGION"],
  ["accessKey", "RAYEK_BACKUP_S3_ACCESS_KEY"],
  ["secret", "RAYEK_BACKUP_S3_SECRET"],
];

/** @param {string} name */
function given(name) {
  const value = $os.getenv(name).trim();
  return value === "" ? undefined : value;
}

/**
 * Runs age. Through sh, because goja drops the output of a command that fails, and age's own message is the
 * one the operator needs.
 * @param {string[]} args
 * @returns {{ ok: boolean, output: string }}
 */
function runAge(args) {
  const raw = toString($os.cmd("sh", "-c", `age "$@" 2>&1; echo "${EXIT_MARK}$?"`, "sh", ...args).combinedOutput());
  const at = raw.lastIndexOf(EXIT_MARK);
  const code = at < 0 ? 1 : parseInt(raw.slice(at + EXIT_MARK.length), 10);
  const output = (at < 0 ? raw : raw.slice(0, at)).trim();
  if (code === 127) return { ok: false, output: "age is not installed on the server (Debian: apt-get install age)" };
  return { ok: code === 0, output };
}

/**
 * The public key backups are encrypted to, checked by encrypting nothing with it; throws with the reason.
 * @returns {string | undefined} undefined when RAYEK_BACKUP_RECIPIENT is not set
 */
function recipient() {
  const value = given("RAYEK_BACKUP_RECIPIENT");
  if (value === undefined) return undefined;
  if (value.indexOf("AGE-SECRET-KEY-") === 0) {
    throw new Error(
      "RAYEK_BACKUP_RECIPIENT holds a private key (AGE-SECRET-KEY-…): give the server the public key (age1…) " +
        "only, and keep the private key off the server",
    );
  }
  const run = runAge(["-r", value, "-o", "/dev/null", "/dev/null"]);
  if (!run.ok) throw new Error(`RAYEK_BACKUP_RECIPIENT is not a usable age public key: ${run.output}`);
  return value;
}

/**
 * The bucket of RAYEK_BACKUP_S3_*, or undefined when none is given; throws when it is given incompletely.
 * @returns {{ endpoint: string, bucket: string, region: string, accessKey: string, secret: string, forcePathStyle: boolean } | undefined}
 */
function bucket() {
  const s3 = { endpoint: "", bucket: "", region: "", accessKey: "", secret: "", forcePathStyle: false };
  let any = false;
  for (const [field, name] of S3_VARIABLES) {
    const value = given(name);
    if (value === undefined) continue;
    s3[field] = value;
    any = true;
  }
  const pathStyle = given("RAYEK_BACKUP_S3_FORCE_PATH_STYLE");
  if (pathStyle !== undefined) {
    any = true;
    if (/^(true|1|yes)$/i.test(pathStyle)) s3.forcePathStyle = true;
    else if (!/^(false|0|no)$/i.test(pathStyle)) {
      throw new Error(`RAYEK_BACKUP_S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}")`);
    }
  }
  if (!any) return undefined;
  const missing = S3_VARIABLES.filter(([field]) => s3[field] === "").map(
    ([, name]) => `${name} is required for backups to S3`,
  );
  if (missing.length > 0) throw new Error(missing.join("; "));
  return s3;
}

/**
 * @param {NonNullable<ReturnType<typeof bucket>>} s3
 * @param {string} file the encrypted backup
 * @param {number} keep how many automatic backups the bucket keeps (0: all)
 */
function upload(s3, file, keep) {
  const fsys = $filesystem.s3(s3.bucket, s3.region, s3.endpoint, s3.accessKey, s3.secret, s3.forcePathStyle);
  try {
    const key = $filepath.base(file);
    fsys.uploadFile($filesystem.fileFromPath(file), key);
    if (keep <= 0 || key.indexOf(AUTO_PREFIX) !== 0) return;
    // The names carry their date and time (@auto_pb_backup_<app>_<yyyyMMddHHmmss>): newest last in name order.
    const keys = fsys
      .list(AUTO_PREFIX)
      .map((o) => o.key)
      .filter((k) => k.slice(-SUFFIX.length) === SUFFIX)
      .sort();
    for (const old of keys.slice(0, Math.max(0, keys.length - keep))) fsys.delete(old);
  } finally {
    fsys.close();
  }
}

/**
 * onBackupCreate: PocketBase's step, then the encryption and the copy to the bucket. Any failure stops the
 * backup (the schedule's failures are mailed to the superusers by PocketBase) and is logged with its reason.
 * @param {core.BackupEvent} e
 */
function create(e) {
  const app = e.app;
  try {
    const key = recipient();
    if (key === undefined) {
      throw new Error(
        "no backup made: backups are encrypted and RAYEK_BACKUP_RECIPIENT (the age public key, age1…) is not " +
          'set (docs/deploy.md, "Backup key")',
      );
    }
    if (app.settings().backups.s3.enabled) {
      throw new Error(
        "no backup made: PocketBase's own S3 storage is on (Settings → Backups) and would upload the backup " +
          "unencrypted; give the bucket through RAYEK_BACKUP_S3_* instead",
      );
    }
    const s3 = bucket();
    if (e.name === "")
      e.name = `rayek_backup_${new Date()
        .toISOString()
        .replace(/[^0-9]/g, "")
        .slice(0, 14)}.zip`;
    e.next();

    const plain = $filepath.join(app.dataDir(), "backups", e.name);
    const sealed = plain + SUFFIX;
    const partial = `${plain}.part`;
    try {
      const run = runAge(["-r", key, "-o", partial, plain]);
      if (!run.ok) throw new Error(`age could not encrypt the backup: ${run.output}`);
      $os.rename(partial, sealed);
    } finally {
      // PocketBase's local storage keeps each file's attributes in a `.attrs` file beside it.
      for (const file of [plain, `${plain}.attrs`, partial]) {
        try {
          $os.remove(file);
        } catch (_) {
          // already gone
        }
      }
    }
    if (s3) {
      try {
        upload(s3, sealed, app.settings().backups.cronMaxKeep);
      } catch (err) {
        throw new Error(
          `the encrypted backup ${$filepath.base(sealed)} is on the server's disk, but the upload to the S3 bucket "${s3.bucket}" failed: ${err}`,
        );
      }
    }
  } catch (err) {
    const reason = String(err).replace(/^(Go)?Error: /, "");
    app.logger().error("Backup failed", "name", e.name, "reason", reason);
    // PocketBase answers a failed backup without its reason: `npm run backup` reads it here.
    app.store().set(FAILURE_KEY, { name: e.name, reason });
    throw err;
  }
}

/**
 * What `npm run backup` is told before it asks for a backup (superusers only).
 * @param {core.RequestEvent} e
 */
function describe(e) {
  noStore(e);
  /** @type {{ recipient: string | null, problem: string | null, bucket: string | null, suffix: string, lastFailure: unknown }} */
  const answer = {
    recipient: null,
    problem: null,
    bucket: null,
    suffix: SUFFIX,
    lastFailure: e.app.store().get(FAILURE_KEY) || null,
  };
  try {
    answer.recipient = recipient() || null;
    const s3 = bucket();
    answer.bucket = s3 ? s3.bucket : null;
  } catch (err) {
    answer.problem = String(err).replace(/^Error: /, "");
  }
  return e.json(200, answer);
}

/** The dashboard's restore would need the private key on the server: refused, with where to go instead. */
const RESTORE_ELSEWHERE =
  "Backups are encrypted and the server does not hold their key: restore with the server stopped, " +
  '`npm run restore -- <backup.zip.age> --identity <key file>` (docs/deploy.md, "Backups and restore").';

module.exports = { create, recipient, bucket, describe, RESTORE_ELSEWHERE, SUFFIX };
