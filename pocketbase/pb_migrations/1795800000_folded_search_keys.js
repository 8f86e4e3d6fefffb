/// <reference path="../pb_data/types.d.ts" />
// One folding and one order for every search, online and offline (contract/search.js). Until now the server
// matched instructor names with its own folding (Arabic letters replaced in SQL, Latin accents and case by the
// trigram tokenizer) and listed them in index order, and programs with PocketBase's `~` (a LIKE on the raw
// texts: ASCII case only, no accents, no Arabic variants), while the app's offline search folded with the
// contract and sorted by name: the same search gave other rows, in another order, once offline.
//
// Instructors and programs get a hidden `search_key`: their searched texts folded by the contract, in JS
// (lib/search-keys.js; the model hooks of 70_search.pb.js keep it on every save). Per collection, a table of
// the searchable rows (id, institution, key) and a trigram index over their keys taken as they are
// (`case_sensitive 1`: they are folded already), so a phrase match is exactly "the folded query occurs in the
// key", and the rows give the key and id of the routes' `ORDER BY key, id`.
// SQLite triggers keep each table in step with its collection in the writing statement, as the first name
// index did (1795300900, which this replaces). Only ACTIVE instructors are indexed: nothing else is searched.
migrate(
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    for (const name of ["instructors", "programs"]) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(new TextField({ name: "search_key", max: 1000, hidden: true }));
      app.save(collection);
    }

    for (const t of ["insert", "update", "delete"]) run(`DROP TRIGGER IF EXISTS instructor_name_fts_${t}`);
    run("DROP TABLE IF EXISTS instructor_name_fts");

    const { INDEXES, triggers, rebuild } = require(`${__hooks}/lib/search-keys.js`);
    for (const [collection, { rows, fts }] of Object.entries(INDEXES)) {
      // The rows table is the index's external content: its integer key (`seq`) lets a trigger remove one row's
      // trigrams by rowid, and `ref` (unique) finds that key from the record's id.
      run(`CREATE TABLE ${rows} (seq INTEGER PRIMARY KEY, ref TEXT NOT NULL UNIQUE, institution TEXT NOT NULL,
             key TEXT NOT NULL)`);
      run(`CREATE VIRTUAL TABLE ${fts} USING fts5(key, content = '${rows}', content_rowid = 'seq',
             tokenize = 'trigram case_sensitive 1')`);
      for (const [name, body] of Object.entries(triggers(collection))) run(`CREATE TRIGGER ${name} ${body}`);
    }
    // Keys of the rows already there, and both tables filled from them.
    rebuild(app);
  },
  (app) => {
    const run = (sql) => app.db().newQuery(sql).execute();
    const { INDEXES, triggers } = require(`${__hooks}/lib/search-keys.js`);
    for (const [collection, { rows, fts }] of Object.entries(INDEXES)) {
      for (const name of Object.keys(triggers(collection))) run(`DROP TRIGGER IF EXISTS ${name}`);
      run(`DROP TABLE IF EXISTS ${fts}`);
      run(`DROP TABLE IF EXISTS ${rows}`);
    }
    for (const name of ["instructors", "programs"]) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName("search_key");
      app.save(collection);
    }
    // The name index of 1795300900, as it was.
    const { sqlNormalise } = require(`${__hooks}/lib/search-text.js`);
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
);
