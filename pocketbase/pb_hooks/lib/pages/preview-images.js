// The preview image a record page names in its Open Graph and Twitter tags (lib/pages/record-head.js): a 1200 × 630
// PNG with the kind of record and its overall score, drawn at build time (scripts/build/preview-images-plugin.ts) once
// per kind, score and language, since the server (one binary, no image library) cannot draw. A score is shown
// with one decimal, so 41 scores (1,0 to 5,0) and "no reviews yet" cover every record.
//
// CommonJS, required by the hooks and by vite.config.ts, so both name the same files.

const PREVIEW_DIR = "previews";
const PREVIEW_WIDTH = 1200;
const PREVIEW_HEIGHT = 630;
const PREVIEW_KINDS = ["institutions", "instructors", "programs"];
/** The lang file key of each kind's name (its page's title), which the image shows and its alt text says. */
const PREVIEW_KIND_LABELS = {
  institutions: "institution.title",
  instructors: "instructor.title",
  programs: "program.title",
};

/** Every step an image is drawn for: 0 (no published review) and each score from 1,0 to 5,0, in tenths. */
const PREVIEW_STEPS = [0];
for (let tenths = 10; tenths <= 50; tenths++) PREVIEW_STEPS.push(tenths);

/**
 * The step of a record's figures: 0 without a published review, else its score in tenths (contract/server-intl.js
 * scoreTenths) kept within 1,0..5,0.
 * @param {number} tenths
 * @param {number} reviewCount
 */
const previewStep = (tenths, reviewCount) => (reviewCount > 0 ? Math.min(50, Math.max(10, tenths)) : 0);

/**
 * The image's path in the build's output.
 * @param {string} kind a key of lib/pages/record-pages.js KINDS
 * @param {number} step a value of PREVIEW_STEPS
 * @param {string} language
 */
const previewFile = (kind, step, language) => `${PREVIEW_DIR}/${kind}-${step === 0 ? "none" : step}-${language}.png`;

module.exports = {
  PREVIEW_DIR,
  PREVIEW_WIDTH,
  PREVIEW_HEIGHT,
  PREVIEW_KINDS,
  PREVIEW_KIND_LABELS,
  PREVIEW_STEPS,
  previewStep,
  previewFile,
};
