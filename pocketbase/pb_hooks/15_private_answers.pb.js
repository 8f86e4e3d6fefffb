// Cache-Control: no-store on PocketBase's answers that can hold one person's data, so a shared phone's browser
// cache does not keep them after sign-out (a user's pending ratings, a moderator's queue, an account's e-mail).
// Bound to the collections whose rows can be private, and set only for a signed-in caller: a guest's answer
// from these collections is public content, and other collections' answers run no JavaScript at all (each
// invocation costs a share of a read, docs/api.md "Headers"). Rayek's own routes set the header themselves.
// Set before e.next(), so refusals (400/403/404) carry it as well. In these events `e.response` is undefined
// in PocketBase 0.40's JS bindings (tried: auth-with-password and creates failed with a TypeError), so the
// header goes through the embedded request event.

/** Collections whose rows can be one person's, as read (lists and views) and as written (creates and updates). */
const WRITTEN_PRIVATE = [
  "users",
  "institution_ratings",
  "program_ratings",
  "instructor_ratings",
  "instructors",
  "reports",
  "instructor_claims",
  "rating_replies",
];
const READ_PRIVATE = [...WRITTEN_PRIVATE, "moderation_log", "rating_votes"];

// The same hook, so no second invocation per request, keeps the authors of what is about a moderator's own
// profile out of their expands (lib/moderation/own-profile.js): it must act before PocketBase expands the answer.
onRecordsListRequest(
  (e) => {
    if (e.auth) {
      require(`${__hooks}/lib/http/guards.js`).noStore(e.requestEvent);
      require(`${__hooks}/lib/moderation/own-profile.js`).hideAuthors(e, e.records);
    }
    return e.next();
  },
  ...READ_PRIVATE,
);

onRecordViewRequest(
  (e) => {
    if (e.auth) {
      require(`${__hooks}/lib/http/guards.js`).noStore(e.requestEvent);
      require(`${__hooks}/lib/moderation/own-profile.js`).hideAuthors(e, [e.record]);
    }
    return e.next();
  },
  ...READ_PRIVATE,
);

// Creates and updates answer the written record: an author's pending rating, a moderator's change. A sign-up
// (no caller yet) answers the new account with its e-mail: always private.
onRecordCreateRequest(
  (e) => {
    if (e.auth || e.collection.name === "users") require(`${__hooks}/lib/http/guards.js`).noStore(e.requestEvent);
    return e.next();
  },
  ...WRITTEN_PRIVATE,
);

onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/lib/http/guards.js`).noStore(e.requestEvent);
    return e.next();
  },
  ...WRITTEN_PRIVATE,
);

// Every auth answer (password, refresh, OTP, OAuth2, impersonation) carries a token and the account.
onRecordAuthRequest((e) => {
  require(`${__hooks}/lib/http/guards.js`).noStore(e.requestEvent);
  return e.next();
});
