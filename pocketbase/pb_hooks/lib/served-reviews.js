// The first page of a record's published reviews in its served HTML, for readers and crawlers that run no
// script: the ratings the app shows first (ACTIVE, newest first, RATINGS_PAGE_SIZE of them), with their scores,
// course (an instructor's) and text, in the default language.
//
// Inside <noscript>, after the app's root element: a browser running scripts never renders it, so the page
// cannot move when the app starts (the app's list arrives with its read model; the page's CLS is unchanged),
// and React never sees it (it is outside the element it hydrates). The cards use the app's rating-card classes
// (src/ui/rating-card.tsx), so the page's stylesheet lays them out.
//
// Anonymous and escaped: the query reads no author, vote or status column, only the public fields a guest's
// list of the ratings shows; every value is HTML-escaped (reviews are the public's words).
const { ratingOrder } = require(`${__hooks}/../../contract/rating-order.js`);
const { INSTITUTION_SCORES, PROGRAM_SCORES, INSTRUCTOR_SCORES } = require(`${__hooks}/../../contract/ratings.js`);
const { defaultTexts } = require(`${__hooks}/lib/default-texts.js`);
const { escapeHtml } = require(`${__hooks}/lib/record-pages.js`);

/** The app's ratings page size (src/domain/browse-search.ts RATINGS_PAGE_SIZE). */
const RATINGS_PAGE_SIZE = 5;

/** Each record kind's ratings: collection, the column naming the record, the scores a card shows. */
const RATINGS = {
  institutions: { collection: "institution_ratings", target: "institution", scores: INSTITUTION_SCORES, course: false },
  programs: { collection: "program_ratings", target: "program", scores: PROGRAM_SCORES, course: false },
  instructors: { collection: "instructor_ratings", target: "instructor", scores: INSTRUCTOR_SCORES, course: true },
};

/**
 * A score as the app prints it in Arabic: one decimal after a comma (lib/i18n/format-score.ts).
 * @param {number} n
 */
const score = (n) => (n > 0 ? Number(n).toFixed(1).replace(".", ",") : "–");

/**
 * The published reviews' HTML (a <noscript> element), or "" for a kind without ratings or none published.
 * @param {CoreApp} app
 * @param {string} kind a key of lib/record-pages.js KINDS
 * @param {string} id the record's id (15 × a–z0–9, checked by lib/record-pages.js)
 * @returns {string}
 */
function servedReviews(app, kind, id) {
  const spec = /** @type {Record<string, { collection: string, target: string, scores: readonly string[], course: boolean }>} */ (RATINGS)[kind];
  if (!spec) return "";
  /** @type {Record<string, string | number>} */
  const fields = { id: "", created: "", review: "" };
  if (spec.course) fields.course = "";
  for (const name of spec.scores) fields[name] = 0;
  const order = ratingOrder(spec.collection, "newest")
    .map(([field, direction]) => `${field} ${direction.toUpperCase()}`)
    .join(", ");
  const rows = arrayOf(new DynamicModel(fields));
  app
    .db()
    .newQuery(
      `SELECT ${Object.keys(fields).join(", ")} FROM ${spec.collection} ` +
        `WHERE ${spec.target} = {:id} AND status = 'ACTIVE' ORDER BY ${order} LIMIT ${RATINGS_PAGE_SIZE}`,
    )
    .bind({ id })
    .all(rows);
  if (rows.length === 0) return "";
  const texts = defaultTexts(app);
  /** @param {string} key */
  const t = (key) => escapeHtml(texts[key] || "");
  const cards = rows.map((row) => {
    const created = String(row.created).replace(" ", "T");
    const head =
      '<header class="rating-card-head">' +
      (spec.course && row.course ? `<h3 class="rating-course" dir="auto">${escapeHtml(row.course)}</h3>` : "") +
      `<time datetime="${escapeHtml(created)}">${escapeHtml(created.slice(0, 10))}</time></header>`;
    const scores = spec.scores
      .map(
        (name) =>
          `<div class="rating-score"><dt>${t(`browse.score.${name}`)}</dt><dd><span class="score-badge"><span class="score-value">` +
          `${score(Number(row[name]))}</span><span class="score-scale">/5</span></span></dd></div>`,
      )
      .join("");
    return (
      `<li><article class="rating-card">${head}<dl class="rating-scores">${scores}</dl>` +
      `<p class="rating-review" dir="auto">${escapeHtml(row.review)}</p></article></li>`
    );
  });
  return (
    `<noscript><section class="ratings" aria-labelledby="served-ratings-heading"><h2 id="served-ratings-heading">` +
    `${t("browse.ratings.title")}</h2><ol class="rating-list">${cards.join("")}</ol></section></noscript>`
  );
}

/**
 * `html` with the record's first reviews before its </body>, or as it is when there are none or anything fails.
 * @param {CoreApp} app
 * @param {string} html
 * @param {string} kind
 * @param {string} id
 */
function withServedReviews(app, html, kind, id) {
  try {
    const reviews = servedReviews(app, kind, id);
    const at = html.lastIndexOf("</body>");
    if (reviews === "" || at < 0) return html;
    // Spliced, not String.replace: "$&" in a review must stay text.
    return html.slice(0, at) + reviews + html.slice(at);
  } catch (_) {
    return html;
  }
}

module.exports = { servedReviews, withServedReviews, RATINGS_PAGE_SIZE };
