// Notices to the owner of an address someone else tried to use: a sign-up with it (lib/users.js) or a request
// to move another account to it (lib/email-change.js). The answer to that someone never says the address is
// taken; its owner learns about it by e-mail instead. Arabic and French, like the verification e-mail.

/**
 * @param {string} name
 * @param {string} fallback
 */
function env(name, fallback) {
  const value = $os.getenv(name);
  return value === "" ? fallback : value;
}

/** @param {string} text */
function escapeHtml(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const TEXTS = {
  signUp: {
    subject: "رايك · محاولة إنشاء حساب بعنوانك / Rayek · Tentative de création de compte avec votre adresse",
    ar: "حاول شخص ما إنشاء حساب جديد في رايك بعنوان بريدك الإلكتروني. لديك حساب بهذا العنوان من قبل، ولم يُنشأ أي حساب جديد.",
    fr: "Quelqu'un a essayé de créer un compte Rayek avec votre adresse e-mail. Vous avez déjà un compte avec cette adresse : aucun nouveau compte n'a été créé.",
  },
  emailChange: {
    subject: "رايك · طلب نقل حساب آخر إلى عنوانك / Rayek · Demande de transfert d'un autre compte vers votre adresse",
    ar: "طلب صاحب حساب آخر في رايك أن يصبح عنوان بريدك الإلكتروني عنوانَ حسابه. لديك حساب بهذا العنوان، ولم يتغيّر شيء.",
    fr: "Le titulaire d'un autre compte Rayek a demandé à utiliser votre adresse e-mail pour son compte. Vous avez déjà un compte avec cette adresse : rien n'a changé.",
  },
};

/** @typedef {keyof typeof TEXTS} NoticeKind */

/**
 * @param {NoticeKind} kind
 * @param {string} appUrl
 * @param {string} support
 */
function body(kind, appUrl, support) {
  const text = TEXTS[kind];
  const link = escapeHtml(appUrl);
  const contact = escapeHtml(support);
  return `<div dir="rtl" lang="ar">
<p>${text.ar}</p>
<p>إذا كنت أنت، فسجّل الدخول بحسابك: <a href="${link}">${link}</a>. إذا نسيت كلمة السر، راسلنا على ${contact}. وإن لم تكن أنت، فلا تفعل شيئًا.</p>
</div>
<div lang="fr">
<p>${text.fr}</p>
<p>Si c'était vous, connectez-vous avec votre compte : <a href="${link}">${link}</a>. Si vous avez oublié votre mot de passe, écrivez-nous à ${contact}. Sinon, ignorez ce message.</p>
</div>`;
}

/**
 * Sends the notice now; throws when the mail server refuses it.
 * @param {CoreApp} app
 * @param {NoticeKind} kind
 * @param {string} address
 */
function send(app, kind, address) {
  const settings = app.settings();
  const message = new MailerMessage({
    from: { address: settings.meta.senderAddress, name: settings.meta.senderName },
    to: [{ address }],
    subject: TEXTS[kind].subject,
    html: body(kind, settings.meta.appURL, env("RAYEK_SUPPORT_EMAIL", "support@rayek.tn")),
  });
  app.newMailClient().send(message);
}

// A sign-up answers before any e-mail is sent: a real one sends nothing while it answers, so mailing during
// the request would make the taken address's answer the slower one. Notices wait in memory for the
// rayekAccountNotices job of 30_users.pb.js (once a minute). One per account and kind at a time: probes repeated within the minute make one e-mail.
const QUEUE_PREFIX = "rayek_account_notice:";

/**
 * @param {CoreApp} app
 * @param {NoticeKind} kind
 * @param {string} ownerId
 */
function queue(app, kind, ownerId) {
  app.store().set(`${QUEUE_PREFIX}${kind}:${ownerId}`, { kind, owner: ownerId });
}

/**
 * The cron job: sends every queued notice to the owner's current address. A restart forgets the queue.
 * @param {CoreApp} app
 */
function sendQueued(app) {
  const all = app.store().getAll();
  for (const key of Object.keys(all)) {
    if (!key.startsWith(QUEUE_PREFIX)) continue;
    const notice = all[key];
    app.store().remove(key);
    try {
      const owner = app.findRecordById("users", notice.owner);
      send(app, notice.kind, owner.email());
    } catch (err) {
      // The account may be gone, or the mail server down: a notice is not worth retrying.
      app.logger().warn("Account notice not sent", "kind", notice.kind, "error", String(err));
    }
  }
}

module.exports = { send, queue, sendQueued };
