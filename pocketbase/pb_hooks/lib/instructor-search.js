// GET /api/rayek/instructors/search?q=…[&institution=…][&page=1][&perPage=20]
// Instructor search by name from the FTS5 trigram index (migration 1795300900): a substring match in time
// that does not grow with the number of instructors, where the `instructors_search` view with `name ~ q`
// scans every name. Public, like the view it reads: the rows are exactly `instructors_search` rows (ACTIVE
// instructors, no author), oldest first, in PocketBase's list shape without totals (skipTotal semantics).
// Answers are cached (lib/versioned-cache.js) under the version of the data they are made of, so an answer is
// served again only while nothing it shows has changed. Students search the same names over and over; in the
// bench cached answers come about five times as fast as computed ones (docs/benchmarks.md).
const { normalise } = require(`${__hooks}/lib/search-text.js`);
const { versionedCache, respondJson } = require(`${__hooks}/lib/versioned-cache.js`);
const { allRows } = require(`${__hooks}/lib/prepared-queries.js`);
const { paging } = require(`${__hooks}/lib/request-params.js`);
const { refuser } = require(`${__hooks}/lib/errors.js`);

/** Entries kept at most (a few KB each); past it, or when the data changes, the cache starts over. */
const CACHE_LIMIT = 2000;

/** Instructor names are at most 100 characters (migration 1795300200): a longer text can match nothing. */
const TEXT_MAX = 100;
/**
 * Bound on the text as received, checked before anything reads it. Folding only removes characters (Arabic
 * marks, tatweel, repeated spaces), so room is left for those; past this even the folded text is too long.
 * Without a bound, the cost of a search grew faster than its length (a 500 KB text took ~19 s of CPU).
 */
const RAW_TEXT_MAX = 4 * TEXT_MAX;
/**
 * Pages are read from the index in its own order, skipping the earlier ones: a page's cost grows with its
 * number (page 600 of a name shared by 30,000 instructors took ~55 ms, page 1 ~3 ms). Nobody reads past a
 * hundred pages of one name (2,000 names at the app's 20 a page) rather than typing more of it.
 */
const PAGE_MAX = 100;

const MESSAGES = {
  validation_search_too_short: {
    ar: "اكتب 3 حروف على الأقل.",
    fr: "Saisissez au moins 3 caractères.",
    en: "Search text must have at least 3 characters.",
  },
  validation_max_text_constraint: {
    ar: "النص طويل برشا (100 حرف أقصى حاجة).",
    fr: "Le texte est trop long (100 caractères au plus).",
    en: "Search text must have at most 100 characters.",
  },
  validation_invalid_value: {
    ar: "القيمة هذي موش مقبولة.",
    fr: "Cette valeur n'est pas acceptée.",
    en: "This value is not accepted.",
  },
};

const refuse = refuser(MESSAGES);

/** @param {core.RequestEvent} e */
function answer(e) {
  const query = e.request.url.query();
  // Every parameter is checked before any work that grows with it (folding, the index, the cache key).
  const raw = query.get("q");
  if (raw.length > RAW_TEXT_MAX) refuse(e, { q: "validation_max_text_constraint" });
  const institution = query.get("institution");
  if (institution && !/^[a-z0-9]{15}$/.test(institution)) refuse(e, { institution: "validation_invalid_value" });
  const paged = paging(e, 20, PAGE_MAX);
  if (paged.refused) refuse(e, { [paged.refused]: "validation_invalid_value" });
  const { page, perPage } = paged;

  const text = normalise(raw);
  const length = [...text].length;
  // Trigrams need three characters; the client only searches from three on.
  if (length < 3) refuse(e, { q: "validation_search_too_short" });
  if (length > TEXT_MAX) refuse(e, { q: "validation_max_text_constraint" });

  const cache = versionedCache(e.app, "rayek.instructorSearch", CACHE_LIMIT);
  const key = `${institution}|${page}|${perPage}|${text}`;
  const cached = cache.get(key);
  if (cached) return respondJson(e, cached);

  const rows = arrayOf(new DynamicModel({
    id: "", name: "", department: "", institution_id: "", institution_name: "",
    avg_overall_quality: -0, avg_difficulty: -0, avg_would_take_again: 0, review_count: 0,
  }));
  // The whole text is one FTS5 phrase: every trigram of it, in order, i.e. a substring match. Filtering and
  // paging happen inside the index, in its own (insertion) order so SQLite stops after one page: sorting by
  // name read every match first ("Trabelsi" matches thousands) and cut throughput by half or more. Only the
  // page's rows are joined to the read model. The query stays prepared (lib/prepared-queries.js).
  const sql = () => `
      SELECT s.id, s.name, s.department, s.institution_id, s.institution_name,
             s.avg_overall_quality, s.avg_difficulty, s.avg_would_take_again, s.review_count
      FROM (SELECT rowid, instructor FROM instructor_name_fts
            WHERE instructor_name_fts MATCH {:phrase} AND status = 'ACTIVE'
            ${institution ? "AND institution = {:institution}" : ""}
            ORDER BY rowid
            LIMIT {:limit} OFFSET {:offset}) f
      JOIN instructors_search s ON s.id = f.instructor
      ORDER BY f.rowid`;
  const params = {
    phrase: `"${text.replace(/"/g, '""')}"`,
    institution: institution || "",
    limit: perPage,
    offset: (page - 1) * perPage,
  };
  allRows(e.app, institution ? "instructorSearchIn" : "instructorSearch", sql, params, rows);

  const items = rows.map((r) => ({
    id: r.id, name: r.name, department: r.department, institution_id: r.institution_id,
    institution_name: r.institution_name, avg_overall_quality: r.avg_overall_quality,
    avg_difficulty: r.avg_difficulty, avg_would_take_again: r.avg_would_take_again, review_count: r.review_count,
  }));
  const answerBody = JSON.stringify({ page, perPage, totalItems: -1, totalPages: -1, items });
  // Only answers with items are kept: made-up texts (each its own key) cannot fill the cache and push out
  // the answers students actually read again.
  if (items.length > 0) cache.put(key, answerBody);
  return respondJson(e, answerBody);
}

module.exports = { answer };
