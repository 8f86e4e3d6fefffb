// Automatic backups (PocketBase's scheduler) from RAYEK_BACKUP_* variables: lib/backups.js, docs/deploy.md.
// Applied when the server starts, after 20_settings.pb.js, before it accepts requests.
$app.onServe().bindFunc((e) => {
  require(`${__hooks}/lib/backups.js`).apply(e.app);
  return e.next();
});
