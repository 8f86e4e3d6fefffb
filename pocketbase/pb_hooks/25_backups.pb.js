// Backups: the schedule from RAYEK_BACKUP_* variables (lib/operations/backups.js), and every backup encrypted with age to
// RAYEK_BACKUP_RECIPIENT before it is kept or copied to the bucket (lib/operations/encrypted-backups.js). docs/deploy.md.
// Applied when the server starts, after 20_settings.pb.js, before it accepts requests.
$app.onServe().bindFunc((e) => {
  require(`${__hooks}/lib/operations/backups.js`).apply(e.app);
  return e.next();
});

// Every backup, whoever asks for it (the schedule, the dashboard, `npm run backup`).
onBackupCreate((e) => require(`${__hooks}/lib/operations/encrypted-backups.js`).create(e));

// Restoring needs the private key, which the server never holds: the dashboard's restore (which PocketBase runs
// after answering) stops here, and the reason is in the dashboard's logs.
onBackupRestore(() => {
  throw new Error(require(`${__hooks}/lib/operations/encrypted-backups.js`).RESTORE_ELSEWHERE);
});

// PocketBase's own S3 upload would send backups as they are: the bucket is given by RAYEK_BACKUP_S3_* only.
onSettingsUpdateRequest((e) => {
  if (e.newSettings.backups.s3.enabled) {
    throw new BadRequestError(
      "Backups go to S3 through RAYEK_BACKUP_S3_* only, where they are encrypted before the upload; PocketBase's " +
        "own S3 storage would upload them unencrypted.",
    );
  }
  return e.next();
});

// For `npm run backup`: whether the server can encrypt backups, and where it copies them.
routerAdd(
  "GET",
  "/api/rayek/backups/storage",
  (e) => require(`${__hooks}/lib/operations/encrypted-backups.js`).describe(e),
  $apis.requireSuperuserAuth(),
);
