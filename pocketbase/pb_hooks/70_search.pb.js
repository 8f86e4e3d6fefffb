// GET /api/rayek/instructors/search: the instructor name search (lib/instructor-search.js).
routerAdd("GET", "/api/rayek/instructors/search", (e) => require(`${__hooks}/lib/instructor-search.js`).answer(e));
