/// <reference path="../pb_data/types.d.ts" />
// Professor profiles (docs/professors.md). A verified account claims an instructor profile (`instructor_claims`),
// a moderator approves it, and the account then replies to the profile's ratings (`rating_replies`).
//
// - Claims are seen by their author and moderators only; nobody writes them through the collection API but the
//   create (the author and the status are forced by pb_hooks/lib/contributions.js), and a status changes only
//   through the decisions route (updateRule null: a plain PATCH would skip the approval's checks). The e-mail
//   link's token is kept as a hash with its expiry, both hidden. One approved claimant per profile and one open
//   (PENDING or APPROVED) claim per account and profile are partial UNIQUE indexes; a rejected claim may be
//   followed by a new one.
// - Replies are written by POST /api/rayek/ratings/instructor_ratings/{id}/reply only (createRule null). They are
//   public while they, their rating and its instructor are ACTIVE; `instructor` is copied from the rating by
//   the server so one list answers a whole profile. One reply per rating.
// - `instructors.verified_profile` is the public mark, `users.new_rating_mail_off` the professor's switch.
// - The moderation log names the two new queues and the claims' statuses; reports may name a reply.
// The lists are frozen copies of contract/ as it is when this lands (tests/api/schemas-agree.test.ts).
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const instructors = app.findCollectionByNameOrId("instructors");
    const ratings = app.findCollectionByNameOrId("instructor_ratings");
    const VERIFIED = '@request.auth.collectionName = "users" && @request.auth.verified = true';
    const MODERATOR = '(@request.auth.collectionName = "users" && @request.auth.role = "MODERATOR")';
    const OWN = '(@request.auth.id != "" && user = @request.auth.id)';
    const toInstructor = () => ({
      type: "relation",
      name: "instructor",
      collectionId: instructors.id,
      required: true,
      maxSelect: 1,
      cascadeDelete: true,
    });
    const author = () => ({
      type: "relation",
      name: "user",
      collectionId: users.id,
      required: true,
      maxSelect: 1,
      cascadeDelete: true,
      hidden: true,
    });

    app.save(
      new Collection({
        type: "base",
        name: "instructor_claims",
        listRule: `${OWN} || ${MODERATOR}`,
        viewRule: `${OWN} || ${MODERATOR}`,
        createRule: VERIFIED,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "select", name: "status", required: true, maxSelect: 1, values: ["PENDING", "APPROVED", "REJECTED"] },
          toInstructor(),
          author(),
          { type: "text", name: "message", required: true, min: 10, max: 1000 },
          { type: "email", name: "institutional_email", required: false },
          { type: "bool", name: "email_verified", required: false },
          // sha256 of the e-mail link's token and when it stops working: server-kept, never shown.
          { type: "text", name: "email_token_hash", required: false, max: 64, hidden: true },
          { type: "date", name: "email_token_expires", required: false, hidden: true },
          { type: "text", name: "reason", required: false, max: 500 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_instructor_claims_one_approved ON instructor_claims (instructor) WHERE status = 'APPROVED'",
          "CREATE UNIQUE INDEX idx_instructor_claims_one_open ON instructor_claims (user, instructor) WHERE status IN ('PENDING', 'APPROVED')",
          "CREATE INDEX idx_instructor_claims_status ON instructor_claims (status, created)",
          "CREATE INDEX idx_instructor_claims_user ON instructor_claims (user)",
          "CREATE INDEX idx_instructor_claims_token ON instructor_claims (email_token_hash) WHERE email_token_hash != ''",
        ],
      }),
    );

    const PUBLIC = '(status = "ACTIVE" && rating.status = "ACTIVE" && instructor.status = "ACTIVE")';
    app.save(
      new Collection({
        type: "base",
        name: "rating_replies",
        listRule: `${PUBLIC} || ${OWN} || ${MODERATOR}`,
        viewRule: `${PUBLIC} || ${OWN} || ${MODERATOR}`,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            type: "select",
            name: "status",
            required: true,
            maxSelect: 1,
            values: ["PENDING_APPROVAL", "ACTIVE", "REPORTED", "SUSPENDED"],
          },
          { type: "relation", name: "rating", collectionId: ratings.id, required: true, maxSelect: 1, cascadeDelete: true },
          toInstructor(),
          author(),
          { type: "text", name: "body", required: true, min: 10, max: 1000 },
          { type: "bool", name: "edited", required: false },
          { type: "number", name: "revision", required: false, onlyInt: true, min: 1 },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
          { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_rating_replies_rating ON rating_replies (rating)",
          "CREATE INDEX idx_rating_replies_instructor ON rating_replies (instructor, status)",
          "CREATE INDEX idx_rating_replies_status ON rating_replies (status, created)",
          "CREATE INDEX idx_rating_replies_user ON rating_replies (user)",
        ],
      }),
    );

    instructors.fields.add(new BoolField({ name: "verified_profile", required: false }));
    app.save(instructors);
    users.fields.add(new BoolField({ name: "new_rating_mail_off", required: false }));
    app.save(users);

    const log = app.findCollectionByNameOrId("moderation_log");
    log.fields.getByName("target_collection").values = [
      "institution_ratings", "program_ratings", "instructor_ratings", "instructors", "reports", "instructor_claims",
      "rating_replies",
    ];
    const statuses = [
      "PENDING_APPROVAL", "ACTIVE", "REPORTED", "SUSPENDED", "ARCHIVED", "SUBMITTED", "TREATED", "PENDING", "APPROVED",
      "REJECTED",
    ];
    log.fields.getByName("from_status").values = statuses;
    log.fields.getByName("to_status").values = statuses;
    app.save(log);

    const reports = app.findCollectionByNameOrId("reports");
    reports.fields.getByName("reported_collection").values = [
      "institution-rating", "program-rating", "instructor-rating", "instructors", "rating-reply",
    ];
    app.save(reports);
  },
  (app) => {
    const reports = app.findCollectionByNameOrId("reports");
    reports.fields.getByName("reported_collection").values = ["institution-rating", "program-rating", "instructor-rating", "instructors"];
    app.save(reports);
    const log = app.findCollectionByNameOrId("moderation_log");
    log.fields.getByName("target_collection").values = [
      "institution_ratings", "program_ratings", "instructor_ratings", "instructors", "reports",
    ];
    const statuses = ["PENDING_APPROVAL", "ACTIVE", "REPORTED", "SUSPENDED", "ARCHIVED", "SUBMITTED", "TREATED"];
    log.fields.getByName("from_status").values = statuses;
    log.fields.getByName("to_status").values = statuses;
    app.save(log);
    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("new_rating_mail_off");
    app.save(users);
    const instructors = app.findCollectionByNameOrId("instructors");
    instructors.fields.removeByName("verified_profile");
    app.save(instructors);
    app.delete(app.findCollectionByNameOrId("rating_replies"));
    app.delete(app.findCollectionByNameOrId("instructor_claims"));
  },
);
