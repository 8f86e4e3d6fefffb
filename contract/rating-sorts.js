// The sorts a record page offers for its ratings, the first one the default: what its URL's `sort` may say.
// Apart from rating-order.js (what each sort orders by) because the routes check the URL with this list, and
// whatever the routes import loads with every page first.
const RATING_SORTS = ["newest", "helpful", "highest", "lowest"];
const DEFAULT_RATING_SORT = "newest";

module.exports = { RATING_SORTS, DEFAULT_RATING_SORT };
