/// <reference path="../pb_data/types.d.ts" />
// An institution's instructors, one index per order of contract/directory.js (lib/institution-directory.js):
// a page of one institution's list is then an index range that stops after offset + 20 rows, where the one index
// on institution_id made SQLite sort every instructor of the institution for each page. The keys are those of the
// route's ORDER BY, expression and directions included; 3 is BEST_RATED_MIN_REVIEWS as it is when this lands.
const INDEXES = {
  idx_directory_best:
    "ON instructor_search_items (institution_id, (review_count >= 3) DESC, avg_overall_quality DESC, review_count DESC, id)",
  idx_directory_reviews: "ON instructor_search_items (institution_id, review_count DESC, avg_overall_quality DESC, id)",
  idx_directory_name: "ON instructor_search_items (institution_id, key, id)",
};

migrate(
  (app) => {
    for (const [name, on] of Object.entries(INDEXES)) app.db().newQuery(`CREATE INDEX ${name} ${on}`).execute();
  },
  (app) => {
    for (const name of Object.keys(INDEXES)) app.db().newQuery(`DROP INDEX IF EXISTS ${name}`).execute();
  },
);
