// GET /api/rayek/home: the home page's latest reviews, counts and best-rated lists (lib/pages/home.js).
routerAdd("GET", "/api/rayek/home", (e) => require(`${__hooks}/lib/pages/home.js`).answer(e));
