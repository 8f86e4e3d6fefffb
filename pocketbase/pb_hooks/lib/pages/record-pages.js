// Pages served with their record's name (and, on instructor and program pages, their institution) in the HTML (CommonJS: required by
// the HTTP hook, and by vite.config.ts for the build's templates, so both sides share these names).
//
// Why: a page the app renders from the plain shell paints its text only after the scripts, IndexedDB and an API
// answer: about 3.5 s on a slow phone, which is when Lighthouse saw its largest paint. The build prerenders one
// template per page (TEMPLATES: the page as the app renders it, served with marker values); this fills
// in the record's public fields where the markers stand, the same fields the app reads as served
// (src/lib/mirror/served-page.ts) and the path, so the page paints with the HTML and the app hydrates the same
// page. The pages: an institution's, instructor's and program's page, their add-rating forms and an instructor's
// claim form (named by the record), and the report form of each kind (the reported item is only checked to be
// public, lib/pages/page-records.js: the page names it only once the app has loaded it).
//
// Only public data goes in: institutions and programs are public; an instructor only when ACTIVE (a pending
// suggestion is visible to its author and moderators only, so its pages answer like any unknown id: 404 with
// the plain shell, in which the app, signed in as the author, still shows it). Nothing about who wrote anything
// is read here. Anything unexpected falls back to the plain shell.

const TEMPLATE_ID = "rayekrecordtmpl"; // a valid record id (15 × a–z0–9) no record will have
const INSTITUTION_ID = "rayekinsttmpl01"; // the same, for the instructor's institution
const NAME_MARKER = "__RAYEK_RECORD_NAME__";
const SERVED_MARKER = "__RAYEK_RECORD_SERVED__";
const DEPARTMENT_MARKER = "__RAYEK_RECORD_DEPARTMENT__";
const INSTITUTION_NAME_MARKER = "__RAYEK_RECORD_INSTITUTION__";
// Where the title names the record in a language other than the default (lib/pages/page-language.js puts it there).
const OTHER_TITLE_MARKER = "__RAYEK_RECORD_TITLE__";

/**
 * @typedef {Record<string, string>} Row
 * @typedef {object} RecordKind
 * @property {string} sql the public row by id
 * @property {Row} fields the row's columns, as DynamicModel's shape
 * @property {(row: Row) => string} title the name the page shows
 * @property {(row: Row) => string} [otherTitle] the name its title shows in the other languages (default: `title`)
 * @property {(row: Row) => { collection: string, id: string, data: Record<string, string | boolean> }[]} served what
 *   the page is served with (the root's `data-served`), which the app's first render reads
 * @property {Row} markers the row a template is prerendered with
 */

