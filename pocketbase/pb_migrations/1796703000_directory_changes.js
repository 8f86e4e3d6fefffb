/// <reference path="../pb_data/types.d.ts" />
// The directory's change log (lib/directory-changes.js): one row per change of what the device's copy of the
// directory holds (GET /api/rayek/directory/snapshot, /changes), written by SQLite triggers in the writing
// transaction, whoever writes (API, moderation, dashboard, import, rebuild-read-models from another process):
// - an institution or program created, deleted, or edited in a field the directory carries;
// - an instructor becoming ACTIVE, edited while ACTIVE, leaving ACTIVE, or deleted while ACTIVE;
// - a record's figures: its statistics row written (the rating triggers keep those rows; every write of one is a
//   published rating arriving or leaving). Logged by triggers too, not a separate "figures since" part: a
//   figure change is one more (kind, id) entry that the delta folds with the record's other changes and answers
//   with the record's current row, so the device applies one kind of change.
// A row names the record only: the delta reads its current state when it answers. `at` (unix seconds) lets the
// daily job drop entries older than the bound (lib/directory-changes.js KEEP_DAYS).
const NOW = "CAST(strftime('%s', 'now') AS INTEGER)";

/** @param {string} kind @param {string} ref */
const log = (kind, ref) => `INSERT INTO directory_changes (kind, record_id, at) VALUES ('${kind}', ${ref}, ${NOW});`;
/** An update's entry, and the old id's too when the id itself changed (never through the API). @param {string} kind */
const logUpdate = (kind) => `${log(kind, "NEW.id")}
  INSERT INTO directory_changes (kind, record_id, at) SELECT '${kind}', OLD.id, ${NOW} WHERE OLD.id IS NOT NEW.id;`;
/** @param {string[]} fields */
const changed = (fields) => fields.map((f) => `OLD.${f} IS NOT NEW.${f}`).join(" OR ");

const INSTITUTION_FIELDS = ["name", "name_ar", "aliases", "governorate", "sector"];
const PROGRAM_FIELDS = ["institution", "discipline_major", "specialization_pathway", "discipline_major_ar",
  "specialization_pathway_ar", "degree", "mode_of_organization"];
const INSTRUCTOR_FIELDS = ["status", "name", "department", "institution"];
const ACTIVE = (row) => `EXISTS (SELECT 1 FROM instructors WHERE id = ${row}.id AND status = 'ACTIVE')`;

const TRIGGERS = [
  `CREATE TRIGGER directory_institution_insert AFTER INSERT ON institutions BEGIN ${log("institution", "NEW.id")} END`,
  `CREATE TRIGGER directory_institution_update AFTER UPDATE ON institutions WHEN ${changed(["id", ...INSTITUTION_FIELDS])}
     BEGIN ${logUpdate("institution")} END`,
  `CREATE TRIGGER directory_institution_delete AFTER DELETE ON institutions BEGIN ${log("institution", "OLD.id")} END`,
  `CREATE TRIGGER directory_program_insert AFTER INSERT ON programs BEGIN ${log("program", "NEW.id")} END`,
  `CREATE TRIGGER directory_program_update AFTER UPDATE ON programs WHEN ${changed(["id", ...PROGRAM_FIELDS])}
     BEGIN ${logUpdate("program")} END`,
  `CREATE TRIGGER directory_program_delete AFTER DELETE ON programs BEGIN ${log("program", "OLD.id")} END`,
  `CREATE TRIGGER directory_instructor_insert AFTER INSERT ON instructors WHEN NEW.status = 'ACTIVE'
     BEGIN ${log("instructor", "NEW.id")} END`,
  `CREATE TRIGGER directory_instructor_update AFTER UPDATE ON instructors
     WHEN (OLD.status = 'ACTIVE' OR NEW.status = 'ACTIVE') AND (${changed(["id", ...INSTRUCTOR_FIELDS])})
     BEGIN ${logUpdate("instructor")} END`,
  `CREATE TRIGGER directory_instructor_delete AFTER DELETE ON instructors WHEN OLD.status = 'ACTIVE'
     BEGIN ${log("instructor", "OLD.id")} END`,
];
for (const [kind, stats, active] of [["institution", "institution_stats", false], ["program", "program_stats", false],
  ["instructor", "instructor_stats", true]]) {
  for (const [event, row] of [["INSERT", "NEW"], ["UPDATE", "NEW"], ["DELETE", "OLD"]]) {
    const when = active ? `WHEN ${ACTIVE(row)}` : "";
    TRIGGERS.push(`CREATE TRIGGER directory_${kind}_figures_${event.toLowerCase()} AFTER ${event} ON ${stats} ${when}
       BEGIN ${log(kind, `${row}.id`)} END`);
  }
}

const NAMES = TRIGGERS.map((sql) => /CREATE TRIGGER (\w+)/.exec(sql)[1]);

migrate(
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    run(`CREATE TABLE directory_changes (seq INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL,
      record_id TEXT NOT NULL, at INTEGER NOT NULL)`);
    run("CREATE INDEX idx_directory_changes_at ON directory_changes (at)");
    for (const sql of TRIGGERS) run(sql);
  },
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    for (const name of NAMES) run(`DROP TRIGGER IF EXISTS ${name}`);
    run("DROP TABLE IF EXISTS directory_changes");
  },
);
