// GET /api/rayek/home: the home page's latest reviews, counts and best-rated lists (lib/home.js).
routerAdd("GET", "/api/rayek/home", (e) => require(`${__hooks}/lib/home.js`).answer(e));
