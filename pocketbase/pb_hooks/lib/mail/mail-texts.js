// Every e-mail Rayek sends, in each interface language (contract/languages.js), and the one way they are put
// together: the account e-mails PocketBase sends (verification, password reset, e-mail change, sign-in from a
// new place; lib/accounts/account-mails.js puts these texts in them) and Rayek's own notices (lib/accounts/account-notices.js).
// One e-mail is written in its recipient's language only (users.language).
//
// A text names the values it shows as {name}. Every value is HTML-escaped where it is inserted; a value whose
// name ends in "Link" becomes a link labelled by the text's `buttons` (a button when it is a paragraph of its
// own), so the HTML never shows a token or a long address (lib/mail/mail-layout.js draws it). The plain-text part
// carries the same words with the addresses written out, for mail readers that show no HTML.

const { LANGUAGES, DIRECTIONS, DEFAULT_LANGUAGE } = require(`${__hooks}/../../contract/languages.js`);
const { escapeHtml } = require(`${__hooks}/lib/pages/record-pages.js`);
const layout = require(`${__hooks}/lib/mail/mail-layout.js`);

/**
 * @typedef {{ subject: string, paragraphs: string[], buttons?: Record<string, string> }} MailText
 * @typedef {{ ar: MailText, fr: MailText, en: MailText }} MailTexts
 */

const SUPPORT = {
  ar: "عندك سؤال؟ ابعثلنا على {support}.",
  fr: "Une question ? Écrivez-nous à {support}.",
  en: "Any questions? Write to us at {support}.",
};

