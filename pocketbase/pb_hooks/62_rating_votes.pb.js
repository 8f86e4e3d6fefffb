// Helpful votes on ratings: the vote route and the caller's own votes (lib/votes/rating-votes.js), and the model
// hooks that keep each rating's public counts exact in the vote's transaction (lib/votes/vote-counts.js). The vote
// route is rate-limited by its path prefix (lib/operations/settings.js). A vote is a few bytes: larger bodies are refused
// unread.
routerAdd(
  "POST",
  "/api/rayek/ratings/{collection}/{id}/vote",
  (e) => require(`${__hooks}/lib/votes/rating-votes.js`).vote(e),
  $apis.bodyLimit(1024),
);
routerAdd("GET", "/api/rayek/votes/mine", (e) => require(`${__hooks}/lib/votes/rating-votes.js`).mine(e));

onRecordCreate((e) => require(`${__hooks}/lib/votes/vote-counts.js`).onVoteCreate(e), "rating_votes");
onRecordUpdate((e) => require(`${__hooks}/lib/votes/vote-counts.js`).onVoteUpdate(e), "rating_votes");
onRecordDelete((e) => require(`${__hooks}/lib/votes/vote-counts.js`).onVoteDelete(e), "rating_votes");

// Every rating collection (contract/collections.js).
const VOTED = Object.keys(require(`${__hooks}/../../contract/collections.js`).RATING_TARGETS);
onRecordCreate((e) => require(`${__hooks}/lib/votes/vote-counts.js`).onRatingCreate(e), ...VOTED);
onRecordUpdate((e) => require(`${__hooks}/lib/votes/vote-counts.js`).onRatingUpdate(e), ...VOTED);
onRecordDelete((e) => require(`${__hooks}/lib/votes/vote-counts.js`).onRatingDelete(e), ...VOTED);
