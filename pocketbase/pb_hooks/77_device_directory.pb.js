// The directory the device keeps for offline search and lists (docs/api.md, "Directory sync"): the snapshot
// (lib/directory/directory-snapshot.js), the delta since a seq of the change log (lib/directory/directory-changes.js), and the daily
// compaction of that log. The log itself is written by SQLite triggers (migration 1796703000).
routerAdd("GET", "/api/rayek/directory/snapshot", (e) =>
  require(`${__hooks}/lib/directory/directory-snapshot.js`).answer(e),
);
routerAdd("GET", "/api/rayek/directory/changes", (e) =>
  require(`${__hooks}/lib/directory/directory-changes.js`).answer(e),
);
cronAdd("rayek_directory_compact", "40 3 * * *", () =>
  require(`${__hooks}/lib/directory/directory-changes.js`).compact($app),
);
