/// <reference path="../pb_data/types.d.ts" />
// The instructors page ranks every published instructor (lib/ranked-lists.js): one index per order of
// contract/directory.js without the institution first (one institution's list keeps the indexes of migration
// 1796500500), so a page is an index range that stops after offset + 20 rows, not a sort of every instructor.
// The keys are the route's ORDER BY, expressions and directions included; 3 is BEST_RATED_MIN_REVIEWS as it is
// when this lands.
const INDEXES = {
  idx_ranked_best: "ON instructor_search_items ((review_count >= 3) DESC, avg_overall_quality DESC, review_count DESC, id)",
  idx_ranked_reviews: "ON instructor_search_items (review_count DESC, avg_overall_quality DESC, id)",
  idx_ranked_name: "ON instructor_search_items (key, id)",
};

migrate(
  (app) => {
    for (const [name, on] of Object.entries(INDEXES)) app.db().newQuery(`CREATE INDEX ${name} ${on}`).execute();
  },
  (app) => {
    for (const name of Object.keys(INDEXES)) app.db().newQuery(`DROP INDEX IF EXISTS ${name}`).execute();
  },
);
