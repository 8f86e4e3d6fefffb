// The e-mail that tells a student what a moderator decided about their rating, suggested instructor or report
// (texts in lib/moderation/decision-mail-texts.js), in the account's language, by the account's switches
// (contract/decision-mails.js): a refusal or a take-down is mailed unless turned off, a publication or a
// reviewed report only when turned on.
//
// The decision never waits for the mail: lib/moderation/moderation.js hands the committed decision to `afterDecision`,
// which only notes it in memory; the rayekDecisionMails job (80_moderation.pb.js, once a minute) sends what is
// noted, reading the item, its author and their settings then. A failed send is logged and dropped (My
// contributions and the in-app notice still tell); a restart forgets what was not sent yet.
//
// Only the item's own author is mailed, and the mail names only that item: its kind, what it is about, the
// decision and the reason the moderator gave.

const { decisionOutcome, REFUSED_MAIL_OFF_FIELD, PUBLISHED_MAIL_ON_FIELD } = require(`${__hooks}/../../contract/decision-mails.js`);
/** @type {{ REPORTED_COLLECTIONS: Readonly<Record<string, string>> }} */
const { REPORTED_COLLECTIONS: REPORTED } = require(`${__hooks}/../../contract/collections.js`);

const QUEUE_PREFIX = "rayek_decision_mail:";

/**
 * @typedef {object} Noted a decision waiting for its e-mail
 * @property {string} collection
 * @property {string} id
 * @property {string} status the status the decision gave (a later change makes the mail moot)
 * @property {import("./decision-mail-texts.js").MailOutcome} outcome
 * @property {string} reason
 * @property {number} [at] when it was noted, so the mails go out in the decisions' order
 */

/**
 * @param {CoreApp} app
 * @param {Noted} noted
 */
function note(app, noted) {
  noted.at = Date.now();
  app.store().set(`${QUEUE_PREFIX}${noted.collection}:${noted.id}`, noted);
}

/**
 * After a committed decision of POST /api/rayek/moderation/decisions: notes the decided item and any content a
 * treated report took down. Never throws: the decision stands whatever happens here.
 * @param {CoreApp} app
 * @param {{ collection: string, id: string, status: string, from: string, takenDown: any }} result
 * @param {string} reason
 */
function afterDecision(app, result, reason) {
  try {
    const outcome = decisionOutcome(result.collection, result.status);
    if (outcome !== "" && result.from !== result.status) {
      note(app, { collection: result.collection, id: result.id, status: result.status, outcome, reason });
    }
    const down = result.takenDown;
    if (down && down.from !== down.status && decisionOutcome(down.collection, down.status) === "refused") {
      const removed = down.from === "ACTIVE" ? "removed" : "refused";
      note(app, { collection: down.collection, id: down.id, status: down.status, outcome: removed, reason });
    }
  } catch (err) {
    app.logger().error("Decision e-mail not noted", "id", result.id, "error", String(err));
  }
}

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
 * Sends the e-mail of one noted decision, if its author wants it and nothing changed since.
 * @param {CoreApp} app
 * @param {Noted} noted
 */
function send(app, noted) {
  const { composeText, languageOf } = require(`${__hooks}/lib/mail/mail-texts.js`);
  const { appUrl, deliver } = require(`${__hooks}/lib/accounts/account-mails.js`);
  const { KINDS, decisionMail } = require(`${__hooks}/lib/moderation/decision-mail-texts.js`);
  const found = app.findRecordsByIds(noted.collection, [noted.id]);
  // Withdrawn, or decided again since: the mail would tell what is no longer so.
  if (found.length === 0 || found[0].getString("status") !== noted.status) return;
  const record = found[0];
  const authorId = record.getString("user");
  if (authorId === "") return;
  const author = app.findRecordById("users", authorId);
  const refusal = noted.outcome === "refused" || noted.outcome === "removed";
  if (refusal ? author.getBool(REFUSED_MAIL_OFF_FIELD) : !author.getBool(PUBLISHED_MAIL_ON_FIELD)) return;

  const lang = languageOf(author.getString("language"));
  const target = about(app, noted.collection, record, lang);
  const base = appUrl(app);
  const query = `?lang=${lang}`;
  /** @type {Record<string, string>} */
  const kinds = KINDS[lang];
  const mail = composeText(
    decisionMail(noted.outcome, { name: target !== null, reason: noted.reason !== "", record: noted.outcome === "published" && target !== null }),
    lang,
    {
      kind: kinds[noted.collection] || "",
      name: target ? target.name : "",
      reason: noted.reason,
      recordLink: target ? `${base}${target.path}${query}` : "",
      contributionsLink: `${base}/my-contributions${query}`,
      accountLink: `${base}/account${query}`,
    },
  );
  deliver(app, author.email(), mail);
}

/**
 * The cron job: sends every noted decision's e-mail.
 * @param {CoreApp} app
 */
function sendQueued(app) {
  const all = app.store().getAll();
  const keys = Object.keys(all).filter((key) => key.startsWith(QUEUE_PREFIX));
  keys.sort((a, b) => (all[a].at || 0) - (all[b].at || 0));
  for (const key of keys) {
    const noted = all[key];
    app.store().remove(key);
    try {
      send(app, noted);
    } catch (err) {
      app.logger().error("Decision e-mail not sent", "collection", noted.collection, "id", noted.id, "error", String(err));
    }
  }
}

module.exports = { afterDecision, sendQueued, about };