/** @type {Record<string, RecordKind>} */
const KINDS = {
  institutions: {
    // The Arabic name is the page's title in the default language; without one the shell is served.
    sql: "SELECT id, name, name_ar FROM institutions WHERE id = {:id}",
    fields: { id: "", name: "", name_ar: "" },
    title: (r) => r.name_ar,
    // The app names an institution by its official French name in French and English (src/domain/display-name.ts).
    otherTitle: (r) => r.name,
    served: (r) => [{ collection: "institutions", id: r.id, data: { id: r.id, name: r.name, name_ar: r.name_ar } }],
    markers: { id: TEMPLATE_ID, name: NAME_MARKER, name_ar: NAME_MARKER },
  },
  instructors: {
    // The institution's names come along: the instructor page shows them above everything else.
    // The public mark of a professor's approved claim (docs/professors.md) as text, "" when not verified: rows are text.
    sql:
      "SELECT i.id, i.name, i.department, i.institution, s.name AS institution_name, s.name_ar AS institution_name_ar, " +
      "CASE WHEN i.verified_profile THEN 'verified' ELSE '' END AS verified_profile " +
      "FROM instructors i JOIN institutions s ON s.id = i.institution WHERE i.id = {:id} AND i.status = 'ACTIVE'",
    fields: {
      id: "",
      name: "",
      department: "",
      institution: "",
      institution_name: "",
      institution_name_ar: "",
      verified_profile: "",
    },
    title: (r) => r.name,
    // The records the app reads them from: the instructor (useInstructorSummary) and its institution's names
    // (useInstitutionName).
    served: (r) => [
      {
        collection: "instructors",
        id: r.id,
        data: {
          id: r.id,
          name: r.name,
          department: r.department,
          institution: r.institution,
          verified_profile: r.verified_profile !== "",
        },
      },
      {
        collection: "institutions_search",
        id: r.institution,
        data: { id: r.institution, name: r.institution_name, name_ar: r.institution_name_ar },
      },
    ],
    markers: {
      id: TEMPLATE_ID,
      name: NAME_MARKER,
      department: DEPARTMENT_MARKER,
      institution: INSTITUTION_ID,
      institution_name: "",
      institution_name_ar: INSTITUTION_NAME_MARKER,
      // No marker: the mark is shown or not, so a verified profile has its own template (TEMPLATES).
      verified_profile: "",
    },
  },
  programs: {
    // The institution's names come along, as on an instructor's page: the program page names and links it near
    // the top, the largest text there (its page's largest paint waited for the read model before).
    sql:
      "SELECT p.id, p.discipline_major, p.specialization_pathway, p.institution, s.name AS institution_name, " +
      "s.name_ar AS institution_name_ar FROM programs p JOIN institutions s ON s.id = p.institution WHERE p.id = {:id}",
    fields: {
      id: "",
      discipline_major: "",
      specialization_pathway: "",
      institution: "",
      institution_name: "",
      institution_name_ar: "",
    },
    title: (r) => r.specialization_pathway || r.discipline_major,
    // The records the app reads them from: the program (useProgramSummary) and its institution's names
    // (useInstitutionName).
    served: (r) => [
      {
        collection: "programs",
        id: r.id,
        data: {
          id: r.id,
          discipline_major: r.discipline_major,
          specialization_pathway: r.specialization_pathway,
          institution: r.institution,
        },
      },
      {
        collection: "institutions_search",
        id: r.institution,
        data: { id: r.institution, name: r.institution_name, name_ar: r.institution_name_ar },
      },
    ],
    markers: {
      id: TEMPLATE_ID,
      discipline_major: "",
      specialization_pathway: NAME_MARKER,
      institution: INSTITUTION_ID,
      institution_name: "",
      institution_name_ar: INSTITUTION_NAME_MARKER,
    },
  },
};

/**
 * @typedef {object} PageTemplate
 * @property {string} file the prerendered page, in the build's output
 * @property {string} route the app's route pattern, parameter names left out ("/instructors/$/add-rating")
 * @property {string} path the path the build prerenders it at
 * @property {string} [kind] the record it is filled in with (a key of KINDS); none for a page that names no record
 * @property {(row: Row) => boolean} [fits] whether a record's page can be this template (default: it has a title)
 * @property {Row} [markers] fields of the kind's template row this template is prerendered with instead
 */

/** @param {Row} r an instructor's row: has what the instructor page's template shows */
const instructorFits = (r) => r.name !== "" && r.institution_name_ar !== "" && r.department !== "";

