// What a record's own page gets in its served HTML besides its name (lib/pages/record-pages.js): its head in the page's
// language with the Open Graph and Twitter tags (lib/pages/record-head.js), its structured data
// (lib/pages/structured-data.js) and its first published reviews (lib/pages/served-reviews.js). Only the record's page
// itself: its forms (add-rating, claim, report) are private pages (noindex) and describe nothing.
const { withStructuredData } = require(`${__hooks}/lib/pages/structured-data.js`);
const { withServedReviews } = require(`${__hooks}/lib/pages/served-reviews.js`);
const { withRecordHead, recordHeadTexts } = require(`${__hooks}/lib/pages/record-head.js`);
const { DEFAULT_LANGUAGE } = require(`${__hooks}/../../contract/languages.js`);
const { recordFigures } = require(`${__hooks}/lib/pages/record-figures.js`);

/** The templates of a record's own page (lib/pages/record-pages.js TEMPLATES). */
const PAGE_FILES = [
  "record-pages/institution.html",
  "record-pages/instructor.html",
  "record-pages/instructor-verified.html",
  "record-pages/program.html",
];

/**
 * The filled-in page of `record` (recordPage's answer) with its extras.
 * @param {CoreApp} app
 * @param {{ html: string, file?: string, kind?: string, row?: Record<string, string> }} record
 * @param {string} rel the page's path, without the outer slashes
 * @param {string | null} language the language its address names (null: none)
 * @returns {string}
 */
function recordExtras(app, record, rel, language) {
  const { kind, row } = record;
  if (!kind || !row || !record.file || PAGE_FILES.indexOf(record.file) < 0) return record.html;
  const figures = recordFigures(app, kind, row.id);
  /** @type {ReturnType<typeof recordHeadTexts> | null} */
  let head = null;
  try {
    head = recordHeadTexts(app, kind, row, figures, language || DEFAULT_LANGUAGE);
  } catch (_) {
    // A message the server cannot format (tests/unit/message-format.test.ts keeps this from happening): the
    // build's head stays.
  }
  const html = head ? withRecordHead(app, record.html, { kind, head, figures, rel, language }) : record.html;
  const described = withStructuredData(app, html, kind, row, figures, {
    rel,
    language,
    description: head ? head.description : "",
  });
  return withServedReviews(app, described, kind, row.id);
}

module.exports = { recordExtras, PAGE_FILES };
