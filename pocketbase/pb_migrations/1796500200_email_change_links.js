/// <reference path="../pb_data/types.d.ts" />
// The links of e-mail changes (pb_hooks/lib/email-change.js, docs/api.md "Accounts"). PocketBase's own link
// carried a JWT whose payload names the account's current address, readable by whoever receives a mistyped new
// address's mail. Rayek's link carries 40 random characters instead; this collection keeps what the server needs
// to honour it: the account, the address it moves to, the sha256 of the token, when it stops working, and the
// sha256 of the account's token key when it was asked (a password or address change renews that key, which made
// PocketBase's token unusable too). Superusers only: no API rule, nothing here is ever answered to a client. The
// rows go with their account.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    app.save(
      new Collection({
        type: "base",
        name: "email_change_links",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "relation", name: "user", collectionId: users.id, required: true, maxSelect: 1, cascadeDelete: true, hidden: true },
          { type: "text", name: "new_email", required: true, max: 255, hidden: true },
          { type: "text", name: "token_hash", required: true, max: 64, hidden: true },
          { type: "text", name: "key_hash", required: true, max: 64, hidden: true },
          { type: "date", name: "expires", required: true, hidden: true },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_email_change_links_token ON email_change_links (token_hash)",
          "CREATE INDEX idx_email_change_links_user ON email_change_links (user)",
          "CREATE INDEX idx_email_change_links_expires ON email_change_links (expires)",
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("email_change_links"));
  },
);
