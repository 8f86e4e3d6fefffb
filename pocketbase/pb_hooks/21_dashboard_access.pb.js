// RAYEK_DASHBOARD=local: the dashboard (/_/), superuser sign-in and every request made with a superuser's token
// answer 404 unless they come from this machine (lib/operations/dashboard-access.js). Operators reach the dashboard through
// an SSH tunnel (docs/deploy.md). Registered only in that mode: the check is one JS call per request, which
// the default (public) mode does not pay.
if ($os.getenv("RAYEK_DASHBOARD").trim() === "local") {
  // After the auth token is loaded (-1020), so superuser requests are recognised; before the rate limiter (-1000),
  // so refused requests use no one's allowance.
  routerUse(
    new Middleware(
      (e) => require(`${__hooks}/lib/operations/dashboard-access.js`).guard(e),
      -1015,
      "rayekDashboardLocal",
    ),
  );
}
