// The device's offline search is the search engine over what the mirror holds: for the same rows it gives the
// records the engine gives, in the engine's order (the server runs the same engine, docs/api.md), for the
// institutions list, cached programs and cached instructors, and for the search box's few of each kind.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildIndex, searchIndex } from '@contract/search-engine/index.js';
import { appDb } from '@/lib/db/app-db';
import { writeRecords, type Row } from '@/lib/mirror/mirror-store';
import { writeInstitutionsList } from '@/lib/mirror/institutions-list';
import { searchLocal } from '@/lib/mirror/local-search';
import { searchUnifiedLocal, UNIFIED_PER_KIND } from '@/lib/mirror/use-unified-search';
import { withInstitutionNames } from '@/domain/search-rank';
import { filterInstitutions, type InstitutionRow } from '@/features/institutions/use-institution-search';
import { nextFocus } from '@/features/search/search-box-keys';
import { fixtureInstructors, referenceInstitutions, referencePrograms } from '../../scripts/bench/search-corpus.mjs';

const reference = referenceInstitutions();
const institutions = reference.map(
  ({ programs: _programs, kind: _kind, ...row }) => ({ ...row, sector: 'PUBLIC' }) as Row,
);
const byName = new Map(institutions.map((row) => [String(row.name), row]));
/** Mirror rows carry the read model's fields: an instructor's or program's institution by id and French name. */
const instructors = (fixtureInstructors(reference) as Row[]).map(({ institution_name_ar: _ar, ...row }) => ({
  ...row,
  institution_id: String(byName.get(String(row.institution_name))?.id ?? ''),
})) as Row[];
const programs = (referencePrograms(reference) as Row[])
  .slice(0, 400)
  .map(({ institution_name_ar: _ar, institution_aliases: _aliases, ...row }) => ({
    ...row,
    institution_id: String(byName.get(String(row.institution_name))?.id ?? ''),
  })) as Row[];

beforeEach(async () => {
  const db = appDb();
  await Promise.all(db.tables.map((table) => table.clear()));
  await writeInstitutionsList(institutions);
  await writeRecords('instructors_search', instructors);
  await writeRecords('programs_search', programs);
});

/** What the engine answers over these rows (instructors and programs with their institution's other names, as the server indexes them). */
function engine(kind: 'institution' | 'program' | 'instructor', rows: Row[], text: string): string[] {
  const ids = new Map(institutions.map((row) => [row.id, row]));
  const full =
    kind === 'institution' ? rows : rows.map((row) => withInstitutionNames(row, ids.get(String(row.institution_id))));
  return searchIndex(buildIndex(kind, full), text).items.map((row) => String(row.id));
}

const QUERIES = [
  'ensit',
  'isg',
  'fac droit sfax',
  'informatique',
  'info gestion',
  'genie civil enit',
  'trabelsi',
  'mhamed',
  'محمد',
  'بن صالح',
  'i',
  'م',
  'informatiqe',
  'sousse',
  'ihec',
];

