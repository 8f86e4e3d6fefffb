// The home page (/ and /home) served with its content in the HTML: the latest reviews, the counts and the
// best-rated lists of GET /api/rayek/home (lib/pages/home.js), so a phone paints them with the HTML, before any script.
//
// Unlike the record pages, the content cannot be a prerendered template with markers: how many reviews and
// ranked records there are changes with the data. The prerendered page holds the empty element HOME_HTML_PLACE
// (contract/home.js) where the app's home content goes; this writes that content into it as HTML, in the default language (the prerendered
// page's), with the same elements, classes and texts as the app's component
// (src/features/home/components/home-sections.tsx), and puts the answer in the root's `data-served`. The app
// leaves that HTML as it is while it hydrates and starts, then renders the same content from the served answer or
// its mirror in its place (home-live.tsx): nothing moves. Change the two together.
//
// Every value is escaped (names and reviews are the public's words). Only the route's answer goes in: public,
// the same for everyone, no author. Any failure serves the page as it was.
const { HOME_HTML_PLACE, HOME_COLLECTION, HOME_ID } = require(`${__hooks}/../../contract/home.js`);
const { DEFAULT_LANGUAGE } = require(`${__hooks}/../../contract/languages.js`);
const { escapeHtml } = require(`${__hooks}/lib/pages/record-pages.js`);
const { withServed } = require(`${__hooks}/lib/pages/served-search-pages.js`);
const { homeBody } = require(`${__hooks}/lib/pages/home.js`);

const STORE_KEY = "rayek.home.html";

/**
 * The interface texts of the default language (lang/<language>.json). The ones this page needs are plain text
 * but for `{name}` arguments and `{name, plural, …}` counts.
 * @returns {Record<string, string>}
 */
function readTexts() {
  return JSON.parse(toString($os.readFile(`${__hooks}/../../lang/${DEFAULT_LANGUAGE}.json`)));
}

/**
 * The plural form of a whole number in Arabic, the default language (CLDR: what Intl.PluralRules("ar") says).
 * @param {number} n
 */
function arabicPlural(n) {
  const h = n % 100;
  if (n === 0) return "zero";
  if (n === 1) return "one";
  if (n === 2) return "two";
  if (h >= 3 && h <= 10) return "few";
  if (h >= 11 && h <= 99) return "many";
  return "other";
}

/**
 * A message with its arguments, escaped: `{name}` takes the value as it is; `{name, plural, form {…} …}` (branches
 * without nested arguments) takes the number's branch, `#` the number printed.
 * @param {Record<string, string>} texts
 * @param {string} id
 * @param {Record<string, string | number>} [values]
 */
function text(texts, id, values = {}) {
  const message = String(texts[id] || "").replace(
    /\{(\w+), plural,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*\}/g,
    (whole, name, branches) => {
      const n = Number(values[name]);
      /** @type {Record<string, string>} */
      const forms = {};
      branches.replace(
        /\s*(=?\w+)\s*\{([^{}]*)\}/g,
        (/** @type {string} */ _, /** @type {string} */ form, /** @type {string} */ body) => {
          forms[form] = body;
          return "";
        },
      );
      const form = [`=${n}`, arabicPlural(n), "other"].find((f) => Object.prototype.hasOwnProperty.call(forms, f));
      return form === undefined ? whole : forms[form].replace(/#/g, count(n));
    },
  );
  return escapeHtml(message.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole)));
}

/**
 * Numbers as the app prints them in Arabic (Intl's ar-TN: Latin digits, "." between thousands, "," before the
 * decimal): a count, and a score with one decimal ("–" for none, lib/i18n/format-score.ts).
 * @param {number} n
 */
const count = (n) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
/** @param {number} n */
const score = (n) => {
  if (!(n > 0)) return "–";
  const [whole, decimal] = n.toFixed(1).split(".");
  return `${count(Number(whole))},${decimal}`;
};

/**
 * A name shown in Arabic when it has an Arabic form (src/domain/display-name.ts), with its language.
 * @param {string} name
 * @param {string} nameAr
 */
function displayName(name, nameAr) {
  return nameAr ? { text: nameAr, lang: "ar" } : { text: name, lang: "fr" };
}

/**
 * @param {string} href
 * @param {string} label
 * @param {string} [lang]
 */
const link = (href, label, lang) =>
  `<a href="${escapeHtml(href)}"${lang ? ` lang="${lang}"` : ""}>${escapeHtml(label)}</a>`;

/**
 * @param {string} id
 * @param {string} title
 * @param {string} inner
 */
const section = (id, title, inner) =>
  `<section class="home-section" aria-labelledby="${id}"><h2 id="${id}" class="home-section-title">${title}</h2>${inner}</section>`;

/** @typedef {Record<string, any>} Answer */

/**
 * @param {Answer} review
 */
function reviewTarget(review) {
  if (review.collection === "institution_ratings") {
    const name = displayName(review.name, review.name_ar);
    return link(`/institutions/${review.target_id}`, name.text, name.lang);
  }
  const path = review.collection === "program_ratings" ? "programs" : "instructors";
  return link(`/${path}/${review.target_id}`, review.name);
}

