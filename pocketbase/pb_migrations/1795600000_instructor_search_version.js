/// <reference path="../pb_data/types.d.ts" />
// A version number of everything an instructor search answer is made of: instructors (name, department,
// status, institution), institution names and the instructors' rating statistics. SQLite triggers bump it in
// the writing transaction, whoever writes (API, moderation, dashboard, import, `rebuild-read-models` from
// another process), so the search's answer cache (pb_hooks/lib/instructor-search.js) can key its entries by
// it and never serve an answer older than the data.
migrate(
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    run(`CREATE TABLE instructor_search_version (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL)`);
    run(`INSERT INTO instructor_search_version (id, n) VALUES (1, 0)`);
    for (const table of ["instructors", "institutions", "instructor_stats"]) {
      for (const event of ["INSERT", "UPDATE", "DELETE"]) {
        run(`CREATE TRIGGER ${table}_search_version_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN
               UPDATE instructor_search_version SET n = n + 1 WHERE id = 1;
             END`);
      }
    }
  },
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    for (const table of ["instructors", "institutions", "instructor_stats"]) {
      for (const event of ["insert", "update", "delete"]) run(`DROP TRIGGER IF EXISTS ${table}_search_version_${event}`);
    }
    run("DROP TABLE IF EXISTS instructor_search_version");
  },
);
