// Record pages served with their record's name in the HTML (CommonJS: required by the HTTP hook, and by
// vite.config.ts for the build's templates, so both sides share these names).
//
// Why: a record page (/institutions/{id}, /instructors/{id}, /programs/{id}) otherwise paints "Loading" and
// shows its title only after the scripts, IndexedDB and an API answer — about 3.5 s on a slow phone, which is
// when Lighthouse saw its largest paint. The build prerenders one template per kind (the page as the app
// renders it once the record's name is known, rating skeletons below); this fills in the name, the record's
// public fields as the app's seed (src/lib/mirror/server-seed.ts) and the path, so the title paints with the
// HTML and the app starts from the same page.
//
// Only public data goes in: institutions and programs are public; an instructor only when ACTIVE (a pending
// suggestion is visible to its author and moderators only, so its page answers like any unknown id: 404 with
// the plain shell, in which the app, signed in as the author, still shows it). Nothing about who wrote anything
// is read here. Anything unexpected falls back to the plain shell.

const TEMPLATE_ID = "rayekrecordtmpl"; // a valid record id (15 × a–z0–9) no record will have
const NAME_MARKER = "__RAYEK_RECORD_NAME__";
const SEED_MARKER = "__RAYEK_RECORD_SEED__";

/**
 * @typedef {object} RecordKind
 * @property {string} template the prerendered page, in the build's output
 * @property {string} sql the public row by id
 * @property {Record<string, string>} fields the row's columns, as DynamicModel's shape
 * @property {(row: Record<string, string>) => string} title the name the page shows
 */

/** @type {Record<string, RecordKind>} */
const KINDS = {
  institutions: {
    template: "record-pages/institution.html",
    // The Arabic name is the page's title in the default language; without one the shell is served.
    sql: "SELECT id, name, name_ar FROM institutions WHERE id = {:id}",
    fields: { id: "", name: "", name_ar: "" },
    title: (r) => r.name_ar,
  },
  instructors: {
    template: "record-pages/instructor.html",
    sql: "SELECT id, name FROM instructors WHERE id = {:id} AND status = 'ACTIVE'",
    fields: { id: "", name: "" },
    title: (r) => r.name,
  },
  programs: {
    template: "record-pages/program.html",
    sql: "SELECT id, discipline_major, specialization_pathway FROM programs WHERE id = {:id}",
    fields: { id: "", discipline_major: "", specialization_pathway: "" },
    title: (r) => r.specialization_pathway || r.discipline_major,
  },
};

/** The seed each template is prerendered with: the app renders the marker where the name goes. */
const TEMPLATE_SEEDS = {
  institutions: { id: TEMPLATE_ID, name: NAME_MARKER, name_ar: NAME_MARKER },
  instructors: { id: TEMPLATE_ID, name: NAME_MARKER },
  programs: { id: TEMPLATE_ID, discipline_major: "", specialization_pathway: NAME_MARKER },
};

/**
 * Text made safe to put in HTML, attribute values included (also the e-mails' escaping, lib/mail-texts.js).
 * @param {string} s
 */
const escapeHtml = (s) =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * The kind and id of a record page, or null: `route` is the app's route pattern the path `rel` matched
 * (lib/app-paths.js), a record page's being "/institutions/$institutionId" and the like, whatever its
 * parameter's name.
 * @param {string} rel
 * @param {string | null} route
 */
function matchRecordPath(rel, route) {
  const m = /^\/(institutions|instructors|programs)\/\$[^/]+\/?$/.exec(route || "");
  return m ? { kind: m[1], id: rel.split("/")[1] } : null;
}

const MARKER_PATTERN = new RegExp([NAME_MARKER, SEED_MARKER, TEMPLATE_ID].join("|"), "g");

/**
 * Fills a template with a record's row: its name (text), its seed (attribute) and its id (path). One pass over
 * the template, each value inserted as it is: a name is the public's to choose (an instructor suggestion), so a
 * name holding a marker must come out as that text, never as the seed or the id spliced into the title, which
 * replacing one marker after the other over the growing text did.
 * @param {string} template
 * @param {string} kind
 * @param {Record<string, string>} row
 */
function fillTemplate(template, kind, row) {
  const spec = KINDS[kind];
  // The kind is the collection the app reads the record from (useRemoteRecord's seed lookup).
  const seed = [{ collection: kind, id: row.id, data: row }];
  /** @type {Record<string, string>} */
  const values = {
    [NAME_MARKER]: escapeHtml(spec.title(row)),
    [SEED_MARKER]: escapeHtml(JSON.stringify(seed)),
    [TEMPLATE_ID]: row.id,
  };
  // A function, not a replacement string: "$&" or "$1" in a name would otherwise be read as patterns.
  return template.replace(MARKER_PATTERN, (marker) => values[marker]);
}

/**
 * What a record page answers: null when `rel` (a path of the app's route `route`) is not one; otherwise
 * `visible` (false when there is no such public record: unknown or malformed id, an instructor not ACTIVE; the
 * caller answers 404 with the plain shell) and `html`, the template filled in, or null when the plain shell
 * stands in (no name to show, or no template in this build).
 * @param {CoreApp} app
 * @param {(file: string) => string} readFile
 * @param {string} rel
 * @param {string} route
 * @returns {{ visible: boolean, html: string | null } | null}
 */
function recordPage(app, readFile, rel, route) {
  const match = matchRecordPath(rel, route);
  if (!match) return null;
  // Record ids are 15 characters of a-z0-9 (PocketBase's id field; the reference data's ids are made to fit):
  // anything else names no record, and costs no query.
  if (!/^[a-z0-9]{15}$/.test(match.id)) return { visible: false, html: null };
  const spec = KINDS[match.kind];
  const record = new DynamicModel(spec.fields);
  try {
    app.db().newQuery(spec.sql).bind({ id: match.id }).one(record);
  } catch (_) {
    return { visible: false, html: null }; // no such record (or not public)
  }
  /** @type {Record<string, string>} */
  const row = {};
  for (const field of Object.keys(spec.fields)) row[field] = record[field];
  if (!spec.title(row)) return { visible: true, html: null };
  let template;
  try {
    template = readFile(spec.template);
  } catch (_) {
    return { visible: true, html: null };
  }
  return { visible: true, html: fillTemplate(template, match.kind, row) };
}

module.exports = { TEMPLATE_ID, NAME_MARKER, SEED_MARKER, KINDS, TEMPLATE_SEEDS, matchRecordPath, fillTemplate, recordPage, escapeHtml };
