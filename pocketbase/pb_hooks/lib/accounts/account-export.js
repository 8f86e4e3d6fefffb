// GET /api/rayek/account/export — everything Rayek holds that the signed-in user wrote, as one JSON download:
// the account (name, e-mail, creation date, language), every rating, instructor suggestion and report of
// theirs, whatever its status, each with what it is about and the moderator's reason for its status, their edits
// of their ratings (waiting and decided) and their helpful votes. Built from the same plain items as the author's own list (lib/moderation/moderation-queue.js): no `user`
// field anywhere, no moderator's identity, nothing another account wrote.

const { authoredBy, describe, withTargets } = require(`${__hooks}/lib/moderation/moderation-queue.js`);
/** @type {{ REPORTED_COLLECTIONS: Readonly<Record<string, string>> }} */
const { REPORTED_COLLECTIONS: REPORTED } = require(`${__hooks}/../../contract/collections.js`);
const { requireUser, noStore } = require(`${__hooks}/lib/http/guards.js`);

/** Each authored collection → its key in the file. */
const SECTIONS = {
  institution_ratings: "institutionRatings",
  program_ratings: "programRatings",
  instructor_ratings: "instructorRatings",
  instructors: "instructorSuggestions",
  reports: "reports",
  instructor_claims: "instructorClaims",
  rating_replies: "ratingReplies",
};

/**
 * What each report is about: the reported instructor, or the reported rating with what that rating is about
 * (`about`); null when the content no longer exists. Another author's review text is not copied in: it is
 * not the caller's data.
 * @param {CoreApp} app
 * @param {Record<string, any>[]} reports
 */
function reportTargets(app, reports) {
  /** @type {Record<string, string[]>} */
  const ids = {};
  for (const r of reports)
    (ids[REPORTED[r.reported_collection]] = ids[REPORTED[r.reported_collection]] || []).push(r.reported_id);
  /** @type {Record<string, Record<string, any>>} */
  const found = {};
  for (const name of Object.keys(ids)) {
    if (name === "instructors") {
      const described = describe(app, name, ids[name]);
      for (const id of Object.keys(described)) found[`${name}/${id}`] = described[id];
      continue;
    }
    // A reported reply: which rating it answers and what about, as the reply's own author reads it.
    const reply = name === "rating_replies";
    for (const rating of withTargets(app, name, app.findRecordsByIds(name, ids[name]), !reply)) {
      found[`${name}/${rating.id}`] = { collection: name, id: rating.id, about: rating.target };
    }
  }
  for (const r of reports) r.target = found[`${REPORTED[r.reported_collection]}/${r.reported_id}`] || null;
}

/**
 * The account's helpful votes: which rating (and what that rating is about, null once the rating is gone or
 * no longer public to its voter: another author's rating is not the caller's data) and the value, 1 or -1.
 * @param {CoreApp} app
 * @param {string} user
 */
function votes(app, user) {
  const records = app.findAllRecords("rating_votes", $dbx.hashExp({ user }));
  /** @type {Record<string, string[]>} */
  const ids = {};
  for (const v of records)
    (ids[v.getString("rating_collection")] = ids[v.getString("rating_collection")] || []).push(v.getString("rating"));
  /** @type {Record<string, any>} */
  const about = {};
  for (const name of Object.keys(ids)) {
    let ratings = app.findRecordsByIds(name, ids[name]).filter((r) => r.getString("status") === "ACTIVE");
    if (name === "instructor_ratings") {
      // Public only while their instructor is (the collection's rule): an archived instructor is not named.
      const published = app
        .findRecordsByIds(
          "instructors",
          ratings.map((r) => r.getString("instructor")),
        )
        .filter((i) => i.getString("status") === "ACTIVE")
        .map((i) => i.id);
      ratings = ratings.filter((r) => published.indexOf(r.getString("instructor")) >= 0);
    }
    for (const rating of withTargets(app, name, ratings)) about[`${name}/${rating.id}`] = rating.target;
  }
  records.sort((a, b) => a.getString("created").localeCompare(b.getString("created")));
  return records.map((v) => {
    const name = v.getString("rating_collection");
    const id = v.getString("rating");
    return {
      id: v.id,
      created: v.getString("created"),
      updated: v.getString("updated"),
      value: v.getInt("value"),
      rating: { collection: name, id, about: about[`${name}/${id}`] || null },
    };
  });
}

const FIRST = ["id", "status", "created", "updated"];
const LAST = ["target", "reason"];
// PocketBase's names for the record's collection: the file's section already says what each item is.
const LEFT_OUT = ["collectionId", "collectionName"];

/**
 * The item with its keys in a reading order (id, status, dates, its fields by name, what it is about, the
 * reason), PocketBase's own bookkeeping left out.
 * @param {Record<string, any>} item
 */
function readable(item) {
  const own = Object.keys(item)
    .filter((key) => FIRST.indexOf(key) < 0 && LAST.indexOf(key) < 0 && LEFT_OUT.indexOf(key) < 0)
    .sort();
  /** @type {Record<string, any>} */
  const out = {};
  for (const key of FIRST.concat(own, LAST)) if (key in item) out[key] = item[key];
  return out;
}

/** @param {core.RequestEvent} e */
function exportAccount(e) {
  noStore(e);
  const auth = requireUser(e);
  const account = e.app.findRecordById("users", auth.id);
  const now = new Date();
  /** @type {Record<string, any>} */
  const data = {
    exportedAt: now.toISOString(),
    account: {
      name: account.getString("name"),
      email: account.email(),
      created: account.getString("created"),
      language: account.getString("language"),
    },
  };
  for (const name of Object.keys(SECTIONS)) {
    const items = authoredBy(e.app, name, auth.id, 0);
    if (name === "reports") reportTargets(e.app, items);
    data[SECTIONS[/** @type {keyof typeof SECTIONS} */ (name)]] = items.map(readable);
  }
  data.ratingEdits = require(`${__hooks}/lib/ratings/rating-revisions.js`).ofUser(e.app, auth.id);
  data.ratingVotes = votes(e.app, auth.id);
  const day = now.toISOString().slice(0, 10);
  e.response.header().set("Content-Disposition", `attachment; filename="rayek-data-${day}.json"`);
  // Indented: the file is for its owner to read.
  return e.blob(200, "application/json; charset=utf-8", JSON.stringify(data, null, 2));
}

module.exports = { exportAccount };
