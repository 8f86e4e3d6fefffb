// Structured data (schema.org JSON-LD) in the served HTML of a record's page, for search engines and link
// previews: what the record is, where it belongs, its overall score, and the page's breadcrumbs.
//
// Only what the page itself shows, in the language its address names (the bare address: Arabic): the record's
// public names (the row lib/pages/record-pages.js read, public only: an instructor not ACTIVE never gets here) and the
// figures the page shows (lib/pages/record-figures.js), rounded as the page prints them (one decimal). No rating is
// named, nor anyone who wrote one. A record without published reviews gets no aggregateRating (Google refuses a rating of 0 reviews). An instructor is a schema.org Person, which has no
// aggregateRating property (and Google's review snippets do not take people): none for instructors.
//
// The JSON goes inside a <script> element, where HTML escaping does not apply and "</script>" or "<!--" in a
// name would end the element: every "<", ">" and "&" (and the line separators JavaScript once refused) is
// written as its \u escape, which JSON parses back to the same text.

/**
 * JSON made safe inside a <script> element.
 * @param {unknown} value
 */
function scriptJson(value) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The record's aggregateRating, or undefined when it has no published review: the score with one decimal as the
 * page prints it (contract/server-intl.js rounds as Intl does).
 * @param {{ overall: number, reviewCount: number } | null} figures lib/pages/record-figures.js
 */
function aggregateRating(figures) {
  const { scoreTenths } = require(`${__hooks}/../../contract/server-intl.js`);
  if (!figures || !(figures.reviewCount > 0)) return undefined;
  const ratingValue = scoreTenths(figures.overall) / 10;
  return { "@type": "AggregateRating", ratingValue, reviewCount: figures.reviewCount, bestRating: 5, worstRating: 1 };
}

/**
 * @typedef {object} PageContext what the page is, as its head says it (lib/pages/record-head.js)
 * @property {string} rel the page's path, without the outer slashes
 * @property {string | null} language the language its address names (null: the bare address, in the default one)
 * @property {string} description the page's description (its figures in its language)
 */

/**
 * The schema.org description of a record page, or null for a kind without one: in the page's language (names,
 * breadcrumbs, addresses), as its head.
 * @param {CoreApp} app
 * @param {string} kind a key of lib/pages/record-pages.js KINDS
 * @param {Record<string, string>} row the public row the page was filled in with
 * @param {{ overall: number, reviewCount: number } | null} figures its figures (lib/pages/record-figures.js)
 * @param {PageContext} page
 * @returns {Record<string, unknown> | null}
 */
function structuredData(app, kind, row, figures, page) {
  const { pageUrl } = require(`${__hooks}/lib/pages/page-language.js`);
  const { languageTexts } = require(`${__hooks}/lib/pages/default-texts.js`);
  const { DEFAULT_LANGUAGE } = require(`${__hooks}/../../contract/languages.js`);
  const language = page.language || DEFAULT_LANGUAGE;
  const texts = languageTexts(app, language);
  /** An address of the site, in the page's language when its address names one. @param {string} rel */
  const url = (rel) => pageUrl(app, rel, page.language);
  // An institution is named as the app names it: by its Arabic name in Arabic, its French one otherwise
  // (src/domain/display-name.ts); the other name is its alternateName.
  /** @param {string} id @param {string} name @param {string} name_ar */
  const institution = (id, name, name_ar) => {
    const [first, other] = language === "ar" ? [name_ar || name, name] : [name || name_ar, name_ar];
    /** @type {Record<string, unknown>} */
    const org = { "@type": "CollegeOrUniversity", name: first, url: url(`institutions/${id}`) };
    if (other && other !== first) org.alternateName = other;
    return org;
  };
  /** @param {{ name: string, url?: string }[]} items */
  const breadcrumbs = (items) => ({
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) =>
      Object.assign({ "@type": "ListItem", position: i + 1, name: item.name }, item.url ? { item: item.url } : {}),
    ),
  });
  const home = { name: texts["nav.home"], url: url("") };

  /** @type {Record<string, unknown>} */
  let thing;
  /** @type {{ name: string, url?: string }[]} */
  let trail;
  if (kind === "institutions") {
    thing = institution(row.id, row.name, row.name_ar);
    trail = [
      home,
      { name: texts["institutions.title"], url: url("institutions") },
      { name: String(thing.name), url: String(thing.url) },
    ];
  } else if (kind === "programs") {
    const provider = institution(row.institution, row.institution_name, row.institution_name_ar);
    const name = row.specialization_pathway || row.discipline_major;
    // A Course wants a description: the page's own, its figures in its language.
    thing = { "@type": "Course", name, url: url(`programs/${row.id}`), provider };
    if (page.description) thing.description = page.description;
    trail = [home, { name: String(provider.name), url: String(provider.url) }, { name, url: String(thing.url) }];
  } else if (kind === "instructors") {
    const affiliation = institution(row.institution, row.institution_name, row.institution_name_ar);
    thing = { "@type": "Person", name: row.name, url: url(`instructors/${row.id}`), affiliation };
    trail = [
      home,
      { name: String(affiliation.name), url: String(affiliation.url) },
      { name: row.name, url: String(thing.url) },
    ];
  } else {
    return null;
  }
  // An instructor is a Person, which takes no aggregateRating.
  const rating = kind === "instructors" ? undefined : aggregateRating(figures);
  if (rating) thing.aggregateRating = rating;
  return { "@context": "https://schema.org", "@graph": [thing, breadcrumbs(trail)] };
}

/**
 * The served page `html` with the record's structured data in its head (in its body when it has no head), or
 * `html` as it is when there is none or anything fails.
 * @param {CoreApp} app
 * @param {string} html
 * @param {string} kind
 * @param {Record<string, string>} row
 * @param {{ overall: number, reviewCount: number } | null} figures lib/pages/record-figures.js
 * @param {PageContext} page
 */
function withStructuredData(app, html, kind, row, figures, page) {
  try {
    const data = structuredData(app, kind, row, figures, page);
    if (!data) return html;
    const script = `<script type="application/ld+json">${scriptJson(data)}</script>`;
    let at = html.indexOf("</head>");
    if (at < 0) at = html.lastIndexOf("</body>");
    if (at < 0) return html;
    // Spliced, not String.replace: "$&" in a name must stay text.
    return html.slice(0, at) + script + html.slice(at);
  } catch (_) {
    return html;
  }
}

module.exports = { structuredData, withStructuredData, scriptJson };
