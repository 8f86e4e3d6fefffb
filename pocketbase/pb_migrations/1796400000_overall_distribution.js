/// <reference path="../pb_data/types.d.ts" />
// The distribution of the overall score for institutions and programs (issue 19, /compare): `nb_1`…`nb_5` in
// `institution_stats` / `program_stats`, kept by the rating triggers like every other figure, and shown by
// `institution_ratings_average` / `program_ratings_average`. The instructors' distribution (migrations
// 1795300500/0800) counts each ACTIVE rating on its overall quality; here a rating counts on its overall score,
// the mean of its ten scores rounded half up to a whole step (contract/ratings.js, DISTRIBUTION_SCORES and
// distributionStep, written here as it was when this landed): in integer arithmetic, (2 × sum + 10) / 20.
//
// The three triggers of each rating table are created again with the new counts (same bodies as 1795300800,
// the update trigger narrowed to `UPDATE OF` every column but the vote counts as 1796100000 left it), the
// existing rows are filled from the ratings, and the two views gain the columns before `review_count`. Going
// down does the same with no distribution: the triggers of 1796100000 again, then the columns go.
migrate(
  (app) => overallDistribution1796400000(app, [1, 2, 3, 4, 5]),
  (app) => overallDistribution1796400000(app, []),
);

/**
 * The statistics, triggers and views of institution and program ratings with a count for each of `steps`.
 * (Named after the migration: every migration file is evaluated in one engine.)
 */
function overallDistribution1796400000(app, steps) {
  const TABLES = [
    {
      ratings: "institution_ratings", stats: "institution_stats", target: "institution",
      view: "institution_ratings_average",
      scores: ["reputation", "location", "opportunities", "facilities", "internet", "food", "clubs", "social",
        "happiness", "safety"],
    },
    {
      ratings: "program_ratings", stats: "program_stats", target: "program", view: "program_ratings_average",
      scores: ["reputation", "course_quality", "faculty_expertise", "curriculum_rigor", "research_opportunities",
        "internship_and_coop_opportunities", "alumni_success", "facilities_and_labs", "workload_balance",
        "student_support_services"],
    },
  ];
  const VOTE_COUNTS = ["helpful_count", "unhelpful_count"];
  const NOW = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')";
  const run = (sql) => app.db().newQuery(sql).execute();
  // The step of a rating row: its mean rounded half up.
  const step = (scores, alias) =>
    `((2 * CAST(${scores.map((s) => `${alias}.${s}`).join(" + ")} AS INTEGER) + ${scores.length}) / ${2 * scores.length})`;
  const counted = "CAST(COALESCE(s.review_count, 0) AS INTEGER) AS review_count";
  const distribution = [1, 2, 3, 4, 5].map((k) => `CAST(COALESCE(s.nb_${k}, 0) AS INTEGER) AS nb_${k}`).join(", ");

  for (const { ratings, stats, target, view, scores } of TABLES) {
    const collection = app.findCollectionByNameOrId(stats);
    if (steps.length > 0) {
      for (const k of steps) collection.fields.add(new NumberField({ name: `nb_${k}`, onlyInt: true }));
      app.save(collection);
    }

    // [stats column, expression over a rating row R], as 1795300800 wrote them, plus the distribution.
    const cols = [["review_count", "1"]]
      .concat(scores.map((s) => [`sum_${s}`, `R.${s}`]))
      .concat(steps.map((k) => [`nb_${k}`, `(${step(scores, "R")} = ${k})`]));
    const row = (alias) => cols.map(([, expr]) => expr.replace(/\bR\./g, `${alias}.`));
    const add = `
  INSERT INTO ${stats} (id, ${cols.map(([c]) => c).join(", ")}, created, updated)
  SELECT NEW.${target}, ${row("NEW").join(", ")}, ${NOW}, ${NOW} WHERE NEW.status = 'ACTIVE'
  ON CONFLICT(id) DO UPDATE SET ${cols.map(([c]) => `${c} = ${c} + excluded.${c}`).join(", ")},
    updated = excluded.updated;`;
    const subtract = `
  UPDATE ${stats} SET ${cols.map(([c], i) => `${c} = ${c} - ${row("OLD")[i]}`).join(", ")},
    updated = ${NOW}
  WHERE id = OLD.${target} AND OLD.status = 'ACTIVE';`;
    const columns = app.findCollectionByNameOrId(ratings).fields.fieldNames()
      .filter((name) => VOTE_COUNTS.indexOf(name) < 0);

    for (const op of ["insert", "delete", "update"]) run(`DROP TRIGGER IF EXISTS trg_${ratings}_${op}`);
    run(`CREATE TRIGGER trg_${ratings}_insert AFTER INSERT ON ${ratings} WHEN NEW.status = 'ACTIVE'
BEGIN${add}
END`);
    run(`CREATE TRIGGER trg_${ratings}_delete AFTER DELETE ON ${ratings} WHEN OLD.status = 'ACTIVE'
BEGIN${subtract}
END`);
    run(`CREATE TRIGGER trg_${ratings}_update AFTER UPDATE OF ${columns.join(", ")} ON ${ratings}
WHEN OLD.status = 'ACTIVE' OR NEW.status = 'ACTIVE'
BEGIN${subtract}${add}
END`);

    const average = app.findCollectionByNameOrId(view);
    const [from, to] = steps.length > 0 ? [counted, `${distribution},\n  ${counted}`] : [`${distribution},\n  ${counted}`, counted];
    if (average.viewQuery.split(from).length !== 2) throw new Error(`${view} is not the view this migration expects`);
    average.viewQuery = average.viewQuery.replace(from, to);
    app.save(average);

    if (steps.length > 0) {
      run(`UPDATE ${stats} SET ${steps.map((k) => `nb_${k} = (SELECT COUNT(*) FROM ${ratings} r
  WHERE r.${target} = ${stats}.id AND r.status = 'ACTIVE' AND ${step(scores, "r")} = ${k})`).join(",\n  ")}`);
    } else {
      for (const k of [1, 2, 3, 4, 5]) collection.fields.removeByName(`nb_${k}`);
      app.save(collection);
    }
  }
}
