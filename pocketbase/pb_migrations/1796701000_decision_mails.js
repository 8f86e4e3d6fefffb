/// <reference path="../pb_data/types.d.ts" />
// What a student hears of the decisions on what they wrote (contract/decision-mails.js, frozen here):
// - `refused_mail_off`: the refusal e-mail is sent unless the student turns it off;
// - `published_mail_on`: the publication e-mail is sent only when the student turns it on;
// - `decisions_seen` (hidden: only the server reads and writes it): when the app last showed the account its
//   decisions. Existing accounts start from now, so nothing decided before this migration counts as news.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(new BoolField({ name: "refused_mail_off", required: false }));
    users.fields.add(new BoolField({ name: "published_mail_on", required: false }));
    users.fields.add(new DateField({ name: "decisions_seen", required: false, hidden: true }));
    app.save(users);
    app.db().newQuery("UPDATE users SET decisions_seen = strftime('%Y-%m-%d %H:%M:%fZ', 'now') WHERE decisions_seen = ''")
      .execute();
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("refused_mail_off");
    users.fields.removeByName("published_mail_on");
    users.fields.removeByName("decisions_seen");
    app.save(users);
  },
);
