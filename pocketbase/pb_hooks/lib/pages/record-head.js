// A record page's head in the page's language, for search engines and link previews in chat apps: a title that
// identifies the record (a program with its institution), a description with its overall score and number of
// published reviews, and the Open Graph and Twitter card tags: the page's canonical address and a preview
// image of its kind and score (lib/pages/preview-images.js).
//
// The texts are the app's own messages (lang/<language>.json) formatted as react-intl formats them
// (contract/server-intl.js), with the same figures printed the same way: the app sets the same title and
// description once it has rendered the page (src/lib/head/record-description.ts), so a crawler that runs
// scripts reads what one that does not reads.
// Only public data: the record's names and the read model's figures (lib/pages/record-figures.js).
const { DEFAULT_LANGUAGE } = require(`${__hooks}/../../contract/languages.js`);

/** Open Graph's locale of each language (language_TERRITORY). */
const OG_LOCALES = { ar: "ar_TN", fr: "fr_TN", en: "en_US" };

/**
 * The record's title and description in `language`, as the app words them.
 * @param {CoreApp} app
 * @param {string} kind a key of lib/pages/record-pages.js KINDS
 * @param {Record<string, string>} row the public row the page was filled in with
 * @param {{ overall: number, reviewCount: number } | null} figures
 * @param {string} language
 */
function recordHeadTexts(app, kind, row, figures, language) {
  const { KINDS } = require(`${__hooks}/lib/pages/record-pages.js`);
  const { languageTexts } = require(`${__hooks}/lib/pages/default-texts.js`);
  const { formatScore, formatMessage } = require(`${__hooks}/../../contract/server-intl.js`);
  const { PREVIEW_KIND_LABELS } = require(`${__hooks}/lib/pages/preview-images.js`);
  const texts = languageTexts(app, language);
  const format = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ values) =>
    formatMessage(texts[key], values, language);
  const spec = KINDS[kind];
  const name = language === DEFAULT_LANGUAGE || !spec.otherTitle ? spec.title(row) : spec.otherTitle(row);
  // The institution as the program page names it: its Arabic name in Arabic when it has one, else the French.
  const institution =
    kind !== "programs"
      ? ""
      : language === "ar"
        ? row.institution_name_ar || row.institution_name
        : row.institution_name;
  const page = institution ? format("browse.head.programTitle", { program: name, institution }) : name;
  const reviewCount = figures ? figures.reviewCount : 0;
  const score = reviewCount > 0 && figures ? formatScore(language, figures.overall) : "";
  return {
    title: format("meta.title", { page }),
    description: score
      ? format("browse.head.description", { name, score, count: reviewCount })
      : format("browse.head.descriptionNone", { name }),
    imageAlt: `${texts[/** @type {Record<string, string>} */ (PREVIEW_KIND_LABELS)[kind]]} · ${score ? `${score}/5` : texts["browse.head.imageNoReviews"]}`,
    siteName: texts["app.name"],
  };
}

/**
 * The served record page `html` with its head in the page's language: title, description, Open Graph and
 * Twitter tags. `html` as it is when anything fails.
 * @param {CoreApp} app
 * @param {string} html
 * @param {{ kind: string, head: ReturnType<typeof recordHeadTexts>, figures: { overall: number, reviewCount: number } | null, rel: string, language: string | null }} page
 *   the record's kind, its head's texts, its figures, the page's path (without the outer slashes) and the
 *   language its address names
 */
function withRecordHead(app, html, page) {
  try {
    const { escapeHtml } = require(`${__hooks}/lib/pages/record-pages.js`);
    const { pageUrl } = require(`${__hooks}/lib/pages/page-language.js`);
    const { scoreTenths } = require(`${__hooks}/../../contract/server-intl.js`);
    const { previewFile, previewStep, PREVIEW_WIDTH, PREVIEW_HEIGHT } = require(
      `${__hooks}/lib/pages/preview-images.js`,
    );
    const { appUrl } = require(`${__hooks}/lib/accounts/account-mails.js`);
    const language = page.language || DEFAULT_LANGUAGE;
    const head = page.head;
    const figures = page.figures || { overall: 0, reviewCount: 0 };
    const image = `${appUrl(app)}/${previewFile(page.kind, previewStep(scoreTenths(figures.overall), figures.reviewCount), language)}`;
    const locale = /** @type {Record<string, string>} */ (OG_LOCALES)[language];
    /** @type {[string, string, string][]} attribute, name, value */
    const tags = [
      ["property", "og:type", "website"],
      ["property", "og:site_name", head.siteName],
      ["property", "og:title", head.title],
      ["property", "og:description", head.description],
      ["property", "og:url", pageUrl(app, page.rel, page.language)],
      ["property", "og:locale", locale],
      ["property", "og:image", image],
      ["property", "og:image:type", "image/png"],
      ["property", "og:image:width", String(PREVIEW_WIDTH)],
      ["property", "og:image:height", String(PREVIEW_HEIGHT)],
      ["property", "og:image:alt", head.imageAlt],
      ["name", "twitter:card", "summary_large_image"],
      ["name", "twitter:title", head.title],
      ["name", "twitter:description", head.description],
      ["name", "twitter:image", image],
      ["name", "twitter:image:alt", head.imageAlt],
    ];
    const meta = tags.map(([attr, name, value]) => `<meta ${attr}="${name}" content="${escapeHtml(value)}">`).join("");
    // Found with indexOf, not a regular expression: the head holds the page's inline styles, tens of kilobytes
    // a regular expression in this engine walks slowly. Spliced, not String.replace: "$&" in a name stays text.
    /** `html` with the text between `open` and the next `close` after it replaced by `by`, when both are there. */
    const between = (
      /** @type {string} */ text,
      /** @type {string} */ open,
      /** @type {string} */ close,
      /** @type {string} */ by,
    ) => {
      const start = text.indexOf(open);
      const end = start < 0 ? -1 : text.indexOf(close, start + open.length);
      return end < 0 ? text : text.slice(0, start + open.length) + by + text.slice(end);
    };
    const at = html.indexOf("</head>");
    if (at < 0) return html;
    let top = between(html.slice(0, at), "<title>", "</title>", escapeHtml(head.title));
    top = between(top, '<meta name="description" content="', '"', escapeHtml(head.description));
    return top + meta + html.slice(at);
  } catch (_) {
    return html;
  }
}

module.exports = { withRecordHead, recordHeadTexts };
