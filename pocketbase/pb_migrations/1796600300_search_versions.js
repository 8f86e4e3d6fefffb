/// <reference path="../pb_data/types.d.ts" />
// Per searched kind, two version numbers of what the search engine's answers are made of, so that the search
// routes can keep what they read of the index in memory between requests (pb_hooks/lib/search-memory.js) and
// drop it the moment it may be stale:
// - `terms`: the kind's index rows (lib/search-terms.js). Every change of a record's terms upserts or deletes its
//   row of the records table in the same transaction (refresh and rebuild), so triggers on that table see them all.
// - `ranks`: the order of records before any score (size, number of reviews, sort key, id): the records table and
//   the review counts of the kind's statistics table.
// The triggers run in the writing transaction, whoever writes (API, moderation, dashboard, import,
// `rebuild-read-models` from another process).
migrate(
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    run(`CREATE TABLE search_versions (kind TEXT PRIMARY KEY, terms INTEGER NOT NULL, ranks INTEGER NOT NULL) WITHOUT ROWID`);
    for (const kind of ["institution", "program", "instructor"]) {
      run(`INSERT INTO search_versions (kind, terms, ranks) VALUES ('${kind}', 0, 0)`);
      for (const event of ["INSERT", "UPDATE", "DELETE"]) {
        run(`CREATE TRIGGER ${kind}_search_records_versions_${event.toLowerCase()} AFTER ${event} ON ${kind}_search_records BEGIN
               UPDATE search_versions SET terms = terms + 1, ranks = ranks + 1 WHERE kind = '${kind}';
             END`);
        const on = event === "UPDATE" ? "UPDATE OF review_count" : event;
        run(`CREATE TRIGGER ${kind}_stats_search_ranks_${event.toLowerCase()} AFTER ${on} ON ${kind}_stats BEGIN
               UPDATE search_versions SET ranks = ranks + 1 WHERE kind = '${kind}';
             END`);
      }
    }
  },
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    for (const kind of ["institution", "program", "instructor"]) {
      for (const event of ["insert", "update", "delete"]) {
        run(`DROP TRIGGER IF EXISTS ${kind}_search_records_versions_${event}`);
        run(`DROP TRIGGER IF EXISTS ${kind}_stats_search_ranks_${event}`);
      }
    }
    run("DROP TABLE IF EXISTS search_versions");
  },
);
