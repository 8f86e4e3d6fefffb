// Incremental maintenance of the read-model statistics (institution_stats, program_stats, instructor_stats,
// instructor_course_stats) and their rebuild from scratch.
//
// A rating counts while it is ACTIVE. Every write of a rating (API, dashboard, cascade delete, script)
// passes through the model hooks, which run the write and the statistics delta in one transaction: the
// "before" state is re-read inside that transaction (not taken from the request, which may be stale under
// concurrent moderation), its contribution is subtracted and the new one added. SQLite has a single writer,
// so these read-modify-write steps never interleave.

const { RATINGS, TAGS } = require(`${__hooks}/lib/constants.js`);

const COLUMNS = {
  institution_stats: ["review_count"].concat(RATINGS.institution_ratings.scores.map((s) => `sum_${s}`)),
  program_stats: ["review_count"].concat(RATINGS.program_ratings.scores.map((s) => `sum_${s}`)),
  instructor_stats: ["review_count", "sum_overall_quality", "sum_difficulty", "would_take_again_count",
    "nb_1", "nb_2", "nb_3", "nb_4", "nb_5"].concat(TAGS.map((t) => `tag_${t.toLowerCase()}`)),
};

function now() {
  return new DateTime().string();
}

/** What one record adds to its target's statistics, or null when it does not count. */
function contribution(name, record) {
  if (!record || record.getString("status") !== "ACTIVE") return null;
  const spec = RATINGS[name];
  const values = { review_count: 1 };
  if (name === "instructor_ratings") {
    const quality = record.getInt("overall_quality");
    values.sum_overall_quality = quality;
    values.sum_difficulty = record.getInt("difficulty");
    values.would_take_again_count = record.getBool("would_take_again") ? 1 : 0;
    if (quality >= 1 && quality <= 5) values[`nb_${quality}`] = 1;
    for (const tag of record.getStringSlice("tags")) values[`tag_${tag.toLowerCase()}`] = 1;
  } else {
    for (const score of spec.scores) values[`sum_${score}`] = record.getInt(score);
  }
  return { target: record.getString(spec.target), course: record.getString("course"), values };
}

function addInto(deltas, key, values, sign) {
  const delta = deltas[key] || (deltas[key] = {});
  for (const column of Object.keys(values)) delta[column] = (delta[column] || 0) + sign * values[column];
}

function isZero(delta) {
  return Object.keys(delta).every((column) => delta[column] === 0);
}

function upsertStats(app, table, id, delta) {
  const columns = COLUMNS[table];
  const params = { id, now: now() };
  for (const column of columns) params[column] = delta[column] || 0;
  app.db().newQuery(
    `INSERT INTO ${table} (id, ${columns.join(", ")}, created, updated)
     VALUES ({:id}, ${columns.map((c) => `{:${c}}`).join(", ")}, {:now}, {:now})
     ON CONFLICT(id) DO UPDATE SET ${columns.map((c) => `${c} = ${c} + excluded.${c}`).join(", ")},
       updated = excluded.updated`,
  ).bind(params).execute();
}

function refreshCoursesTaught(app, instructorId) {
  app.db().newQuery(
    `DELETE FROM instructor_course_stats WHERE instructor = {:id} AND review_count <= 0`,
  ).bind({ id: instructorId }).execute();
  app.db().newQuery(
    `UPDATE instructor_stats SET courses_taught = COALESCE((
       SELECT group_concat(course, ', ' ORDER BY course) FROM instructor_course_stats
       WHERE instructor = {:id} AND review_count > 0), '')
     WHERE id = {:id}`,
  ).bind({ id: instructorId }).execute();
}

/** Apply the difference between two states of one rating (either may be null or not ACTIVE). */
function applyChange(app, name, before, after) {
  const table = RATINGS[name].stats;
  const deltas = {};
  const courses = {};
  const was = contribution(name, before);
  const is = contribution(name, after);
  for (const [part, sign] of [[was, -1], [is, 1]]) {
    if (!part) continue;
    addInto(deltas, part.target, part.values, sign);
    if (name === "instructor_ratings") addInto(courses, JSON.stringify([part.target, part.course]), { n: 1 }, sign);
  }
  for (const target of Object.keys(deltas)) {
    if (!isZero(deltas[target])) upsertStats(app, table, target, deltas[target]);
  }
  const touched = {};
  for (const key of Object.keys(courses)) {
    if (courses[key].n === 0) continue;
    const [instructor, course] = JSON.parse(key);
    app.db().newQuery(
      `INSERT INTO instructor_course_stats (instructor, course, review_count, created, updated)
       VALUES ({:instructor}, {:course}, {:n}, {:now}, {:now})
       ON CONFLICT(instructor, course) DO UPDATE SET review_count = review_count + excluded.review_count,
         updated = excluded.updated`,
    ).bind({ instructor, course, n: courses[key].n, now: now() }).execute();
    touched[instructor] = true;
  }
  for (const instructor of Object.keys(touched)) {
    upsertStats(app, "instructor_stats", instructor, {});
    refreshCoursesTaught(app, instructor);
  }
}

