// GET /api/rayek/instructors/{id}/averages: an instructor's read-model row, cached (lib/records/instructor-averages.js).
routerAdd("GET", "/api/rayek/instructors/{id}/averages", (e) =>
  require(`${__hooks}/lib/records/instructor-averages.js`).answer(e),
);
