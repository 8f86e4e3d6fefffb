/// <reference path="../pb_data/types.d.ts" />
// Applies RAYEK_* runtime configuration (app URL, sender, SMTP, rate limits, request-log privacy,
// verification e-mail) once the migrations have run and before the server accepts requests. Console
// commands (superuser upsert, rebuild-read-models) do not rewrite the settings.
$app.onServe().bindFunc((e) => {
  require(`${__hooks}/lib/settings.js`).apply(e.app);
  return e.next();
});
