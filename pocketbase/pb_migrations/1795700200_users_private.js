/// <reference path="../pb_data/types.d.ts" />
// Users are listed to nobody but themselves: a list can be filtered and sorted (by e-mail even when the
// e-mail itself is hidden), so a moderator could rebuild every address one letter at a time. Moderators keep
// the view of one user, which needs the 15-character random id they reach by `?expand=user` on content they
// moderate; a view takes no filter or sort.
// The `avatar` file field goes: the app never shows one, and it let unverified accounts store megabytes.
// E-mails are unique whatever their letter case (`Amira@x.tn` and `amira@x.tn` reach one mailbox, and two
// accounts would give one person two ratings of each target); PocketBase then also looks addresses up without
// case, at sign-in and everywhere else. Creating this index fails if two accounts already differ only by case.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.listRule = "id = @request.auth.id";
    users.viewRule = 'id = @request.auth.id || @request.auth.role = "MODERATOR"';
    users.fields.removeByName("avatar");
    users.indexes = users.indexes.map((sql) =>
      sql.indexOf("idx_email_") === -1
        ? sql
        : "CREATE UNIQUE INDEX `idx_email__pb_users_auth_` ON `users` (`email` COLLATE NOCASE) WHERE `email` != ''",
    );
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.listRule = 'id = @request.auth.id || @request.auth.role = "MODERATOR"';
    users.indexes = users.indexes.map((sql) =>
      sql.indexOf("idx_email_") === -1
        ? sql
        : "CREATE UNIQUE INDEX `idx_email__pb_users_auth_` ON `users` (`email`) WHERE `email` != ''",
    );
    users.fields.add(
      new FileField({
        name: "avatar",
        maxSelect: 1,
        maxSize: 0,
        mimeTypes: ["image/jpeg", "image/png", "image/svg+xml", "image/gif", "image/webp"],
      }),
    );
    app.save(users);
  },
);