/** Model hook body for the rating collections: kind is "create", "update" or "delete". */
function track(e, kind) {
  const name = e.record.collection().name;
  // A rating created non-ACTIVE (every user's rating) changes no statistics: skip the transaction.
  if (kind === "create" && e.record.getString("status") !== "ACTIVE") return e.next();
  const outer = e.app;
  try {
    outer.runInTransaction((txApp) => {
      e.app = txApp;
      const before = kind === "create" ? null : txApp.findRecordById(name, e.record.id);
      e.next();
      applyChange(txApp, name, before, kind === "delete" ? null : e.record);
    });
  } finally {
    // Leaving the transaction app in the event breaks after-success hooks and realtime delivery.
    e.app = outer;
  }
}

/** When a rated target is deleted (its ratings were cascaded first), drop its statistics rows. */
function forgetTarget(e) {
  const name = e.record.collection().name;
  const table = { institutions: "institution_stats", programs: "program_stats", instructors: "instructor_stats" }[name];
  const outer = e.app;
  try {
    outer.runInTransaction((txApp) => {
      e.app = txApp;
      e.next();
      txApp.db().newQuery(`DELETE FROM ${table} WHERE id = {:id}`).bind({ id: e.record.id }).execute();
      if (name === "instructors") {
        txApp.db().newQuery(`DELETE FROM instructor_course_stats WHERE instructor = {:id}`)
          .bind({ id: e.record.id }).execute();
      }
    });
  } finally {
    e.app = outer;
  }
}

/** Recompute every statistics row from the ratings, in one transaction. Returns the row counts. */
function rebuild(app) {
  const stamp = now();
  const sums = (scores) => scores.map((s) => `SUM(${s})`).join(", ");
  const counts = {};
  app.runInTransaction((txApp) => {
    const run = (sql) => txApp.db().newQuery(sql).bind({ now: stamp }).execute();
    for (const table of ["institution_stats", "program_stats", "instructor_stats", "instructor_course_stats"]) {
      run(`DELETE FROM ${table}`);
    }
    for (const name of ["institution_ratings", "program_ratings"]) {
      const spec = RATINGS[name];
      run(`INSERT INTO ${spec.stats} (id, ${COLUMNS[spec.stats].join(", ")}, created, updated)
           SELECT ${spec.target}, COUNT(*), ${sums(spec.scores)}, {:now}, {:now}
           FROM ${name} WHERE status = 'ACTIVE' GROUP BY ${spec.target}`);
    }
    // Tags are a JSON array of fixed words: the quoted word cannot occur inside another one.
    const tagCounts = TAGS.map((t) => `SUM(instr(tags, '"${t}"') > 0)`).join(", ");
    run(`INSERT INTO instructor_stats (id, ${COLUMNS.instructor_stats.join(", ")}, courses_taught, created, updated)
         SELECT instructor, COUNT(*), SUM(overall_quality), SUM(difficulty),
           SUM(CASE WHEN would_take_again THEN 1 ELSE 0 END),
           SUM(overall_quality = 1), SUM(overall_quality = 2), SUM(overall_quality = 3), SUM(overall_quality = 4),
           SUM(overall_quality = 5), ${tagCounts}, '', {:now}, {:now}
         FROM instructor_ratings WHERE status = 'ACTIVE' GROUP BY instructor`);
    run(`INSERT INTO instructor_course_stats (instructor, course, review_count, created, updated)
         SELECT instructor, course, COUNT(*), {:now}, {:now}
         FROM instructor_ratings WHERE status = 'ACTIVE' GROUP BY instructor, course`);
    run(`UPDATE instructor_stats SET courses_taught = COALESCE((
           SELECT group_concat(c.course, ', ' ORDER BY c.course) FROM instructor_course_stats c
           WHERE c.instructor = instructor_stats.id AND c.review_count > 0), '')`);
    for (const table of ["institution_stats", "program_stats", "instructor_stats", "instructor_course_stats"]) {
      const row = new DynamicModel({ n: 0 });
      txApp.db().newQuery(`SELECT COUNT(*) AS n FROM ${table}`).one(row);
      counts[table] = row.n;
    }
  });
  return counts;
}

module.exports = { track, forgetTarget, rebuild, applyChange };
