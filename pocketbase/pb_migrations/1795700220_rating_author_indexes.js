/// <reference path="../pb_data/types.d.ts" />
// An index on `user` alone for each rating table. The one-rating-per-author UNIQUE indexes became partial
// (`WHERE user != ''`, migrations 1795700100 and 1795700210), and SQLite uses a partial index only when the
// query itself says `user != ''`: "My contributions" (`user = {:user}`), the duplicate check of a refused create
// and account deletion would otherwise scan the whole table. Instructors and reports have theirs already.
migrate(
  (app) => {
    for (const name of ["institution_ratings", "program_ratings", "instructor_ratings"]) {
      const collection = app.findCollectionByNameOrId(name);
      collection.indexes = collection.indexes.concat([`CREATE INDEX idx_${name}_user ON ${name} (user)`]);
      app.save(collection);
    }
  },
  (app) => {
    for (const name of ["institution_ratings", "program_ratings", "instructor_ratings"]) {
      const collection = app.findCollectionByNameOrId(name);
      collection.indexes = collection.indexes.filter((sql) => sql.indexOf(`idx_${name}_user `) === -1);
      app.save(collection);
    }
  },
);
