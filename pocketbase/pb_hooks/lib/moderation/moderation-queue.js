// What moderators and authors read: the waiting queues with their targets, the waiting counts, and an
// author's own contributions with the reason of a rejection. Every item is built here field by field from the
// record's public export with `user` removed: these answers show content, never who wrote it — not to
// moderators, not to authors (an author's own id is not in their answer either).

/** @type {{ REPORTED_COLLECTIONS: Readonly<Record<string, string>> }} */
const { REPORTED_COLLECTIONS: REPORTED } = require(`${__hooks}/../../contract/collections.js`);
/** @type {{ RATING_TARGETS: Readonly<Record<string, string>> }} */
const { RATING_TARGETS } = require(`${__hooks}/../../contract/collections.js`);
/** @type {{ INITIAL_STATUS: Readonly<Record<string, string>> }} */
const { INITIAL_STATUS: QUEUES } = require(`${__hooks}/../../contract/statuses.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { refuse } = require(`${__hooks}/lib/moderation/moderation-errors.js`);
const { requireModerator, requireUser, noStore } = require(`${__hooks}/lib/http/guards.js`);
const { paging } = require(`${__hooks}/lib/http/request-params.js`);
const { ownProfile } = require(`${__hooks}/lib/moderation/own-profile.js`);
const reportQueue = require(`${__hooks}/lib/moderation/report-queue.js`);

/**
 * Which relation of a record names what it is about.
 * @type {Record<string, [string, string]>}
 */
const TARGET_FIELD = {
  institution_ratings: ["institution", "institutions"],
  program_ratings: ["program", "programs"],
  instructor_ratings: ["instructor", "instructors"],
  instructors: ["institution", "institutions"],
  instructor_claims: ["instructor", "instructors"],
};

/**
 * A record as plain data, without its author.
 * @param {core.Record} record
 * @returns {Record<string, any>}
 */
function plain(record) {
  const data = JSON.parse(JSON.stringify(record.publicExport()));
  delete data.user;
  delete data.expand;
  return data;
}

/** @param {string[]} values */
function unique(values) {
  return values.filter((v, i) => v !== "" && values.indexOf(v) === i);
}

/**
 * @param {CoreApp} app
 * @param {string[]} ids
 */
function institutionNames(app, ids) {
  /** @type {Record<string, { name: string, name_ar: string }>} */
  const map = {};
  for (const r of app.findRecordsByIds("institutions", unique(ids))) {
    map[r.id] = { name: r.getString("name"), name_ar: r.getString("name_ar") };
  }
  return map;
}

/**
 * id → { collection, id, name, name_ar?, department?, institution_name?, institution_name_ar? }
 * @param {CoreApp} app
 * @param {string} collection
 * @param {string[]} ids
 */
function describe(app, collection, ids) {
  const records = app.findRecordsByIds(collection, unique(ids));
  /** @type {Record<string, Record<string, string>>} */
  const out = {};
  if (collection === "institutions") {
    for (const r of records) {
      out[r.id] = { collection, id: r.id, name: r.getString("name"), name_ar: r.getString("name_ar") };
    }
    return out;
  }
  const institutions = institutionNames(
    app,
    records.map((r) => r.getString("institution")),
  );
  for (const r of records) {
    const inst = institutions[r.getString("institution")] || { name: "", name_ar: "" };
    /** @type {Record<string, string>} */
    const summary = {
      collection,
      id: r.id,
      name: collection === "programs" ? r.getString("discipline_major") : r.getString("name"),
      institution_id: r.getString("institution"),
      institution_name: inst.name,
      institution_name_ar: inst.name_ar,
    };
    if (collection === "programs") summary.degree = r.getString("degree");
    if (collection === "instructors") summary.department = r.getString("department");
    out[r.id] = summary;
  }
  return out;
}

/**
 * Plain items of one collection, each with `target` (what the rating, suggestion or claim is about). A reply's
 * target is the rating it answers: for moderators (`full`) the rating itself with its own target; for its author
 * (their contributions, their export) only which rating and what it is about, since the rating's text is
 * another person's.
 * @param {CoreApp} app
 * @param {string} name
 * @param {core.Record[]} records
 * @param {boolean} [full]
 */
function withTargets(app, name, records, full = true) {
  // An edit is read as the rating it would become (lib/ratings/rating-revisions.js).
  if (name === "rating_revisions")
    return require(`${__hooks}/lib/ratings/rating-revisions.js`).queueItems(app, records);
  if (name === "rating_replies") {
    const ratings = app.findRecordsByIds("instructor_ratings", unique(records.map((r) => r.getString("rating"))));
    /** @type {Record<string, Record<string, any>>} */
    const rated = {};
    for (const rating of withTargets(app, "instructor_ratings", ratings)) {
      rated[rating.id] = full ? rating : { collection: "instructor_ratings", id: rating.id, about: rating.target };
    }
    return records.map((r) => Object.assign(plain(r), { target: rated[r.getString("rating")] || null }));
  }
  const [field, targetCollection] = TARGET_FIELD[name];
  const targets = describe(
    app,
    targetCollection,
    records.map((r) => r.getString(field)),
  );
  return records.map((r) => {
    const item = plain(r);
    item.target = targets[r.getString(field)] || null;
    return item;
  });
}

/**
 * Reports, each with the reported content in context (null when it no longer exists).
 * @param {CoreApp} app
 * @param {core.Record[]} reports
 */
function reportsWithContent(app, reports) {
  /** @type {Record<string, string[]>} */
  const byCollection = {};
  for (const r of reports) {
    const name = REPORTED[r.getString("reported_collection")];
    (byCollection[name] = byCollection[name] || []).push(r.getString("reported_id"));
  }
  /** @type {Record<string, Record<string, any>>} */
  const contents = {};
  for (const name of Object.keys(byCollection)) {
    for (const item of withTargets(app, name, app.findRecordsByIds(name, unique(byCollection[name])))) {
      contents[`${name}/${item.id}`] = item;
    }
  }
  return reports.map((r) => {
    const item = plain(r);
    const name = REPORTED[r.getString("reported_collection")];
    item.content_collection = name;
    item.content = contents[`${name}/${r.getString("reported_id")}`] || null;
    return item;
  });
}

/**
 * GET /api/rayek/moderation/queue/{kind}?page=1&perPage=20 — oldest first; reports also `&reason=` (one of
 * contract/report-reasons.js), with the waiting count of each reason (`reasons`). Each item says whether it is about a
 * profile the moderator holds or claims (`own_profile`): it stays in their queue, like in everyone's (the counts
 * agree), and another moderator decides it (lib/moderation/own-profile.js).
 * @param {core.RequestEvent} e
 */
function queue(e) {
  noStore(e);
  const moderator = requireModerator(e);
  const kind = e.request.pathValue("kind");
  // Own keys only: "constructor" or "__proto__" must not pass for a queue.
  if (!Object.prototype.hasOwnProperty.call(QUEUES, kind)) refuse(e, { kind: CODES.INVALID_VALUE });
  const status = QUEUES[kind];
  const paged = paging(e, 20);
  if (paged.refused) refuse(e, { [paged.refused]: CODES.INVALID_VALUE });
  const { page, perPage } = paged;
  // Reports may be filtered by their reason (`?reason=`, lib/moderation/report-queue.js); the answer counts each reason.
  const reason = kind === "reports" ? reportQueue.requestedReason(e) : "";
  if (reason === null) refuse(e, { reason: CODES.INVALID_VALUE });
  const where = reason ? { status, report_reason: reason } : { status };
  const filter = reason ? "status = {:status} && report_reason = {:report_reason}" : "status = {:status}";
  const records = e.app.findRecordsByFilter(kind, filter, "created,id", perPage, (page - 1) * perPage, where);
  const totalItems = e.app.countRecords(kind, $dbx.hashExp(where));
  const items = kind === "reports" ? reportsWithContent(e.app, records) : withTargets(e.app, kind, records);
  const own = ownProfile(e.app, moderator.id);
  items.forEach((item, i) => {
    item.own_profile = own.about(records[i]);
  });
  const answer = { page, perPage, totalItems, totalPages: Math.ceil(totalItems / perPage), items };
  return e.json(
    200,
    kind === "reports" ? Object.assign(answer, { reasons: reportQueue.waitingByReason(e.app, status) }) : answer,
  );
}

/**
 * GET /api/rayek/moderation/counts — the header badge: one cheap query over the (status, …) indexes.
 * @param {core.RequestEvent} e
 */
function counts(e) {
  noStore(e);
  requireModerator(e);
  const kinds = Object.keys(QUEUES);
  /** @type {Record<string, number>} */
  const zeros = {};
  for (const kind of kinds) zeros[kind] = 0;
  const row = new DynamicModel(zeros);
  // Names and statuses come from the contract, never from the request: safe to write into the SQL.
  const columns = kinds.map((kind) => `(SELECT COUNT(*) FROM ${kind} WHERE status = '${QUEUES[kind]}') AS ${kind}`);
  e.app
    .db()
    .newQuery(`SELECT ${columns.join(", ")}`)
    .one(row);
  /** @type {Record<string, number>} */
  const result = {};
  for (const kind of kinds) result[kind] = row[kind];
  result.total = Object.keys(result).reduce((sum, k) => sum + result[k], 0);
  return e.json(200, result);
}

const MINE_LIMIT = 200;

/**
 * target id → reason of the latest log row that set the item's current status.
 * @param {CoreApp} app
 * @param {Record<string, any>[]} items
 */
function reasons(app, items) {
  const ids = items.map((i) => i.id);
  /** @type {Record<string, string>} */
  const map = {};
  if (ids.length === 0) return map;
  /** @type {Record<string, string>} */
  const params = {};
  const names = ids.map((id, i) => {
    params[`id${i}`] = id;
    return `{:id${i}}`;
  });
  const rows = arrayOf(new DynamicModel({ target_id: "", to_status: "", reason: "" }));
  app
    .db()
    .newQuery(
      `SELECT target_id, to_status, reason FROM moderation_log
      WHERE target_id IN (${names.join(", ")}) ORDER BY created, rowid`,
    )
    .bind(params)
    .all(rows);
  /** @type {Record<string, string>} */
  const status = {};
  for (const i of items) status[i.id] = i.status;
  // Later rows overwrite earlier ones: the last decision that led to the current status wins.
  for (const row of rows) {
    if (status[row.target_id] === row.to_status) map[row.target_id] = row.reason;
  }
  return map;
}

/**
 * One user's items of one authored collection, newest first, as plain data without `user`: ratings and
 * suggestions with their `target`, each with `reason` (the moderator's reason for its current status, "" when
 * none). `user` is hidden and not filterable through the API, so callers pass the caller's own id and nothing
 * else: nobody can ask for someone else's.
 * @param {CoreApp} app
 * @param {string} name
 * @param {string} userId
 * @param {number} limit at most this many; 0 for all
 */
function authoredBy(app, name, userId, limit) {
  const records = app.findRecordsByFilter(name, "user = {:user}", "-created", limit, 0, { user: userId });
  const items = name === "reports" ? records.map(plain) : withTargets(app, name, records, false);
  const why = reasons(app, items);
  for (const item of items) item.reason = why[item.id] || "";
  return items;
}

/**
 * GET /api/rayek/contributions/mine — the caller's own ratings, instructor suggestions and reports, newest
 * first (at most 200 of each).
 * @param {core.RequestEvent} e
 */
function mine(e) {
  noStore(e);
  const auth = requireUser(e);
  const items = [];
  const { latestOf, NAME: EDITS } = require(`${__hooks}/lib/ratings/rating-revisions.js`);
  for (const name of Object.keys(QUEUES)) {
    // An edit is shown on its rating (`revision`), not as an item of its own.
    if (name === EDITS) continue;
    const authored = authoredBy(e.app, name, auth.id, MINE_LIMIT);
    if (Object.prototype.hasOwnProperty.call(RATING_TARGETS, name)) {
      const latest = latestOf(
        e.app,
        name,
        authored.map((item) => item.id),
      );
      for (const item of authored) item.revision = latest[item.id] || null;
    }
    for (const item of authored) {
      item.collection = name;
      items.push(item);
    }
  }
  items.sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0));
  require(`${__hooks}/lib/contributions/contribution-targets.js`).addReportTargets(e.app, items);
  return e.json(200, { items });
}

module.exports = { queue, counts, mine, authoredBy, describe, withTargets, QUEUES };