const TEXTS = {
  /** @type {MailTexts} */
  verification: {
    ar: {
      subject: "رايك · أكّد الإيميل متاعك",
      buttons: { actionLink: "أكّد الإيميل متاعي" },
      paragraphs: [
        "أهلا بيك في رايك!",
        "باش تأكّد الإيميل متاعك وتنجم تعطي رايك، حلّ الرابط هذا:",
        "{actionLink}",
        "كان موش إنت اللي عملت الحساب، ما تعمل شي.",
        SUPPORT.ar,
      ],
    },
    fr: {
      subject: "Rayek · Confirmez votre adresse e-mail",
      buttons: { actionLink: "Confirmer mon adresse" },
      paragraphs: [
        "Bienvenue sur Rayek !",
        "Pour confirmer votre adresse e-mail et pouvoir donner votre avis, ouvrez ce lien :",
        "{actionLink}",
        "Si vous n'avez pas créé de compte, ignorez ce message.",
        SUPPORT.fr,
      ],
    },
    en: {
      subject: "Rayek · Confirm your e-mail address",
      buttons: { actionLink: "Confirm my address" },
      paragraphs: [
        "Welcome to Rayek!",
        "To confirm your e-mail address and start giving your opinion, open this link:",
        "{actionLink}",
        "If you did not create an account, ignore this message.",
        SUPPORT.en,
      ],
    },
  },
  /** @type {MailTexts} */
  passwordReset: {
    ar: {
      subject: "رايك · بدّل كلمة السر متاعك",
      buttons: { actionLink: "اختار كلمة سر جديدة" },
      paragraphs: [
        "طلبت باش تبدّل كلمة السر متاع حسابك في رايك. حلّ الرابط هذا واختار كلمة سر جديدة:",
        "{actionLink}",
        "الرابط يخدم مرّة برك ولوقت قصير. كان موش إنت اللي طلبت، ما تعمل شي: كلمة السر متاعك ما تتبدّلش.",
        SUPPORT.ar,
      ],
    },
    fr: {
      subject: "Rayek · Choisissez un nouveau mot de passe",
      buttons: { actionLink: "Choisir un nouveau mot de passe" },
      paragraphs: [
        "Vous avez demandé à changer le mot de passe de votre compte Rayek. Ouvrez ce lien pour en choisir un nouveau :",
        "{actionLink}",
        "Le lien ne sert qu'une fois et pour peu de temps. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.",
        SUPPORT.fr,
      ],
    },
    en: {
      subject: "Rayek · Choose a new password",
      buttons: { actionLink: "Choose a new password" },
      paragraphs: [
        "You asked to change the password of your Rayek account. Open this link to choose a new one:",
        "{actionLink}",
        "The link works once and for a short time only. If you did not ask, ignore this message: your password stays the same.",
        SUPPORT.en,
      ],
    },
  },
  // Sent to the new address. It says which address the account will have, never the current one: whoever
  // receives it may not be the account's owner (a mistyped address).
  /** @type {MailTexts} */
  emailChange: {
    ar: {
      subject: "رايك · أكّد الإيميل الجديد متاعك",
      buttons: { actionLink: "أكّد الإيميل الجديد" },
      paragraphs: [
        "طلبت باش يولّي الإيميل متاع حسابك في رايك: {newEmail}",
        "باش تأكّد، حلّ الرابط هذا واكتب كلمة السر متاعك:",
        "{actionLink}",
        "الرابط يخدم مرّة برك ولوقت قصير. كان موش إنت اللي طلبت، ما تعمل شي: حتى حاجة ما تتبدّل.",
        SUPPORT.ar,
      ],
    },
    fr: {
      subject: "Rayek · Confirmez votre nouvelle adresse e-mail",
      buttons: { actionLink: "Confirmer la nouvelle adresse" },
      paragraphs: [
        "Vous avez demandé que l'adresse e-mail de votre compte Rayek devienne : {newEmail}",
        "Pour confirmer, ouvrez ce lien et saisissez votre mot de passe :",
        "{actionLink}",
        "Le lien ne sert qu'une fois et pour peu de temps. Si vous n'avez rien demandé, ignorez ce message : rien ne change.",
        SUPPORT.fr,
      ],
    },
    en: {
      subject: "Rayek · Confirm your new e-mail address",
      buttons: { actionLink: "Confirm the new address" },
      paragraphs: [
        "You asked for the e-mail address of your Rayek account to become: {newEmail}",
        "To confirm, open this link and enter your password:",
        "{actionLink}",
        "The link works once and for a short time only. If you did not ask, ignore this message: nothing changes.",
        SUPPORT.en,
      ],
    },
  },
  // Rayek's notices to the owner of an address someone else tried to use (lib/accounts/account-notices.js).
  /** @type {MailTexts} */
  signUpTaken: {
    ar: {
      subject: "رايك · واحد حاول يعمل حساب بالإيميل متاعك",
      buttons: { appLink: "ادخل لرايك" },
      paragraphs: [
        "واحد حاول يعمل حساب جديد في رايك بالإيميل متاعك. عندك حساب بالإيميل هذا من قبل، وحتى حساب جديد ما تعمل.",
        "كان إنت، ادخل لحسابك:",
        "{appLink}",
        "كان نسيت كلمة السر، اطلب رابط باش تختار وحدة جديدة من صفحة الدخول.",
        "كان موش إنت، ما تعمل شي.",
        SUPPORT.ar,
      ],
    },
    fr: {
      subject: "Rayek · Tentative de création de compte avec votre adresse",
      buttons: { appLink: "Ouvrir Rayek" },
      paragraphs: [
        "Quelqu'un a essayé de créer un compte Rayek avec votre adresse e-mail. Vous avez déjà un compte avec cette adresse : aucun nouveau compte n'a été créé.",
        "Si c'était vous, connectez-vous avec votre compte :",
        "{appLink}",
        "Si vous avez oublié votre mot de passe, demandez un lien pour en choisir un nouveau depuis la page de connexion.",
        "Sinon, ignorez ce message.",
        SUPPORT.fr,
      ],
    },
    en: {
      subject: "Rayek · Someone tried to sign up with your address",
      buttons: { appLink: "Open Rayek" },
      paragraphs: [
        "Someone tried to create a Rayek account with your e-mail address. You already have an account with this address: no new account was created.",
        "If it was you, sign in with your account:",
        "{appLink}",
        "If you forgot your password, ask for a link to choose a new one from the sign-in page.",
        "If not, ignore this message.",
        SUPPORT.en,
      ],
    },
  },
  /** @type {MailTexts} */
  emailChangeTaken: {
    ar: {
      subject: "رايك · طلب باش ينقل حساب آخر للإيميل متاعك",
      buttons: { appLink: "ادخل لرايك" },
      paragraphs: [
        "صاحب حساب آخر في رايك طلب باش يولّي الإيميل متاعك هو الإيميل متاع حسابو. عندك حساب بالإيميل هذا، وحتى حاجة ما تبدّلت.",
        "كان إنت، ادخل لحسابك:",
        "{appLink}",
        "كان موش إنت، ما تعمل شي.",
        SUPPORT.ar,
      ],
    },
    fr: {
      subject: "Rayek · Demande de transfert d'un autre compte vers votre adresse",
      buttons: { appLink: "Ouvrir Rayek" },
      paragraphs: [
        "Le titulaire d'un autre compte Rayek a demandé à utiliser votre adresse e-mail pour son compte. Vous avez déjà un compte avec cette adresse : rien n'a changé.",
        "Si c'était vous, connectez-vous avec votre compte :",
        "{appLink}",
        "Sinon, ignorez ce message.",
        SUPPORT.fr,
      ],
    },
    en: {
      subject: "Rayek · Request to move another account to your address",
      buttons: { appLink: "Open Rayek" },
      paragraphs: [
        "The owner of another Rayek account asked to use your e-mail address for their account. You already have an account with this address: nothing changed.",
        "If it was you, sign in with your account:",
        "{appLink}",
        "If not, ignore this message.",
        SUPPORT.en,
      ],
    },
  },
};

