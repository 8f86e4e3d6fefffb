// GET /api/rayek/directory/snapshot: the whole directory the device keeps (contract/directory-sync.js), with the
// change-log seq it is current to; the device then asks /changes?since=seq. Built from the database at most once
// per BUILD_EVERY_MS and kept in PocketBase's in-memory store: with ratings arriving the seq moves all the time,
// and a snapshot a minute old is as good as a fresh one (the delta brings it forward). Its seq is read before its
// rows, so a row may already hold a later change: the delta sends that record again, and applying is idempotent.
// The answer is public (the shared-cache policy "directory", lib/http/public-cache.js) with an ETag of its seq;
// PocketBase's gzip middleware (10_http.pb.js) and the proxy compress it.
const { rowsSql, joinedRows, currentSeq } = require(`${__hooks}/lib/directory/directory-rows.js`);
const { DIRECTORY_FORMAT } = require(`${__hooks}/../../contract/directory-sync.js`);

const STORE_KEY = "rayek_directory_snapshot";
// RAYEK_DIRECTORY_REBUILD_SECONDS changes it (the API tests set 0: every request builds).
const BUILD_EVERY_MS = 60 * 1000;
/** How long one request's claim to build holds (a build takes well under a second at 30,000 instructors). */
const BUILD_CLAIM_MS = 30 * 1000;

function buildEveryMs() {
  const seconds = $os.getenv("RAYEK_DIRECTORY_REBUILD_SECONDS");
  return /^[0-9]+$/.test(seconds) ? Number(seconds) * 1000 : BUILD_EVERY_MS;
}

/**
 * The snapshot's JSON text, built now.
 * @param {CoreApp} app
 * @returns {{ seq: number, body: string }}
 */
function build(app) {
  const seq = currentSeq(app);
  const institutions = joinedRows(app, rowsSql("institutions", "", ""));
  // Each institution's index in that list (id order), computed once; the inner join also leaves out a record
  // whose institution is missing (no index would name it).
  const join = `JOIN (SELECT id AS institution_id, ROW_NUMBER() OVER (ORDER BY id) - 1 AS n FROM institutions) ix
    ON ix.institution_id = r.institution`;
  const programs = joinedRows(app, rowsSql("programs", "ix.n", "", join));
  const instructors = joinedRows(app, rowsSql("instructors", "ix.n", "", join));
  const body =
    `{"format":${DIRECTORY_FORMAT},"seq":${seq},"institutions":${institutions},` +
    `"programs":${programs},"instructors":${instructors}}`;
  return { seq, body };
}

/**
 * The kept snapshot, or a new one when it is older than BUILD_EVERY_MS or the log was rewound (a restore).
 * @param {CoreApp} app
 */
function snapshot(app) {
  const store = app.store();
  const kept = /** @type {{ seq: number, body: string, at: number } | null} */ (store.get(STORE_KEY) || null);
  const now = Date.now();
  if (kept && now - kept.at < buildEveryMs() && kept.seq <= currentSeq(app)) return kept;
  // One request builds; those arriving meanwhile get the kept one (still correct: its seq says how old it is).
  let building = false;
  store.setFunc(`${STORE_KEY}#building`, (/** @type {number | undefined} */ at) => {
    building = !!at && now - at < BUILD_CLAIM_MS;
    return building ? at : now;
  });
  if (building && kept && kept.seq <= currentSeq(app)) return kept;
  try {
    const fresh = { ...build(app), at: now };
    store.set(STORE_KEY, fresh);
    return fresh;
  } finally {
    store.remove(`${STORE_KEY}#building`);
  }
}

/** @param {core.RequestEvent} e */
function answer(e) {
  const { seq, body } = snapshot(e.app);
  const etag = `"directory-${seq}"`;
  const header = e.response.header();
  header.set("ETag", etag);
  if (e.request.header.get("If-None-Match") === etag) return e.noContent(304);
  header.set("Content-Type", "application/json");
  return e.string(200, body);
}

module.exports = { answer, build };
