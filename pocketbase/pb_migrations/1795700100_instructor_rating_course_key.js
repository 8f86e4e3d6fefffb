/// <reference path="../pb_data/types.d.ts" />
// One rating per user, instructor and course, whatever way the course is written. The old UNIQUE index folded
// ASCII letter case only (COLLATE NOCASE), so "Économie", "économie", "Économie" + a zero-width space and a
// full-width "Ｅconomie" were four courses. `course_key` holds the course cleaned and folded by the contract
// (contract/text.js normaliseLine, then contract/matching.js foldForMatching: NFKC, invisible characters
// removed, white space collapsed, letter case, accents and Arabic spelling variants folded); the create hook
// fills it (lib/contributions.js). It is hidden: a detail of the rule, not of the rating.
//
// The index is partial (`user != ''`): ratings kept after their author deleted the account have no user, and
// several of them may rate the same course.
//
// Existing rows get their key here, with the contract as it is today. Rows that the new rule finds to be a
// second rating of the same course by the same user keep their data; their key gets their own id appended so
// the index can be built (the first, oldest, one keeps the plain key). If the contract's folding changes, a
// new migration recomputes the keys.
migrate(
  (app) => {
    const { normaliseLine } = require(`${__hooks}/../../contract/text.js`);
    const { foldForMatching } = require(`${__hooks}/../../contract/matching.js`);

    const ratings = app.findCollectionByNameOrId("instructor_ratings");
    ratings.fields.add(new TextField({ name: "course_key", max: 300, hidden: true }));
    ratings.indexes = ratings.indexes.filter((sql) => !sql.includes("idx_instructor_ratings_one_per_user"));
    app.save(ratings);

    const rows = arrayOf(new DynamicModel({ id: "", user: "", instructor: "", course: "" }));
    app.db()
      .newQuery("SELECT id, user, instructor, course FROM instructor_ratings ORDER BY created, id")
      .all(rows);
    const seen = {};
    for (const row of rows) {
      let key = foldForMatching(normaliseLine(row.course));
      const slot = `${row.user}|${row.instructor}|${key}`;
      if (row.user !== "" && seen[slot]) key = `${key}#${row.id}`;
      seen[slot] = true;
      app.db()
        .newQuery("UPDATE instructor_ratings SET course_key = {:key} WHERE id = {:id}")
        .bind({ key, id: row.id })
        .execute();
    }

    ratings.indexes = ratings.indexes.concat([
      "CREATE UNIQUE INDEX idx_instructor_ratings_one_per_user ON instructor_ratings (user, instructor, course_key) WHERE user != ''",
    ]);
    app.save(ratings);
  },
  (app) => {
    const ratings = app.findCollectionByNameOrId("instructor_ratings");
    ratings.indexes = ratings.indexes
      .filter((sql) => !sql.includes("idx_instructor_ratings_one_per_user"))
      .concat([
        "CREATE UNIQUE INDEX idx_instructor_ratings_one_per_user ON instructor_ratings (user, instructor, course COLLATE NOCASE)",
      ]);
    ratings.fields.removeByName("course_key");
    app.save(ratings);
  },
);
