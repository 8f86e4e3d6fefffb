// Professor profiles (docs/professors.md, docs/api.md "Professors"): claims with their e-mail link
// (lib/professors/claims.js), replies (lib/professors/replies.js), and the model hooks that keep the public mark and the role true to
// the approved claims. A claim's author and status are forced by 40_contributions.pb.js like every create; its
// decisions go through the moderation route (lib/moderation/moderation.js, lib/professors/professor-decisions.js).

// After 40_contributions (which forced author and status): the server-kept fields and the e-mail link.
onRecordCreateRequest((e) => require(`${__hooks}/lib/professors/claims.js`).onCreateRequest(e), "instructor_claims");

// The link of a claim's e-mail; a token is a few dozen bytes. Rate-limited by its path (lib/operations/settings.js).
routerAdd(
  "POST",
  "/api/rayek/claims/verify",
  (e) => require(`${__hooks}/lib/professors/claims.js`).verify(e),
  $apis.bodyLimit(1024),
);

// A reply is at most LIMITS.reply characters (4 bytes each at worst), JSON-escaped: 16 KB holds it. Limited by
// the "POST /api/rayek/ratings/" rule of lib/operations/settings.js, like the vote route beside it.
routerAdd(
  "POST",
  "/api/rayek/ratings/instructor_ratings/{id}/reply",
  (e) => require(`${__hooks}/lib/professors/replies.js`).reply(e),
  $apis.bodyLimit(16 * 1024),
);

onRecordCreate((e) => require(`${__hooks}/lib/professors/claims.js`).onClaimSave(e), "instructor_claims");
onRecordUpdate((e) => require(`${__hooks}/lib/professors/claims.js`).onClaimSave(e), "instructor_claims");
onRecordDelete((e) => require(`${__hooks}/lib/professors/claims.js`).onClaimDelete(e), "instructor_claims");

onRecordCreate((e) => require(`${__hooks}/lib/professors/claims.js`).keepMark(e), "instructors");
onRecordUpdate((e) => require(`${__hooks}/lib/professors/claims.js`).keepMark(e), "instructors");

onRecordCreate((e) => require(`${__hooks}/lib/professors/replies.js`).onReplySave(e), "rating_replies");
onRecordUpdate((e) => require(`${__hooks}/lib/professors/replies.js`).onReplySave(e), "rating_replies");
