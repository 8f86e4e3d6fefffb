// Moderation: decisions with their audit log, queues and counts for moderators, and each author's own
// contributions (see lib/moderation/moderation.js and lib/moderation/moderation-queue.js, documented in docs/api.md).
// A decision is a few short fields: 16 KB holds a 500-character reason JSON-escaped several times over, and a
// larger body is refused (413) before it is read, instead of PocketBase's default of 32 MB.
routerAdd(
  "POST",
  "/api/rayek/moderation/decisions",
  (e) => require(`${__hooks}/lib/moderation/moderation.js`).decide(e),
  $apis.bodyLimit(16 * 1024),
);
routerAdd("GET", "/api/rayek/moderation/counts", (e) =>
  require(`${__hooks}/lib/moderation/moderation-queue.js`).counts(e),
);
routerAdd("GET", "/api/rayek/moderation/queue/{kind}", (e) =>
  require(`${__hooks}/lib/moderation/moderation-queue.js`).queue(e),
);
routerAdd("GET", "/api/rayek/contributions/mine", (e) =>
  require(`${__hooks}/lib/moderation/moderation-queue.js`).mine(e),
);

// What a student hears of the decisions on what they wrote: the e-mails each status change queues in its own
// transaction, however it is made (the model hook: the decisions route, a PATCH, the dashboard), sent once a
// minute so that no decision waits for a mail server, and kept until sent (lib/moderation/decision-mail-queue.js); and the
// app's notice at the next visit (lib/contributions/decision-news.js). The route reads no body.
onRecordUpdate(
  (e) => require(`${__hooks}/lib/moderation/decision-mail-queue.js`).onStatusUpdate(e),
  ...require(`${__hooks}/../../contract/decision-mails.js`).TOLD_KINDS.filter((kind) => kind !== "rating_revisions"),
);
cronAdd("rayekDecisionMails", "* * * * *", () =>
  require(`${__hooks}/lib/moderation/decision-mail-queue.js`).sendDue($app),
);
routerAdd(
  "POST",
  "/api/rayek/contributions/news",
  (e) => require(`${__hooks}/lib/contributions/decision-news.js`).news(e),
  $apis.bodyLimit(1024),
);

// A status PATCH by a moderator or a superuser is logged in the transaction of its save. Registered after
// 40_contributions, so "status only" refusals happen before the transaction opens.
onRecordUpdateRequest(
  (e) => require(`${__hooks}/lib/moderation/moderation.js`).logUpdateRequest(e),
  ...require(`${__hooks}/../../contract/statuses.js`).QUEUE_KINDS,
);

// A moderator who holds or claims a profile subscribes to realtime events without options: the events are not
// read back through any hook, and an expand there would name the authors of what is about that profile
// (lib/moderation/own-profile.js). Runs once per subscribe request, which the app never makes.
onRealtimeSubscribeRequest((e) => require(`${__hooks}/lib/moderation/own-profile.js`).onSubscribe(e));