/** @type {PageTemplate[]} */
const TEMPLATES = [
  {
    file: "record-pages/institution.html",
    route: "/institutions/$",
    path: `/institutions/${TEMPLATE_ID}`,
    kind: "institutions",
  },
  {
    file: "record-pages/institution-rating.html",
    route: "/institutions/$/add-rating",
    path: `/institutions/${TEMPLATE_ID}/add-rating`,
    kind: "institutions",
  },
  {
    file: "record-pages/instructor.html",
    route: "/instructors/$",
    path: `/instructors/${TEMPLATE_ID}`,
    kind: "instructors",
    // The template shows the institution's Arabic name and the department (required, but a row written by SQL
    // could lack it): a record without them gets the plain shell. A verified profile has the template below.
    fits: (r) => instructorFits(r) && r.verified_profile === "",
  },
  {
    // The same page with the "Verified profile" mark next to the name (docs/professors.md).
    file: "record-pages/instructor-verified.html",
    route: "/instructors/$",
    path: `/instructors/${TEMPLATE_ID}`,
    kind: "instructors",
    markers: { verified_profile: "verified" },
    fits: (r) => instructorFits(r) && r.verified_profile !== "",
  },
  {
    file: "record-pages/instructor-rating.html",
    route: "/instructors/$/add-rating",
    path: `/instructors/${TEMPLATE_ID}/add-rating`,
    kind: "instructors",
  },
  // The claim form (docs/professors.md): the same page for a verified profile, whose refusal shows only once the
  // app knows the reader (the form is behind the sign-in gate); its served row says the mark as the row does.
  {
    file: "record-pages/instructor-claim.html",
    route: "/instructors/$/claim",
    path: `/instructors/${TEMPLATE_ID}/claim`,
    kind: "instructors",
  },
  {
    file: "record-pages/program.html",
    route: "/programs/$",
    path: `/programs/${TEMPLATE_ID}`,
    kind: "programs",
    // The template shows the institution's Arabic name: a program of an institution without one gets the plain shell.
    fits: (r) => KINDS.programs.title(r) !== "" && r.institution_name_ar !== "",
  },
  {
    file: "record-pages/program-rating.html",
    route: "/programs/$/add-rating",
    path: `/programs/${TEMPLATE_ID}/add-rating`,
    kind: "programs",
  },
];

/**
 * The report form of one kind of reported item (the build makes one per kind of contract/collections.js
 * REPORT_TYPES; the server serves it when the build made it).
 * @param {string} type
 * @returns {PageTemplate}
 */
const reportTemplate = (type) => ({
  file: `record-pages/report-${type}.html`,
  route: "/report/$/$",
  path: `/report/${type}/${TEMPLATE_ID}`,
});

/** The served rows a template is prerendered with (the build's side of `served`). @param {PageTemplate} t */
function templateServed(t) {
  if (!t.kind) return [];
  const kind = KINDS[t.kind];
  return kind.served(Object.assign({}, kind.markers, t.markers || {}));
}

/**
 * Text made safe to put in HTML, attribute values included (also the e-mails' escaping, lib/mail/mail-texts.js).
 * @param {string} s
 */
const escapeHtml = (s) =>
  String(s)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const MARKER_PATTERN = new RegExp(
  [
    NAME_MARKER,
    SERVED_MARKER,
    DEPARTMENT_MARKER,
    INSTITUTION_NAME_MARKER,
    OTHER_TITLE_MARKER,
    TEMPLATE_ID,
    INSTITUTION_ID,
  ].join("|"),
  "g",
);

/**
 * Fills a template with a row: the name and facts (text), the served rows (attribute) and the ids (path). One
 * pass over the template, each value inserted as it is: a name is the public's to choose (an instructor
 * suggestion), so a name holding a marker must come out as that text, never as the served rows or the id spliced
 * into the title, which replacing one marker after the other over the growing text did.
 * @param {string} template
 * @param {string | undefined} kind a key of KINDS, or none (only the id is filled in)
 * @param {Row} row
 */
function fillTemplate(template, kind, row) {
  /** @type {Record<string, string>} */
  const values = { [TEMPLATE_ID]: escapeHtml(row.id) };
  if (kind) {
    const spec = KINDS[kind];
    // Each marker of the kind's template row takes the real row's value of that field; the name is the title.
    for (const field of Object.keys(spec.markers))
      if (spec.markers[field]) values[spec.markers[field]] = escapeHtml(row[field]);
    values[NAME_MARKER] = escapeHtml(spec.title(row));
    values[OTHER_TITLE_MARKER] = escapeHtml((spec.otherTitle || spec.title)(row));
    values[SERVED_MARKER] = escapeHtml(JSON.stringify(spec.served(row)));
  }
  // A function, not a replacement string: "$&" or "$1" in a name would otherwise be read as patterns.
  return template.replace(MARKER_PATTERN, (marker) => (marker in values ? values[marker] : marker));
}

