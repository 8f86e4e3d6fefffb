// GET /api/rayek/directory/changes?since=<seq>: what changed in the directory after `since` (the seq of the
// device's snapshot or of its last delta), read from the change log (migration 1796703000, written by triggers).
// At most ENTRIES_MAX log entries per answer: the records they name, each answered with its current row
// (`upserts`) or, when it is no longer public (deleted, an instructor no longer ACTIVE), its id (`removed`);
// `seq` is the last entry read and `more` says whether later ones wait. A record changed several times is sent
// once. A row may already hold a change logged after `seq`: that entry sends it again (applying is idempotent).
// `resync: true` (nothing else to apply) when the device cannot catch up from the log: `since` is before the
// oldest entry kept (compacted, KEEP_DAYS), more than PENDING_MAX entries behind (a bulk rewrite such as
// rebuild-read-models logs every record: the snapshot is smaller), or after the last seq (the server's data
// was restored from an older backup).
const { rowsSql, readRows, currentSeq } = require(`${__hooks}/lib/directory/directory-rows.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);

const ENTRIES_MAX = 500;
const PENDING_MAX = 20000;
const KEEP_DAYS = 30;
/** @type {Record<string, "institutions" | "programs" | "instructors">} */
const KIND_OF = { institution: "institutions", program: "programs", instructor: "instructors" };

/** @param {string} value */
function parseSince(value) {
  if (!/^[0-9]{1,15}$/.test(value)) {
    throw new BadRequestError("Invalid since.", { since: new ValidationError(CODES.INVALID_VALUE, "Invalid since.") });
  }
  return Number(value);
}

/**
 * The seq below which entries were compacted: a device behind it missed some.
 * @param {CoreApp} app
 * @param {number} last
 */
function floorSeq(app, last) {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery(`SELECT COALESCE((SELECT MIN(seq) - 1 FROM directory_changes), ${last}) AS n`).one(row);
  return row.n;
}

/**
 * The delta after `since`, as an object for JSON.
 * @param {CoreApp} app
 * @param {number} since
 * @param {number} [limit]
 */
function changesSince(app, since, limit) {
  const max = limit || ENTRIES_MAX;
  const last = currentSeq(app);
  const empty = { upserts: {}, removed: {} };
  if (since > last || since < floorSeq(app, last) || last - since > PENDING_MAX) {
    return { seq: last, resync: true, more: false, ...empty };
  }
  const entries = arrayOf(new DynamicModel({ seq: 0, kind: "", record_id: "" }));
  app
    .db()
    .newQuery("SELECT seq, kind, record_id FROM directory_changes WHERE seq > {:since} ORDER BY seq LIMIT {:limit}")
    .bind({ since, limit: max + 1 })
    .all(entries);
  const more = entries.length > max;
  const taken = entries.slice(0, max);
  /** @type {Record<string, Record<string, boolean>>} */
  const named = { institutions: {}, programs: {}, instructors: {} };
  for (const entry of taken) if (KIND_OF[entry.kind]) named[KIND_OF[entry.kind]][entry.record_id] = true;
  /** @type {Record<string, unknown[]>} */
  const upserts = {};
  /** @type {Record<string, string[]>} */
  const removed = {};
  for (const kind of /** @type {const} */ (["institutions", "programs", "instructors"])) {
    const ids = Object.keys(named[kind]);
    if (ids.length === 0) continue;
    const where = "r.id IN (SELECT value FROM json_each({:ids}))";
    const rows = readRows(app, rowsSql(kind, "r.institution", where), { ids: JSON.stringify(ids) }).map((r) =>
      JSON.parse(r),
    );
    /** @type {Record<string, boolean>} */
    const found = {};
    for (const row of rows) found[row[0]] = true;
    const gone = ids.filter((id) => !found[id]).sort();
    if (rows.length) upserts[kind] = rows;
    if (gone.length) removed[kind] = gone;
  }
  return { seq: taken.length ? taken[taken.length - 1].seq : since, more, upserts, removed };
}

/** @param {core.RequestEvent} e */
function answer(e) {
  const since = parseSince(e.request.url.query().get("since"));
  return e.json(200, changesSince(e.app, since));
}

/**
 * Drops the entries older than KEEP_DAYS (the daily job of 77_device_directory.pb.js).
 * @param {CoreApp} app
 */
function compact(app) {
  app
    .db()
    .newQuery("DELETE FROM directory_changes WHERE at < CAST(strftime('%s', 'now') AS INTEGER) - {:age}")
    .bind({ age: KEEP_DAYS * 86400 })
    .execute();
}

module.exports = { answer, changesSince, compact, ENTRIES_MAX, PENDING_MAX, KEEP_DAYS };
