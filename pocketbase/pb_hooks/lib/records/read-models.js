// Rebuild of the read-model statistics from scratch, and of the ratings' helpful-vote counts. Day to day, SQLite
// triggers keep the statistics up to date (pb_migrations/1795300800_read_model_triggers.js, the institutions' and
// programs' again with their distribution in 1796400000_overall_distribution.js) and model hooks the
// counts (lib/votes/vote-counts.js); this recomputes every row from the ratings, for bulk
// loads that bypassed nothing but want a clean slate, for repairs, and for the test that proves both agree.

const { RATINGS } = require(`${__hooks}/lib/records/constants.js`);
const { INSTRUCTOR_TAGS: TAGS, DISTRIBUTION_SCORES, SCORE_STEPS } = require(`${__hooks}/../../contract/ratings.js`);

/**
 * The distribution's columns and their sums over a rating table: how many ratings count on each step, the
 * step being contract/ratings.js's distributionStep (the mean of DISTRIBUTION_SCORES rounded half up) in
 * integer arithmetic.
 * @param {keyof typeof DISTRIBUTION_SCORES} name
 */
function distribution(name) {
  const scores = DISTRIBUTION_SCORES[name];
  const step = `((2 * CAST(${scores.join(" + ")} AS INTEGER) + ${scores.length}) / ${2 * scores.length})`;
  return {
    columns: SCORE_STEPS.map((k) => `nb_${k}`).join(", "),
    sums: SCORE_STEPS.map((k) => `SUM(${step} = ${k})`).join(", "),
  };
}

const STATS_TABLES = ["institution_stats", "program_stats", "instructor_stats", "instructor_course_stats"];

/**
 * Recompute every statistics row in one transaction. Returns the number of rows per table.
 * @param {CoreApp} app
 */
function rebuild(app) {
  /** @type {Record<string, number>} */
  const counts = {};
  app.runInTransaction((txApp) => {
    // The instructors' search items copy the statistics and the searchable rows rewritten below: their triggers
    // are left out meanwhile, and the items refilled once at the end.
    const searchItems = require(`${__hooks}/lib/search/instructor-search-index.js`);
    searchItems.suspend(txApp);
    /** @param {string} sql */
    const run = (sql) => txApp.db().newQuery(sql).bind({ now: new DateTime().string() }).execute();
    for (const table of STATS_TABLES) run(`DELETE FROM ${table}`);

    for (const name of /** @type {const} */ (["institution_ratings", "program_ratings"])) {
      const spec = RATINGS[name];
      const steps = distribution(name);
      run(`INSERT INTO ${spec.stats} (id, review_count, ${spec.scores.map((s) => `sum_${s}`).join(", ")}, ${steps.columns},
             created, updated)
           SELECT ${spec.target}, COUNT(*), ${spec.scores.map((s) => `SUM(${s})`).join(", ")}, ${steps.sums}, {:now}, {:now}
           FROM ${name} WHERE status = 'ACTIVE' GROUP BY ${spec.target}`);
    }
    const instructorCounts = distribution("instructor_ratings");

    const tagColumns = TAGS.map((t) => `tag_${t.toLowerCase()}`).join(", ");
    // Tags are a JSON array of fixed words: the quoted word cannot occur inside another one.
    const tagCounts = TAGS.map((t) => `SUM(instr(tags, '"${t}"') > 0)`).join(", ");
    run(`INSERT INTO instructor_stats (id, review_count, sum_overall_quality, sum_difficulty, would_take_again_count,
           ${instructorCounts.columns}, ${tagColumns}, courses_taught, created, updated)
         SELECT instructor, COUNT(*), SUM(overall_quality), SUM(difficulty),
           SUM(CASE WHEN would_take_again THEN 1 ELSE 0 END),
           ${instructorCounts.sums}, ${tagCounts}, '', {:now}, {:now}
         FROM instructor_ratings WHERE status = 'ACTIVE' GROUP BY instructor`);
    run(`INSERT INTO instructor_course_stats (instructor, course, review_count, created, updated)
         SELECT instructor, course, COUNT(*), {:now}, {:now}
         FROM instructor_ratings WHERE status = 'ACTIVE' GROUP BY instructor, course`);
    run(`UPDATE instructor_stats SET courses_taught = COALESCE((
           SELECT group_concat(course, ', ') FROM (SELECT c.course FROM instructor_course_stats c
           WHERE c.instructor = instructor_stats.id AND c.review_count > 0 ORDER BY c.course)), '')`);

    // The helpful-vote counts of every rating (lib/votes/vote-counts.js keeps them day to day): only rows that
    // drifted are written, so a rebuild rewrites no rating whose counts are right.
    for (const name of Object.keys(RATINGS)) {
      const votes = (/** @type {number} */ value) => `(SELECT COUNT(*) FROM rating_votes v
        WHERE v.rating_collection = '${name}' AND v.rating = ${name}.id AND v.value = ${value})`;
      const changed = txApp
        .db()
        .newQuery(
          `UPDATE ${name} SET helpful_count = ${votes(1)}, unhelpful_count = ${votes(-1)}
        WHERE helpful_count != ${votes(1)} OR unhelpful_count != ${votes(-1)}`,
        )
        .execute();
      counts[`${name}_votes_repaired`] = changed.rowsAffected();
    }

    // The stored overall score of institution and program ratings (lib/ratings/rating-overall.js keeps it on every save;
    // a bulk SQL load bypasses it): the mean of the ten scores, the division the migration's backfill did.
    for (const name of ["institution_ratings", "program_ratings"]) {
      const scores = RATINGS[name].scores;
      const mean = `((${scores.join(" + ")}) / ${scores.length}.0)`;
      const changed = txApp
        .db()
        .newQuery(`UPDATE ${name} SET overall_score = ${mean} WHERE overall_score IS NOT ${mean}`)
        .execute();
      counts[`${name}_overall_repaired`] = changed.rowsAffected();
    }

    // The search keys and indexes (migrations 1795800000, 1796000000) are derived from instructors and programs
    // (and, for the instructors' search items, the statistics above), but a bulk load or a repair wants them
    // rebuilt just the same.
    Object.assign(counts, require(`${__hooks}/lib/search/search-keys.js`).rebuild(txApp));
    Object.assign(counts, searchItems.rebuild(txApp));
    // The search engine's index terms (migration 1796500400), computed from the records in JS.
    Object.assign(counts, require(`${__hooks}/lib/search/search-terms.js`).rebuild(txApp));

    for (const table of STATS_TABLES) {
      const row = new DynamicModel({ n: 0 });
      txApp.db().newQuery(`SELECT COUNT(*) AS n FROM ${table}`).one(row);
      counts[table] = row.n;
    }
  });
  return counts;
}

module.exports = { rebuild };
