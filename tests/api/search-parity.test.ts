// Same answers online and offline: every search text below goes to the real server's search routes and to the
// app's offline search (the search engine through src/domain/search-rank.ts, what lib/mirror/local-search.ts runs over the mirror) fed
// with the same read-model rows, and both must give the same ids in the same order, page after page.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rankRows } from '@/domain/search-rank';
import { startTestServer, type TestServer } from './support/server';
import { createInstitution, createInstructor, createProgram } from './support/fixtures';

let server: TestServer;
let first: { id: string };
let second: { id: string };
type SearchRow = { id: string; institution_id: string } & Record<string, unknown>;
const rows: Record<'instructors' | 'programs', SearchRow[]> = { instructors: [], programs: [] };

/** Ids whose order of creation is the reverse of their order as ids: a tie must come out by id, not by age. */
const tieId = (prefix: string, n: number) => `${prefix}${String(9 - n).repeat(15 - prefix.length)}`;

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  first = await createInstitution(server.admin);
  second = await createInstitution(server.admin);
  const instructors: Array<[string, string, string?]> = [
    ['Amira Ben Salah', first.id],
    ['amira ben salah', second.id],
    ['AMIRA BEN SALAH', first.id],
    ['أمين الزواري', second.id],
    ['امين الزواري', first.id],
    ['أَمِين الزوّاري', first.id],
    ['إمين الزواري', second.id],
    ['Hélène Gharbi', first.id],
    ['Helene Gharbi', second.id],
    ['HÉLÈNE GHARBI-Mansour', first.id],
    ['مروة الشابّي', first.id],
    ['Mohamed Amine Trabelsi', second.id],
    ['Amira Pending', first.id, 'PENDING_APPROVAL'],
  ];
  for (const [n, [name, institution, status]] of instructors.entries()) {
    await createInstructor(server.admin, institution, { id: tieId(n < 10 ? 't' : 'u', n % 10), name, status: status ?? 'ACTIVE' });
  }
  // Its name sorts after the others' and its id before theirs: an order by id alone would show it first.
  await createInstructor(server.admin, second.id, { id: 'a00000000000001', name: 'Samira Zouari' });
  const programs: Array<[string, string, string]> = [
    ['Génie électrique', 'Automatique', first.id],
    ['Genie Electrique', '', second.id],
    ['GÉNIE ÉLECTRIQUE', 'Automatique', first.id],
    ['الإعلامية', 'الشبكات', first.id],
    ['الاعلامية', '', second.id],
    ['Économie', 'Finance islamique', second.id],
    ['economie', 'finance', first.id],
  ];
  for (const [n, [major, pathway, institution]] of programs.entries()) {
    await createProgram(server.admin, institution, { id: tieId('p', n), discipline_major: major, specialization_pathway: pathway });
  }
  rows.instructors = await server.admin.collection('instructors_search').getFullList<SearchRow>({ batch: 500 });
  rows.programs = await server.admin.collection('programs_search').getFullList<SearchRow>({ batch: 500 });
});
afterAll(async () => {
  await server?.stop();
});

/** Every id the server answers for `q`, page after page of `perPage`. */
async function online(collection: 'instructors' | 'programs', q: string, institution?: string, perPage = 3) {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const params = new URLSearchParams({ q, page: String(page), perPage: String(perPage), ...(institution ? { institution } : {}) });
    const res = await fetch(`${server.url}/api/rayek/${collection}/search?${params}`);
    if (res.status === 400) return { refused: true, ids };
    const body = (await res.json()) as { items: Array<{ id: string }> };
    ids.push(...body.items.map((item) => item.id));
    if (body.items.length < perPage) return { refused: false, ids };
  }
}

function offline(collection: 'instructors' | 'programs', q: string, institution?: string) {
  const kind = collection === 'instructors' ? 'instructor' : 'program';
  return rankRows(kind, rows[collection], q, institution ? (row) => row.institution_id === institution : undefined).map((row) => row.id);
}

const nameOf = (collection: 'instructors' | 'programs', id: string) => {
  const row = rows[collection].find((r) => r.id === id)!;
  return collection === 'instructors' ? row.name : `${String(row.discipline_major)} / ${String(row.specialization_pathway)}`;
};

async function same(collection: 'instructors' | 'programs', q: string, institution?: string) {
  const server = await online(collection, q, institution);
  const local = offline(collection, q, institution);
  expect(local, `${collection} "${q}"`).toEqual(server.ids);
  return local.map((id) => nameOf(collection, id));
}

