// The e-mail that tells a student what a moderator decided about their rating, suggested instructor or report
// (texts in lib/moderation/decision-mail-texts.js), in the account's language, by the account's switches
// (contract/decision-mails.js): a refusal or a take-down is mailed unless turned off, a publication or a
// reviewed report only when turned on.
//
// The decision never waits for the mail: each status change that tells its author something writes a row in its
// own transaction (lib/moderation/decision-mail-queue.js), and the rayekDecisionMails job (80_moderation.pb.js, once a
// minute) sends the due rows through `send`, reading the item, its author, their settings and the moderator's
// reason (the log row that set the status) then.
//
// Only the item's own author is mailed, and the mail names only that item: its kind, what it is about, the
// decision and the reason the moderator gave.

const { REFUSED_MAIL_OFF_FIELD, PUBLISHED_MAIL_ON_FIELD } = require(`${__hooks}/../../contract/decision-mails.js`);
/** @type {{ REPORTED_COLLECTIONS: Readonly<Record<string, string>> }} */
const { REPORTED_COLLECTIONS: REPORTED } = require(`${__hooks}/../../contract/collections.js`);

/**
 * @typedef {object} Noted a decision waiting for its e-mail (a decision_mails row)
 * @property {string} collection
 * @property {string} id
 * @property {string} status the status the decision gave (a later change makes the mail moot)
 * @property {string} outcome a MailOutcome
 */

/**
 * The page a record is on and its name in the reader's language.
 * @param {CoreApp} app
 * @param {string} collection institutions, programs or instructors
 * @param {string} id
 * @param {string} lang
 * @returns {{ path: string, name: string } | null}
 */
function page(app, collection, id, lang) {
  const found = app.findRecordsByIds(collection, [id]);
  if (found.length === 0) return null;
  const r = found[0];
  const name =
    collection === "programs"
      ? r.getString("discipline_major")
      : (lang === "ar" && r.getString("name_ar")) || r.getString("name");
  return { path: `/${collection}/${id}`, name };
}

/** Which relation of a rating names what it is about. */
const RATED = { institution_ratings: "institution", program_ratings: "program", instructor_ratings: "instructor" };

/**
 * What the item is about: the page of a rating's target, a suggested instructor's own page, the page of what a
 * report named.
 * @param {CoreApp} app
 * @param {string} collection
 * @param {core.Record} record
 * @param {string} lang
 * @returns {{ path: string, name: string } | null}
 */
function about(app, collection, record, lang) {
  /** @type {Record<string, string>} */
  const rated = RATED;
  if (rated[collection]) return page(app, `${rated[collection]}s`, record.getString(rated[collection]), lang);
  if (collection === "instructors") return page(app, "instructors", record.id, lang);
  if (collection === "rating_revisions") {
    // An edit is about what its rating is about.
    const name = record.getString("rating_collection");
    if (!rated[name]) return null;
    const rating = app.findRecordsByIds(name, [record.getString("rating")]);
    return rating.length > 0 ? about(app, name, rating[0], lang) : null;
  }
  if (collection === "reports") {
    const name = REPORTED[record.getString("reported_collection")];
    if (!name || name === "reports") return null;
    const content = app.findRecordsByIds(name, [record.getString("reported_id")]);
    if (content.length === 0) return null;
    if (name === "rating_replies") return page(app, "instructors", content[0].getString("instructor"), lang);
    return about(app, name, content[0], lang);
  }
  return null;
}

/**
 * The moderator's reason for the item's status: that of the latest log row that set it ("" when none).
 * @param {CoreApp} app
 * @param {Noted} noted
 */
function reasonOf(app, noted) {
  const rows = arrayOf(new DynamicModel({ reason: "" }));
  app
    .db()
    .newQuery(
      `SELECT reason FROM moderation_log WHERE target_collection = {:collection} AND target_id = {:id}
      AND to_status = {:status} ORDER BY created DESC, rowid DESC LIMIT 1`,
    )
    .bind({ collection: noted.collection, id: noted.id, status: noted.status })
    .all(rows);
  return rows.length > 0 ? rows[0].reason : "";
}

/**
 * Sends the e-mail of one noted decision, if its author wants it and nothing changed since: true when sent, false
 * when there was nothing to send; throws when the mail server refused it.
 * @param {CoreApp} app
 * @param {Noted} noted
 * @returns {boolean}
 */
function send(app, noted) {
  const { composeText, languageOf } = require(`${__hooks}/lib/mail/mail-texts.js`);
  const { appUrl, deliver } = require(`${__hooks}/lib/accounts/account-mails.js`);
  const { KINDS, decisionMail } = require(`${__hooks}/lib/moderation/decision-mail-texts.js`);
  const found = app.findRecordsByIds(noted.collection, [noted.id]);
  // Withdrawn, or decided again since: the mail would tell what is no longer so.
  if (found.length === 0 || found[0].getString("status") !== noted.status) return false;
  const record = found[0];
  const authorId = record.getString("user");
  if (authorId === "") return false;
  const authors = app.findRecordsByIds("users", [authorId]);
  if (authors.length === 0) return false;
  const author = authors[0];
  const outcome = /** @type {import("./decision-mail-texts.js").MailOutcome} */ (noted.outcome);
  const refusal = outcome === "refused" || outcome === "removed";
  if (refusal ? author.getBool(REFUSED_MAIL_OFF_FIELD) : !author.getBool(PUBLISHED_MAIL_ON_FIELD)) return false;

  const reason = reasonOf(app, noted);
  const lang = languageOf(author.getString("language"));
  const target = about(app, noted.collection, record, lang);
  const base = appUrl(app);
  const query = `?lang=${lang}`;
  /** @type {Record<string, string>} */
  const kinds = KINDS[lang];
  const mail = composeText(
    decisionMail(outcome, {
      name: target !== null,
      reason: reason !== "",
      record: outcome === "published" && target !== null,
    }),
    lang,
    {
      kind: kinds[noted.collection] || "",
      name: target ? target.name : "",
      reason,
      recordLink: target ? `${base}${target.path}${query}` : "",
      contributionsLink: `${base}/my-contributions${query}`,
      accountLink: `${base}/account${query}`,
    },
  );
  deliver(app, author.email(), mail);
  return true;
}

module.exports = { send };
