// The pages Lighthouse audits, one of each page type, chosen from the seeded data when the audit runs: the
// record pages are the heaviest institution, program and instructor (the most ratings, then the longest names:
// what a shared link to a well-reviewed record opens, at its slowest), the searches ask for a word of those records' names, the forms are those records' add-rating
// pages and the report page of one of their ratings. Nothing here is a fixed id, so the audit follows the data.
import { COLLECTIONS } from '../../contract/collections.js';

/** @typedef {{ path: string, type: string }} AuditedPage */

async function getJson(base, route) {
  const res = await fetch(`${base}${route}`);
  if (!res.ok) throw new Error(`GET ${route} answered ${res.status}`);
  return res.json();
}

async function record(base, collection, id) {
  return getJson(base, `/api/collections/${collection}/records/${id}`);
}

/** The longest word of a name, letters only (what a student would type; the longest is the least common). */
function searchWordOf(name) {
  const words = String(name)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3);
  if (words.length === 0) throw new Error(`no word to search for in "${name}"`);
  return words.reduce((a, b) => (b.length > a.length ? b : a));
}

// What the DevTools-throttled guard audits (scripts/lighthouse.mjs): of each kind, the record page with the most
// ratings and, among those with as many, the longest name text the page paints from its read model (a long
// name wraps to more lines and becomes the page's largest paint: the institution name on a program page is
// what painted at 6.6 s when it waited for the read model). Read from the search read models, which carry the
// review count and every name the page shows.
const HEAVIEST_CANDIDATES = 50;
const NAME_FIELDS = {
  institutions: ['name', 'name_ar'],
  instructors: ['name', 'department', 'institution_name'],
  programs: ['discipline_major', 'specialization_pathway', 'institution_name'],
};

/** The id of the heaviest record of a search read model: most ratings, then the longest names. */
async function heaviest(base, readModel, nameFields) {
  const fields = ['id', 'review_count', ...nameFields].join(',');
  const page = await getJson(
    base,
    `/api/collections/${readModel}/records?sort=-review_count,id&perPage=${HEAVIEST_CANDIDATES}&skipTotal=1&fields=${fields}`,
  );
  const top = page.items.filter((r) => r.review_count === page.items[0]?.review_count);
  if (top.length === 0) throw new Error(`${readModel} is empty: seed the demo data before choosing the audited pages`);
  const nameLength = (r) => nameFields.reduce((n, f) => n + String(r[f] ?? '').length, 0);
  return top.reduce((a, b) => (nameLength(b) > nameLength(a) ? b : a));
}

/** A published rating's id of the given target, for the report page. */
async function aRatingOf(base, collection, field, id) {
  const page = await getJson(
    base,
    `/api/collections/${collection}/records?filter=${encodeURIComponent(`${field}="${id}"`)}&sort=id&perPage=1&skipTotal=1&fields=id`,
  );
  const ratingId = page.items[0]?.id;
  if (!ratingId) throw new Error(`no published rating of ${collection} ${id}`);
  return ratingId;
}

/**
 * Every page type of the app, as paths on the server at `base` (its public API, no sign-in).
 * @param {string} base
 * @returns {Promise<AuditedPage[]>}
 */
export async function auditedPages(base, { withRecordPages = true } = {}) {
  const [institutionRow, programRow, instructorRow] = await Promise.all([
    heaviest(base, COLLECTIONS.institutionsSearch, NAME_FIELDS.institutions),
    heaviest(base, COLLECTIONS.programsSearch, NAME_FIELDS.programs),
    heaviest(base, COLLECTIONS.instructorsSearch, NAME_FIELDS.instructors),
  ]);
  const [institutionId, programId, instructorId] = [institutionRow.id, programRow.id, instructorRow.id];
  const [institution, program, instructor, instructorRatingId] = await Promise.all([
    record(base, COLLECTIONS.institutions, institutionId),
    record(base, COLLECTIONS.programs, programId),
    record(base, COLLECTIONS.instructors, instructorId),
    aRatingOf(base, COLLECTIONS.instructorRatings, 'instructor', instructorId),
  ]);
  const q = (name) => `?q=${encodeURIComponent(searchWordOf(name))}`;
  const page = (path, type) => ({ path, type });
  const recordPages = [
    page(`/institutions/${institutionId}`, 'institution page (heaviest)'),
    page(`/programs/${programId}`, 'program page (heaviest)'),
    page(`/instructors/${instructorId}`, 'instructor page (heaviest)'),
  ];
  return [
    page('/', 'landing'),
    // The lists without a text are the ranked lists in their default sort (best rated, with the minimum number of
    // reviews: /api/rayek/{instructors,programs}/ranked); another sort or a filter is the same page and route.
    page('/institutions', 'institution list (best rated)'),
    page('/instructors', 'instructor list (best rated)'),
    page('/programs', 'program list (best rated)'),
    page(`/institutions${q(institution.name)}`, 'institution search with a query'),
    page(`/instructors${q(instructor.name)}`, 'instructor search with a query'),
    page(`/programs${q(program.specialization_pathway || program.discipline_major)}`, 'program search with a query'),
    // The guard audits them (heaviestRecordPages, DevTools throttling, every category) when it runs.
    ...(withRecordPages ? recordPages : []),
    page(`/institutions/${institutionId}/add-rating`, 'institution rating form'),
    page(`/programs/${programId}/add-rating`, 'program rating form'),
    page(`/instructors/${instructorId}/add-rating`, 'instructor rating form'),
    page('/instructors/add', 'add-instructor form'),
    page(`/instructors/${instructorId}/claim`, 'claim form'),
    page(`/report/instructor-rating/${instructorRatingId}`, 'report form'),
    // The privacy policy and the terms of use are prerendered from the same legal-page component as the
    // guidelines; e2e/a11y/axe.spec.ts checks all three, and LIGHTHOUSE_PATHS audits them when wanted.
    page('/guidelines', 'static page'),
    page('/settings', 'device settings'),
  ];
}

/**
 * The heaviest institution, instructor and program page (see above), as paths on the server at `base`.
 * @param {string} base
 * @returns {Promise<AuditedPage[]>}
 */
export async function heaviestRecordPages(base) {
  const [institution, instructor, program] = await Promise.all([
    heaviest(base, COLLECTIONS.institutionsSearch, NAME_FIELDS.institutions),
    heaviest(base, COLLECTIONS.instructorsSearch, NAME_FIELDS.instructors),
    heaviest(base, COLLECTIONS.programsSearch, NAME_FIELDS.programs),
  ]);
  const described = (r, kind) => `heaviest ${kind} (${r.review_count} ratings)`;
  return [
    { path: `/institutions/${institution.id}`, type: described(institution, 'institution') },
    { path: `/instructors/${instructor.id}`, type: described(instructor, 'instructor') },
    { path: `/programs/${program.id}`, type: described(program, 'program') },
  ];
}
