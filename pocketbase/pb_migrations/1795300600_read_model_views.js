/// <reference path="../pb_data/types.d.ts" />
// The public read models: views that join one base row to its maintained statistics row by primary key, so
// a request costs the same with ten ratings or ten million (no GROUP BY over ratings). A target without
// ACTIVE ratings has review_count 0 and every average 0. Rounding is done in integer arithmetic (half up)
// so that the maintained and the rebuilt figures, and a client recomputing them, agree to the last digit.
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

    const n = "COALESCE(s.review_count, 0)";
    // sum / n rounded half up to `decimals` places, 0 without ratings.
    const mean = (sumExpr, decimals) => {
      const scale = 10 ** decimals;
      const value = decimals === 0
        ? `(2 * ${scale} * (${sumExpr}) + s.review_count) / (2 * s.review_count)`
        : `((2 * ${scale} * (${sumExpr}) + s.review_count) / (2 * s.review_count)) / ${scale}.0`;
      return `CAST(CASE WHEN ${n} > 0 THEN ${value} ELSE 0 END AS ${decimals === 0 ? "INTEGER" : "REAL"})`;
    };
    // The mean of the ten category means is the sum of the ten sums over 10 n: one decimal.
    const overall = (scores) => {
      const total = scores.map((x) => `s.sum_${x}`).join(" + ");
      return `CAST(CASE WHEN ${n} > 0 THEN ((2 * (${total}) + s.review_count) / (2 * s.review_count)) / 10.0 ` +
        `ELSE 0 END AS REAL)`;
    };
    const integer = (expr, alias) => `CAST(COALESCE(${expr}, 0) AS INTEGER) AS ${alias}`;
    const averages = (scores) => scores.map((x) => `${mean(`s.sum_${x}`, 2)} AS avg_${x}`).join(",\n  ");
    const instructorAverages = [
      `${mean("s.sum_overall_quality", 2)} AS avg_overall_quality`,
      `${mean("s.sum_difficulty", 2)} AS avg_difficulty`,
      `${mean("100 * s.would_take_again_count", 0)} AS avg_would_take_again`,
    ].join(",\n  ");

    const view = (name, query) =>
      app.save(new Collection({ type: "view", name, listRule: "", viewRule: "", viewQuery: query }));

    view("institutions_search", `SELECT
  i.id AS id, i.name AS name, i.name_ar AS name_ar, i.country AS country, i.governorate AS governorate,
  i.sector AS sector,
  ${overall(INSTITUTION_SCORES)} AS overall_rating,
  ${integer("s.review_count", "review_count")}
FROM institutions i
LEFT JOIN institution_stats s ON s.id = i.id`);

    view("institution_ratings_average", `SELECT
  i.id AS id, i.id AS institution,
  ${averages(INSTITUTION_SCORES)},
  ${overall(INSTITUTION_SCORES)} AS overall_rating,
  ${integer("s.review_count", "review_count")}
FROM institutions i
LEFT JOIN institution_stats s ON s.id = i.id`);

    view("program_ratings_average", `SELECT
  p.id AS id, p.id AS program,
  ${averages(PROGRAM_SCORES)},
  ${overall(PROGRAM_SCORES)} AS overall_rating,
  ${integer("s.review_count", "review_count")}
FROM programs p
LEFT JOIN program_stats s ON s.id = p.id`);

    view("programs_search", `SELECT
  p.id AS id, p.type_of_education AS type_of_education, p.mode_of_organization AS mode_of_organization,
  p.institution AS institution, p.description AS description, p.degree AS degree, p.field AS field,
  p.discipline_major AS discipline_major, p.specialization_pathway AS specialization_pathway,
  p.institution AS institution_id, i.name AS institution_name,
  ${overall(PROGRAM_SCORES)} AS overall_rating,
  ${integer("s.review_count", "review_count")}
FROM programs p
JOIN institutions i ON i.id = p.institution
LEFT JOIN program_stats s ON s.id = p.id`);

    view("instructors_search", `SELECT
  t.id AS id, t.name AS name, t.department AS department, t.institution AS institution_id,
  i.name AS institution_name,
  ${instructorAverages},
  ${integer("s.review_count", "review_count")}
FROM instructors t
JOIN institutions i ON i.id = t.institution
LEFT JOIN instructor_stats s ON s.id = t.id
WHERE t.status = 'ACTIVE'`);

    view("instructor_ratings_average", `SELECT
  t.id AS id, t.id AS instructor_id, t.name AS instructor_name, t.department AS instructor_department,
  t.institution AS institution_id, i.name AS institution_name,
  ${instructorAverages},
  ${[1, 2, 3, 4, 5].map((k) => integer(`s.nb_${k}`, `nb_${k}`)).join(", ")},
  ${integer("s.review_count", "review_count")},
  ${TAGS.map((tag) => integer(`s.tag_${tag.toLowerCase()}`, tag.toLowerCase())).join(",\n  ")}
FROM instructors t
JOIN institutions i ON i.id = t.institution
LEFT JOIN instructor_stats s ON s.id = t.id
WHERE t.status = 'ACTIVE'`);

    view("instructor_courses", `SELECT
  t.id AS id, t.id AS instructor_id,
  CAST(COALESCE(s.courses_taught, '') AS TEXT) AS courses_taught
FROM instructors t
LEFT JOIN instructor_stats s ON s.id = t.id
WHERE t.status = 'ACTIVE'`);
  },
  (app) => {
    for (const name of [
      "instructor_courses", "instructor_ratings_average", "instructors_search", "programs_search",
      "program_ratings_average", "institution_ratings_average", "institutions_search",
    ]) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
