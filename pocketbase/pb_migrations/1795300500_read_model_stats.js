/// <reference path="../pb_data/types.d.ts" />
// Maintained statistics behind the read models (see docs/api.md, "Read models"). One row per rated target
// holds integer sums and counts over its ACTIVE ratings; pb_hooks/lib/read-models.js adds or subtracts a
// rating's contribution inside the transaction that changes it, and `npm run rebuild-read-models` recomputes
// them from scratch. The row id is the target's id. Superusers only: the public reads the views.
migrate(
  (app) => {
    const TAGS = [
      "TOUGH_GRADER", "GET_READY_TO_READ", "PARTICIPATION_MATTERS", "EXTRA_CREDIT", "GROUP_PROJECTS",
      "AMAZING_LECTURES", "CLEAR_GRADING_CRITERIA", "GIVES_GOOD_FEEDBACK", "INSPIRATIONAL", "LOTS_OF_HOMEWORK",
      "HILARIOUS", "BEWARE_OF_POP_QUIZZES", "SO_MANY_PAPERS", "CARING", "RESPECTED", "LECTURE_HEAVY",
      "TEST_HEAVY", "GRADED_BY_FEW_THINGS", "ACCESSIBLE_OUTSIDE_CLASS", "ONLINE_SAVVY",
    ];
    const INSTITUTION_SCORES = ["reputation", "location", "opportunities", "facilities", "internet", "food",
      "clubs", "social", "happiness", "safety"];
    const PROGRAM_SCORES = ["reputation", "course_quality", "faculty_expertise", "curriculum_rigor",
      "research_opportunities", "internship_and_coop_opportunities", "alumni_success", "facilities_and_labs",
      "workload_balance", "student_support_services"];

    const count = (name) => ({ type: "number", name, onlyInt: true });
    const timestamps = () => [
      { type: "autodate", name: "created", onCreate: true, onUpdate: false },
      { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
    ];
    const locked = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };

    app.save(
      new Collection({
        type: "base",
        name: "institution_stats",
        ...locked,
        fields: [count("review_count"), ...INSTITUTION_SCORES.map((s) => count(`sum_${s}`)), ...timestamps()],
      }),
    );
    app.save(
      new Collection({
        type: "base",
        name: "program_stats",
        ...locked,
        fields: [count("review_count"), ...PROGRAM_SCORES.map((s) => count(`sum_${s}`)), ...timestamps()],
      }),
    );
    app.save(
      new Collection({
        type: "base",
        name: "instructor_stats",
        ...locked,
        fields: [
          count("review_count"),
          count("sum_overall_quality"),
          count("sum_difficulty"),
          count("would_take_again_count"),
          ...[1, 2, 3, 4, 5].map((n) => count(`nb_${n}`)),
          ...TAGS.map((t) => count(`tag_${t.toLowerCase()}`)),
          // Distinct courses of the ACTIVE ratings, sorted, ", "-separated; rebuilt from
          // instructor_course_stats whenever that instructor's course counts change.
          { type: "text", name: "courses_taught", max: 100000 },
          ...timestamps(),
        ],
      }),
    );
    app.save(
      new Collection({
        type: "base",
        name: "instructor_course_stats",
        ...locked,
        fields: [
          { type: "text", name: "instructor", required: true, max: 15 },
          { type: "text", name: "course", required: true, max: 100 },
          count("review_count"),
          ...timestamps(),
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_instructor_course_stats_key ON instructor_course_stats (instructor, course)",
        ],
      }),
    );
  },
  (app) => {
    for (const name of ["instructor_course_stats", "instructor_stats", "program_stats", "institution_stats"]) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
