// The first page of a record's published reviews in its served HTML (institution, instructor and program
// pages): the ratings the app shows first (ACTIVE, newest first, RATINGS_PAGE_SIZE of them), in the default
// language, written into the element SERVED_RATINGS_PLACE (contract/served-ratings.js) that the prerendered page
// holds where the app's rating list goes (under the skeletons that stand for the page's figures until they load;
// hidden without scripts). Readers and crawlers that run no script read them there; a browser running scripts
// paints them with the HTML, before any script. Why the app keeps them rather than hydrating a list from served
// rows, and where they stand once the figures arrive: docs/api.md "Record pages".
//
// The cards are the app's own markup (src/ui/rating-card.tsx in src/slices/votes/components/rating-list.tsx: classes, answers, tags,
// the report link, the date and scores as the app prints them in Arabic), so the stylesheet lays them out alike
// and the app's list, when it replaces them, moves nothing. Only the vote buttons are left out (their place is
// kept: the actions row is as tall with the report link alone). The app keeps this HTML as it is while it
// hydrates and loads the page's figures and list (src/ui/served-ratings.tsx); it never hydrates it. Change the
// two together.
//
// Anonymous and escaped: the query reads no author, vote or status column, only the public fields a guest's
// list of the ratings shows; every value is HTML-escaped (reviews are the public's words).
const { ratingOrder } = require(`${__hooks}/../../contract/rating-order.js`);
const { INSTITUTION_SCORES, PROGRAM_SCORES, INSTRUCTOR_SCORES, REVERSED_SCORES } = require(
  `${__hooks}/../../contract/ratings.js`,
);
const { SERVED_RATINGS_PLACE } = require(`${__hooks}/../../contract/served-ratings.js`);
const { defaultTexts } = require(`${__hooks}/lib/pages/default-texts.js`);
const { escapeHtml } = require(`${__hooks}/lib/pages/record-pages.js`);

/** The app's ratings page size (src/domain/browse-search.ts RATINGS_PAGE_SIZE). */
const RATINGS_PAGE_SIZE = 5;

/**
 * @typedef {Record<string, any>} RatingRow
 * @typedef {(row: RatingRow, t: (key: string) => string) => { label: string, value: string }[]} Answers
 */

/** @param {boolean} yes @param {(key: string) => string} t */
const yesNo = (yes, t) => t(yes ? "browse.yesNo.yes" : "browse.yesNo.no");

/**
 * Each record kind's ratings: collection, the column naming the record, the scores a card shows, its other
 * columns (as DynamicModel's shape), its answers as the app's card lists them, its report link's kind.
 * @type {Record<string, { collection: string, target: string, scores: readonly string[], columns: Record<string, string | boolean>, answers: Answers, tags: boolean, report: string }>}
 */
const RATINGS = {
  institutions: {
    collection: "institution_ratings",
    target: "institution",
    scores: INSTITUTION_SCORES,
    columns: {},
    answers: () => [],
    tags: false,
    report: "institution-rating",
  },
  programs: {
    collection: "program_ratings",
    target: "program",
    scores: PROGRAM_SCORES,
    columns: { enrolment_status: "" },
    // src/features/programs/components/program-page.tsx
    answers: (r, t) =>
      r.enrolment_status
        ? [{ label: t("browse.answer.enrolment"), value: t(`browse.enrolment.${r.enrolment_status}`) }]
        : [],
    tags: false,
    report: "program-rating",
  },
  instructors: {
    collection: "instructor_ratings",
    target: "instructor",
    scores: INSTRUCTOR_SCORES,
    columns: {
      course: "",
      would_take_again: false,
      course_is_online: false,
      instructor_used_textbooks: false,
      attendance_mandatory: false,
      grade_status: "",
      grade: "",
      tags: "",
    },
    // src/features/instructors/components/instructor-rating-card.tsx
    answers: (r, t) => [
      { label: t("browse.answer.wouldTakeAgain"), value: yesNo(r.would_take_again, t) },
      { label: t("browse.answer.online"), value: yesNo(r.course_is_online, t) },
      { label: t("browse.answer.textbooks"), value: yesNo(r.instructor_used_textbooks, t) },
      { label: t("browse.answer.attendance"), value: yesNo(r.attendance_mandatory, t) },
      ...(r.grade_status
        ? [
            {
              label: t("browse.answer.grade"),
              value:
                r.grade_status === "RECEIVED" && r.grade ? escapeHtml(r.grade) : t(`browse.grade.${r.grade_status}`),
            },
          ]
        : []),
    ],
    tags: true,
    report: "instructor-rating",
  },
};

/**
 * A score as the app prints it in Arabic: one decimal after a comma (lib/i18n/format-score.ts).
 * @param {number} n
 */
const score = (n) => (n > 0 ? Number(n).toFixed(1).replace(".", ",") : "–");

/**
 * A score's colour as the app gives it (src/domain/score-colour.ts): a burden (difficulty, rigor, workload) the
 * other way round.
 * @param {string} name
 * @param {number} n
 */
