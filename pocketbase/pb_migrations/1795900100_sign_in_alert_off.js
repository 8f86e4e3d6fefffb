/// <reference path="../pb_data/types.d.ts" />
// PocketBase's "login from a new location" e-mail is turned off for users, and what it kept is erased. To tell
// a new location, PocketBase stores for every account a hash of each device's IP address and user agent
// (`_authOrigins`); the IPv4 space is small enough to reverse such a hash, so the table ties accounts, and
// through them the ratings they wrote, to network addresses: exactly what request logs are kept from doing
// (`logs.logIP` off). Without the alert nothing is stored at sign-in. docs/api.md "Accounts" says what replaces it.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.authAlert.enabled = false;
    app.save(users);
    app.db().newQuery("DELETE FROM _authOrigins WHERE collectionRef = {:users}").bind({ users: users.id }).execute();
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.authAlert.enabled = true;
    app.save(users);
  },
);
