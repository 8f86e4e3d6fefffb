// POST /api/rayek/client-errors: the app's reports of unhandled errors on readers' phones (lib/operations/client-errors.js).
// The body is bounded before it is read (a report's fields fit in far less); the route's rate limit is in
// lib/operations/settings.js. No session is needed or read.
routerAdd(
  "POST",
  "/api/rayek/client-errors",
  (e) => require(`${__hooks}/lib/operations/client-errors.js`).receive(e),
  $apis.bodyLimit(require(`${__hooks}/../../contract/client-errors.js`).CLIENT_ERROR_BODY_MAX),
);
