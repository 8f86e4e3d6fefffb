// GET /api/rayek/instructors/{id}/averages: an instructor's read-model row, cached (lib/instructor-averages.js).
routerAdd("GET", "/api/rayek/instructors/{id}/averages", (e) => require(`${__hooks}/lib/instructor-averages.js`).answer(e));
