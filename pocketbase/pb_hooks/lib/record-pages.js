// Record pages served with their record's name in the HTML (CommonJS: required by the HTTP hook, and by
// vite.config.ts for the build's templates, so both sides share these names).
//
// Why: a record page (/institutions/{id}, /instructors/{id}, /programs/{id}) otherwise paints "Loading" and
// shows its title only after the scripts, IndexedDB and an API answer — about 3.5 s on a slow phone, which is
// when Lighthouse saw its largest paint. The build prerenders one template per kind (the page as the app
// renders it once the record's name is known, rating skeletons below); this fills in the name, the record's
// public fields as the app's seed (src/lib/sync/server-seed.ts) and the path, so the title paints with the
// HTML and the app starts from the same page.
//
// Only public data goes in: institutions and programs are public; an instructor only when ACTIVE (a pending
// suggestion is visible to its author and moderators only, so its page gets the plain shell like any unknown
// id). Nothing about who wrote anything is read here. Anything unexpected falls back to the plain shell.

const TEMPLATE_ID = "rayekrecordtmpl"; // a valid record id (15 × a–z0–9) no record will have
const NAME_MARKER = "__RAYEK_RECORD_NAME__";
const SEED_MARKER = "__RAYEK_RECORD_SEED__";

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

const escapeHtml = (s) =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The kind and id of a record page path ("institutions/abc…"), or null. */
function matchRecordPath(rel) {
  const m = /^(institutions|instructors|programs)\/([a-z0-9]{15})$/.exec(rel);
  return m ? { kind: m[1], id: m[2] } : null;
}

/** Fills a template with a record's row: its name (text), its seed (attribute) and its id (path). */
function fillTemplate(template, kind, row) {
  const spec = KINDS[kind];
  // The kind is the collection the app reads the record from (useRemoteRecord's seed lookup).
  const seed = [{ collection: kind, id: row.id, data: row }];
  return template
    .split(NAME_MARKER).join(escapeHtml(spec.title(row)))
    .split(SEED_MARKER).join(escapeHtml(JSON.stringify(seed)))
    .split(TEMPLATE_ID).join(row.id);
}

/**
 * The HTML of a record page with its record filled in, or null (not a record path, no such public record, no
 * name to show, or no template in this build): the caller then serves the plain shell.
 */
function renderRecordPage(app, readFile, rel) {
  const match = matchRecordPath(rel);
  if (!match) return null;
  const spec = KINDS[match.kind];
  let template;
  try {
    template = readFile(spec.template);
  } catch (_) {
    return null;
  }
  const record = new DynamicModel(spec.fields);
  try {
    app.db().newQuery(spec.sql).bind({ id: match.id }).one(record);
  } catch (_) {
    return null; // no such record (or not public)
  }
  const row = {};
  for (const field of Object.keys(spec.fields)) row[field] = record[field];
  if (!spec.title(row)) return null;
  return fillTemplate(template, match.kind, row);
}

module.exports = { TEMPLATE_ID, NAME_MARKER, SEED_MARKER, KINDS, TEMPLATE_SEEDS, matchRecordPath, fillTemplate, renderRecordPage };
