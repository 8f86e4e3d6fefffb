// GET /api/rayek/institutions/{id}/instructors and …/programs: an institution's lists, 20 at a time in the
// orders of contract/directory.js (lib/directory/institution-directory.js).
routerAdd("GET", "/api/rayek/institutions/{id}/instructors", (e) =>
  require(`${__hooks}/lib/directory/institution-directory.js`).answer(e, "instructors"),
);
routerAdd("GET", "/api/rayek/institutions/{id}/programs", (e) =>
  require(`${__hooks}/lib/directory/institution-directory.js`).answer(e, "programs"),
);
