/// <reference path="../pb_data/types.d.ts" />
// Instructor name search that does not scan. PocketBase's `~` is a LIKE '%…%': over 30,000 names it cost
// 10–15 ms of CPU per query here (about 150 searches/s on 2 cores). An FTS5 trigram index answers the same
// substring question from an index (pb_hooks/lib/instructor-search.js answers it). SQLite triggers keep it in step with
// `instructors` inside the writing transaction, whoever writes (API, dashboard, import, raw SQL).
migrate(
  (app) => {
    const { sqlNormalise } = require(`${__hooks}/lib/search-text.js`);
    const run = (sql) => app.db().newQuery(sql).execute();
    // status and institution ride along (unindexed) so a search filters and pages inside the index and joins
    // only one page of rows to the read model: "Amira" matches hundreds of names.
    const columns = "instructor, status, institution, name";
    const values = (row) => `${row}.id, ${row}.status, ${row}.institution, ${sqlNormalise(`${row}.name`)}`;
    run(`CREATE VIRTUAL TABLE instructor_name_fts USING fts5(
           instructor UNINDEXED, status UNINDEXED, institution UNINDEXED, name,
           tokenize = 'trigram remove_diacritics 1')`);
    run(`CREATE TRIGGER instructor_name_fts_insert AFTER INSERT ON instructors BEGIN
           INSERT INTO instructor_name_fts (${columns}) VALUES (${values("new")});
         END`);
    run(`CREATE TRIGGER instructor_name_fts_update AFTER UPDATE ON instructors
           WHEN old.name IS NOT new.name OR old.status IS NOT new.status
             OR old.institution IS NOT new.institution OR old.id IS NOT new.id BEGIN
           DELETE FROM instructor_name_fts WHERE instructor = old.id;
           INSERT INTO instructor_name_fts (${columns}) VALUES (${values("new")});
         END`);
    run(`CREATE TRIGGER instructor_name_fts_delete AFTER DELETE ON instructors BEGIN
           DELETE FROM instructor_name_fts WHERE instructor = old.id;
         END`);
    run(`INSERT INTO instructor_name_fts (${columns}) SELECT ${values("instructors")} FROM instructors`);
  },
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    for (const t of ["insert", "update", "delete"]) run(`DROP TRIGGER IF EXISTS instructor_name_fts_${t}`);
    run("DROP TABLE IF EXISTS instructor_name_fts");
  },
);
