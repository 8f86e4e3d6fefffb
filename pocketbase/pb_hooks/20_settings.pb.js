// Applies the runtime configuration (lib/operations/settings.js: defaults once per data directory, then the RAYEK_*
// variables the environment sets, then the invariants Rayek's guarantees rest on) once the migrations have run
// and before the server accepts requests. Console commands (superuser upsert, rebuild-read-models) do not
// touch the settings.
$app.onServe().bindFunc((e) => {
  require(`${__hooks}/lib/operations/settings.js`).apply(e.app);
  return e.next();
});
