// Helpful votes on published ratings: what a vote may say, and how many of one's own votes one request may ask
// about. The server keeps one vote per (user, rating) in `rating_votes` and public counts on each rating
// (`helpful_count`, `unhelpful_count`); docs/api.md "Helpful votes".

/** A stored vote: helpful (1) or not helpful (-1). */
const VOTE_VALUES = [1, -1];
/** What a vote request sends to withdraw the caller's vote; never stored. */
const VOTE_WITHDRAWN = 0;
/** The public counts on every rating, kept by the server from the votes (never written by a client). */
const VOTE_COUNT_FIELDS = ["helpful_count", "unhelpful_count"];
/** The most rating ids one `GET /api/rayek/votes/mine` may name (a page of ratings is far fewer). */
const MY_VOTES_MAX_IDS = 50;

module.exports = { VOTE_VALUES, VOTE_WITHDRAWN, VOTE_COUNT_FIELDS, MY_VOTES_MAX_IDS };
