// The pages Lighthouse audits, one of each page type, chosen from the seeded data when the audit runs: the
// record pages are the most-rated institution, program and instructor (what a shared link to a well-reviewed
// record opens), the searches ask for a word of those records' names, the forms are those records' add-rating
// pages and the report page of one of their ratings. Nothing here is a fixed id, so the audit follows the data.
import { COLLECTIONS } from '../../contract/collections.js';

/** @typedef {{ path: string, type: string }} AuditedPage */

async function getJson(base, route) {
  const res = await fetch(`${base}${route}`);
  if (!res.ok) throw new Error(`GET ${route} answered ${res.status}`);
  return res.json();
}

/** The id of the record with the most ratings in a read model (public, sortable by review_count). */
async function mostRated(base, readModel) {
  const page = await getJson(base, `/api/collections/${readModel}/records?sort=-review_count,id&perPage=1&skipTotal=1&fields=id`);
  const id = page.items[0]?.id;
  if (!id) throw new Error(`${readModel} is empty: seed the demo data before choosing the audited pages`);
  return id;
}

async function record(base, collection, id) {
  return getJson(base, `/api/collections/${collection}/records/${id}`);
}

/** The longest word of a name, letters only (what a student would type; the longest is the least common). */
function searchWordOf(name) {
  const words = String(name).split(/[^\p{L}]+/u).filter((w) => w.length >= 3);
  if (words.length === 0) throw new Error(`no word to search for in "${name}"`);
  return words.reduce((a, b) => (b.length > a.length ? b : a));
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
export async function auditedPages(base) {
  const [institutionId, programId, instructorId] = await Promise.all([
    mostRated(base, COLLECTIONS.institutionRatingsAverage),
    mostRated(base, COLLECTIONS.programRatingsAverage),
    mostRated(base, COLLECTIONS.instructorRatingsAverage),
  ]);
  const [institution, program, instructor, instructorRatingId] = await Promise.all([
    record(base, COLLECTIONS.institutions, institutionId),
    record(base, COLLECTIONS.programs, programId),
    record(base, COLLECTIONS.instructors, instructorId),
    aRatingOf(base, COLLECTIONS.instructorRatings, 'instructor', instructorId),
  ]);
  const q = (name) => `?q=${encodeURIComponent(searchWordOf(name))}`;
  const page = (path, type) => ({ path, type });
  return [
    page('/', 'landing'),
    page('/institutions', 'institution search'),
    page('/instructors', 'instructor search'),
    page('/programs', 'program search'),
    page(`/institutions${q(institution.name)}`, 'institution search with a query'),
    page(`/instructors${q(instructor.name)}`, 'instructor search with a query'),
    page(`/programs${q(program.specialization_pathway || program.discipline_major)}`, 'program search with a query'),
    page(`/institutions/${institutionId}`, 'institution page (most rated)'),
    page(`/programs/${programId}`, 'program page (most rated)'),
    page(`/instructors/${instructorId}`, 'instructor page (most rated)'),
    page(`/institutions/${institutionId}/add-rating`, 'institution rating form'),
    page(`/programs/${programId}/add-rating`, 'program rating form'),
    page(`/instructors/${instructorId}/add-rating`, 'instructor rating form'),
    page('/instructors/add', 'add-instructor form'),
    page(`/instructors/${instructorId}/claim`, 'claim form'),
    page(`/report/instructor-rating/${instructorRatingId}`, 'report form'),
    // The privacy policy and the terms of use are prerendered from the same legal-page component as the
    // guidelines; e2e/a11y/axe.spec.ts checks all three, and LIGHTHOUSE_PATHS audits them when wanted.
    page('/guidelines', 'static page'),
  ];
}
