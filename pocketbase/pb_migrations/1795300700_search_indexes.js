/// <reference path="../pb_data/types.d.ts" />
// Indexes tuned after measuring with 30,000 instructors and 1,000,000 ratings (docs/api.md, "Performance").
// - Instructor name search: PocketBase's `~` is a case-insensitive LIKE, which SQLite answers from an index
//   only if the column is indexed with NOCASE. (status, name COLLATE NOCASE) makes a prefix search
//   (`name ~ "amira%"`) an index range and lets a contains search scan this narrow index, not the table.
// - Ratings of one target, newest first: the public listRule adds an OR on status, so an index on
//   (target, status, created) could not give the order and SQLite sorted every rating of the target;
//   (target, created) walks them in order and stops after one page.
migrate(
  (app) => {
    const swap = (name, dropped, added) => {
      const collection = app.findCollectionByNameOrId(name);
      collection.indexes = collection.indexes.filter((sql) => !sql.includes(dropped)).concat([added]);
      app.save(collection);
    };
    swap("instructors", "idx_instructors_status_name",
      "CREATE INDEX idx_instructors_search_name ON instructors (status, name COLLATE NOCASE)");
    for (const [table, target] of [
      ["institution_ratings", "institution"], ["program_ratings", "program"], ["instructor_ratings", "instructor"],
    ]) {
      swap(table, `idx_${table}_target`, `CREATE INDEX idx_${table}_target_created ON ${table} (${target}, created)`);
    }
  },
  (app) => {
    const swap = (name, dropped, added) => {
      const collection = app.findCollectionByNameOrId(name);
      collection.indexes = collection.indexes.filter((sql) => !sql.includes(dropped)).concat([added]);
      app.save(collection);
    };
    swap("instructors", "idx_instructors_search_name",
      "CREATE INDEX idx_instructors_status_name ON instructors (status, name)");
    for (const [table, target] of [
      ["institution_ratings", "institution"], ["program_ratings", "program"], ["instructor_ratings", "instructor"],
    ]) {
      swap(table, `idx_${table}_target_created`, `CREATE INDEX idx_${table}_target ON ${table} (${target}, status, created)`);
    }
  },
);
