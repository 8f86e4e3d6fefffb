/// <reference path="../pb_data/types.d.ts" />
// Helpful votes (issue 19). `rating_votes` holds one vote per user and rating (a UNIQUE index): which rating
// collection, the rating's id (a plain id: one field names ratings of three collections), the hidden author and
// the value, 1 (helpful) or -1 (not helpful); a withdrawn vote is deleted, never stored as 0. Nobody but its
// author lists or views a vote (so realtime events reach nobody else either); nobody but superusers writes
// through the collection API: votes are written by POST /api/rayek/ratings/{collection}/{id}/vote
// (pb_hooks/62_rating_votes.pb.js), which takes the author from the caller's token. A deleted account takes
// its votes along (cascade, through the model hooks that keep the counts).
//
// Each rating gets the public counts `helpful_count` and `unhelpful_count`, kept by the votes' model hooks
// with SQL increments in the vote's transaction (pb_hooks/lib/vote-counts.js).
//
// Those increments are UPDATEs of the rating row, and the read-model trigger `trg_<table>_update` (migration
// 1795300800) fired on every UPDATE of an ACTIVE rating: each vote would have subtracted and re-added the
// rating's statistics, rewritten the instructor's courses and search item and bumped the instructor search
// version (emptying its answer cache). The trigger is narrowed to `UPDATE OF` every other column, so it still
// fires for whatever changed before (status, scores, tags, course, target) and never for the counts alone.
// Maintenance: the trigger now names every other column of the rating tables, so a later migration that drops
// any of them (not only a scored one) must drop this trigger first and create it again; one that adds a column
// the statistics read must add it to the list.
migrate(
  (app) => {
    const RATINGS = ["institution_ratings", "program_ratings", "instructor_ratings"];
    const COUNTS = ["helpful_count", "unhelpful_count"];
    const OWN = '@request.auth.id != "" && user = @request.auth.id';
    const users = app.findCollectionByNameOrId("users");

    app.save(
      new Collection({
        type: "base",
        name: "rating_votes",
        listRule: OWN,
        viewRule: OWN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "select", name: "rating_collection", required: true, maxSelect: 1, values: RATINGS },
          { type: "text", name: "rating", required: true, min: 15, max: 15, pattern: "^[a-z0-9]+$" },
          {
            type: "relation",
            name: "user",
            collectionId: users.id,
            required: true,
            maxSelect: 1,
            cascadeDelete: true,
            hidden: true,
          },
          // required: a number field refuses 0 then, so with the bounds only -1 and 1 are stored.
          { type: "number", name: "value", required: true, onlyInt: true, min: -1, max: 1 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          // Also the counts' index: every vote of one rating is one range of it.
          "CREATE UNIQUE INDEX idx_rating_votes_one_per_user ON rating_votes (rating_collection, rating, user)",
          // The account's own votes (export, deletion's cascade).
          "CREATE INDEX idx_rating_votes_user ON rating_votes (user)",
        ],
      }),
    );

    for (const name of RATINGS) {
      const collection = app.findCollectionByNameOrId(name);
      for (const count of COUNTS) {
        collection.fields.add(new NumberField({ name: count, required: false, onlyInt: true, min: 0 }));
      }
      app.save(collection);

      const trigger = `trg_${name}_update`;
      const row = new DynamicModel({ sql: "" });
      app.db().newQuery("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = {:name}").bind({ name: trigger }).one(row);
      const columns = [];
      for (const field of collection.fields.fieldNames()) if (COUNTS.indexOf(field) < 0) columns.push(field);
      const from = `AFTER UPDATE ON ${name}`;
      if (row.sql.indexOf(from) < 0) throw new Error(`${trigger} is not the trigger this migration expects`);
      app.db().newQuery(`DROP TRIGGER ${trigger}`).execute();
      app.db().newQuery(row.sql.replace(from, `AFTER UPDATE OF ${columns.join(", ")} ON ${name}`)).execute();
    }
  },
  (app) => {
    for (const name of ["institution_ratings", "program_ratings", "instructor_ratings"]) {
      const trigger = `trg_${name}_update`;
      const row = new DynamicModel({ sql: "" });
      app.db().newQuery("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = {:name}").bind({ name: trigger }).one(row);
      app.db().newQuery(`DROP TRIGGER ${trigger}`).execute();
      app.db().newQuery(row.sql.replace(/AFTER UPDATE OF [^\n]*? ON /, "AFTER UPDATE ON ")).execute();
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName("helpful_count");
      collection.fields.removeByName("unhelpful_count");
      app.save(collection);
    }
    app.delete(app.findCollectionByNameOrId("rating_votes"));
  },
);
