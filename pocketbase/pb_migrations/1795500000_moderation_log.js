/// <reference path="../pb_data/types.d.ts" />
// The moderation audit log: one row per status change of a rating, an instructor suggestion or a report,
// made by a moderator (through `POST /api/rayek/moderation/decisions` or a plain status PATCH) or by a
// superuser (dashboard; `moderator` is then empty). Written only by the server (pb_hooks/80_moderation.pb.js),
// inside the transaction of the change it records; readable by moderators only. Authors never read it
// directly: "My contributions" gives them the reason of their own rejected items, and nothing else.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const MODERATOR = '@request.auth.collectionName = "users" && @request.auth.role = "MODERATOR"';
    app.save(
      new Collection({
        type: "base",
        name: "moderation_log",
        listRule: MODERATOR,
        viewRule: MODERATOR,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            type: "relation",
            name: "moderator",
            collectionId: users.id,
            required: false,
            maxSelect: 1,
            // The record of a decision outlives the moderator's account.
            cascadeDelete: false,
          },
          {
            type: "select",
            name: "target_collection",
            required: true,
            maxSelect: 1,
            values: ["institution_ratings", "program_ratings", "instructor_ratings", "instructors", "reports"],
          },
          { type: "text", name: "target_id", required: true, min: 15, max: 15, pattern: "^[a-z0-9]+$" },
          {
            type: "select",
            name: "from_status",
            required: true,
            maxSelect: 1,
            values: ["PENDING_APPROVAL", "ACTIVE", "REPORTED", "SUSPENDED", "ARCHIVED", "SUBMITTED", "TREATED"],
          },
          {
            type: "select",
            name: "to_status",
            required: true,
            maxSelect: 1,
            values: ["PENDING_APPROVAL", "ACTIVE", "REPORTED", "SUSPENDED", "ARCHIVED", "SUBMITTED", "TREATED"],
          },
          { type: "text", name: "reason", required: false, max: 500 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        ],
        indexes: [
          // "Why was this rejected?" (My contributions) and the history of one item.
          "CREATE INDEX idx_moderation_log_target ON moderation_log (target_id, created)",
          "CREATE INDEX idx_moderation_log_created ON moderation_log (created)",
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("moderation_log"));
  },
);
