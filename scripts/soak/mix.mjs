// The soak's request mix: what students and moderators do on the site, in fixed proportions, against the
// benchmark's seeded data. Request n is always the same kind of request (a table of 100 slots, interleaved),
// so every minute of a run sends the same mix.
import { createRequire } from 'node:module';
import { INSTITUTION_SCORES, PROGRAM_SCORES } from '../../contract/ratings.js';
import { benchId } from '../lib/bench-data.mjs';

const { instructorName } = createRequire(import.meta.url)('../bench/bench_generate.js');

const COURSES = ['Analyse 1', 'Algèbre 2', 'Bases de données', 'Réseaux'];
// What students type: a first name, a family name, part of one, a full name (answers cached after the first).
const NAMES = ['Amira', 'Trabelsi', 'ben sal', 'Karim K. Jaz', 'gharbi', 'Nour B'];

/** Share of each kind of request, out of 100. */
export const WEIGHTS = {
  'instructor search (names asked before)': 22,
  'instructor search (a new name each time)': 8,
  'instructor page (averages route, courses)': 15,
  'institution page (row and averages)': 8,
  'program page (averages)': 5,
  'institutions list (500 rows)': 1,
  'ratings page (5 newest ACTIVE)': 17,
  'my contributions': 4,
  'rating create (client id)': 10,
  'moderator approval (decisions route)': 8,
  'moderation counts': 2,
};
export const SIGN_IN = 'sign-in (password)';
/** The kinds that add data (replaced by reads with --reads-only). */
const DATA_WRITES = new Set(['rating create (client id)', 'moderator approval (decisions route)']);
/** One sign-in every this many requests: bcrypt makes it the costliest request, and students rarely sign in. */
const SIGN_IN_EVERY = 200;

function slotTable() {
  const kinds = Object.entries(WEIGHTS).flatMap(([kind, w]) => Array.from({ length: w }, () => kind));
  if (kinds.length !== 100) throw new Error('soak weights must add up to 100');
  // 37 is prime to 100: consecutive requests walk through the kinds instead of sending 22 searches in a row.
  return Array.from({ length: 100 }, (_, s) => kinds[(s * 37) % 100]);
}

/**
 * @param {{ sizes: ReturnType<import('../lib/bench-data.mjs').benchSizes>, runTag: string,
 *           raters: { email: string, token: string }[], moderator: string, password: string,
 *           readsOnly?: boolean }} o
 */
