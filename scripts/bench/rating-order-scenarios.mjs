// The ratings lists of a record page under each sort and filter (contract/rating-order.js), as the app asks for
// them: a guest's PocketBase list, 5 a page, no total. Compared in the same run with each kind's list in the order
// the app asked for before (`-created`: the `ratings` row for institutions, `order-*-before` here). Institutions are the largest targets of the seeded
// data (~670 ratings each at 1M), instructors the ones whose list rule joins a second table.
import { createRequire } from 'node:module';

const { ratingOrder } = createRequire(import.meta.url)('../../contract/rating-order.js');
/** The `sort` parameter the app sends (src/domain/rating-order.ts pocketBaseSort). */
const sortParam = (collection, sort) =>
  ratingOrder(collection, sort)
    .map(([field, dir]) => (dir === 'desc' ? `-${field}` : field))
    .join(',');

/**
 * @param {{ institutionIds: string[], instructorIds: string[], programIds: string[], readRate: number }} o
 * @returns {[string, string, number, (n: number) => { path: string }][]}
 */
export function ratingOrderScenarios({ institutionIds, instructorIds, programIds, readRate }) {
  const list =
    (collection, target, ids, sort, { filter = '', page = 1 } = {}) =>
    (n) => ({
      path:
        `/api/collections/${collection}/records?page=${page}&perPage=5&skipTotal=1&sort=${encodeURIComponent(sortParam(collection, sort))}` +
        `&filter=${encodeURIComponent(`${target}='${ids[n % ids.length]}' && status='ACTIVE'${filter}`)}`,
    });
  const institution = (sort, options) => list('institution_ratings', 'institution', institutionIds, sort, options);
  const before = (collection, target, ids) => (n) => ({
    path:
      `/api/collections/${collection}/records?perPage=5&skipTotal=1&sort=-created` +
      `&filter=${encodeURIComponent(`${target}='${ids[n % ids.length]}' && status='ACTIVE'`)}`,
  });
  return [
    ['order-newest', "an institution's ratings, newest (total order)", readRate, institution('newest')],
    ['order-helpful', "an institution's ratings, most helpful", readRate, institution('helpful')],
    ['order-highest', "an institution's ratings, highest", readRate, institution('highest')],
    ['order-lowest', "an institution's ratings, lowest", readRate, institution('lowest')],
    ['order-lowest-p3', "an institution's ratings, lowest, page 3", readRate, institution('lowest', { page: 3 })],
    [
      'order-instructor-before',
      "an instructor's ratings, as before (-created)",
      readRate,
      before('instructor_ratings', 'instructor', instructorIds),
    ],
    [
      'order-course',
      "an instructor's ratings of one course, newest",
      readRate,
      list('instructor_ratings', 'instructor', instructorIds, 'newest', { filter: " && course='Course 1'" }),
    ],
    [
      'order-course-helpful',
      "an instructor's ratings of one course, most helpful",
      readRate,
      list('instructor_ratings', 'instructor', instructorIds, 'helpful', { filter: " && course='Course 1'" }),
    ],
    [
      'order-program-before',
      "a program's ratings, as before (-created)",
      readRate,
      before('program_ratings', 'program', programIds),
    ],
    [
      'order-enrolment',
      "a program's ratings of one enrolment status, highest",
      readRate,
      list('program_ratings', 'program', programIds, 'highest', { filter: " && enrolment_status='ENROLLED'" }),
    ],
  ];
}
