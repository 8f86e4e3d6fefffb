// POST /api/rayek/verification/resend — the signed-in account's verification e-mail, at most once a minute.
// Why not PocketBase's own request-verification: it silently sends nothing for 2 minutes after an e-mail
// (an in-memory key, answering 204 all the same), so the app's "send again" after 60 s would say "sent"
// and send nothing; and it sends in the background, so a failing mail server never reaches the user.
// Here the wait is 60 s, a refusal during it is a 429 the app can say, and a failed send is a 500 the app
// shows as EMAIL_SEND_ERROR. Only for the caller's own address: nobody can make it mail someone else.
routerAdd(
  "POST",
  "/api/rayek/verification/resend",
  (e) => {
    const { noStore, requireUser } = require(`${__hooks}/lib/http/guards.js`);
    // About one account: never kept by a browser cache (docs/api.md "Private answers"). The route reads no body.
    noStore(e);
    const record = requireUser(e);
    if (record.verified()) return e.noContent(204);
    const key = "rayek_verification_sent_" + record.id;
    const now = Date.now();
    const last = $app.store().get(key);
    // RAYEK_VERIFICATION_RESEND_SECONDS shortens the wait for the e2e stack only (its browser clock skips the
    // app's countdown, which a real minute would otherwise hold a test worker for); unset, it is 60 s.
    const seconds = $os.getenv("RAYEK_VERIFICATION_RESEND_SECONDS");
    const waitMs = /^[0-9]+$/.test(seconds) ? Number(seconds) * 1000 : 60 * 1000;
    if (typeof last === "number" && now - last < waitMs) {
      throw new TooManyRequestsError("Wait a minute before asking for another e-mail.");
    }
    $app.store().set(key, now);
    try {
      $mails.sendRecordVerification($app, record);
    } catch (err) {
      // Let the next attempt through at once: nothing was sent.
      $app.store().remove(key);
      $app.logger().error("Failed to send verification email", "error", String(err));
      throw new ApiError(500, "The e-mail could not be sent.");
    }
    return e.noContent(204);
  },
  $apis.requireAuth("users"),
);
