/// <reference path="../pb_data/types.d.ts" />
// Decision e-mails wait in a table, not in memory (docs/api.md "Decision notices", pb_hooks/lib/decision-mail-queue.js):
// a row is written in the transaction of the status change it tells, however the change is made (the decisions
// route, a moderator's or a superuser's PATCH, an approved edit publishing its rating), so a committed decision has
// its e-mail waiting, and a restart loses none. The rayekDecisionMails job sends the due rows, oldest first, and
// marks each SENT, SKIPPED (nothing to tell any more: withdrawn, decided again, the author's switch off, no author)
// or, after its last try, FAILED; a failed send waits `next_try` (growing backoff).
//
// No author here: which item and what it became. The author, their language and their switches are read when the
// e-mail is sent. Nobody reads it through the collection API (no rules): superusers see it in the dashboard.
migrate(
  (app) => {
    app.save(
      new Collection({
        type: "base",
        name: "decision_mails",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "text", name: "item_collection", required: true, max: 40 },
          { type: "text", name: "item", required: true, min: 15, max: 15, pattern: "^[a-z0-9]+$" },
          // The status the decision gave: a later change makes the e-mail moot.
          { type: "text", name: "status", required: true, max: 40 },
          { type: "text", name: "outcome", required: true, max: 20 },
          { type: "select", name: "state", required: true, maxSelect: 1, values: ["WAITING", "SENT", "SKIPPED", "FAILED"] },
          { type: "number", name: "attempts", required: false, onlyInt: true, min: 0 },
          { type: "date", name: "next_try", required: false },
          { type: "date", name: "done", required: false },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE INDEX idx_decision_mails_due ON decision_mails (state, next_try, created)",
          "CREATE INDEX idx_decision_mails_done ON decision_mails (done) WHERE state != 'WAITING'",
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("decision_mails"));
  },
);
