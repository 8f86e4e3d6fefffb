/// <reference path="../pb_data/types.d.ts" />
// What an uncached instructor search reads (issue 18): a denormalised item per searchable instructor (exactly its
// `instructors_search` row) and an index of every suffix of the search keys, beside the trigram index of
// 1795800000, both kept by SQLite triggers in the writing statement (lib/instructor-search-index.js). A search
// for a name few instructors hold is then one short index range and one primary-key read per item, where the
// trigram phrase read every trigram's doclist and the page joined the three tables of the view.
migrate(
  (app) => {
    require(`${__hooks}/lib/instructor-search-index.js`).create(app);
  },
  (app) => {
    require(`${__hooks}/lib/instructor-search-index.js`).drop(app);
  },
);
