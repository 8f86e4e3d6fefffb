/// <reference path="../pb_data/types.d.ts" />
// Accounts in the user's language (issue 17):
// - `language`: the interface language the e-mails are written in (a frozen copy of contract/languages.js's
//   LANGUAGES; tests/api/schemas-agree.test.ts proves the schema equals the contract). Not required: the model
//   hook of 30_users.pb.js gives every new user one, however created. Existing users get Arabic, the default.
// - A plain DELETE of a user record is for superusers only: a stolen token alone must not erase an account.
//   Users delete their own through POST /api/rayek/account/delete, which asks for the password.
// - The links of the password-reset and e-mail-change templates (and the verification one) point at the app's
//   own pages instead of the dashboard's. The mailer hooks (30_users.pb.js) write the real messages in the
//   user's language; these texts are what the dashboard shows and the fallback should a hook not run.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.add(new SelectField({ name: "language", values: ["ar", "fr", "en"], maxSelect: 1, required: false }));
    users.deleteRule = null;
    /**
     * @param {string} subject
     * @param {string} path the app's page
     * @param {[string, string, string]} lines what the link does, in ar, fr and en
     */
    const template = (subject, path, [ar, fr, en]) => {
      const link = `{APP_URL}/${path}/{TOKEN}`;
      return {
        subject,
        body: `<p dir="rtl" lang="ar">${ar}</p>\n<p lang="fr">${fr}</p>\n<p lang="en">${en}</p>\n<p><a href="${link}">${link}</a></p>`,
      };
    };
    users.verificationTemplate = template("رايك · Rayek", "verify", [
      "باش تأكّد الإيميل متاعك، إضغط على الرابط.",
      "Pour confirmer votre adresse e-mail, ouvrez le lien.",
      "To confirm your e-mail address, open the link.",
    ]);
    users.resetPasswordTemplate = template("رايك · Rayek", "reset-password", [
      "باش تختار كلمة سرّ جديدة، إضغط على الرابط.",
      "Pour choisir un nouveau mot de passe, ouvrez le lien.",
      "To choose a new password, open the link.",
    ]);
    users.confirmEmailChangeTemplate = template("رايك · Rayek", "confirm-email-change", [
      "باش تأكّد الإيميل الجديد متاعك، إضغط على الرابط.",
      "Pour confirmer votre nouvelle adresse e-mail, ouvrez le lien.",
      "To confirm your new e-mail address, open the link.",
    ]);
    app.save(users);
    app.db().newQuery("UPDATE users SET language = 'ar' WHERE language = ''").execute();
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("language");
    users.deleteRule = "id = @request.auth.id";
    // PocketBase's own templates, linking to the dashboard's pages.
    const defaults = new Collection({ type: "auth", name: "defaults" });
    users.verificationTemplate = defaults.verificationTemplate;
    users.resetPasswordTemplate = defaults.resetPasswordTemplate;
    users.confirmEmailChangeTemplate = defaults.confirmEmailChangeTemplate;
    app.save(users);
  },
);
