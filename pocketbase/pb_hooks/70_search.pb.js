// The search routes (lib/institution-search.js, lib/program-search.js, lib/instructor-search.js, the unified
// lib/unified-search.js), the search engine's index rows they read (lib/search-terms.js), rewritten on every
// create, update and delete of an institution, program or instructor, whoever writes, in the writing
// transaction, and the folded search keys of the older indexes (lib/search-keys.js), set before each save.
routerAdd("GET", "/api/rayek/institutions/search", (e) => require(`${__hooks}/lib/institution-search.js`).answer(e));
routerAdd("GET", "/api/rayek/programs/search", (e) => require(`${__hooks}/lib/program-search.js`).answer(e));
routerAdd("GET", "/api/rayek/instructors/search", (e) => require(`${__hooks}/lib/instructor-search.js`).answer(e));
routerAdd("GET", "/api/rayek/search", (e) => require(`${__hooks}/lib/unified-search.js`).answer(e));
onRecordCreate((e) => {
  require(`${__hooks}/lib/search-keys.js`).stamp(e.record);
  e.next();
}, "instructors", "programs");
onRecordUpdate((e) => {
  require(`${__hooks}/lib/search-keys.js`).stamp(e.record);
  e.next();
}, "instructors", "programs");
onRecordCreate((e) => {
  e.next();
  require(`${__hooks}/lib/search-hooks.js`).written(e.app, e.record, false);
}, "institutions", "instructors", "programs");
onRecordUpdate((e) => {
  // Read before the save: whether the institution's names change (its programs' and instructors' terms).
  const names = require(`${__hooks}/lib/search-hooks.js`).namesChange(e.record);
  e.next();
  require(`${__hooks}/lib/search-hooks.js`).written(e.app, e.record, names);
}, "institutions", "instructors", "programs");
onRecordDelete((e) => {
  e.next();
  require(`${__hooks}/lib/search-hooks.js`).written(e.app, e.record, true);
}, "institutions", "instructors", "programs");
