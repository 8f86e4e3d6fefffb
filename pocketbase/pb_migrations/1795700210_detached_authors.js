/// <reference path="../pb_data/types.d.ts" />
// Deleting an account keeps what it published, detached: pb_hooks/lib/account-deletion.js empties `user` on
// those rows. So `user` no longer cascades and is no longer required (the create hook sets it on every
// non-superuser create anyway), and the one-rating-per-author indexes ignore detached rows, of which one
// target may have several. The instructor ratings' index is replaced by migration 1795700100 and left alone.
//
// A detached row has user = '', which a guest's empty auth id would equal: every rule comparing `user` to
// the caller requires a signed-in caller first.
//
// Instructor ratings are public only while their instructor is: a moderator can publish the rating of a
// still-pending suggestion (its author may rate their own suggestion at once), and that rating must show
// neither itself nor, through `?expand=instructor`, the pending name.
migrate(
  (app) => {
    const MODERATOR = '(@request.auth.collectionName = "users" && @request.auth.role = "MODERATOR")';
    const OWN = '(@request.auth.id != "" && user = @request.auth.id)';
    const PUBLIC = {
      institution_ratings: 'status = "ACTIVE"',
      program_ratings: 'status = "ACTIVE"',
      instructor_ratings: '(status = "ACTIVE" && instructor.status = "ACTIVE")',
      instructors: 'status = "ACTIVE"',
      reports: "",
    };
    for (const name of Object.keys(PUBLIC)) {
      const collection = app.findCollectionByNameOrId(name);
      const user = collection.fields.getByName("user");
      user.required = false;
      user.cascadeDelete = false;
      const visible = [PUBLIC[name], OWN, MODERATOR].filter((part) => part !== "").join(" || ");
      collection.listRule = visible;
      collection.viewRule = visible;
      if (name === "institution_ratings" || name === "program_ratings") {
        const target = name === "institution_ratings" ? "institution" : "program";
        collection.indexes = collection.indexes.map((sql) =>
          sql.indexOf(`idx_${name}_one_per_user`) === -1
            ? sql
            : `CREATE UNIQUE INDEX idx_${name}_one_per_user ON ${name} (user, ${target}) WHERE user != ''`,
        );
      }
      app.save(collection);
    }
  },
  (app) => {
    const MODERATOR = '(@request.auth.collectionName = "users" && @request.auth.role = "MODERATOR")';
    const OWN = '(@request.auth.id != "" && user = @request.auth.id)';
    for (const name of ["institution_ratings", "program_ratings", "instructor_ratings", "instructors", "reports"]) {
      const collection = app.findCollectionByNameOrId(name);
      const user = collection.fields.getByName("user");
      user.required = name !== "instructors";
      user.cascadeDelete = name !== "instructors";
      const visible = (name === "reports" ? [OWN, MODERATOR] : ['status = "ACTIVE"', OWN, MODERATOR]).join(" || ");
      collection.listRule = visible;
      collection.viewRule = visible;
      if (name === "institution_ratings" || name === "program_ratings") {
        const target = name === "institution_ratings" ? "institution" : "program";
        collection.indexes = collection.indexes.map((sql) =>
          sql.indexOf(`idx_${name}_one_per_user`) === -1
            ? sql
            : `CREATE UNIQUE INDEX idx_${name}_one_per_user ON ${name} (user, ${target})`,
        );
      }
      app.save(collection);
    }
  },
);
