// The home page (docs/api.md, "The home page"): how many of the latest published reviews it shows, how many
// best-rated institutions and programs (ranked as contract/directory.js's "best", counting only records with at
// least BEST_RATED_MIN_REVIEWS), and how long a review's excerpt may be (the server cuts it, so every reader and
// the served HTML show the same words). The app keeps the answer in its mirror as the record HOME_ID of
// HOME_COLLECTION, which is also where the served page's `data-served` puts it; the prerendered home page holds the
// empty element HOME_HTML_PLACE (as React renders it) that the server fills with the content.
const HOME_LATEST_REVIEWS = 5;
const HOME_BEST_RATED = 5;
const HOME_EXCERPT_MAX = 200;
const HOME_COLLECTION = "rayek_home";
const HOME_ID = "home";
const HOME_HTML_PLACE = '<div id="home-live" class="home-live"></div>';

module.exports = { HOME_LATEST_REVIEWS, HOME_BEST_RATED, HOME_EXCERPT_MAX, HOME_COLLECTION, HOME_ID, HOME_HTML_PLACE };
