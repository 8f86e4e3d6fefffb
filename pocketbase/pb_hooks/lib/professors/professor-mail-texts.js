// The professors' e-mails in each interface language (docs/professors.md), written and put together like the
// account e-mails (lib/mail/mail-texts.js: {name} values, links for names ending in "Link"). Neither ever names a
// rating's author: the new-rating e-mail says which profile, which course and where to read it, nothing else.

const { SUPPORT } = require(`${__hooks}/lib/mail/mail-texts.js`);
const { CLAIM_EMAIL_LINK_HOURS: HOURS } = require(`${__hooks}/../../contract/professors.js`);

/** @typedef {import("../mail/mail-texts.js").MailTexts} MailTexts */

/**
 * To the institutional address given with a claim: the link that confirms the address is the claimant's.
 * @type {MailTexts}
 */
const claimLink = {
  ar: {
    subject: "رايك · أكّد الإيميل المهني متاعك",
    buttons: { actionLink: "أكّد الإيميل المهني متاعي" },
    paragraphs: [
      "طلبت في رايك باش تولّي الأستاذ المأكَّد متاع الملف: {instructor}",
      "باش تأكّد إلّي الإيميل هذا متاعك، حلّ الرابط هذا:",
      "{actionLink}",
      `الرابط يخدم مرّة برك وفي ظرف ${HOURS} ساعة. كان موش إنت اللي طلبت، ما تعمل شي.`,
      SUPPORT.ar,
    ],
  },
  fr: {
    subject: "Rayek · Confirmez votre adresse professionnelle",
    buttons: { actionLink: "Confirmer mon adresse professionnelle" },
    paragraphs: [
      "Vous avez demandé sur Rayek à être reconnu comme l'enseignant du profil : {instructor}",
      "Pour confirmer que cette adresse est la vôtre, ouvrez ce lien :",
      "{actionLink}",
      `Le lien ne sert qu'une fois, pendant ${HOURS} heures. Si vous n'avez rien demandé, ignorez ce message.`,
      SUPPORT.fr,
    ],
  },
  en: {
    subject: "Rayek · Confirm your work address",
    buttons: { actionLink: "Confirm my work address" },
    paragraphs: [
      "You asked on Rayek to be recognised as the professor of the profile: {instructor}",
      "To confirm that this address is yours, open this link:",
      "{actionLink}",
      `The link works once, for ${HOURS} hours. If you did not ask, ignore this message.`,
      SUPPORT.en,
    ],
  },
};

/**
 * The new-rating e-mail's paragraphs, with or without the course line.
 * @param {boolean} withCourse
 * @returns {MailTexts}
 */
function newRating(withCourse) {
  /**
   * @param {string} subject
   * @param {string} published
   * @param {string} course
   * @param {string} read
   * @param {string} off
   * @param {string} support
   * @param {[string, string]} buttons the profile's and the account page's labels
   */
  const text = (subject, published, course, read, off, support, [profile, account]) => ({
    subject,
    buttons: { profileLink: profile, accountLink: account },
    paragraphs: [published].concat(withCourse ? [course] : [], [read, "{profileLink}", off, "{accountLink}", support]),
  });
  return {
    ar: text(
      "رايك · تقييم جديد على الملف متاعك",
      "تنشر تقييم جديد على الملف متاعك في رايك: {instructor}",
      "المادّة: {course}",
      "تنجم تقراه وتردّ عليه هنا:",
      "كان ما تحبّش توصلك الإيميلات هذي، تنجم تسكّرها من صفحة الحساب متاعك:",
      SUPPORT.ar,
      ["اقرا التقييم وردّ عليه", "صفحة الحساب متاعي"],
    ),
    fr: text(
      "Rayek · Un nouvel avis sur votre profil",
      "Un nouvel avis a été publié sur votre profil Rayek : {instructor}",
      "Cours : {course}",
      "Vous pouvez le lire et y répondre ici :",
      "Pour ne plus recevoir ces e-mails, désactivez-les depuis la page de votre compte :",
      SUPPORT.fr,
      ["Lire l'avis et répondre", "Mon compte"],
    ),
    en: text(
      "Rayek · A new rating of your profile",
      "A new rating of your Rayek profile was published: {instructor}",
      "Course: {course}",
      "You can read it and reply here:",
      "To stop these e-mails, turn them off on your account page:",
      SUPPORT.en,
      ["Read the rating and reply", "My account"],
    ),
  };
}

module.exports = { claimLink, newRating };
