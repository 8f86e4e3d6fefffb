// Users cannot choose their role or verified flag; e-mails stay private and are written in the account's
// language; nobody learns from a sign-up or an e-mail change whether an address has an account; an account is
// deleted only with its password (or by a superuser) and keeps its published content, detached.
onRecordCreateRequest((e) => require(`${__hooks}/lib/accounts/users.js`).onCreateRequest(e), "users");
onRecordUpdateRequest((e) => require(`${__hooks}/lib/accounts/users.js`).onUpdateRequest(e), "users");
onRecordCreate((e) => {
  require(`${__hooks}/lib/accounts/users.js`).defaults(e);
  e.next();
}, "users");

// The account e-mails in the account's language, linking to the app's pages (lib/accounts/account-mails.js).
// PocketBase's own e-mail change mail is never sent for users: its token names the current address.
onMailerRecordVerificationSend((e) => require(`${__hooks}/lib/accounts/account-mails.js`).verification(e), "users");
onMailerRecordPasswordResetSend((e) => require(`${__hooks}/lib/accounts/account-mails.js`).passwordReset(e), "users");
onMailerRecordEmailChangeSend((e) => require(`${__hooks}/lib/accounts/account-mails.js`).emailChange(e), "users");

// Notices to the owners of addresses someone tried to sign up with (lib/accounts/account-notices.js).
cronAdd("rayekAccountNotices", "* * * * *", () =>
  require(`${__hooks}/lib/accounts/account-notices.js`).sendQueued($app),
);

// PocketBase's own route for users (by name or id) is replaced: lib/accounts/email-change.js says why. Its rate limit
// is the path rule of lib/operations/settings.js.
for (const collection of ["users", "_pb_users_auth_"]) {
  routerAdd(
    "POST",
    `/api/collections/${collection}/request-email-change`,
    (e) => require(`${__hooks}/lib/accounts/email-change.js`).requestEmailChange(e),
    $apis.requireAuth("users"),
  );
}

// The e-mail change's own link (lib/accounts/email-change-links.js): what it moves the account to, then the move with
// the account's password. A token and a password are a few hundred bytes. Limited by their paths
// (lib/operations/settings.js).
routerAdd(
  "POST",
  "/api/rayek/email-change/check",
  (e) => require(`${__hooks}/lib/accounts/email-change-links.js`).check(e),
  $apis.bodyLimit(1024),
);
routerAdd(
  "POST",
  "/api/rayek/email-change/confirm",
  (e) => require(`${__hooks}/lib/accounts/email-change-links.js`).confirm(e),
  $apis.bodyLimit(1024),
);

onRecordDelete((e) => require(`${__hooks}/lib/accounts/account-deletion.js`).onUserDelete(e), "users");

// The account's own routes: deletion with the password, and the download of everything it wrote. Both are
// limited by their path (lib/operations/settings.js). A password is a few bytes: larger bodies are refused unread.
routerAdd(
  "POST",
  "/api/rayek/account/delete",
  (e) => require(`${__hooks}/lib/accounts/account-deletion.js`).deleteAccount(e),
  $apis.bodyLimit(16 * 1024),
);
routerAdd("GET", "/api/rayek/account/export", (e) =>
  require(`${__hooks}/lib/accounts/account-export.js`).exportAccount(e),
);
