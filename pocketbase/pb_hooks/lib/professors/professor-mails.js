// The professors' e-mails (texts in lib/professors/professor-mail-texts.js), each in its recipient's language:
// - the claim's link, sent to the institutional address given with a claim (lib/professors/claims.js), in the claimant's
//   language, pointing at the app's page /claims/verify/<token>;
// - the new-rating e-mail, sent after a decision that published an instructor rating is committed
//   (lib/professors/professor-decisions.js) to the profile's approved claimant, unless their new_rating_mail_off is set.

const { composeText } = require(`${__hooks}/lib/mail/mail-texts.js`);
const { appUrl, deliver } = require(`${__hooks}/lib/accounts/account-mails.js`);
const texts = require(`${__hooks}/lib/professors/professor-mail-texts.js`);
const { NEW_RATING_MAIL_OFF_FIELD } = require(`${__hooks}/../../contract/professors.js`);

/**
 * @param {CoreApp} app
 * @param {string} id
 */
function instructorName(app, id) {
  const found = app.findRecordsByIds("instructors", [id]);
  return found.length > 0 ? found[0].getString("name") : "";
}

/**
 * @param {CoreApp} app
 * @param {core.Record} claimant the account that made the claim (its language)
 * @param {string} address the institutional address
 * @param {string} token the link's token (only its hash is stored)
 * @param {string} instructor the claimed instructor's id
 */
function sendClaimLink(app, claimant, address, token, instructor) {
  const mail = composeText(texts.claimLink, claimant.getString("language"), {
    instructor: instructorName(app, instructor),
    actionLink: `${appUrl(app)}/claims/verify/${encodeURIComponent(token)}`,
  });
  deliver(app, address, mail);
}

/**
 * @param {CoreApp} app
 * @param {core.Record} rating an instructor rating that was just published
 * @param {string} claimant the approved claimant of its instructor
 */
function sendNewRating(app, rating, claimant) {
  const instructor = rating.getString("instructor");
  const professor = app.findRecordById("users", claimant);
  if (professor.getBool(NEW_RATING_MAIL_OFF_FIELD)) return;
  const course = rating.getString("course");
  const base = appUrl(app);
  const mail = composeText(texts.newRating(course !== ""), professor.getString("language"), {
    instructor: instructorName(app, instructor),
    course,
    profileLink: `${base}/instructors/${instructor}`,
    accountLink: `${base}/account`,
  });
  deliver(app, professor.email(), mail);
}

module.exports = { sendClaimLink, sendNewRating };
