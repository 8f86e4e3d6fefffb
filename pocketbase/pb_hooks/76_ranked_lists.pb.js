// The instructors and programs pages' lists without a search text, in the orders of contract/directory.js
// (lib/directory/ranked-lists.js).
routerAdd("GET", "/api/rayek/instructors/ranked", (e) =>
  require(`${__hooks}/lib/directory/ranked-lists.js`).answer(e, "instructors"),
);
routerAdd("GET", "/api/rayek/programs/ranked", (e) =>
  require(`${__hooks}/lib/directory/ranked-lists.js`).answer(e, "programs"),
);
