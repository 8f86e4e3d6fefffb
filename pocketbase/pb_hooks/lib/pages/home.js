// GET /api/rayek/home: what the home page shows besides its search box (docs/api.md, "The home page"): the
// latest published reviews, the counts of institutions, instructors and published reviews, and the best-rated
// institutions and programs. Public and the same for everyone, so it is computed at most once a minute
// (PocketBase's in-memory store) and may be cached by browsers and a CDN for as long.
//
// Cheap even when computed: the latest reviews are the newest few ACTIVE rows of each rating table (their
// (status, created) index, a few rows each); the counts read the statistics rows the triggers keep (one per rated
// record) and the institutions and instructors tables' indexes, never a ratings table; the best-rated lists
// look only at records with at least BEST_RATED_MIN_REVIEWS (their statistics rows), the same rule as an
// institution's "best" order (contract/directory.js).
//
// Anonymous like every public answer: no author, no status, only ACTIVE ratings of public targets (an
// instructor only when ACTIVE: a pending suggestion's name is not public).
const { HOME_LATEST_REVIEWS, HOME_BEST_RATED, HOME_EXCERPT_MAX } = require(`${__hooks}/../../contract/home.js`);
const { BEST_RATED_MIN_REVIEWS } = require(`${__hooks}/../../contract/directory.js`);

/** How long one computed answer is served, in seconds (also the answer's HTTP max-age). */
const HOME_TTL_SECONDS = 60;
const STORE_KEY = "rayek.home";

/** The newest ACTIVE reviews of each rating table, with their target's public names; one SQL. */
const LATEST_SQL = `SELECT * FROM (
  SELECT * FROM (SELECT r.id AS id, 'institution_ratings' AS collection, r.institution AS target_id, i.name AS name,
    i.name_ar AS name_ar, '' AS institution_id, '' AS institution_name, '' AS institution_name_ar,
    ROUND(r.overall_score, 1) AS score, substr(r.review, 1, {:cut}) AS review, r.created AS created
    FROM institution_ratings r JOIN institutions i ON i.id = r.institution
    WHERE r.status = 'ACTIVE' ORDER BY r.created DESC, r.id DESC LIMIT {:limit})
  UNION ALL
  SELECT * FROM (SELECT r.id, 'program_ratings', r.program,
    CASE WHEN p.specialization_pathway != '' THEN p.specialization_pathway ELSE p.discipline_major END, '',
    i.id, i.name, i.name_ar, ROUND(r.overall_score, 1), substr(r.review, 1, {:cut}), r.created
    FROM program_ratings r JOIN programs p ON p.id = r.program JOIN institutions i ON i.id = p.institution
    WHERE r.status = 'ACTIVE' ORDER BY r.created DESC, r.id DESC LIMIT {:limit})
  UNION ALL
  SELECT * FROM (SELECT r.id, 'instructor_ratings', r.instructor, t.name, '', i.id, i.name, i.name_ar,
    ROUND(r.overall_quality, 1), substr(r.review, 1, {:cut}), r.created
    FROM instructor_ratings r JOIN instructors t ON t.id = r.instructor AND t.status = 'ACTIVE'
    JOIN institutions i ON i.id = t.institution
    WHERE r.status = 'ACTIVE' ORDER BY r.created DESC, r.id DESC LIMIT {:limit})
) ORDER BY created DESC, id DESC LIMIT {:limit}`;

const COUNTS_SQL = `SELECT
  (SELECT COUNT(*) FROM institutions) AS institutions,
  (SELECT COUNT(*) FROM instructors WHERE status = 'ACTIVE') AS instructors,
  (SELECT COALESCE(SUM(review_count), 0) FROM institution_stats)
    + (SELECT COALESCE(SUM(review_count), 0) FROM program_stats)
    + (SELECT COALESCE(SUM(s.review_count), 0) FROM instructor_stats s
       JOIN instructors t ON t.id = s.id AND t.status = 'ACTIVE') AS reviews`;

// "Best" as contract/directory.js ranks it, among the records that reach the minimum (a best-rated list
// shows no record below it).
const BEST_INSTITUTIONS_SQL = `SELECT i.id AS id, i.name AS name, i.name_ar AS name_ar,
  ROUND(v.overall_rating, 1) AS overall_rating, v.review_count AS review_count
  FROM institution_stats s JOIN institutions_search v ON v.id = s.id JOIN institutions i ON i.id = s.id
  WHERE s.review_count >= {:min}
  ORDER BY v.overall_rating DESC, v.review_count DESC, v.id LIMIT {:limit}`;

