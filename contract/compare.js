// What /compare puts side by side: one kind of record (its collection's name) and at most COMPARE_MAX of them.
// Its URL says both (`/compare?kind=instructors&ids=a,b,c`): the app reads it (src/domain/compare-search.ts) and
// the server answers 404 for a URL whose ids name no public record of the kind (pb_hooks/lib/pages/page-records.js).

const COMPARE_KINDS = ["institutions", "programs", "instructors"];

/** At most this many records side by side. */
const COMPARE_MAX = 3;

module.exports = { COMPARE_KINDS, COMPARE_MAX };
