// The searches and ranked lists answered from the device's whole directory (contract/directory-sync.js), with
// the server's records in the server's order: the search engine's index over every row (the same terms and
// ranks as the server's tables), and each list order computed once with the server's ORDER BY keys
// (pb_hooks/lib/directory/institution-directory.js ORDERS, lib/directory/ranked-lists.js rankMatches). Built in steps
// (`buildDirectoryAnswers` yields every few hundred rows or comparisons) so the device can build it for 30,000
// instructors without holding the main thread (lib/mirror/directory-index.ts runs the steps in slices).
// tests/api/search-parity.test.ts compares these answers with the server's routes.
import { DIRECTORY_COLUMNS, DIRECTORY_KINDS, type Directory, type DirectoryKind } from '@contract/directory-sync';
import { BEST_RATED_MIN_REVIEWS, DEFAULT_DIRECTORY_SORT, DIRECTORY_SORTS } from '@contract/directory.js';
import { DEGREE_TEXTS } from '@contract/degrees.js';
import { foldForMatching } from '@contract/matching.js';
import { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE, compareText } from '@contract/search.js';
import { buildIndexSteps, searchIndex, sortInSteps, type SearchIndex } from '@contract/search-engine/index.js';
import { normaliseLine } from '@contract/text.js';

export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export type DegreeCode = keyof typeof DEGREE_TEXTS;
/** A directory record as the views and the engine read it: a search row's fields (`*_search`). */
export type DirectoryRecord = Record<string, unknown> & { id: string; review_count: number };

export interface DirectoryQuery {
  kind: DirectoryKind;
  /** "" (or only spaces): the ranked list, no search. */
  text: string;
  /** A program's or instructor's institution id. */
  institution?: string;
  /** A program's kind of degree (its code). */
  degree?: DegreeCode;
  /** An institution's governorate (the institutions search's filter). */
  governorate?: string;
  /** Absent: a search's best-match order, a ranked list's default. */
  sort?: DirectorySort;
}

const ENGINE_KIND = { institutions: 'institution', programs: 'program', instructors: 'instructor' } as const;
/** Every row's steps yield after this many rows. */
const STEP = 256;
/** The matches a sorted or degree-narrowed search ranks, as the server's (lib/directory/ranked-lists.js RANKED_MATCHES). */
const RANKED_MATCHES = SEARCH_PAGE_MAX * SEARCH_PAGE_SIZE;

function columns(kind: DirectoryKind): Record<string, number> {
  return Object.fromEntries(DIRECTORY_COLUMNS[kind].map((name, i) => [name, i]));
}
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

/** Each kind's records, institutions first (the others carry their institution's names, as the server's terms do). */
function* recordSteps(directory: Directory): Generator<void, Record<DirectoryKind, DirectoryRecord[]>, void> {
  const ic = columns('institutions');
  const institutions: DirectoryRecord[] = [];
  for (const row of Object.values(directory.institutions)) {
    institutions.push({
      id: str(row[ic.id!]),
      name: str(row[ic.name!]),
      name_ar: str(row[ic.name_ar!]),
      aliases: Array.isArray(row[ic.aliases!]) ? row[ic.aliases!] : [],
      governorate: str(row[ic.governorate!]),
      sector: str(row[ic.sector!]),
      overall_rating: num(row[ic.score!]),
      review_count: num(row[ic.reviews!]),
    });
  }
  const byId = new Map(institutions.map((r) => [r.id, r]));
  const place = (id: string) => {
    const institution = byId.get(id);
    return {
      institution_id: id,
      institution_name: str(institution?.name),
      institution_name_ar: str(institution?.name_ar),
      institution_aliases: (institution?.aliases as string[] | undefined) ?? [],
    };
  };
  const pc = columns('programs');
  const programs: DirectoryRecord[] = [];
  for (const row of Object.values(directory.programs)) {
    if (programs.length % STEP === STEP - 1) yield;
    programs.push({
      id: str(row[pc.id!]),
      discipline_major: str(row[pc.discipline_major!]),
      specialization_pathway: str(row[pc.specialization_pathway!]),
      discipline_major_ar: str(row[pc.discipline_major_ar!]),
      specialization_pathway_ar: str(row[pc.specialization_pathway_ar!]),
      degree: str(row[pc.degree!]),
      mode_of_organization: str(row[pc.mode_of_organization!]),
      ...place(str(row[pc.institution!])),
      overall_rating: num(row[pc.score!]),
      review_count: num(row[pc.reviews!]),
    });
  }
  const tc = columns('instructors');
  const instructors: DirectoryRecord[] = [];
  for (const row of Object.values(directory.instructors)) {
    if (instructors.length % STEP === STEP - 1) yield;
    instructors.push({
      id: str(row[tc.id!]),
      name: str(row[tc.name!]),
      department: str(row[tc.department!]),
      ...place(str(row[tc.institution!])),
      avg_overall_quality: num(row[tc.score!]),
      review_count: num(row[tc.reviews!]),
    });
  }
  return { institutions, programs, instructors };
}

const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (s) => s.toLowerCase());

/** The text a record's name order compares, as the server's: an instructor's folded search key, a program's SQLite lower(). */
function nameKey(kind: DirectoryKind, r: DirectoryRecord): string {
  if (kind === 'programs') return lowerAscii(str(r.specialization_pathway) || str(r.discipline_major));
  return foldForMatching(normaliseLine(str(r.name)));
}