/**
 * The content, as src/features/home/components/home-sections.tsx renders it in the default language.
 * @param {Answer} answer
 * @param {Record<string, string>} texts
 */
function contentHtml(answer, texts) {
  const counts = answer.counts;
  const figure = (/** @type {string} */ id, /** @type {number} */ n) =>
    `<div class="home-count"><dt>${text(texts, id)}</dt><dd>${count(n)}</dd></div>`;
  const countsHtml =
    `<dl class="home-counts">${figure("browse.home.counts.institutions", counts.institutions)}` +
    `${figure("browse.home.counts.instructors", counts.instructors)}${figure("browse.home.counts.reviews", counts.reviews)}</dl>`;

  const reviews = /** @type {Answer[]} */ (answer.latest).map((review) => {
    const at =
      review.collection === "institution_ratings"
        ? null
        : displayName(review.institution_name, review.institution_name_ar);
    return (
      `<li class="home-review"><p class="home-review-target">${reviewTarget(review)}</p>` +
      (at ? `<p class="home-review-place" lang="${at.lang}">${escapeHtml(at.text)}</p>` : "") +
      `<p class="home-review-score">${text(texts, "browse.home.review.score", { score: score(review.score) })}</p>` +
      `<p class="home-review-text" dir="auto">${escapeHtml(review.review)}</p></li>`
    );
  });
  const latestHtml =
    reviews.length === 0
      ? `<p class="home-empty">${text(texts, "browse.home.latest.empty")}</p>`
      : `<ul class="home-reviews">${reviews.join("")}</ul>`;

  const note = `<p class="home-note">${text(texts, "browse.home.best.note", { min: answer.minReviews })}</p>`;
  const head = (/** @type {string} */ nameId) =>
    `<thead><tr><th scope="col">${text(texts, nameId)}</th><th scope="col">${text(texts, "browse.home.best.score")}</th>` +
    `<th scope="col">${text(texts, "browse.home.best.reviews")}</th></tr></thead>`;
  const figures = (/** @type {Answer} */ row) =>
    `<td>${score(row.overall_rating)}</td><td>${count(row.review_count)}</td>`;
  const ranking = (
    /** @type {Answer[]} */ rows,
    /** @type {string} */ nameId,
    /** @type {(row: Answer) => string} */ name,
  ) =>
    rows.length === 0
      ? `<p class="home-empty">${text(texts, "browse.home.best.empty")}</p>`
      : `<table class="home-ranking">${head(nameId)}<tbody>` +
        rows.map((row) => `<tr><th scope="row">${name(row)}</th>${figures(row)}</tr>`).join("") +
        "</tbody></table>";

  const institutions = ranking(answer.institutions, "browse.home.best.institution", (row) => {
    const name = displayName(row.name, row.name_ar);
    return link(`/institutions/${row.id}`, name.text, name.lang);
  });
  const programs = ranking(answer.programs, "browse.home.best.program", (row) => {
    const at = displayName(row.institution_name, row.institution_name_ar);
    return (
      link(`/programs/${row.id}`, row.specialization_pathway || row.discipline_major) +
      `<span class="home-ranking-place" lang="${at.lang}">${escapeHtml(at.text)}</span>`
    );
  });

  return (
    '<div class="home-content">' +
    section("home-counts-title", text(texts, "browse.home.counts.title"), countsHtml) +
    section("home-latest-title", text(texts, "browse.home.latest.title"), latestHtml) +
    section("home-best-institutions-title", text(texts, "browse.home.best.institutions"), note + institutions) +
    section("home-best-programs-title", text(texts, "browse.home.best.programs"), note + programs) +
    '<aside class="entry-card entry-card-soon" aria-labelledby="home-soon-title"><h2 id="home-soon-title" class="entry-title">' +
    `${text(texts, "browse.home.internship.title")} <span class="badge">${text(texts, "browse.home.comingSoon")}</span></h2>` +
    `<p>${text(texts, "browse.home.internship.text")}</p></aside>` +
    "</div>"
  );
}

/**
 * The prerendered home page `html` with its content and served answer, or `html` as it is when it has no place
 * for them (or anything fails). The content is made once per answer (lib/pages/home.js keeps an answer a minute).
 * @param {CoreApp} app
 * @param {string} html
 * @returns {string}
 */
function homePage(app, html) {
  if (html.indexOf(HOME_HTML_PLACE) < 0) return html;
  try {
    const body = homeBody(app);
    const store = app.store();
    let kept = store.get(STORE_KEY);
    if (!kept || kept.body !== body) {
      const answer = JSON.parse(body);
      kept = {
        body,
        content: contentHtml(answer, readTexts()),
        served: [{ collection: HOME_COLLECTION, id: HOME_ID, data: Object.assign({}, answer, { id: HOME_ID }) }],
      };
      store.set(STORE_KEY, kept);
    }
    // Spliced, not String.replace: "$&" in a review must stay text.
    const at = html.indexOf(HOME_HTML_PLACE) + HOME_HTML_PLACE.length - "</div>".length;
    const filled = html.slice(0, at) + kept.content + html.slice(at);
    return withServed(filled, kept.served) || filled;
  } catch (_) {
    return html;
  }
}

module.exports = { homePage, contentHtml };
