/// <reference path="../pb_data/types.d.ts" />
// Users get a role and a required display name. A client can never choose its role or its verified flag
// (the create/update rules refuse it, and pb_hooks/30_users.pb.js answers with a field-level code first).
// Nobody but the owner and moderators can read a user record, so a rating's author can never be looked up.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");

    const name = users.fields.getByName("name");
    name.required = true;
    name.min = 2;
    name.max = 100;

    users.fields.add(
      new SelectField({
        name: "role",
        values: ["STUDENT", "PROFESSOR", "MODERATOR"],
        maxSelect: 1,
        // Not required: the model hook defaults it to STUDENT, so every way of creating a user gets one.
        required: false,
      }),
    );

    users.listRule = 'id = @request.auth.id || @request.auth.role = "MODERATOR"';
    users.viewRule = 'id = @request.auth.id || @request.auth.role = "MODERATOR"';
    users.createRule = '@request.body.role:isset = false || @request.body.role = "STUDENT"';
    users.updateRule = "id = @request.auth.id && @request.body.role:changed = false";
    users.deleteRule = "id = @request.auth.id";
    users.manageRule = null;

    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("role");
    const name = users.fields.getByName("name");
    name.required = false;
    name.min = 0;
    name.max = 255;
    users.listRule = "id = @request.auth.id";
    users.viewRule = "id = @request.auth.id";
    users.createRule = "";
    users.updateRule = "id = @request.auth.id";
    users.deleteRule = "id = @request.auth.id";
    app.save(users);
  },
);
