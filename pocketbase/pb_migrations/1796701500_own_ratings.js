/// <reference path="../pb_data/types.d.ts" />
// An author's own ratings: edit and withdraw (docs/api.md "Own ratings", pb_hooks/lib/own-ratings.js).
//
// - `rating_revisions`: an author's edit of a PUBLISHED rating waits here, apart, as a moderation queue of its own,
//   so the public keeps reading the last approved version and the statistics keep counting it. A moderator's
//   approval copies the answers onto the rating in the decision's transaction (the read-model triggers move the
//   statistics there); a refusal leaves the rating as it was. One waiting revision per rating (a partial UNIQUE
//   index): a newer edit replaces the waiting one. The id is the client's, so a resent edit is found, not
//   written twice. Nobody reads or writes it through the collection API (no rules): the routes and the
//   moderation queue do, without the author. `user` is hidden and goes with the account
//   (lib/account-deletion.js).
// - Each rating gets a public `edited` date: when an approved edit last replaced its published answers, empty
//   otherwise. It names no one. The read-model triggers' `UPDATE OF` lists (migrations 1796100000, 1796400000)
//   leave it out: the statistics do not read it.
// - The moderation log names the new queue.
// The lists are frozen copies of contract/ as it is when this lands (tests/api/schemas-agree.test.ts).
migrate(
  (app) => {
    const RATINGS = ["institution_ratings", "program_ratings", "instructor_ratings"];
    const users = app.findCollectionByNameOrId("users");
    app.save(
      new Collection({
        type: "base",
        name: "rating_revisions",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "select", name: "rating_collection", required: true, maxSelect: 1, values: RATINGS },
          { type: "text", name: "rating", required: true, min: 15, max: 15, pattern: "^[a-z0-9]+$" },
          { type: "relation", name: "user", collectionId: users.id, required: false, maxSelect: 1, cascadeDelete: false, hidden: true },
          { type: "select", name: "status", required: true, maxSelect: 1, values: ["PENDING_APPROVAL", "ACTIVE", "SUSPENDED"] },
          // The rating's editable answers, cleaned and checked as the create hook does: 2,000 characters of
          // review escaped at worst to 12 bytes each, and the rest, fit.
          { type: "json", name: "answers", required: true, maxSize: 65536 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_rating_revisions_waiting ON rating_revisions (rating_collection, rating) WHERE status = 'PENDING_APPROVAL'",
          "CREATE INDEX idx_rating_revisions_rating ON rating_revisions (rating_collection, rating, created)",
          "CREATE INDEX idx_rating_revisions_status ON rating_revisions (status, created)",
          "CREATE INDEX idx_rating_revisions_user ON rating_revisions (user)",
        ],
      }),
    );

    for (const name of RATINGS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(new DateField({ name: "edited", required: false }));
      app.save(collection);
    }

    const log = app.findCollectionByNameOrId("moderation_log");
    log.fields.getByName("target_collection").values = [
      "institution_ratings", "program_ratings", "instructor_ratings", "instructors", "reports", "instructor_claims",
      "rating_replies", "rating_revisions",
    ];
    app.save(log);
  },
  (app) => {
    app.db().newQuery("DELETE FROM moderation_log WHERE target_collection = 'rating_revisions'").execute();
    const log = app.findCollectionByNameOrId("moderation_log");
    log.fields.getByName("target_collection").values = [
      "institution_ratings", "program_ratings", "instructor_ratings", "instructors", "reports", "instructor_claims",
      "rating_replies",
    ];
    app.save(log);
    for (const name of ["institution_ratings", "program_ratings", "instructor_ratings"]) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName("edited");
      app.save(collection);
    }
    app.delete(app.findCollectionByNameOrId("rating_revisions"));
  },
);