/**
 * The templates of a path, or null: `route` is the app's route pattern the path `rel` matched
 * (lib/pages/app-paths.js), e.g. "/instructors/$instructorId/add-rating", whatever its parameters' names.
 * @param {string} rel
 * @param {string | null} route
 */
function matchTemplatePath(rel, route) {
  const { servedPage } = require(`${__hooks}/../../contract/served-pages.js`);
  const pattern = String(route || "")
    .replace(/\/\$[^/]+/g, "/$")
    .replace(/\/$/, "");
  // Which pages have templates, and of which kind, is the manifest's (contract/served-pages.js).
  const served = servedPage(pattern);
  if (served === undefined || (served.template !== "record" && served.template !== "report")) return null;
  const segments = rel.split("/").filter((s) => s !== "");
  if (served.template === "report") {
    const [, type, id] = segments;
    // The kind names a file: letters and dashes only.
    return { candidates: /^[a-z][a-z-]*$/.test(type || "") ? [reportTemplate(type)] : [], id, reported: type || "" };
  }
  const candidates = TEMPLATES.filter((t) => t.route === pattern);
  return candidates.length === 0 ? null : { candidates, id: segments[1], reported: undefined };
}

/**
 * What a page with a template answers: null when `rel` (a path of the app's route `route`) has none; otherwise
 * `visible` (false when the record it names is not public: unknown or malformed id, an instructor not ACTIVE, a
 * report of an unknown kind or of an item a guest may not see;
 * the caller answers 404 with the plain shell) and `html`, the template filled in, or null when the plain shell
 * stands in (a record no template fits, no template in this build).
 * @param {CoreApp} app
 * @param {(file: string) => string} readFile
 * @param {string} rel
 * @param {string} route
 * @returns {{ visible: boolean, html: string | null, file?: string, kind?: string, row?: Row } | null}
 */
function recordPage(app, readFile, rel, route) {
  const match = matchTemplatePath(rel, route);
  const { RECORD_ID_PATTERN } = require(`${__hooks}/../../contract/record-id.js`);
  if (!match) return null;
  // Record ids are 15 characters of a-z0-9 (PocketBase's id field; the reference data's ids are made to fit):
  // anything else names no record, and costs no query.
  if (!RECORD_ID_PATTERN.test(match.id || "")) return { visible: false, html: null };
  // A report form names what it reports: a kind that does not exist, or an item a guest may not see, is no page.
  if (match.reported !== undefined) {
    const { isReportable } = require(`${__hooks}/lib/pages/page-records.js`);
    if (!isReportable(app, match.reported, match.id)) return { visible: false, html: null };
  }
  const first = match.candidates[0];
  if (!first) return { visible: true, html: null };
  /** @type {Row} */
  const row = { id: match.id };
  if (first.kind) {
    const spec = KINDS[first.kind];
    const record = new DynamicModel(spec.fields);
    try {
      app.db().newQuery(spec.sql).bind({ id: match.id }).one(record);
    } catch (_) {
      return { visible: false, html: null }; // no such record (or not public)
    }
    for (const field of Object.keys(spec.fields)) row[field] = record[field];
  }
  const chosen = match.candidates.find((t) => (t.fits ? t.fits(row) : !t.kind || KINDS[t.kind].title(row) !== ""));
  if (!chosen) return { visible: true, html: null };
  let template;
  try {
    template = readFile(chosen.file);
  } catch (_) {
    return { visible: true, html: null };
  }
  // The template and the row go back too: the page's structured data and reviews are added from them
  // (lib/pages/record-extras.js), with no second read of the record.
  return { visible: true, html: fillTemplate(template, chosen.kind, row), file: chosen.file, kind: chosen.kind, row };
}

module.exports = {
  TEMPLATE_ID,
  NAME_MARKER,
  SERVED_MARKER,
  DEPARTMENT_MARKER,
  INSTITUTION_NAME_MARKER,
  INSTITUTION_ID,
  OTHER_TITLE_MARKER,
  KINDS,
  TEMPLATES,
  reportTemplate,
  templateServed,
  matchTemplatePath,
  fillTemplate,
  recordPage,
  escapeHtml,
};