describe('offline search: the engine over the mirror', () => {
  it.each([
    ['institutions_search', 'institution', institutions],
    ['programs_search', 'program', programs],
    ['instructors_search', 'instructor', instructors],
  ] as const)('%s: the same records in the same order as the engine', async (collection, kind, rows) => {
    let found = 0;
    for (const q of QUERIES) {
      const local = (await searchLocal({ collection, text: q })).rows.map((row) => row.id);
      expect(local, `${collection} "${q}"`).toEqual(engine(kind, rows, q));
      found += local.length;
    }
    expect(found).toBeGreaterThan(0);
  });

  it('finds an institution by its acronym first, and an instructor by an Arabic-script query or their institution', async () => {
    const ensit = (await searchLocal({ collection: 'institutions_search', text: 'ensit' })).rows[0];
    expect(ensit?.name).toBe("École Nationale Supérieure d'Ingénieurs de Tunis");
    const arabic = (await searchLocal({ collection: 'instructors_search', text: 'محمد علي بن صالح' })).rows[0];
    expect(arabic?.name).toBe('Mohamed Ali Ben Salah');
    // The row carries the institution's French name only; the stored list adds its Arabic name, as the server's terms do.
    const arabicName = String(byName.get("École Nationale d'Ingénieurs de Tunis")?.name_ar ?? '');
    expect(arabicName).not.toBe('');
    const viaArabic = (
      await searchLocal({ collection: 'instructors_search', text: `ben salah ${arabicName.split(' ').at(-1)}` })
    ).rows;
    expect(viaArabic.map((row) => row.name)).toContain('Mohamed Ali Ben Salah');
  });

  it('narrows with the other filters', async () => {
    const sfax = institutions.find((row) => row.governorate === 'Sfax')!;
    const rows = (
      await searchLocal<Row>({
        collection: 'programs_search',
        text: 'informatique',
        where: (row) => row.institution_id === sfax.id,
      })
    ).rows;
    expect(rows.every((row) => row.institution_id === sfax.id)).toBe(true);
  });

  it('sees the institutions list replaced', async () => {
    expect((await searchLocal({ collection: 'institutions_search', text: 'ensit' })).rows).not.toHaveLength(0);
    await writeInstitutionsList(institutions.filter((row) => !String(row.name).includes('Supérieure')));
    expect(
      (await searchLocal({ collection: 'institutions_search', text: 'ensit' })).rows.map((row) => row.name),
    ).not.toContain("École Nationale Supérieure d'Ingénieurs de Tunis");
  });

  it('the search box offline: the first few of each kind, in the engine order', async () => {
    const { rows, any } = await searchUnifiedLocal('sfax');
    expect(any).toBe(true);
    expect(rows.institutions.map((row) => row.id)).toEqual(
      engine('institution', institutions, 'sfax').slice(0, UNIFIED_PER_KIND),
    );
    expect(rows.programs.map((row) => row.id)).toEqual(engine('program', programs, 'sfax').slice(0, UNIFIED_PER_KIND));
    expect(rows.instructors.map((row) => row.id)).toEqual(
      engine('instructor', instructors, 'sfax').slice(0, UNIFIED_PER_KIND),
    );
    expect(rows.institutions.length).toBe(UNIFIED_PER_KIND);
  });

  it('says when the mirror holds nothing to search', async () => {
    await Promise.all(appDb().tables.map((table) => table.clear()));
    expect((await searchUnifiedLocal('ensit')).any).toBe(false);
  });
});

describe('institutions page', () => {
  const search = (text: string, where: (row: InstitutionRow) => boolean) =>
    searchIndex(buildIndex('institution', institutions as InstitutionRow[]), text, { filter: where }).items;
  it('orders a text as the engine does and keeps the filters', () => {
    const rows = filterInstitutions(institutions as InstitutionRow[], { q: 'ens', governorate: 'Tunis' }, 'fr', search);
    expect(rows.map((row) => row.id)).toEqual(
      engine(
        'institution',
        institutions.filter((row) => row.governorate === 'Tunis'),
        'ens',
      ),
    );
    expect(rows.every((row) => row.governorate === 'Tunis')).toBe(true);
  });
});

describe('search box keys', () => {
  it('moves from the field into the links and back, and stays at the ends', () => {
    expect(nextFocus(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextFocus(0, 'ArrowDown', 3)).toBe(1);
    expect(nextFocus(2, 'ArrowDown', 3)).toBe(2);
    expect(nextFocus(0, 'ArrowUp', 3)).toBe(-1);
    expect(nextFocus(-1, 'ArrowUp', 3)).toBe(-1);
    expect(nextFocus(1, 'End', 3)).toBe(2);
    expect(nextFocus(1, 'Home', 3)).toBe(0);
    // In the field, Home and End move the caret; with no results the arrows do nothing.
    expect(nextFocus(-1, 'Home', 3)).toBeNull();
    expect(nextFocus(-1, 'ArrowDown', 0)).toBeNull();
    expect(nextFocus(0, 'Enter', 3)).toBeNull();
  });
});
