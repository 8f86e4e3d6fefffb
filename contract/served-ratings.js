// The first published reviews a record page's served HTML carries (pocketbase/pb_hooks/lib/pages/served-reviews.js,
// src/ui/served-ratings.tsx): the prerendered record page holds the empty element SERVED_RATINGS_PLACE (as React
// renders it) where the app's rating list goes, which the server fills with the reviews' HTML.
const SERVED_RATINGS_ID = "served-ratings";
const SERVED_RATINGS_PLACE = '<div id="served-ratings" class="served-ratings"></div>';

module.exports = { SERVED_RATINGS_ID, SERVED_RATINGS_PLACE };