/** @typedef {keyof typeof TEXTS} MailKind */

const DEFAULT_SUPPORT_EMAIL = "support@rayek.tn";

/** The support address: RAYEK_SUPPORT_EMAIL, read at each send (a restart is not needed to change it). */
function supportEmail() {
  const value = $os.getenv("RAYEK_SUPPORT_EMAIL").trim();
  return value === "" ? DEFAULT_SUPPORT_EMAIL : value;
}

/**
 * The account's language, or the default one for a value that is none of them (an account older than the
 * field, an import).
 * @param {string} value
 * @returns {"ar" | "fr" | "en"}
 */
function languageOf(value) {
  return LANGUAGES.find((lang) => lang === value) || DEFAULT_LANGUAGE;
}

/** What a link reads when its text names no label of its own. */
const LINK_LABEL = { ar: "حلّ", fr: "Ouvrir", en: "Open" };

/**
 * @param {string} text
 * @param {Record<string, string>} values
 * @param {Record<string, string> | null} labels the links' labels for the HTML part; null for the plain text
 * @param {string} fallback
 */
function fill(text, values, labels, fallback) {
  return text.replace(/\{(\w+)\}/g, (_, key) => {
    if (!Object.prototype.hasOwnProperty.call(values, key)) throw new Error(`mail-texts: no value for {${key}}`);
    if (!labels) return values[key];
    if (/Link$/.test(key)) return layout.inlineLink(values[key], labels[key] || fallback);
    // A value inside right-to-left text keeps its own order (bdi isolates it).
    return `<bdi>${escapeHtml(values[key])}</bdi>`;
  });
}

/**
 * One paragraph of the HTML part: a button when it is one link alone, else its text with values filled in.
 * @param {string} paragraph
 * @param {Record<string, string>} values
 * @param {Record<string, string>} labels
 * @param {string} fallback
 * @returns {import("./mail-layout.js").Block}
 */
function block(paragraph, values, labels, fallback) {
  const alone = /^\{(\w+Link)\}$/.exec(paragraph);
  if (alone && Object.prototype.hasOwnProperty.call(values, alone[1])) {
    return { kind: "button", href: values[alone[1]], label: labels[alone[1]] || fallback };
  }
  return { kind: "text", html: fill(paragraph, values, labels, fallback) };
}

/**
 * The e-mail of `kind` in `language`, with `values` filled in (the support address is added here).
 * @param {MailKind} kind
 * @param {string} language the recipient's users.language
 * @param {Record<string, string>} values
 * @returns {{ subject: string, html: string, text: string }}
 */
function compose(kind, language, values) {
  return composeText(TEXTS[kind], language, values);
}

/**
 * An e-mail from texts kept elsewhere (lib/professors/professor-mail-texts.js, lib/moderation/decision-mail-texts.js), put together
 * as compose() does: a paragraph that is one link alone becomes a button.
 * @param {MailTexts} texts
 * @param {string} language
 * @param {Record<string, string>} values
 * @returns {{ subject: string, html: string, text: string }}
 */
function composeText(texts, language, values) {
  const lang = languageOf(language);
  const { subject, paragraphs } = texts[lang];
  const labels = texts[lang].buttons || {};
  const all = Object.assign({ support: supportEmail() }, values);
  const blocks = paragraphs.map((p) => block(p, all, labels, LINK_LABEL[lang]));
  const html = layout.render({ lang, dir: DIRECTIONS[lang], subject, blocks });
  return { subject, html, text: paragraphs.map((p) => fill(p, all, null, "")).join("\n\n") };
}

module.exports = { compose, composeText, languageOf, supportEmail, SUPPORT, TEXTS };
