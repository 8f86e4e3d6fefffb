// The ranked lists: an institution's page lists its instructors and its programs (docs/api.md, "An institution's
// directory"), and the institutions, instructors and programs pages list theirs ("Ranked lists"): 20 at a time,
// in one of three orders, the first the default. "Best rated" ranks only records with at least
// BEST_RATED_MIN_REVIEWS published ratings by their score (more ratings first among equal scores), then the rest
// by their number of ratings, so one 5/5 cannot top the list. The server's indexes are built on this number
// (migrations 1796500500, 1796600000): changing it is this edit plus a new migration for the index.
const DIRECTORY_SORTS = ["best", "reviews", "name"];
const DEFAULT_DIRECTORY_SORT = "best";
const DIRECTORY_PAGE_SIZE = 20;
const BEST_RATED_MIN_REVIEWS = 3;
// The kinds of degree the programs list filters by (`degree=` in its URL and route): the codes of the reference
// vocabulary (pocketbase/seed/reference/vocabulary.json); the stored text of each is in degrees.js (apart, so the
// routes' search validation loads only these codes).
const PROGRAM_DEGREES = ["L", "BA", "CP", "CPI", "ING", "MED", "PHA", "DENT", "VET", "ARCH"];

module.exports = {
  DIRECTORY_SORTS,
  DEFAULT_DIRECTORY_SORT,
  DIRECTORY_PAGE_SIZE,
  BEST_RATED_MIN_REVIEWS,
  PROGRAM_DEGREES,
};