const scoreOf = (kind: DirectoryKind, r: DirectoryRecord) =>
  num(kind === 'instructors' ? r.avg_overall_quality : r.overall_rating);

/** Each order of a kind's records: the positions of the records, best first (ORDERS of lib/directory/institution-directory.js). */
function* orderSteps(
  kind: DirectoryKind,
  records: readonly DirectoryRecord[],
): Generator<void, Record<DirectorySort, Int32Array>, void> {
  const score = new Float64Array(records.length);
  const names: string[] = [];
  for (let i = 0; i < records.length; i++) {
    if (i % STEP === STEP - 1) yield;
    score[i] = scoreOf(kind, records[i]!);
    names.push(nameKey(kind, records[i]!));
  }
  const reviews = (i: number) => records[i]!.review_count;
  const id = (a: number, b: number) => compareText(records[a]!.id, records[b]!.id);
  const compare: Record<DirectorySort, (a: number, b: number) => number> = {
    best: (a, b) =>
      Number(reviews(b) >= BEST_RATED_MIN_REVIEWS) - Number(reviews(a) >= BEST_RATED_MIN_REVIEWS) ||
      score[b]! - score[a]! ||
      reviews(b) - reviews(a) ||
      id(a, b),
    reviews: (a, b) => reviews(b) - reviews(a) || score[b]! - score[a]! || id(a, b),
    name: (a, b) => compareText(names[a]!, names[b]!) || id(a, b),
  };
  const orders = {} as Record<DirectorySort, Int32Array>;
  for (const sort of DIRECTORY_SORTS) {
    const order = yield* sortInSteps(
      Array.from(records, (_, i) => i),
      compare[sort],
    );
    orders[sort] = Int32Array.from(order);
  }
  return orders;
}

interface KindAnswers {
  records: DirectoryRecord[];
  index: SearchIndex<DirectoryRecord>;
  /** The records in each order (programs and instructors: the server's ranked lists). */
  orders: Record<DirectorySort, Int32Array> | null;
  /** Where each record stands in each order, by its place in `records`. */
  place: Map<DirectoryRecord, number>;
}

export interface DirectoryAnswers {
  directory: Directory;
  kinds: Record<DirectoryKind, KindAnswers>;
}

/** The answers' index and orders over a directory, in steps (run them with runSteps, or in slices). */
export function* buildDirectoryAnswers(directory: Directory): Generator<void, DirectoryAnswers, void> {
  const records = yield* recordSteps(directory);
  const kinds = {} as Record<DirectoryKind, KindAnswers>;
  for (const kind of DIRECTORY_KINDS) {
    const list = records[kind];
    const index = yield* buildIndexSteps(ENGINE_KIND[kind], list);
    const orders = kind === 'institutions' ? null : yield* orderSteps(kind, list);
    const place = new Map<DirectoryRecord, number>();
    for (let i = 0; i < list.length; i++) {
      if (i % (STEP * 4) === 0) yield;
      place.set(list[i]!, i);
    }
    kinds[kind] = { records: list, index, orders, place };
  }
  return { directory, kinds };
}

/**
 * Every record the query answers, in the server's order: a text is matched by the engine (within the
 * institution or governorate); with a sort or a degree, its first SEARCH_PAGE_MAX pages of matches keep that
 * degree and take that order, as the server's search routes do; without a text, the kind's ranked list (best
 * rated by default) within the institution and degree. The caller pages it.
 */
export function answerDirectory(answers: DirectoryAnswers, query: DirectoryQuery): DirectoryRecord[] {
  const { records, index, orders, place } = answers.kinds[query.kind];
  const degree = query.degree ? DEGREE_TEXTS[query.degree] : '';
  const keep = (r: DirectoryRecord) =>
    (!query.institution || r.institution_id === query.institution) &&
    (!query.governorate || r.governorate === query.governorate) &&
    (!degree || r.degree === degree);
  if (query.text.trim() === '') {
    if (!orders) return records.filter(keep);
    const out: DirectoryRecord[] = [];
    for (const i of orders[query.sort ?? DEFAULT_DIRECTORY_SORT]) if (keep(records[i]!)) out.push(records[i]!);
    return out;
  }
  const where = (r: DirectoryRecord) =>
    (!query.institution || r.institution_id === query.institution) &&
    (!query.governorate || r.governorate === query.governorate);
  const { items } = searchIndex(
    index,
    query.text,
    query.institution || query.governorate ? { filter: where } : undefined,
  );
  if (!query.sort && !degree) return items;
  const ranked = items.slice(0, RANKED_MATCHES).filter(keep);
  if (!query.sort || !orders) return ranked;
  const position = positions(answers, query.kind, query.sort);
  return ranked.sort((a, b) => position[place.get(a)!]! - position[place.get(b)!]!);
}

const positionCache = new WeakMap<Int32Array, Int32Array>();

/** Where each record stands in an order (computed on the first sorted search of that order). */
function positions(answers: DirectoryAnswers, kind: DirectoryKind, sort: DirectorySort): Int32Array {
  const order = answers.kinds[kind].orders![sort];
  let position = positionCache.get(order);
  if (!position) {
    position = new Int32Array(order.length);
    for (let k = 0; k < order.length; k++) position[order[k]!] = k;
    positionCache.set(order, position);
  }
  return position;
}