export function createMix({ sizes, runTag, raters, moderator, password, readsOnly = false }) {
  const slots = slotTable();
  const approvals = [];
  const counters = { create: 0, institution: 0, program: 0, instructor: 0, newName: Date.now() % sizes.instructors };
  const U = raters.length;
  const json = (token) => ({ 'content-type': 'application/json', ...(token ? { authorization: token } : {}) });
  const pick = (n, prefix, count) => benchId(prefix, (n * 7919) % count);
  const list = (collection, query) => `/api/collections/${collection}/records?${query}`;
  const byId = (collection, id) => list(collection, `perPage=1&skipTotal=1&filter=${encodeURIComponent(`id='${id}'`)}`);

  /** The next free (author, target) pair of a kind; null once every pair has been used (then an instructor rating). */
  function pair(kind, targets) {
    const c = counters[kind];
    if (c >= U * targets) return null;
    counters[kind] += 1;
    return { rater: raters[c % U], target: Math.floor(c / U) };
  }

  function create() {
    counters.create += 1;
    const c = counters.create;
    const id = `s${runTag}${c.toString(36).padStart(8, '0')}`;
    const score = (k) => ((c * 7 + k * 3) % 5) + 1;
    const turn = ['instructor', 'program', 'instructor', 'institution', 'program'][c % 5];
    let p =
      turn === 'institution'
        ? pair('institution', sizes.institutions)
        : turn === 'program'
          ? pair('program', sizes.programs)
          : null;
    let collection;
    let body;
    if (p && turn === 'institution') {
      collection = 'institution_ratings';
      body = {
        institution: benchId('bi', p.target),
        review: 'A soak test review of an institution.',
        ...Object.fromEntries(INSTITUTION_SCORES.map((s, k) => [s, score(k)])),
      };
    } else if (p && turn === 'program') {
      collection = 'program_ratings';
      body = {
        program: benchId('bp', p.target),
        enrolment_status: 'ENROLLED',
        review: 'A soak test review of a program.',
        ...Object.fromEntries(PROGRAM_SCORES.map((s, k) => [s, score(k)])),
      };
    } else {
      // (author, instructor, course) is unique: four courses per pair before a pair is used up.
      p = pair('instructor', sizes.instructors * COURSES.length);
      if (!p)
        throw new Error('the soak ran out of new (author, instructor, course) triples: fewer minutes or more raters');
      collection = 'instructor_ratings';
      body = {
        instructor: benchId('bt', p.target % sizes.instructors),
        course: COURSES[Math.floor(p.target / sizes.instructors)],
        course_is_online: c % 2 === 0,
        overall_quality: score(0),
        difficulty: score(1),
        would_take_again: c % 3 !== 0,
        instructor_used_textbooks: true,
        attendance_mandatory: false,
        grade_status: 'RATHER_NOT_SAY',
        grade: '',
        tags: ['CARING'],
        review: 'A soak test review of an instructor.',
      };
    }
    return {
      kind: 'rating create (client id)',
      write: true,
      created: { collection, id },
      method: 'POST',
      path: `/api/collections/${collection}/records`,
      headers: json(p.rater.token),
      body: JSON.stringify({ id, ...body }),
    };
  }

  const makers = {
    'instructor search (names asked before)': (n) => ({
      path: `/api/rayek/instructors/search?perPage=20&q=${encodeURIComponent(NAMES[n % NAMES.length])}`,
    }),
    'instructor search (a new name each time)': () => ({
      path: `/api/rayek/instructors/search?perPage=20&q=${encodeURIComponent(instructorName((counters.newName++ * 7919) % sizes.instructors))}`,
    }),
    'instructor page (averages route, courses)': (n) => {
      const id = pick(n, 'bt', sizes.instructors);
      return { path: n % 2 ? `/api/rayek/instructors/${id}/averages` : byId('instructor_courses', id) };
    },
    'institution page (row and averages)': (n) => {
      const id = pick(n, 'bi', sizes.institutions);
      return { path: byId(n % 2 ? 'institutions_search' : 'institution_ratings_average', id) };
    },
    'program page (averages)': (n) => ({ path: byId('program_ratings_average', pick(n, 'bp', sizes.programs)) }),
    'institutions list (500 rows)': () => ({ path: list('institutions_search', 'page=1&perPage=500&skipTotal=1') }),
    'ratings page (5 newest ACTIVE)': (n) => {
      const [collection, field, prefix, count] = [
        ['instructor_ratings', 'instructor', 'bt', sizes.instructors],
        ['institution_ratings', 'institution', 'bi', sizes.institutions],
        ['program_ratings', 'program', 'bp', sizes.programs],
      ][n % 3];
      const filter = `${field}='${pick(n, prefix, count)}' && status='ACTIVE'`;
      return { path: list(collection, `perPage=5&skipTotal=1&sort=-created&filter=${encodeURIComponent(filter)}`) };
    },
    'my contributions': (n) => ({ path: '/api/rayek/contributions/mine', headers: json(raters[n % U].token) }),
    'rating create (client id)': create,
    'moderator approval (decisions route)': () => {
      const next = approvals.shift();
      // Nothing created yet to approve: the moderator looks at the queue counts instead.
      if (!next) return { ...makers['moderation counts'](), kind: 'moderation counts' };
      return {
        write: true,
        approved: next,
        method: 'POST',
        path: '/api/rayek/moderation/decisions',
        headers: json(moderator),
        body: JSON.stringify({ collection: next.collection, id: next.id, status: 'ACTIVE' }),
      };
    },
    'moderation counts': () => ({ path: '/api/rayek/moderation/counts', headers: json(moderator) }),
  };

  return {
    /** The spec of request n, with its `kind` (and `write`, `created`, `approved` for writes). */
    make(n) {
      if (n % SIGN_IN_EVERY === SIGN_IN_EVERY - 1) {
        const rater = raters[((n / SIGN_IN_EVERY) % U) | 0];
        return {
          kind: SIGN_IN,
          write: true,
          method: 'POST',
          path: '/api/collections/users/auth-with-password',
          headers: json(),
          body: JSON.stringify({ identity: rater.email, password }),
        };
      }
      const slot = slots[n % 100];
      const kind = readsOnly && DATA_WRITES.has(slot) ? 'ratings page (5 newest ACTIVE)' : slot;
      return { kind, write: false, ...makers[kind](n) };
    },
    /** A create answered 200 waits for the moderator (bounded: past 10,000 waiting, the oldest stay pending). */
    created(item) {
      approvals.push(item);
      if (approvals.length > 10_000) approvals.shift();
    },
  };
}