const BEST_PROGRAMS_SQL = `SELECT p.id AS id, p.discipline_major AS discipline_major,
  p.specialization_pathway AS specialization_pathway, i.id AS institution_id, i.name AS institution_name,
  i.name_ar AS institution_name_ar, ROUND(v.overall_rating, 1) AS overall_rating, v.review_count AS review_count
  FROM program_stats s JOIN programs_search v ON v.id = s.id JOIN programs p ON p.id = s.id
  JOIN institutions i ON i.id = p.institution
  WHERE s.review_count >= {:min}
  ORDER BY v.overall_rating DESC, v.review_count DESC, v.id LIMIT {:limit}`;

/**
 * A review's first HOME_EXCERPT_MAX characters, cut at a word where one is near, "…" when cut.
 * @param {string} text
 */
function excerpt(text) {
  const s = String(text);
  if (s.length <= HOME_EXCERPT_MAX) return s;
  let cut = s.slice(0, HOME_EXCERPT_MAX);
  const space = cut.lastIndexOf(" ");
  if (space > HOME_EXCERPT_MAX * 0.7) cut = cut.slice(0, space);
  // Never half of a character written as two UTF-16 units (an emoji).
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** A column's value shape for a REAL column: DynamicModel makes a whole number's column an integer one. */
const FLOAT = 0.5;

/**
 * @param {CoreApp} app
 * @param {string} sql
 * @param {Record<string, string | number>} fields the columns, with a value of their type
 * @param {dbx.Params} params
 * @returns {Record<string, string | number>[]}
 */
function rows(app, sql, fields, params) {
  const list = arrayOf(new DynamicModel(fields));
  app.db().newQuery(sql).bind(params).all(list);
  return list.map((row) => {
    /** @type {Record<string, string | number>} */
    const out = {};
    for (const key of Object.keys(fields))
      out[key] = typeof fields[key] === "number" ? Number(row[key]) : String(row[key]);
    return out;
  });
}

/**
 * The answer, computed now.
 * @param {CoreApp} app
 */
function compute(app) {
  const latest = rows(
    app,
    LATEST_SQL,
    {
      id: "",
      collection: "",
      target_id: "",
      name: "",
      name_ar: "",
      institution_id: "",
      institution_name: "",
      institution_name_ar: "",
      score: FLOAT,
      review: "",
    },
    { limit: HOME_LATEST_REVIEWS, cut: HOME_EXCERPT_MAX + 1 },
  ).map((r) => Object.assign(r, { review: excerpt(String(r.review)) }));
  const counts = rows(app, COUNTS_SQL, { institutions: 0, instructors: 0, reviews: 0 }, {})[0];
  const best = { min: BEST_RATED_MIN_REVIEWS, limit: HOME_BEST_RATED };
  const institutions = rows(
    app,
    BEST_INSTITUTIONS_SQL,
    { id: "", name: "", name_ar: "", overall_rating: FLOAT, review_count: 0 },
    best,
  );
  const programs = rows(
    app,
    BEST_PROGRAMS_SQL,
    {
      id: "",
      discipline_major: "",
      specialization_pathway: "",
      institution_id: "",
      institution_name: "",
      institution_name_ar: "",
      overall_rating: FLOAT,
      review_count: 0,
    },
    best,
  );
  return { minReviews: BEST_RATED_MIN_REVIEWS, counts, latest, institutions, programs };
}

/**
 * The current answer as JSON, from the store while it is younger than HOME_TTL_SECONDS.
 * @param {CoreApp} app
 * @returns {string}
 */
function homeBody(app) {
  const store = app.store();
  const now = Date.now();
  const kept = store.get(STORE_KEY);
  if (kept && now - kept.at < HOME_TTL_SECONDS * 1000) return kept.body;
  const body = JSON.stringify(compute(app));
  store.set(STORE_KEY, { at: now, body });
  return body;
}

/** @param {core.RequestEvent} e */
function answer(e) {
  e.response.header().set("Content-Type", "application/json");
  // The same for everyone: a shared cache may keep it (lib/http/public-cache.js), unless asked with a session.
  const publicCache = require(`${__hooks}/lib/http/public-cache.js`);
  e.response
    .header()
    .set("Cache-Control", publicCache.isAnonymousRead(e) ? publicCache.cacheControl("home") : "no-cache");
  return e.string(200, homeBody(e.app));
}

module.exports = { answer, homeBody, excerpt, HOME_TTL_SECONDS };
