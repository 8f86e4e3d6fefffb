/// <reference path="../pb_data/types.d.ts" />
// Reports carry the reason their author chose (contract/report-reasons.js, a frozen copy here; the schema's
// values equal the contract: tests/api/schemas-agree.test.ts):
// - `report_reason`, required. Existing reports get OTHER: the reasons did not exist when they were written,
//   nothing in a free comment says reliably which one it was, and OTHER is the reason whose comment is required,
//   which every one of them has. Moderators read their comment as before.
// - `comment` is no longer required: the listed reasons name what is wrong and the comment adds detail; the
//   hook (lib/contributions.js) requires it for OTHER. A comment given still counts 10 to 1000 characters.
// - The reports queue filters by reason, oldest first: an index on (status, reason, created) serves it.
const INDEX = "CREATE INDEX idx_reports_reason ON reports (status, report_reason, created)";

migrate(
  (app) => {
    const reports = app.findCollectionByNameOrId("reports");
    reports.fields.add(
      new SelectField({
        name: "report_reason",
        required: true,
        maxSelect: 1,
        values: ["INSULT_HARASSMENT", "PERSONAL_INFORMATION", "FALSE_OFF_TOPIC", "SPAM_ADVERTISING", "NOT_ABOUT_THIS_RECORD", "OTHER"],
      }),
    );
    reports.fields.getByName("comment").required = false;
    reports.indexes = reports.indexes.concat([INDEX]);
    app.save(reports);
    app.db().newQuery("UPDATE reports SET report_reason = 'OTHER' WHERE report_reason = ''").execute();
  },
  (app) => {
    // A report sent without a comment keeps its reason as its comment: the comment is required again.
    app.db().newQuery("UPDATE reports SET comment = 'Reason: ' || report_reason WHERE comment = ''").execute();
    const reports = app.findCollectionByNameOrId("reports");
    reports.indexes = reports.indexes.filter((sql) => sql !== INDEX);
    reports.fields.removeByName("report_reason");
    reports.fields.getByName("comment").required = true;
    app.save(reports);
  },
);
