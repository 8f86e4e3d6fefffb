// The search routes (lib/search/institution-search.js, lib/search/program-search.js, lib/search/instructor-search.js, the unified
// lib/search/unified-search.js), the search engine's index rows they read (lib/search/search-terms.js), rewritten on every
// create, update and delete of an institution, program or instructor, whoever writes, in the writing
// transaction, and the folded search keys of the older indexes (lib/search/search-keys.js), set before each save.
routerAdd("GET", "/api/rayek/institutions/search", (e) =>
  require(`${__hooks}/lib/search/institution-search.js`).answer(e),
);
routerAdd("GET", "/api/rayek/programs/search", (e) => require(`${__hooks}/lib/search/program-search.js`).answer(e));
routerAdd("GET", "/api/rayek/instructors/search", (e) =>
  require(`${__hooks}/lib/search/instructor-search.js`).answer(e),
);
routerAdd("GET", "/api/rayek/search", (e) => require(`${__hooks}/lib/search/unified-search.js`).answer(e));
onRecordCreate(
  (e) => {
    require(`${__hooks}/lib/search/search-keys.js`).stamp(e.record);
    e.next();
  },
  "instructors",
  "programs",
);
onRecordUpdate(
  (e) => {
    require(`${__hooks}/lib/search/search-keys.js`).stamp(e.record);
    e.next();
  },
  "instructors",
  "programs",
);
onRecordCreate(
  (e) => {
    e.next();
    require(`${__hooks}/lib/search/search-index-writes.js`).written(e.app, e.record, false);
  },
  "institutions",
  "instructors",
  "programs",
);
onRecordUpdate(
  (e) => {
    // Read before the save: whether the institution's names change (its programs' and instructors' terms).
    const names = require(`${__hooks}/lib/search/search-index-writes.js`).namesChange(e.record);
    e.next();
    require(`${__hooks}/lib/search/search-index-writes.js`).written(e.app, e.record, names);
  },
  "institutions",
  "instructors",
  "programs",
);
onRecordDelete(
  (e) => {
    e.next();
    require(`${__hooks}/lib/search/search-index-writes.js`).written(e.app, e.record, true);
  },
  "institutions",
  "instructors",
  "programs",
);
