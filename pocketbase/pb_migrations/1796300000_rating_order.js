/// <reference path="../pb_data/types.d.ts" />
// Sorting and narrowing a target's published ratings (contract/rating-order.js): newest, most helpful, highest and
// lowest overall, an instructor's by course and a program's by enrolment status, each page as fast at 1M ratings
// as the newest-first page (docs/benchmarks.md).
//
// An institution or program rating's overall score is the mean of its ten scores: computed, not stored, and
// SQLite can only walk an index in a stored order. `overall_score` stores it; the ratings' model hooks fill it on
// every save (pb_hooks/64_rating_order.pb.js), whoever writes, and existing rows get it here. An instructor
// rating's overall is `overall_quality`, stored already. The column is left out of the read-model trigger's
// `UPDATE OF` list (migration 1796100000): the statistics do not read it, and the backfill must not re-add every
// rating to them.
//
// Each order is one index range: (target, status, the sort's column, created, id), the last two the tie-breaks that
// make the order total. "highest" walks the all-ascending index backwards; "lowest" (score up, newest first among
// equals) needs its own index with created and id descending. The filters get (target, status, field, created,
// id) for their default order; under another sort a filtered page reads the target's range of that sort's index
// and skips the other values (one target's ratings, hundreds at most). Every list the app asks for names the
// status (`status = "ACTIVE"`, an equality), so the (target, created) index of migration 1795300700, chosen when
// the status came only through the list rule's OR, is replaced by the newest-first one.
migrate(
  (app) => {
    const KINDS = [
      ["institution_ratings", "institution", "overall_score", null],
      ["program_ratings", "program", "overall_score", "enrolment_status"],
      ["instructor_ratings", "instructor", "overall_quality", "course"],
    ];
    const SCORES = {
      institution_ratings: ["reputation", "location", "opportunities", "facilities", "internet", "food", "clubs",
        "social", "happiness", "safety"],
      program_ratings: ["reputation", "course_quality", "faculty_expertise", "curriculum_rigor",
        "research_opportunities", "internship_and_coop_opportunities", "alumni_success", "facilities_and_labs",
        "workload_balance", "student_support_services"],
    };
    for (const [name, target, overall, filter] of KINDS) {
      const collection = app.findCollectionByNameOrId(name);
      if (SCORES[name]) {
        collection.fields.add(new NumberField({ name: "overall_score", required: false, min: 1, max: 5 }));
        app.save(collection);
        const sum = SCORES[name].map((score) => `[[${score}]]`).join(" + ");
        app.db().newQuery(`UPDATE ${name} SET overall_score = (${sum}) / ${SCORES[name].length}.0`).execute();
      }
      const kept = collection.indexes.filter((sql) => sql.indexOf(`idx_${name}_target_created `) < 0);
      collection.indexes = kept.concat([
        `CREATE INDEX idx_${name}_newest ON ${name} (${target}, status, created, id)`,
        `CREATE INDEX idx_${name}_helpful ON ${name} (${target}, status, helpful_count, created, id)`,
        `CREATE INDEX idx_${name}_highest ON ${name} (${target}, status, ${overall}, created, id)`,
        `CREATE INDEX idx_${name}_lowest ON ${name} (${target}, status, ${overall}, created DESC, id DESC)`,
      ]).concat(filter ? [`CREATE INDEX idx_${name}_by_${filter} ON ${name} (${target}, status, ${filter}, created, id)`] : []);
      app.save(collection);
    }
  },
  (app) => {
    for (const [name, target] of [
      ["institution_ratings", "institution"], ["program_ratings", "program"], ["instructor_ratings", "instructor"],
    ]) {
      const collection = app.findCollectionByNameOrId(name);
      collection.indexes = collection.indexes
        .filter((sql) => !/idx_\w+_(newest|helpful|highest|lowest|by_\w+) /.test(sql))
        .concat([`CREATE INDEX idx_${name}_target_created ON ${name} (${target}, created)`]);
      if (name !== "instructor_ratings") collection.fields.removeByName("overall_score");
      app.save(collection);
    }
  },
);
