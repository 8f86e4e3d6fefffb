// The search routes (lib/instructor-search.js, lib/program-search.js) and the folded search keys they read
// (lib/search-keys.js), set on every save of an instructor or a program, before SQLite's triggers index them.
routerAdd("GET", "/api/rayek/instructors/search", (e) => require(`${__hooks}/lib/instructor-search.js`).answer(e));
routerAdd("GET", "/api/rayek/programs/search", (e) => require(`${__hooks}/lib/program-search.js`).answer(e));
onRecordCreate((e) => {
  require(`${__hooks}/lib/search-keys.js`).stamp(e.record);
  e.next();
}, "instructors", "programs");
onRecordUpdate((e) => {
  require(`${__hooks}/lib/search-keys.js`).stamp(e.record);
  e.next();
}, "instructors", "programs");
