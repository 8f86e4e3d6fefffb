/// <reference path="../pb_data/types.d.ts" />
// Read-model statistics maintained by SQLite triggers. A trigger runs inside the statement that changes a
// rating, so the rating and its statistics commit or roll back together, whatever wrote the rating: the
// API, the dashboard, a cascade delete, a migration or raw SQL. It replaces per-record JavaScript hooks,
// which cost about 0.4 ms each in PocketBase's JS engine. A rating counts while it is ACTIVE; an update
// subtracts the old contribution and adds the new one (status, scores, tags, course or target may change).
//
// Maintenance note: SQLite refuses to drop or rename a column that a trigger uses. A migration that changes
// a rating's scored columns must drop these triggers first and create them again.
migrate(
  (app) => {
    const TAGS = [
      "TOUGH_GRADER", "GET_READY_TO_READ", "PARTICIPATION_MATTERS", "EXTRA_CREDIT", "GROUP_PROJECTS",
      "AMAZING_LECTURES", "CLEAR_GRADING_CRITERIA", "GIVES_GOOD_FEEDBACK", "INSPIRATIONAL", "LOTS_OF_HOMEWORK",
      "HILARIOUS", "BEWARE_OF_POP_QUIZZES", "SO_MANY_PAPERS", "CARING", "RESPECTED", "LECTURE_HEAVY",
      "TEST_HEAVY", "GRADED_BY_FEW_THINGS", "ACCESSIBLE_OUTSIDE_CLASS", "ONLINE_SAVVY",
    ];
    const SCORES = {
      institution_ratings: ["reputation", "location", "opportunities", "facilities", "internet", "food", "clubs",
        "social", "happiness", "safety"],
      program_ratings: ["reputation", "course_quality", "faculty_expertise", "curriculum_rigor",
        "research_opportunities", "internship_and_coop_opportunities", "alumni_success", "facilities_and_labs",
        "workload_balance", "student_support_services"],
    };
    const NOW = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')";

    // [stats column, expression over a rating row R] for each statistic.
    const columns = (table) => {
      if (table !== "instructor_ratings") {
        return [["review_count", "1"]].concat(SCORES[table].map((s) => [`sum_${s}`, `R.${s}`]));
      }
      return [
        ["review_count", "1"],
        ["sum_overall_quality", "R.overall_quality"],
        ["sum_difficulty", "R.difficulty"],
        ["would_take_again_count", "(CASE WHEN R.would_take_again THEN 1 ELSE 0 END)"],
        ...[1, 2, 3, 4, 5].map((k) => [`nb_${k}`, `(R.overall_quality = ${k})`]),
        // Tags are a JSON array of fixed words; a quoted word cannot occur inside another one.
        ...TAGS.map((t) => [`tag_${t.toLowerCase()}`, `(instr(R.tags, '"${t}"') > 0)`]),
      ];
    };
    const row = (cols, alias) => cols.map(([, expr]) => expr.replace(/\bR\./g, `${alias}.`));

    const add = (table, stats, target, cols) => `
  INSERT INTO ${stats} (id, ${cols.map(([c]) => c).join(", ")}, created, updated)
  SELECT NEW.${target}, ${row(cols, "NEW").join(", ")}, ${NOW}, ${NOW} WHERE NEW.status = 'ACTIVE'
  ON CONFLICT(id) DO UPDATE SET ${cols.map(([c]) => `${c} = ${c} + excluded.${c}`).join(", ")},
    updated = excluded.updated;`;
    const subtract = (stats, target, cols) => `
  UPDATE ${stats} SET ${cols.map(([c], i) => `${c} = ${c} - ${row(cols, "OLD")[i]}`).join(", ")},
    updated = ${NOW}
  WHERE id = OLD.${target} AND OLD.status = 'ACTIVE';`;
    const courseIn = `
  INSERT INTO instructor_course_stats (instructor, course, review_count, created, updated)
  SELECT NEW.instructor, NEW.course, 1, ${NOW}, ${NOW} WHERE NEW.status = 'ACTIVE'
  ON CONFLICT(instructor, course) DO UPDATE SET review_count = review_count + 1, updated = excluded.updated;`;
    const courseOut = `
  UPDATE instructor_course_stats SET review_count = review_count - 1, updated = ${NOW}
  WHERE instructor = OLD.instructor AND course = OLD.course AND OLD.status = 'ACTIVE';
  DELETE FROM instructor_course_stats WHERE instructor = OLD.instructor AND course = OLD.course AND review_count <= 0;`;
    // Sorted by an inner ORDER BY rather than group_concat(... ORDER BY ...): triggers are stored in the
    // schema, and SQLite before 3.44 (Debian 12's sqlite3 CLI) refuses to open a schema using the latter.
    const coursesTaught = (ids) => `
  UPDATE instructor_stats SET courses_taught = COALESCE((
    SELECT group_concat(course, ', ') FROM (SELECT c.course FROM instructor_course_stats c
    WHERE c.instructor = instructor_stats.id AND c.review_count > 0 ORDER BY c.course)), '')
  WHERE id IN (${ids});`;

    const statements = [];
    for (const [table, stats, target] of [
      ["institution_ratings", "institution_stats", "institution"],
      ["program_ratings", "program_stats", "program"],
      ["instructor_ratings", "instructor_stats", "instructor"],
    ]) {
      const cols = columns(table);
      const instructor = table === "instructor_ratings";
      statements.push(`CREATE TRIGGER trg_${table}_insert AFTER INSERT ON ${table} WHEN NEW.status = 'ACTIVE'
BEGIN${add(table, stats, target, cols)}${instructor ? courseIn + coursesTaught("NEW.instructor") : ""}
END`);
      statements.push(`CREATE TRIGGER trg_${table}_delete AFTER DELETE ON ${table} WHEN OLD.status = 'ACTIVE'
BEGIN${subtract(stats, target, cols)}${instructor ? courseOut + coursesTaught("OLD.instructor") : ""}
END`);
      statements.push(`CREATE TRIGGER trg_${table}_update AFTER UPDATE ON ${table}
WHEN OLD.status = 'ACTIVE' OR NEW.status = 'ACTIVE'
BEGIN${subtract(stats, target, cols)}${add(table, stats, target, cols)}${
        instructor ? courseOut + courseIn + coursesTaught("OLD.instructor, NEW.instructor") : ""}
END`);
    }
    // A deleted target takes its statistics along (its ratings were cascaded first).
    for (const [table, stats] of [
      ["institutions", "institution_stats"], ["programs", "program_stats"], ["instructors", "instructor_stats"],
    ]) {
      const extra = table === "instructors" ? "\n  DELETE FROM instructor_course_stats WHERE instructor = OLD.id;" : "";
      statements.push(`CREATE TRIGGER trg_${table}_forget_stats AFTER DELETE ON ${table}
BEGIN
  DELETE FROM ${stats} WHERE id = OLD.id;${extra}
END`);
    }
    for (const sql of statements) app.db().newQuery(sql).execute();
  },
  (app) => {
    for (const table of ["institution_ratings", "program_ratings", "instructor_ratings"]) {
      for (const op of ["insert", "delete", "update"]) app.db().newQuery(`DROP TRIGGER IF EXISTS trg_${table}_${op}`).execute();
    }
    for (const table of ["institutions", "programs", "instructors"]) {
      app.db().newQuery(`DROP TRIGGER IF EXISTS trg_${table}_forget_stats`).execute();
    }
  },
);
