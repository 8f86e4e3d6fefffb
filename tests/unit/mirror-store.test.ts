// The read mirror on fake-indexeddb: what it keeps, what it gives back, what it evicts first.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { AppDB, appDb, type OutboxItem } from '@/lib/db/app-db';
import {
  evict,
  mergePages,
  queryKey,
  readCollection,
  readList,
  readQuery,
  readRecord,
  removeRecord,
  touchRecords,
  writeQuery,
  writeRecords,
} from '@/lib/mirror/mirror-store';
import { hasDegree, instructorEntry, orderList, programEntry } from '@/domain/ranked-lists';
import { searchLocal } from '@/lib/mirror/local-search';
import { writeInstitutionsList } from '@/lib/mirror/institutions-list';
import { mayHaveMore } from '@/lib/mirror/use-mirrored-pages';
import { deliverVote } from '@/lib/outbox/kinds/vote-kind';

type Row = { id: string } & Record<string, unknown>;
const id = (n: number) => `r${String(n).padStart(14, '0')}`;

beforeEach(async () => {
  const db = appDb();
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('records', () => {
  it('are written under their collection and read back', async () => {
    await writeRecords('instructors_search', [{ id: id(1), name: 'Amira Ben Salah' }], 1000);
    const record = await readRecord('instructors_search', id(1));
    expect(record).toMatchObject({ collection: 'instructors_search', id: id(1), fetchedAt: 1000, accessedAt: 1000 });
    expect(record?.data).toEqual({ id: id(1), name: 'Amira Ben Salah' });
    expect(await readRecord('institutions_search', id(1))).toBeUndefined();
  });

  it('merge a narrower answer into what a fuller one wrote', async () => {
    await writeRecords(
      'institutions',
      [{ id: id(1), name: 'FST', name_ar: 'كلية العلوم', governorate: 'Tunis' }],
      1000,
    );
    await writeRecords('institutions', [{ id: id(1), name: 'Faculté des Sciences de Tunis' }], 2000);
    const record = await readRecord('institutions', id(1));
    expect(record?.data).toEqual({
      id: id(1),
      name: 'Faculté des Sciences de Tunis',
      name_ar: 'كلية العلوم',
      governorate: 'Tunis',
    });
    expect(record?.fetchedAt).toBe(2000);
  });

  it('are removed when the server says they are gone', async () => {
    await writeRecords('programs', [{ id: id(1) }]);
    await removeRecord('programs', id(1));
    expect(await readRecord('programs', id(1))).toBeUndefined();
  });
});

describe("a rating's vote counts", () => {
  const T0 = Date.UTC(2026, 10, 28, 2, 0, 0);
  const rating = id(7);
  const counts = async () => (await readRecord('instructor_ratings', rating))?.data;
  const voted = (helpful: number, at: number) =>
    deliverVote(
      appDb(),
      {
        id: 'vote-item',
        userId: 'aliceaaaaaaaaaa',
        payload: { collection: 'instructor_ratings', rating, value: 1 },
      } as unknown as OutboxItem,
      { collection: 'instructor_ratings', rating, value: 1, helpful_count: helpful, unhelpful_count: 0 },
      at,
    );

  it("from a vote's answer outlive a ratings page asked before it, not one asked after", async () => {
    await writeQuery(
      'page',
      'instructor_ratings',
      [{ id: rating, review: 'Clear.', helpful_count: 0, unhelpful_count: 0 }],
      -1,
      T0,
    );
    await voted(1, T0 + 10);
    // Asked at T0 + 5 (before the vote was answered), written at T0 + 20: the page's other fields, the vote's counts.
    await writeQuery(
      'page',
      'instructor_ratings',
      [{ id: rating, review: 'Clearer.', helpful_count: 0, unhelpful_count: 0 }],
      -1,
      T0 + 20,
      T0 + 5,
    );
    expect(await counts()).toMatchObject({ review: 'Clearer.', helpful_count: 1, unhelpful_count: 0 });
    // Asked after the answer: the server's latest word, whatever it says.
    await writeQuery(
      'page',
      'instructor_ratings',
      [{ id: rating, review: 'Clearer.', helpful_count: 3, unhelpful_count: 1 }],
      -1,
      T0 + 40,
      T0 + 30,
    );
    expect(await counts()).toMatchObject({ helpful_count: 3, unhelpful_count: 1 });
  });
});

describe('queries', () => {
  it('have the same key for the same parameters in any order, empty ones left out', () => {
    expect(queryKey('instructors_search', { q: 'amira', page: 1, institution: undefined })).toBe(
      queryKey('instructors_search', { page: 1, q: 'amira', institution: '' }),
    );
    expect(queryKey('instructors_search', { q: 'amira', page: 1 })).not.toBe(
      queryKey('instructors_search', { q: 'amira', page: 2 }),
    );
  });

  it('keep the order of the answer and give back its records', async () => {
    const key = queryKey('instructors_search', { q: 'ben' });
    await writeQuery(
      key,
      'instructors_search',
      [
        { id: id(2), name: 'B' },
        { id: id(1), name: 'A' },
      ],
      -1,
      5000,
    );
    const answer = await readQuery(key);
    expect(answer?.query).toMatchObject({ key, ids: [id(2), id(1)], fetchedAt: 5000 });
    expect(answer?.records.map((r) => r.data.name)).toEqual(['B', 'A']);
  });

  it('leave out records evicted since', async () => {
    const key = queryKey('instructor_ratings', { instructor: id(9), page: 1 });
    await writeQuery(key, 'instructor_ratings', [{ id: id(1) }, { id: id(2) }]);
    await removeRecord('instructor_ratings', id(1));
    expect((await readQuery(key))?.records.map((r) => r.id)).toEqual([id(2)]);
  });
});

describe('eviction', () => {
  it('removes the least recently shown records past the limit, never the institutions list', async () => {
    await writeInstitutionsList([{ id: id(100), name: 'ENIT' }], 1);
    for (let n = 1; n <= 6; n++) await writeRecords('instructors_search', [{ id: id(n) }], 1000 + n);
    // Shown just now: kept although written first.
    await touchRecords('instructors_search', [id(1)], 10_000_000);
    const removed = await evict({ records: 3, queries: 100 });
    expect(removed.records).toBe(3);
    const left = (await readCollection('instructors_search')).map((r) => r.id).sort();
    expect(left).toEqual([id(1), id(5), id(6)]);
    expect((await readList('institutions_search'))?.rows).toEqual([{ id: id(100), name: 'ENIT' }]);
  });

  it('removes the least recently used queries past their limit', async () => {
    for (let n = 1; n <= 5; n++) await writeQuery(`q${n}`, 'programs_search', [], -1, n);
    await evict({ records: 100, queries: 2 });
    expect((await appDb().queries.toCollection().primaryKeys()).sort()).toEqual(['q4', 'q5']);
  });
});

describe('the institutions list', () => {
  it('replaces the mirrored list, dropping institutions the server no longer has', async () => {
    await writeInstitutionsList(
      [
        { id: id(1), name: 'A' },
        { id: id(2), name: 'B' },
      ],
      1,
    );
    await writeInstitutionsList(
      [
        { id: id(2), name: 'B2' },
        { id: id(3), name: 'C' },
      ],
      2,
    );
    const list = await readList('institutions_search');
    expect(list?.rows).toEqual([
      { id: id(2), name: 'B2' },
      { id: id(3), name: 'C' },
    ]);
    expect(list?.fetchedAt).toBe(2);
  });

  it('mirrored by the first version of the schema is carried over when the app upgrades', async () => {
    appDb().close();
    await Dexie.delete('rayek-upgrade');
    // Version 1 as it shipped: a row per institution in `records`, the refresh time in `meta`.
    const v1 = new Dexie('rayek-upgrade');
    v1.version(1).stores({
      records: '[collection+id], collection, accessedAt',
      queries: 'key, collection, accessedAt',
      outbox: 'id, state, userId, createdAt, nextAttemptAt',
      drafts: 'key, updatedAt',
      meta: 'key',
    });
    await v1.table('records').bulkPut([
      { collection: 'institutions_search', id: id(1), data: { id: id(1), name: 'ENIT' }, fetchedAt: 5, accessedAt: 5 },
      { collection: 'instructors_search', id: id(2), data: { id: id(2), name: 'Amira' }, fetchedAt: 5, accessedAt: 5 },
    ]);
    await v1.table('meta').put({ key: 'institutions_search:refreshedAt', value: 7 });
    v1.close();

    const upgraded = new AppDB('rayek-upgrade');
    expect(await upgraded.lists.get('institutions_search')).toEqual({
      key: 'institutions_search',
      rows: [{ id: id(1), name: 'ENIT' }],
      fetchedAt: 7,
    });
    expect(await upgraded.meta.get('institutions_search:refreshedAt')).toBeUndefined();
    expect(await upgraded.records.get(['instructors_search', id(2)])).toBeDefined();
    upgraded.close();
    await appDb().open();
  });
});

describe('offline search over the mirror', () => {
  it('folds case, accents and Arabic letter variants, and applies the other filters', async () => {
    await writeRecords('instructors_search', [
      { id: id(1), name: 'Amîne Trabelsi', institution_id: 'a' },
      { id: id(2), name: 'أمينة الشابي', institution_id: 'b' },
      { id: id(3), name: 'Sami Gharbi', institution_id: 'a' },
    ]);
    const names = async (text: string, institution?: string) =>
      (
        await searchLocal<{ id: string; name: string; institution_id: string }>({
          collection: 'instructors_search',
          text,
          where: institution ? (row) => row.institution_id === institution : undefined,
        })
      ).rows.map((r) => r.name);
    // The search engine: a Latin query finds the same name in Arabic script too (after the exact match).
    expect(await names('AMINE')).toEqual(['Amîne Trabelsi', 'أمينة الشابي']);
    expect(await names('امينه')).toEqual(['أمينة الشابي', 'Amîne Trabelsi']);
    expect(await names('gharbi', 'b')).toEqual([]);
    // From the first letter, a word's beginning, any word of the name.
    expect(await names('g', 'a')).toEqual(['Sami Gharbi']);
    expect(await names('tra', 'a')).toEqual(['Amîne Trabelsi']);
  });

  it("without a text lists every mirrored row the filters keep, in the ranked lists' order", async () => {
    await writeRecords('programs_search', [
      {
        id: id(1),
        discipline_major: 'Biologie',
        degree: 'Licence',
        institution_id: 'a',
        overall_rating: 5,
        review_count: 1,
      },
      {
        id: id(2),
        discipline_major: 'Génie civil',
        degree: "Diplôme national d'ingénieur",
        institution_id: 'a',
        overall_rating: 3,
        review_count: 3,
      },
      {
        id: id(3),
        discipline_major: 'Chimie',
        degree: 'Licence',
        institution_id: 'b',
        overall_rating: 4,
        review_count: 4,
      },
    ]);
    const list = async (where?: (row: Row) => boolean, sort?: 'name') =>
      (
        await searchLocal<Row>({
          collection: 'programs_search',
          text: '',
          where,
          order: (rows) => orderList(rows, sort, false, programEntry),
        })
      ).rows.map((r) => r.id);
    expect(await list()).toEqual([id(3), id(2), id(1)]);
    expect(await list((row) => row.institution_id === 'a')).toEqual([id(2), id(1)]);
    expect(await list((row) => hasDegree(row, 'L'), 'name')).toEqual([id(1), id(3)]);
  });

  it("orders a search's matches by a chosen sort", async () => {
    await writeRecords('instructors_search', [
      { id: id(1), name: 'Sami Once', avg_overall_quality: 5, review_count: 1 },
      { id: id(2), name: 'Sami Three', avg_overall_quality: 3, review_count: 3 },
      { id: id(3), name: 'Walid', avg_overall_quality: 4, review_count: 9 },
    ]);
    const search = async (sort?: 'name') =>
      (
        await searchLocal<Row>({
          collection: 'instructors_search',
          text: 'sami',
          order: (rows) => orderList(rows, sort, true, instructorEntry),
        })
      ).rows.map((r) => r.id);
    // The engine puts the one with more ratings first; by name, Once comes before Three.
    expect(await search()).toEqual([id(2), id(1)]);
    expect(await search('name')).toEqual([id(1), id(2)]);
  });

  it('sees records written after its first search', async () => {
    await writeRecords('instructors_search', [{ id: id(1), name: 'Sami' }]);
    const search = async () => (await searchLocal({ collection: 'instructors_search', text: 'sam' })).rows;
    expect(await search()).toHaveLength(1);
    await writeRecords('instructors_search', [{ id: id(2), name: 'Samia' }]);
    expect(await search()).toHaveLength(2);
  });
});

describe('paging', () => {
  it('merges pages in order without the duplicates a new rating shifting the pages causes', () => {
    const pages = [[{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }], [{ id: 'd' }]];
    expect(mergePages(pages).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('offers more only after a full page and below the known total', () => {
    expect(mayHaveMore(5, 5, 5, undefined)).toBe(true);
    expect(mayHaveMore(4, 5, 9, undefined)).toBe(false);
    expect(mayHaveMore(5, 5, 10, 10)).toBe(false);
    expect(mayHaveMore(5, 5, 10, 12)).toBe(true);
  });
});
