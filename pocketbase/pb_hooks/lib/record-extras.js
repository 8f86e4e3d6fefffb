// What a record's own page gets in its served HTML besides its name (lib/record-pages.js): its structured data
// (lib/structured-data.js) and its first published reviews (lib/served-reviews.js). Only the record's page itself: its forms (add-rating, claim, report) are private
// pages (noindex) and describe nothing.
const { withStructuredData } = require(`${__hooks}/lib/structured-data.js`);
const { withServedReviews } = require(`${__hooks}/lib/served-reviews.js`);

/** The templates of a record's own page (lib/record-pages.js TEMPLATES). */
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
 * @returns {string}
 */
function recordExtras(app, record) {
  if (!record.kind || !record.row || !record.file || PAGE_FILES.indexOf(record.file) < 0) return record.html;
  return withServedReviews(app, withStructuredData(app, record.html, record.kind, record.row), record.kind, record.row.id);
}

module.exports = { recordExtras, PAGE_FILES };
