// Same answers online and offline: every search text below goes to the real server's search routes (the search
// engine over its (term, seq) tables, lib/search/engine-search.js) and to the engine the app runs over its mirror
// (contract/search-engine/index.js) built from the same rows read back from the server, and both must give the
// same ids in the same order, page after page, within an institution or a governorate, and in the unified search.
// The same again over the device's whole directory: the server's snapshot, decoded (contract/directory-sync.js)
// and indexed as the app indexes it (src/domain/directory-answers.ts), answers every search as the server's
// routes do, and the ranked lists (every sort, an institution, a kind of degree) and the sorted searches as theirs.
// The directory: the reference institutions and programs (migrations), the instructors of the engine's query
// fixture and synthetic ones, a few with ratings (the order reads review counts).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildIndex, searchIndex, type SearchIndex } from '@contract/search-engine/index.js';
import type { SearchKind } from '@contract/search-engine/terms.js';
import { runSteps } from '@contract/search-engine/index.js';
import { decodeSnapshot, type DirectoryKind, type DirectorySnapshot } from '@contract/directory-sync';
import { DIRECTORY_SORTS, PROGRAM_DEGREES } from '@contract/directory.js';
import {
  answerDirectory,
  buildDirectoryAnswers,
  type DirectoryAnswers,
  type DirectoryQuery,
} from '@/domain/directory-answers';
import { startTestServer, type TestServer } from './support/server';
import { createInstructor, createProgram, instructorRatingBody, programRatingBody, seeded } from './support/fixtures';
import { createActor } from './support/actors';
import { fixtureInstructors, referenceInstitutions, syntheticInstructors } from '../../scripts/bench/search-corpus.mjs';

type Row = Record<string, unknown> & { id: string };
const ROUTES: Record<SearchKind, string> = {
  institution: 'institutions',
  program: 'programs',
  instructor: 'instructors',
};

let server: TestServer;
const rows: Record<SearchKind, Row[]> = { institution: [], program: [], instructor: [] };
const indexes = {} as Record<SearchKind, SearchIndex<Row>>;
let directory: DirectoryAnswers;

/** Ids whose order of creation is the reverse of their order as ids: a tie must come out by id, not by age. */
const tieId = (n: number) => `t${String(9 - n).repeat(14)}`;

