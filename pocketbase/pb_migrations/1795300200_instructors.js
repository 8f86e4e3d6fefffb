/// <reference path="../pb_data/types.d.ts" />
// Instructors are suggested by verified users and published by moderators. The suggester (`user`) is hidden:
// only moderators and superusers ever see it. It is optional so that an account can be deleted without
// deleting the instructor (whose ratings belong to other people); instructors added by superusers have none.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const institutions = app.findCollectionByNameOrId("institutions");
    const VERIFIED = '@request.auth.collectionName = "users" && @request.auth.verified = true';
    const MODERATOR = '@request.auth.collectionName = "users" && @request.auth.role = "MODERATOR"';
    const VISIBLE = `status = "ACTIVE" || (@request.auth.id != "" && user = @request.auth.id) || (${MODERATOR})`;

    const instructors = new Collection({
      type: "base",
      name: "instructors",
      listRule: VISIBLE,
      viewRule: VISIBLE,
      createRule: VERIFIED,
      updateRule: MODERATOR,
      deleteRule: null,
      fields: [
        {
          type: "select",
          name: "status",
          required: true,
          maxSelect: 1,
          values: ["PENDING_APPROVAL", "ACTIVE", "REPORTED", "ARCHIVED"],
        },
        { type: "text", name: "name", required: true, max: 100, presentable: true },
        { type: "url", name: "directory_listing", required: false },
        {
          type: "relation",
          name: "institution",
          collectionId: institutions.id,
          required: true,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { type: "text", name: "department", required: true, max: 300 },
        // A required bool must be true: the suggester confirms the guidelines.
        { type: "bool", name: "user_agrees", required: true },
        {
          type: "relation",
          name: "user",
          collectionId: users.id,
          required: false,
          maxSelect: 1,
          cascadeDelete: false,
          hidden: true,
        },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        // Name search scans this narrow index instead of the table.
        "CREATE INDEX idx_instructors_status_name ON instructors (status, name)",
        "CREATE INDEX idx_instructors_institution ON instructors (institution, status)",
        "CREATE INDEX idx_instructors_user ON instructors (user)",
      ],
    });
    app.save(instructors);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("instructors"));
  },
);
