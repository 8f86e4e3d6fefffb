/// <reference path="../pb_data/types.d.ts" />
// The three rating collections. Rules: anyone reads ACTIVE ratings; the author and moderators also see the
// others; verified users create (the author and the PENDING_APPROVAL status are forced by
// pb_hooks/40_contributions.pb.js); only moderators update, and then only the status; nobody but superusers
// deletes. Authors cannot edit a rating, even a pending one (see docs/api.md).
// One rating per user and target is a UNIQUE index; the target + status + created indexes serve the public
// "ratings of X" pages and the moderation queue.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const VERIFIED = '@request.auth.collectionName = "users" && @request.auth.verified = true';
    const MODERATOR = '@request.auth.collectionName = "users" && @request.auth.role = "MODERATOR"';
    const VISIBLE = `status = "ACTIVE" || (@request.auth.id != "" && user = @request.auth.id) || (${MODERATOR})`;
    const STATUSES = ["PENDING_APPROVAL", "ACTIVE", "REPORTED", "SUSPENDED"];
    const TAGS = [
      "TOUGH_GRADER", "GET_READY_TO_READ", "PARTICIPATION_MATTERS", "EXTRA_CREDIT", "GROUP_PROJECTS",
      "AMAZING_LECTURES", "CLEAR_GRADING_CRITERIA", "GIVES_GOOD_FEEDBACK", "INSPIRATIONAL", "LOTS_OF_HOMEWORK",
      "HILARIOUS", "BEWARE_OF_POP_QUIZZES", "SO_MANY_PAPERS", "CARING", "RESPECTED", "LECTURE_HEAVY",
      "TEST_HEAVY", "GRADED_BY_FEW_THINGS", "ACCESSIBLE_OUTSIDE_CLASS", "ONLINE_SAVVY",
    ];

    const score = (name) => ({ type: "number", name, required: true, min: 1, max: 5, onlyInt: true });
    const common = (targetName, targetCollection) => [
      { type: "select", name: "status", required: true, maxSelect: 1, values: STATUSES },
      {
        type: "relation",
        name: targetName,
        collectionId: targetCollection.id,
        required: true,
        maxSelect: 1,
        cascadeDelete: true,
      },
      {
        type: "relation",
        name: "user",
        collectionId: users.id,
        required: true,
        maxSelect: 1,
        cascadeDelete: true,
        hidden: true,
      },
    ];
    const tail = () => [
      { type: "text", name: "review", required: true, min: 10, max: 2000 },
      { type: "autodate", name: "created", onCreate: true, onUpdate: false },
      { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
    ];
    const rules = {
      listRule: VISIBLE,
      viewRule: VISIBLE,
      createRule: VERIFIED,
      updateRule: MODERATOR,
      deleteRule: null,
    };
    const indexes = (table, uniqueColumns, target) => [
      `CREATE UNIQUE INDEX idx_${table}_one_per_user ON ${table} (${uniqueColumns})`,
      `CREATE INDEX idx_${table}_target ON ${table} (${target}, status, created)`,
      `CREATE INDEX idx_${table}_status ON ${table} (status, created)`,
    ];

    const institutions = app.findCollectionByNameOrId("institutions");
    app.save(
      new Collection({
        type: "base",
        name: "institution_ratings",
        ...rules,
        fields: [
          ...common("institution", institutions),
          ...["reputation", "location", "opportunities", "facilities", "internet", "food", "clubs", "social",
            "happiness", "safety"].map(score),
          ...tail(),
        ],
        indexes: indexes("institution_ratings", "user, institution", "institution"),
      }),
    );

    const programs = app.findCollectionByNameOrId("programs");
    app.save(
      new Collection({
        type: "base",
        name: "program_ratings",
        ...rules,
        fields: [
          ...common("program", programs),
          {
            type: "select",
            name: "enrolment_status",
            required: true,
            maxSelect: 1,
            values: ["ENROLLED", "GRADUATED", "WITHDRAWN", "INCOMPLETE"],
          },
          ...["reputation", "course_quality", "faculty_expertise", "curriculum_rigor", "research_opportunities",
            "internship_and_coop_opportunities", "alumni_success", "facilities_and_labs", "workload_balance",
            "student_support_services"].map(score),
          ...tail(),
        ],
        indexes: indexes("program_ratings", "user, program", "program"),
      }),
    );

    const instructors = app.findCollectionByNameOrId("instructors");
    app.save(
      new Collection({
        type: "base",
        name: "instructor_ratings",
        ...rules,
        fields: [
          ...common("instructor", instructors),
          { type: "text", name: "course", required: true, max: 100 },
          { type: "bool", name: "course_is_online" },
          score("overall_quality"),
          score("difficulty"),
          { type: "bool", name: "would_take_again" },
          { type: "bool", name: "instructor_used_textbooks" },
          { type: "bool", name: "attendance_mandatory" },
          {
            type: "select",
            name: "grade_status",
            required: true,
            maxSelect: 1,
            values: ["RECEIVED", "NO_GRADE", "WITHDRAWAL", "INCOMPLETE", "NOT_RECEIVED_YET", "RATHER_NOT_SAY"],
          },
          // Required exactly when grade_status is RECEIVED: checked by the hook.
          { type: "text", name: "grade", required: false, max: 20 },
          { type: "select", name: "tags", required: false, maxSelect: 3, values: TAGS },
          ...tail(),
        ],
        // The same course under another letter case is the same course for the one-rating rule.
        indexes: indexes("instructor_ratings", "user, instructor, course COLLATE NOCASE", "instructor"),
      }),
    );
  },
  (app) => {
    for (const name of ["instructor_ratings", "program_ratings", "institution_ratings"]) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
