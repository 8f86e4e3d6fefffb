// `pocketbase rebuild-read-models` (run by `npm run rebuild-read-models`): recompute the read-model statistics
// from the ratings. Incremental maintenance is done by SQLite triggers (see the migrations), not by hooks.
$app.rootCmd.addCommand(
  new Command({
    use: "rebuild-read-models",
    short: "Recompute the read-model statistics from the ratings (safe while the server runs)",
    run: () => {
      const counts = require(`${__hooks}/lib/records/read-models.js`).rebuild($app);
      console.log(`Read models rebuilt: ${JSON.stringify(counts)}`);
    },
  }),
);
