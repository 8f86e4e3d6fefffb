// An author's own ratings: which of a target's they wrote, their edits and withdrawals (lib/ratings/own-ratings.js), and
// the model hooks that apply an approved edit and take a rating's edits along when it goes
// (lib/ratings/rating-revisions.js). An edit is a rating's answers: 32 KB holds a 2,000-character review escaped several
// times over, and a larger body is refused unread. The edit route shares the ratings' rate limit (its prefix).
routerAdd("GET", "/api/rayek/ratings/{collection}/mine", (e) =>
  require(`${__hooks}/lib/ratings/own-ratings.js`).mineOfTarget(e),
);
routerAdd(
  "POST",
  "/api/rayek/ratings/{collection}/{id}/edit",
  (e) => require(`${__hooks}/lib/ratings/own-ratings.js`).edit(e),
  $apis.bodyLimit(32 * 1024),
);
routerAdd("DELETE", "/api/rayek/contributions/{collection}/{id}", (e) =>
  require(`${__hooks}/lib/ratings/own-ratings.js`).withdraw(e),
);

onRecordUpdate((e) => require(`${__hooks}/lib/ratings/rating-revisions.js`).onRevisionUpdate(e), "rating_revisions");
onRecordDelete(
  (e) => require(`${__hooks}/lib/ratings/rating-revisions.js`).onRatingDelete(e),
  ...Object.keys(require(`${__hooks}/../../contract/collections.js`).RATING_TARGETS),
);
