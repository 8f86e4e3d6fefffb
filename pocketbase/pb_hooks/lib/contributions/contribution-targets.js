// The page each of an author's reports is about, for My contributions' link (GET /api/rayek/contributions/mine):
// the record page the reported content is on, as `target` like a rating's (collection, id, names). Only which
// public page: never the reported content itself, whose text is another person's.

/** @type {{ REPORTED_COLLECTIONS: Readonly<Record<string, string>> }} */
const { REPORTED_COLLECTIONS: REPORTED } = require(`${__hooks}/../../contract/collections.js`);

/**
 * Sets `target` on every report of `items` (the answer's plain items, each with its `collection`).
 * @param {CoreApp} app
 * @param {Record<string, any>[]} items
 */
function addReportTargets(app, items) {
  const { describe, withTargets } = require(`${__hooks}/lib/moderation/moderation-queue.js`);
  const reports = items.filter((i) => i.collection === "reports");
  /** @type {Record<string, string[]>} */
  const byCollection = {};
  for (const r of reports) {
    const name = REPORTED[r.reported_collection];
    if (name) (byCollection[name] = byCollection[name] || []).push(r.reported_id);
  }
  /** @type {Record<string, any>} content key → the page it is on */
  const pages = {};
  for (const name of Object.keys(byCollection)) {
    const records = app.findRecordsByIds(name, byCollection[name]);
    if (name === "instructors" || name === "rating_replies") {
      const field = name === "instructors" ? "id" : "instructor";
      const ids = records.map((r) => (field === "id" ? r.id : r.getString(field)));
      const described = describe(app, "instructors", ids);
      records.forEach((r, i) => {
        pages[`${name}/${r.id}`] = described[ids[i]] || null;
      });
    } else {
      for (const item of withTargets(app, name, records)) pages[`${name}/${item.id}`] = item.target || null;
    }
  }
  for (const r of reports) r.target = pages[`${REPORTED[r.reported_collection]}/${r.reported_id}`] || null;
}

module.exports = { addReportTargets };