beforeAll(async () => {
  // Words whose lookups reach more than 40 index rows are checked in SQL instead of held in memory
  // (lib/search/engine-search.js): with this small directory, most queries then mix both ways. Every query of held
  // words keeps its ranked matches (RANKED_MIN 1), so later pages and filtered searches read them.
  server = await startTestServer({
    env: {
      RAYEK_RATE_LIMITS: 'off',
      RAYEK_DIRECTORY_REBUILD_SECONDS: '0',
      RAYEK_SEARCH_BROAD_ROWS: '40',
      RAYEK_SEARCH_RANKED_MIN: '1',
    },
  });
  const institutions = await server.admin.collection('institutions').getFullList<Row>({ batch: 500 });
  const byName = new Map(institutions.map((i) => [String(i.name), i.id]));
  const corpus = referenceInstitutions();
  const people = [
    ...fixtureInstructors(corpus).map((r) => ({
      id: r.id,
      name: r.name,
      department: r.department,
      institution_name: r.institution_name,
    })),
    ...syntheticInstructors(120, { seed: 7, institutions: corpus }).map((r) => ({ ...r, id: undefined })),
  ];
  const enit = byName.get("École Nationale d'Ingénieurs de Tunis")!;
  // Equal names: they come by reviews, then by id.
  for (let n = 0; n < 3; n++)
    people.push({
      id: tieId(n),
      name: ['Amira Ben Salah', 'amira ben salah', 'AMIRA BEN SALAH'][n]!,
      department: 'Physique',
      institution_name: "École Nationale d'Ingénieurs de Tunis",
    });
  for (let k = 0; k < people.length; k += 10) {
    await Promise.all(
      people.slice(k, k + 10).map((p) =>
        createInstructor(server.admin, byName.get(p.institution_name) ?? enit, {
          ...(p.id ? { id: p.id } : {}),
          name: p.name,
          department: p.department || 'Enseignement',
        }).catch((err: { response?: unknown }) => {
          throw new Error(`${p.name}: ${JSON.stringify(err.response)}`);
        }),
      ),
    );
  }
  await createInstructor(server.admin, enit, { name: 'Amira Pending', status: 'PENDING_APPROVAL' });
  // Reviews: the second of the equal names, and a few fixture instructors, get ratings.
  const raters = [await createActor(server), await createActor(server), await createActor(server)];
  const rated = [tieId(1), 'fxinstructor002', 'fxinstructor003'];
  for (const [n, id] of rated.entries()) {
    for (const rater of raters.slice(0, [2, 3, 1][n])) {
      await server.admin
        .collection('instructor_ratings')
        .create(instructorRatingBody(id, seeded(n + 1), { user: rater.id, status: 'ACTIVE' }));
    }
  }
  // Programs too (the ranked lists' "best rated" counts only those with the minimum number of reviews).
  const programs = (await server.admin.collection('programs').getList<Row>(1, 3, { sort: 'id' })).items;
  for (const [n, program] of programs.entries()) {
    for (const rater of raters.slice(0, [3, 1, 2][n])) {
      await server.admin
        .collection('program_ratings')
        .create(programRatingBody(program.id, seeded(n + 7), { user: rater.id, status: 'ACTIVE' }));
    }
  }
  await readBack();
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

/** The rows the app's mirror holds, with the institution's Arabic name and aliases joined as the app joins them. */
async function readBack() {
  const institutions = await server.admin.collection('institutions_search').getFullList<Row>({ batch: 500 });
  const byId = new Map(institutions.map((i) => [i.id, i]));
  const withInstitution = (row: Row) => {
    const inst = byId.get(String(row.institution_id))!;
    return { ...row, institution_name_ar: inst.name_ar, institution_aliases: inst.aliases };
  };
  rows.institution = institutions;
  rows.program = (await server.admin.collection('programs_search').getFullList<Row>({ batch: 500 })).map(
    withInstitution,
  );
  rows.instructor = (await server.admin.collection('instructors_search').getFullList<Row>({ batch: 500 })).map(
    withInstitution,
  );
  for (const kind of Object.keys(rows) as SearchKind[]) indexes[kind] = buildIndex(kind, rows[kind]);
  const snapshot = await fetch(`${server.url}/api/rayek/directory/snapshot`);
  expect(snapshot.status).toBe(200);
  directory = runSteps(buildDirectoryAnswers(decodeSnapshot((await snapshot.json()) as DirectorySnapshot)));
}

const DIRECTORY_KIND: Record<SearchKind, DirectoryKind> = {
  institution: 'institutions',
  program: 'programs',
  instructor: 'instructors',
};

/** The same search over the device's directory: the first `limit` ids. */
function fromDirectory(kind: SearchKind, q: string, filter?: string, limit = 40) {
  const query: DirectoryQuery = {
    kind: DIRECTORY_KIND[kind],
    text: q,
    ...(filter ? { [kind === 'institution' ? 'governorate' : 'institution']: filter } : {}),
  };
  return answerDirectory(directory, query)
    .slice(0, limit)
    .map((r) => r.id);
}

/** Every id the server answers for `q`, page after page of `perPage` (at most `pages` pages). */
async function online(kind: SearchKind, q: string, filter?: string, perPage = 20, pages = 2) {
  const ids: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const params = new URLSearchParams({ q, page: String(page), perPage: String(perPage) });
    if (filter) params.set(kind === 'institution' ? 'governorate' : 'institution', filter);
    const res = await fetch(`${server.url}/api/rayek/${ROUTES[kind]}/search?${params}`);
    if (res.status === 400) return { refused: true, ids };
    expect(res.status).toBe(200);
    const body = (await res.json()) as { page: number; perPage: number; totalItems: number; items: Row[] };
    expect([body.page, body.perPage, body.totalItems]).toEqual([page, perPage, -1]);
    ids.push(...body.items.map((item) => item.id));
    if (body.items.length < perPage) break;
  }
  return { refused: false, ids };
}

function offline(kind: SearchKind, q: string, filter?: string, limit = 40) {
  const field = kind === 'institution' ? 'governorate' : 'institution_id';
  const answer = searchIndex(indexes[kind], q, {
    limit,
    ...(filter ? { filter: (row: Row) => row[field] === filter } : {}),
  });
  return { refused: answer.refused !== undefined, ids: answer.items.map((row) => row.id) };
}

async function same(kind: SearchKind, q: string, filter?: string, perPage = 20, pages = 2) {
  const server = await online(kind, q, filter, perPage, pages);
  const local = offline(kind, q, filter, perPage * pages);
  expect(local.ids, `${kind} "${q}"${filter ? ` in ${filter}` : ''}`).toEqual(server.ids);
  expect(local.refused, `${kind} "${q}" refused`).toBe(server.refused);
  expect(
    fromDirectory(kind, q, filter, perPage * pages),
    `directory: ${kind} "${q}"${filter ? ` in ${filter}` : ''}`,
  ).toEqual(server.ids);
  return local.ids;
}

const nameOf = (kind: SearchKind, id: string) => {
  const row = rows[kind].find((r) => r.id === id)!;
  return kind === 'program'
    ? `${String(row.discipline_major)} / ${String(row.specialization_pathway)}`
    : String(row.name);
};

const root = path.resolve(import.meta.dirname, '..', '..');
const fixture = JSON.parse(fs.readFileSync(path.join(root, 'tests', 'fixtures', 'search-queries.json'), 'utf8')) as {
  queries: { query: string; kind: SearchKind }[];
};

describe('the same ids in the same order from the server and from the engine over the same rows', () => {
  test.each(['institution', 'program', 'instructor'] as const)(
    '%s: the real-world queries (acronyms, both scripts, typos, word orders)',
    async (kind) => {
      const queries = fixture.queries.filter((q) => q.kind === kind).map((q) => q.query);
      expect(queries.length).toBeGreaterThan(20);
      let found = 0;
      for (const q of queries) if ((await same(kind, q)).length > 0) found++;
      expect(found).toBeGreaterThan(queries.length * 0.9);
    },
    120_000,
  );

  test.each(['institution', 'program', 'instructor'] as const)(
    '%s: one letter, connectives, refused texts, paging',
    async (kind) => {
      for (const q of ['a', 'm', 'z', 'م', 'ع', '3', 'de', 'el', 'ال', 'ben']) await same(kind, q, undefined, 7, 3);
      for (const q of ['', '   ', '!!!', 'x'.repeat(101), 'a '.repeat(17)]) {
        const answer = await online(kind, q);
        expect(answer.refused, `"${q}"`).toBe(true);
        expect(offline(kind, q).ids).toEqual([]);
      }
    },
    120_000,
  );

  test('instructors: the spellings of one name in both scripts, swapped words, a typo, ties by reviews then id', async () => {
    expect((await same('instructor', 'mhamed jbali')).map((id) => nameOf('instructor', id))).toContain('Mhamed Jbali');
    const trabelsi = await same('instructor', 'trabelsi sami');
    expect(trabelsi.map((id) => nameOf('instructor', id))).toContain('Sami Trabelsi');
    expect(await same('instructor', 'sami trablsi')).toEqual(expect.arrayContaining(['fxinstructor002']));
    await same('instructor', 'محمد');
    await same('instructor', 'trabelsi enit');
    // The rated one of the three equal names first, then the others by id.
    const ties = (await same('instructor', 'amira ben salah')).filter((id) => id.startsWith('t'));
    expect(ties).toEqual([tieId(1), tieId(2), tieId(0)]);
    expect(await same('instructor', 'pending')).toEqual([]);
  });

  test('filters: an institution (programs, instructors), a governorate (institutions)', async () => {
    const enit = rows.institution.find((r) => r.name === "École Nationale d'Ingénieurs de Tunis")!.id;
    const fss = rows.institution.find((r) => r.name === 'Faculté des Sciences de Sfax')!.id;
    for (const q of ['a', 'amira', 'genie', 'informatique', 'ben salah']) {
      await same('instructor', q, enit);
      await same('program', q, enit);
      await same('program', q, fss);
      // Small pages: later pages of a filtered search skip the earlier matches within the filter only.
      await same('instructor', q, enit, 2, 3);
      await same('program', q, fss, 2, 3);
    }
    for (const q of ['faculte', 'institut', 'isg', 'sciences']) {
      expect(
        (await same('institution', q, 'Sfax')).every(
          (id) => rows.institution.find((r) => r.id === id)!.governorate === 'Sfax',
        ),
      ).toBe(true);
      await same('institution', q, 'Tunis');
    }
  }, 120_000);

  test("the unified search answers each kind's first page, at most perKind rows", async () => {
    for (const [q, perKind] of [
      ['informatique', 5],
      ['sfax', 3],
      ['ben', 10],
      ['a', 1],
      ['ensit', 5],
    ] as const) {
      const res = await fetch(`${server.url}/api/rayek/search?${new URLSearchParams({ q, perKind: String(perKind) })}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, Row[]>;
      expect(Object.keys(body).sort()).toEqual(['institutions', 'instructors', 'programs']);
      for (const kind of ['institution', 'program', 'instructor'] as const) {
        expect(
          body[ROUTES[kind]]!.map((r) => r.id),
          `${kind} "${q}"`,
        ).toEqual(offline(kind, q, undefined, perKind).ids);
        expect(
          body[ROUTES[kind]]!.map((r) => r.id),
          `directory: ${kind} "${q}"`,
        ).toEqual(fromDirectory(kind, q, undefined, perKind));
        const single = await fetch(
          `${server.url}/api/rayek/${ROUTES[kind]}/search?${new URLSearchParams({ q, perPage: String(perKind) })}`,
        );
        expect(body[ROUTES[kind]]).toEqual(((await single.json()) as { items: Row[] }).items);
      }
    }
    const res = await fetch(`${server.url}/api/rayek/search`);
    expect(res.status).toBe(400);
  });
  test('the ranked lists and the sorted searches: every sort, an institution, a kind of degree, every page', async () => {
    const enit = rows.institution.find((r) => r.name === "École Nationale d'Ingénieurs de Tunis")!.id;
    const fss = rows.institution.find((r) => r.name === 'Faculté des Sciences de Sfax')!.id;
    /** Every id of a route's pages (20 a page), until a short page. */
    const pages = async (route: string, params: Record<string, string>, last = 100) => {
      const ids: string[] = [];
      for (let page = 1; page <= last; page++) {
        const res = await fetch(
          `${server.url}/api/rayek/${route}?${new URLSearchParams({ ...params, page: String(page) })}`,
        );
        expect(res.status, `${route} ${JSON.stringify(params)}`).toBe(200);
        const items = ((await res.json()) as { items: Row[] }).items;
        ids.push(...items.map((item) => item.id));
        if (items.length < 20) break;
      }
      return ids;
    };
    const check = async (
      kind: 'programs' | 'instructors',
      params: Omit<DirectoryQuery, 'kind' | 'text'>,
      text = '',
    ) => {
      const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v)) as Record<string, string>;
      const server = text ? await pages(`${kind}/search`, { ...query, q: text }) : await pages(`${kind}/ranked`, query);
      const local = answerDirectory(directory, { kind, text, ...params })
        .slice(0, server.length + 20)
        .map((r) => r.id);
      expect(local, `${kind} ${text ? `"${text}" ` : ''}${JSON.stringify(params)}`).toEqual(server);
      return server;
    };
    for (const sort of DIRECTORY_SORTS) {
      expect((await check('instructors', { sort })).length).toBe(rows.instructor.length);
      expect((await check('programs', { sort })).length).toBe(rows.program.length);
      await check('instructors', { sort, institution: enit });
      await check('programs', { sort, institution: fss });
      for (const degree of ['L', 'ING', 'MED'] as const) await check('programs', { sort, degree });
      await check('programs', { sort, institution: enit, degree: 'ING' });
      for (const q of ['a', 'amira', 'ben salah', 'sami']) {
        await check('instructors', { sort }, q);
        await check('instructors', { sort, institution: enit }, q);
      }
      for (const q of ['informatique', 'genie', 'sciences']) {
        await check('programs', { sort }, q);
        await check('programs', { sort, degree: 'L' }, q);
      }
    }
    // No sort: the default (best rated) without a text; a degree keeps the engine's order of the matches.
    await check('instructors', {});
    await check('programs', { degree: 'ING' });
    await check('programs', { degree: 'L' }, 'informatique');
    expect(PROGRAM_DEGREES).toContain('ING');
  }, 300_000);

  // Last: it writes records. What the server keeps of the index (words' postings, the order, ranked matches) must
  // move with every write of several-word queries' records, as the rows do.
  test('records added, renamed and removed after start are found (or not) alike', async () => {
    const fss = rows.institution.find((r) => r.name === 'Faculté des Sciences de Sfax')!;
    const enit = rows.institution.find((r) => r.name === "École Nationale d'Ingénieurs de Tunis")!.id;
    const added = await createInstructor(server.admin, enit, { name: 'Sami Ben Trabelsi', department: 'Physique' });
    const renamed = await createInstructor(server.admin, fss.id, { name: 'Walid Chaabane', department: 'Chimie' });
    const removed = await createInstructor(server.admin, fss.id, { name: 'Sami Chaabane', department: 'Chimie' });
    const program = await createProgram(server.admin, fss.id, {
      discipline_major: 'Chimie Verte',
      specialization_pathway: 'Catalyse Durable',
    });
    const instructorTexts = [
      'sami trabelsi',
      'trabelsi sami enit',
      'walid chaabane',
      'sami chaabane',
      'chaabane chimie',
      'walid chebbi',
      'walid fsx',
    ];
    const programTexts = ['chimie verte', 'chimie sfax', 'catalyse durable', 'chimie organique', 'chimie fsx'];
    const check = async () => {
      await readBack();
      const found: Record<string, string[]> = {};
      for (const q of instructorTexts) found[q] = await same('instructor', q);
      for (const q of programTexts) found[q] = await same('program', q);
      return found;
    };
    let found = await check();
    expect(found['sami trabelsi']).toContain(added.id);
    expect(found['walid chaabane']).toContain(renamed.id);
    expect(found['sami chaabane']).toContain(removed.id);
    expect(found['chimie verte']).toContain(program.id);

    await server.admin.collection('instructors').update(renamed.id, { name: 'Walid Chebbi' });
    await server.admin.collection('instructors').delete(removed.id);
    await server.admin.collection('programs').update(program.id, { discipline_major: 'Chimie Organique' });
    found = await check();
    expect(found['walid chaabane']).not.toContain(renamed.id);
    expect(found['walid chebbi']).toContain(renamed.id);
    expect(found['sami chaabane']).not.toContain(removed.id);
    expect(found['chimie verte']).not.toContain(program.id);
    expect(found['chimie organique']).toContain(program.id);

    // An institution's aliases are its instructors' and programs' terms: a new one finds them at once.
    await server.admin
      .collection('institutions')
      .update(fss.id, { aliases: [...((fss.aliases as string[] | null) ?? []), 'FSX'] });
    found = await check();
    expect(found['walid fsx']).toContain(renamed.id);
    expect(found['chimie fsx']).toContain(program.id);
  }, 120_000);
});
