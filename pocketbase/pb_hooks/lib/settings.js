// Runtime configuration from RAYEK_* environment variables, applied each time the server starts so that a
// deployment changes its URL, sender or SMTP by changing its environment (a migration would freeze the
// values of the machine that first ran it).

function env(name, fallback) {
  const value = $os.getenv(name);
  return value === "" ? fallback : value;
}

/**
 * Per client IP. Generous enough for a campus behind one NAT and for the e2e suite; see docs/api.md.
 * The name search is the one public read whose every request can be new work (any text is a new key): 600 a
 * minute is ten a second from one address. The app searches once per second of pause in typing, so that is a
 * few hundred students of one campus NAT searching at once; and one client can then make the server compute at
 * most ~10 uncached searches a second (~2–20 ms each, docs/api.md).
 */
function rateLimitRules() {
  const creates = ["institution_ratings", "program_ratings", "instructor_ratings", "instructors", "reports"];
  return [
    { label: "*:authWithPassword", audience: "", duration: 60, maxRequests: 30 },
    { label: "users:create", audience: "", duration: 60, maxRequests: 20 },
    { label: "*:requestVerification", audience: "", duration: 60, maxRequests: 10 },
    { label: "*:requestPasswordReset", audience: "", duration: 60, maxRequests: 10 },
    { label: "*:requestEmailChange", audience: "", duration: 60, maxRequests: 10 },
    // Rayek's own e-mail change route for users (30_users.pb.js) is limited by its path.
    { label: "POST /api/collections/users/request-email-change", audience: "", duration: 60, maxRequests: 10 },
    { label: "POST /api/collections/_pb_users_auth_/request-email-change", audience: "", duration: 60, maxRequests: 10 },
    { label: "/api/rayek/instructors/search", audience: "", duration: 60, maxRequests: 600 },
  ].concat(creates.map((name) => ({ label: `${name}:create`, audience: "", duration: 60, maxRequests: 60 })));
}

function verificationTemplate(supportEmail) {
  const link = "{APP_URL}/verify/{TOKEN}";
  return {
    subject: "رايك · أكّد الإيميل متاعك / Rayek · Confirmez votre adresse e-mail",
    body: `<div dir="rtl" lang="ar">
<p>أهلا بيك في رايك!</p>
<p>باش تأكّد الإيميل متاعك وتنجم تعطي رايك، إضغط على الرابط:</p>
</div>
<p><a href="${link}">${link}</a></p>
<div lang="fr">
<p>Bienvenue sur Rayek ! Pour confirmer votre adresse e-mail et publier vos avis, ouvrez le lien ci-dessus.</p>
</div>
<p dir="rtl" lang="ar">كان موش إنت اللي عملت الحساب، ما تعمل شي.</p>
<p lang="fr">Si vous n'avez pas créé de compte, ignorez ce message. Questions : ${supportEmail}</p>`,
  };
}

function apply(app) {
  const settings = app.settings();
  settings.meta.appName = "Rayek";
  settings.meta.appURL = env("RAYEK_APP_URL", "http://127.0.0.1:8090");
  settings.meta.senderAddress = env("RAYEK_MAIL_SENDER_ADDRESS", "no-reply@rayek.tn");
  settings.meta.senderName = env("RAYEK_MAIL_SENDER_NAME", "Rayek");

  // Without configuration, mail goes to the local catcher that `npm start` / `npm run dev` run on 1025.
  settings.smtp.enabled = true;
  settings.smtp.host = env("RAYEK_SMTP_HOST", "127.0.0.1");
  settings.smtp.port = parseInt(env("RAYEK_SMTP_PORT", "1025"), 10);
  settings.smtp.username = env("RAYEK_SMTP_USERNAME", "");
  settings.smtp.password = env("RAYEK_SMTP_PASSWORD", "");
  settings.smtp.tls = env("RAYEK_SMTP_TLS", "false") === "true";

  // Request logs must not tie client addresses to what they wrote.
  settings.logs.logIP = false;
  settings.logs.logAuthId = false;
  settings.batch.enabled = false;

  settings.rateLimits.enabled = env("RAYEK_RATE_LIMITS", "on") !== "off";
  settings.rateLimits.rules = rateLimitRules();
  app.save(settings);

  const users = app.findCollectionByNameOrId("users");
  const template = verificationTemplate(env("RAYEK_SUPPORT_EMAIL", "support@rayek.tn"));
  users.verificationTemplate.subject = template.subject;
  users.verificationTemplate.body = template.body;
  app.save(users);
}

module.exports = { apply };
