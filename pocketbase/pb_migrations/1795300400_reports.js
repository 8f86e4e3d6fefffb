/// <reference path="../pb_data/types.d.ts" />
// Reports of ratings or instructor entries. Only the reporter and moderators see a report; moderators mark
// it TREATED. The reporter (`user`) is hidden like every author.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const VERIFIED = '@request.auth.collectionName = "users" && @request.auth.verified = true';
    const MODERATOR = '@request.auth.collectionName = "users" && @request.auth.role = "MODERATOR"';
    const VISIBLE = `(@request.auth.id != "" && user = @request.auth.id) || (${MODERATOR})`;

    app.save(
      new Collection({
        type: "base",
        name: "reports",
        listRule: VISIBLE,
        viewRule: VISIBLE,
        createRule: VERIFIED,
        updateRule: MODERATOR,
        deleteRule: null,
        fields: [
          { type: "select", name: "status", required: true, maxSelect: 1, values: ["SUBMITTED", "TREATED"] },
          { type: "text", name: "reported_id", required: true, min: 15, max: 15, pattern: "^[a-z0-9]+$" },
          {
            type: "select",
            name: "reported_collection",
            required: true,
            maxSelect: 1,
            values: ["institution-rating", "program-rating", "instructor-rating", "instructors"],
          },
          { type: "text", name: "comment", required: true, min: 10, max: 1000 },
          {
            type: "relation",
            name: "user",
            collectionId: users.id,
            required: true,
            maxSelect: 1,
            cascadeDelete: true,
            hidden: true,
          },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE INDEX idx_reports_status ON reports (status, created)",
          "CREATE INDEX idx_reports_target ON reports (reported_collection, reported_id)",
          "CREATE INDEX idx_reports_user ON reports (user)",
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("reports"));
  },
);
