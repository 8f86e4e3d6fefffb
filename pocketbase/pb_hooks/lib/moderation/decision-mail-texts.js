// The e-mails that tell a student what a moderator decided about what they wrote (lib/moderation/decision-mails.js), in
// each interface language, written and put together like the account e-mails (lib/mail/mail-texts.js). Each names
// only the recipient's own item: its kind, what it is about, the decision and the moderator's reason.

const { SUPPORT } = require(`${__hooks}/lib/mail/mail-texts.js`);

/** @typedef {import("../mail/mail-texts.js").MailTexts} MailTexts */
/** @typedef {"published" | "refused" | "removed" | "reviewed"} MailOutcome */

/** The kind of item, as My contributions names it (lang/*.json "contributions.kind.*"). */
const KINDS = {
  ar: {
    institution_ratings: "رأي على مؤسسة",
    program_ratings: "رأي على شعبة",
    instructor_ratings: "رأي على أستاذ",
    instructors: "أستاذ اقترحتو",
    reports: "تبليغ",
    rating_revisions: "تبديل في رايك",
  },
  fr: {
    institution_ratings: "Avis sur un établissement",
    program_ratings: "Avis sur une formation",
    instructor_ratings: "Avis sur un enseignant",
    instructors: "Enseignant proposé",
    reports: "Signalement",
    rating_revisions: "Modification de votre avis",
  },
  en: {
    institution_ratings: "Institution rating",
    program_ratings: "Program rating",
    instructor_ratings: "Instructor rating",
    instructors: "Suggested instructor",
    reports: "Report",
    rating_revisions: "Edit of your rating",
  },
};

const WORDS = {
  ar: {
    subject: {
      published: "رايك · المساهمة متاعك تنشرت",
      refused: "رايك · المساهمة متاعك ما تنشرتش",
      removed: "رايك · المساهمة متاعك تنحّات",
      reviewed: "رايك · المشرفين شافو التبليغ متاعك",
    },
    decided: {
      published: "مشرف في رايك نشر المساهمة متاعك.",
      refused: "مشرف في رايك قرّر ما ينشرش المساهمة متاعك.",
      removed: "مشرف في رايك نحّى المساهمة متاعك بعد تبليغ.",
      reviewed: "المشرفين في رايك شافو التبليغ متاعك. يعيشك على المعاونة.",
    },
    about: "{kind}: {name}",
    reason: {
      published: "ملاحظة المشرف: {reason}",
      refused: "السبب: {reason}",
      removed: "السبب: {reason}",
      reviewed: "ملاحظة المشرف: {reason}",
    },
    see: "تنجم تشوفها هنا:",
    all: "مساهماتك الكل وشنوّة صار بيهم:",
    settings: "باش تختار الإيميلات اللي توصلك، ادخل لصفحة الحساب متاعك:",
    buttons: { recordLink: "شوفها في رايك", contributionsLink: "مساهماتي", accountLink: "صفحة الحساب متاعي" },
  },
  fr: {
    subject: {
      published: "Rayek · Votre contribution est publiée",
      refused: "Rayek · Votre contribution n'a pas été publiée",
      removed: "Rayek · Votre contribution a été retirée",
      reviewed: "Rayek · Votre signalement a été examiné",
    },
    decided: {
      published: "Un modérateur de Rayek a publié votre contribution.",
      refused: "Un modérateur de Rayek a décidé de ne pas publier votre contribution.",
      removed: "Un modérateur de Rayek a retiré votre contribution après un signalement.",
      reviewed: "La modération de Rayek a examiné votre signalement. Merci de votre aide.",
    },
    about: "{kind} : {name}",
    reason: {
      published: "Note du modérateur : {reason}",
      refused: "Motif : {reason}",
      removed: "Motif : {reason}",
      reviewed: "Note du modérateur : {reason}",
    },
    see: "Vous pouvez la voir ici :",
    all: "Toutes vos contributions et leur statut :",
    settings: "Pour choisir les e-mails que vous recevez, rendez-vous sur la page de votre compte :",
    buttons: { recordLink: "La voir sur Rayek", contributionsLink: "Mes contributions", accountLink: "Mon compte" },
  },
  en: {
    subject: {
      published: "Rayek · Your contribution is published",
      refused: "Rayek · Your contribution was not published",
      removed: "Rayek · Your contribution was removed",
      reviewed: "Rayek · Your report was reviewed",
    },
    decided: {
      published: "A Rayek moderator published your contribution.",
      refused: "A Rayek moderator decided not to publish your contribution.",
      removed: "A Rayek moderator removed your contribution after a report.",
      reviewed: "Rayek's moderators reviewed your report. Thank you for your help.",
    },
    about: "{kind}: {name}",
    reason: {
      published: "Moderator's note: {reason}",
      refused: "Reason: {reason}",
      removed: "Reason: {reason}",
      reviewed: "Moderator's note: {reason}",
    },
    see: "You can see it here:",
    all: "All your contributions and their status:",
    settings: "To choose which e-mails you get, go to your account page:",
    buttons: { recordLink: "See it on Rayek", contributionsLink: "My contributions", accountLink: "My account" },
  },
};

/**
 * The decision e-mail's texts, with only the lines it has values for.
 * @param {MailOutcome} outcome
 * @param {{ name: boolean, reason: boolean, record: boolean }} has
 * @returns {MailTexts}
 */
function decisionMail(outcome, has) {
  /** @param {"ar" | "fr" | "en"} lang */
  const text = (lang) => {
    const w = WORDS[lang];
    return {
      subject: w.subject[outcome],
      buttons: w.buttons,
      paragraphs: /** @type {string[]} */ ([w.decided[outcome]]).concat(
        has.name ? [w.about] : [],
        has.reason ? [w.reason[outcome]] : [],
        has.record ? [w.see, "{recordLink}"] : [],
        [w.all, "{contributionsLink}", w.settings, "{accountLink}", SUPPORT[lang]],
      ),
    };
  };
  return { ar: text("ar"), fr: text("fr"), en: text("en") };
}

module.exports = { KINDS, decisionMail };