function tone(name, n) {
  if (!(n > 0)) return "none";
  if (/** @type {readonly string[]} */ (REVERSED_SCORES).indexOf(name) >= 0)
    return n <= 2 ? "good" : n <= 4 ? "fair" : "poor";
  return n >= 4 ? "good" : n >= 3 ? "fair" : "poor";
}

/**
 * A date as the app prints it in Arabic (Intl's ar-TN, medium: "05‏/01‏/2026"), on the day it is in Tunisia
 * (UTC+1 all year): the reader's own time zone is not known here.
 * @param {string} created
 */
function arabicDate(created) {
  const at = new Date(Date.parse(created) + 3600 * 1000);
  if (isNaN(at.getTime())) return "";
  const two = (/** @type {number} */ n) => (n < 10 ? `0${n}` : String(n));
  return `${two(at.getUTCDate())}\u200f/${two(at.getUTCMonth() + 1)}\u200f/${at.getUTCFullYear()}`;
}

/**
 * The published reviews' HTML (the app's ratings section: heading and list), or "" for a kind without ratings or
 * none published.
 * @param {CoreApp} app
 * @param {string} kind a key of lib/pages/record-pages.js KINDS
 * @param {string} id the record's id (15 × a–z0–9, checked by lib/pages/record-pages.js)
 * @returns {string}
 */
function servedReviews(app, kind, id) {
  const spec = RATINGS[kind];
  if (!spec) return "";
  /** @type {Record<string, string | number | boolean>} */
  const fields = Object.assign({ id: "", created: "", edited: "", review: "" }, spec.columns);
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
  const cards = rows.map((/** @type {RatingRow} */ row) => {
    const created = String(row.created).replace(" ", "T");
    const date = arabicDate(created);
    const time = date ? `<time datetime="${escapeHtml(created)}">${date}</time>` : "";
    // An approved edit is marked as the app's card marks it (src/ui/rating-card.tsx): that it was edited, not
    // when nor by whom.
    const when = row.edited ? `<span>${time} · ${t("browse.ratings.edited")}</span>` : time;
    const head =
      '<header class="rating-card-head">' +
      (row.course ? `<h3 class="rating-course" dir="auto">${escapeHtml(row.course)}</h3>` : "") +
      when +
      "</header>";
    const scores = spec.scores
      .map((name) => {
        const n = Number(row[name]);
        return (
          `<div class="rating-score"><dt>${t(`browse.score.${name}`)}</dt><dd><span class="score-badge score-${tone(name, n)}">` +
          `<span class="score-value">${score(n)}</span><span class="score-scale">/5</span></span></dd></div>`
        );
      })
      .join("");
    const answers = spec.answers(row, t);
    /** @type {string[]} */
    let tags = [];
    if (spec.tags && row.tags) {
      try {
        const parsed = JSON.parse(String(row.tags));
        if (Array.isArray(parsed)) tags = parsed.map((tag) => t(`browse.tag.${tag}`));
      } catch (_) {
        tags = [];
      }
    }
    return (
      `<li tabindex="-1"><article class="rating-card">${head}<dl class="rating-scores">${scores}</dl>` +
      (answers.length > 0
        ? `<dl class="rating-answers">${answers.map((a) => `<div><dt>${a.label}</dt><dd>${a.value}</dd></div>`).join("")}</dl>`
        : "") +
      (tags.length > 0
        ? `<ul class="tag-list" aria-label="${t("browse.tags")}">${tags.map((tag) => `<li class="tag">${tag}</li>`).join("")}</ul>`
        : "") +
      `<p class="rating-review" dir="auto">${escapeHtml(row.review)}</p>` +
      // The vote buttons' place (slices/votes/components/vote-buttons.tsx: they come with the app), then the report link.
      `<div class="rating-actions"><div class="vote"></div>` +
      `<a href="/report/${spec.report}/${escapeHtml(row.id)}" class="report-link">${t("browse.report")}</a></div>` +
      "</article></li>"
    );
  });
  return (
    `<section class="ratings" aria-labelledby="ratings-heading"><h2 id="ratings-heading">${t("browse.ratings.title")}</h2>` +
    `<ol class="rating-list">${cards.join("")}</ol></section>`
  );
}

/**
 * `html` with the record's first reviews in its SERVED_RATINGS_PLACE, or as it is when there are none, the page
 * has no such place or anything fails.
 * @param {CoreApp} app
 * @param {string} html
 * @param {string} kind
 * @param {string} id
 */
function withServedReviews(app, html, kind, id) {
  try {
    const at = html.indexOf(SERVED_RATINGS_PLACE);
    if (at < 0) return html;
    const reviews = servedReviews(app, kind, id);
    if (reviews === "") return html;
    // Inside the element; spliced, not String.replace: "$&" in a review must stay text.
    const inside = at + SERVED_RATINGS_PLACE.length - "</div>".length;
    return html.slice(0, inside) + reviews + html.slice(inside);
  } catch (_) {
    return html;
  }
}

module.exports = { servedReviews, withServedReviews, RATINGS_PAGE_SIZE };