describe('instructor search: the same ids in the same order online and offline', () => {
  test('Arabic with and without hamza, marks and shadda', async () => {
    const all = ['امين الزواري', 'أمين الزواري', 'أَمِين الزوّاري', 'إمين الزواري'];
    for (const q of ['امين', 'أمين', 'إمين', 'أَمِين', 'الزوّاري', 'الزواري']) {
      expect((await same('instructors', q)).sort()).toEqual([...all].sort());
    }
    expect(await same('instructors', 'مروه الشابي')).toEqual(['مروة الشابّي']);
  });

  test('French with and without accents, in any letter case', async () => {
    for (const q of ['helene', 'Hélène', 'HELENE', 'hÉlÈnE gharbi']) {
      expect((await same('instructors', q)).sort()).toEqual(['HÉLÈNE GHARBI-Mansour', 'Helene Gharbi', 'Hélène Gharbi'].sort());
    }
  });

  test('names equal once folded come in the order of their ids, on every page', async () => {
    const names = await same('instructors', 'amira ben');
    expect(names.sort()).toEqual(['AMIRA BEN SALAH', 'Amira Ben Salah', 'amira ben salah'].sort());
    const ids = offline('instructors', 'amira ben');
    expect(ids).toEqual([...ids].sort());
    expect(await same('instructors', 'ami')).toEqual([
      ...['AMIRA BEN SALAH', 'amira ben salah', 'Amira Ben Salah'],
      'Mohamed Amine Trabelsi',
      'Samira Zouari',
    ]);
    await same('instructors', 'ine');
  });

  test('within one institution, and texts the server refuses find nothing offline either', async () => {
    expect((await same('instructors', 'amira', first.id)).length).toBe(2);
    await same('instructors', 'الزواري', second.id);
    for (const q of ['امَ', 'a'.repeat(101)]) {
      const answer = await online('instructors', q);
      expect(answer.refused).toBe(true);
      expect(offline('instructors', q)).toEqual([]);
    }
  });
});

describe('program search: the same ids in the same order online and offline', () => {
  test('accents, case and Arabic spelling variants in the discipline or the specialization', async () => {
    expect(await same('programs', 'genie electrique')).toEqual(
      expect.arrayContaining(['Génie électrique / Automatique', 'Genie Electrique / ', 'GÉNIE ÉLECTRIQUE / Automatique']),
    );
    expect((await same('programs', 'الاعلامية')).length).toBeGreaterThanOrEqual(2);
    expect((await same('programs', 'ÉCONOMIE')).length).toBeGreaterThanOrEqual(2);
    expect(await same('programs', 'finance isl')).toEqual(['Économie / Finance islamique']);
    await same('programs', 'automatique');
  });

  test('answers the public programs_search rows, and refuses what the instructor search refuses', async () => {
    const res = await fetch(`${server.url}/api/rayek/programs/search?q=${encodeURIComponent('finance isl')}`);
    const [item] = ((await res.json()) as { items: Array<Record<string, unknown>> }).items;
    const row = rows.programs.find((r) => r.id === item!.id)!;
    expect(item).toEqual(Object.fromEntries(Object.keys(item!).map((k) => [k, row[k]])));
    expect(Object.keys(item!).sort()).toEqual(
      ['discipline_major', 'id', 'institution_id', 'institution_name', 'mode_of_organization', 'overall_rating', 'review_count', 'specialization_pathway'],
    );
    for (const [params, field, code] of [
      [{ q: 'ec' }, 'q', 'validation_search_too_short'],
      [{ q: 'e'.repeat(101) }, 'q', 'validation_max_text_constraint'],
      [{ q: 'economie', institution: 'nope' }, 'institution', 'validation_invalid_value'],
      [{ q: 'economie', page: '101' }, 'page', 'validation_invalid_value'],
    ] as const) {
      const refused = await fetch(`${server.url}/api/rayek/programs/search?${new URLSearchParams(params)}`);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { data: Record<string, { code: string }> }).data[field]?.code).toBe(code);
    }
  });

  test('a text never spans the discipline and the specialization; institution filter and ties', async () => {
    expect(await same('programs', 'electrique automatique')).toEqual([]);
    await same('programs', 'genie', first.id);
    // Reference programs are there too (migration 1795400000): broad texts page through many of them.
    expect((await same('programs', 'ing')).length).toBeGreaterThan(3);
  });
});
