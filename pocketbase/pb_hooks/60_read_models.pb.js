/// <reference path="../pb_data/types.d.ts" />
// Keeps the read-model statistics in step with every rating write, in the same transaction
// (see lib/read-models.js), and registers the `rebuild-read-models` console command.
const RATED = ["institution_ratings", "program_ratings", "instructor_ratings"];

onRecordCreate((e) => {
  require(`${__hooks}/lib/contributions.js`).defaultStatus(e);
  require(`${__hooks}/lib/read-models.js`).track(e, "create");
}, ...RATED);
onRecordUpdate((e) => require(`${__hooks}/lib/read-models.js`).track(e, "update"), ...RATED);
onRecordDelete((e) => require(`${__hooks}/lib/read-models.js`).track(e, "delete"), ...RATED);
onRecordDelete((e) => require(`${__hooks}/lib/read-models.js`).forgetTarget(e), "institutions", "programs", "instructors");

$app.rootCmd.addCommand(
  new Command({
    use: "rebuild-read-models",
    short: "Recompute the read-model statistics from the ratings (safe while the server runs)",
    run: () => {
      const counts = require(`${__hooks}/lib/read-models.js`).rebuild($app);
      console.log(`Read models rebuilt: ${JSON.stringify(counts)}`);
    },
  }),
);
