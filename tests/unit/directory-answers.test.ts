// The searches and lists answered from the device's whole directory (src/domain/directory-answers.ts,
// directory-index.ts): the engine's index built in steps is the one built at once, the answers are the engine's
// over the same records, the lists keep the server's orders (its ORDER BY keys, tests/api/search-parity.test.ts
// compares them with the routes), and a new directory from the sync (a renamed institution, a removed record)
// is what the next answers read.
import { describe, expect, test } from 'vitest';
import { applyChanges, type Directory, type Row } from '@contract/directory-sync';
import { buildIndex, buildIndexSteps, runSteps, searchIndex, sortInSteps } from '@contract/search-engine/index.js';
import { answerDirectory, buildDirectoryAnswers, type DirectoryQuery } from '@/domain/directory-answers';
import { askDirectory, onDirectoryAnswers, runInSlices } from '@/lib/mirror/directory-index';
import { directoryFigures, directoryInstitutionRows } from '@/lib/mirror/directory-rows';
import { setCurrentDirectory } from '@/lib/directory/directory-memory';
import { referenceInstitutions, referencePrograms, syntheticInstructors } from '../../scripts/bench/search-corpus.mjs';

const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(15 - prefix.length, '0')}`;

/** A directory as decodeSnapshot gives it, from the benchmark's corpus (figures from a seeded sequence). */
function corpusDirectory(instructorCount: number): Directory {
  const corpus = referenceInstitutions();
  const directory: Directory = { seq: 1, institutions: {}, programs: {}, instructors: {} };
  let seed = 11;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const figures = (): [number, number] => {
    const reviews = next() < 0.4 ? 0 : Math.floor(next() * 8);
    return [reviews ? Math.round((1 + next() * 4) * 10) / 10 : 0, reviews];
  };
  const byName = new Map<string, string>();
  corpus.forEach((inst, i) => {
    const key = id('i', i);
    byName.set(inst.name, key);
    directory.institutions[key] = [
      key,
      inst.name,
      inst.name_ar,
      inst.aliases,
      inst.governorate,
      'PUBLIC',
      ...figures(),
    ];
  });
  referencePrograms(corpus).forEach((p, i) => {
    const key = id('p', i);
    directory.programs[key] = [
      key,
      byName.get(p.institution_name)!,
      p.discipline_major,
      p.specialization_pathway,
      p.discipline_major_ar ?? '',
      p.specialization_pathway_ar ?? '',
      p.degree,
      'IN_PERSON',
      ...figures(),
    ];
  });
  syntheticInstructors(instructorCount, { seed: 5, institutions: corpus }).forEach((r, i) => {
    const key = id('t', i);
    directory.instructors[key] = [key, byName.get(r.institution_name)!, r.name, r.department, ...figures()];
  });
  return directory;
}

const directory = corpusDirectory(1500);
const answers = runSteps(buildDirectoryAnswers(directory));
const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);
const QUERIES = [
  'a',
  'mohamed',
  'ben salah',
  'trabelsi sami',
  'informatique',
  'genie civil',
  'enit',
  'ensit',
  'sfax',
  'محمد',
  'الطرابلسي',
  'faculte sciences',
  'informatiqe',
  'licence gestion',
  'zz',
];

describe('the engine built in steps', () => {
  test("sortInSteps gives Array.prototype.sort's order, any length", () => {
    let seed = 3;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (const n of [0, 1, 2, 1023, 1024, 1025, 3000, 9000]) {
      const values = Array.from({ length: n }, (_, i) => ({ key: Math.floor(random() * 50), i }));
      const compare = (a: { key: number; i: number }, b: { key: number; i: number }) => a.key - b.key || a.i - b.i;
      const expected = [...values].sort(compare);
      expect(runSteps(sortInSteps(values, compare)), `${n} values`).toEqual(expected);
    }
  });

  test('the index built in steps answers as the one built at once, and yields along the way', () => {
    const records = answers.kinds.instructors.records;
    const steps = buildIndexSteps('instructor', records);
    let yields = 0;
    let next = steps.next();
    while (!next.done) {
      yields++;
      next = steps.next();
    }
    // A yield every few hundred records, terms or comparisons: many for 1,500 instructors.
    expect(yields).toBeGreaterThan(records.length / 256);
    const atOnce = buildIndex('instructor', records);
    for (const q of QUERIES)
      expect(ids(searchIndex(next.value, q).items), q).toEqual(ids(searchIndex(atOnce, q).items));
  });

  test("runInSlices returns the steps' result across tasks, and gives up when a newer build took over", async () => {
    function* work() {
      for (let i = 0; i < 5; i++) yield;
      return 'done';
    }
    expect(await runInSlices(work())).toBe('done');
    let tasks = 0;
    function* slow() {
      for (let i = 0; i < 50; i++) {
        const until = performance.now() + 2;
        while (performance.now() < until);
        yield;
      }
      return 'slow';
    }
    expect(await runInSlices(slow(), () => ++tasks > 1)).toBeUndefined();
  });
});

describe('answers from the directory', () => {
  test("a search is the engine's over the same records: every kind, within an institution or a governorate", () => {
    for (const kind of ['institutions', 'programs', 'instructors'] as const) {
      const engineKind = ({ institutions: 'institution', programs: 'program', instructors: 'instructor' } as const)[
        kind
      ];
      const index = buildIndex(engineKind, answers.kinds[kind].records);
      for (const q of QUERIES) {
        expect(ids(answerDirectory(answers, { kind, text: q })), `${kind} "${q}"`).toEqual(
          ids(searchIndex(index, q).items),
        );
      }
    }
    const place = Object.values(directory.instructors)[0]![1] as string;
    const within = answerDirectory(answers, { kind: 'instructors', text: 'a', institution: place });
    expect(within.length).toBeGreaterThan(0);
    expect(within.every((r) => r.institution_id === place)).toBe(true);
    const sfax = answerDirectory(answers, { kind: 'institutions', text: 'faculte', governorate: 'Sfax' });
    expect(sfax.length).toBeGreaterThan(0);
    expect(sfax.every((r) => r.governorate === 'Sfax')).toBe(true);
    expect(answerDirectory(answers, { kind: 'instructors', text: 'x'.repeat(101) })).toEqual([]);
  });

  test("records carry their institution's names: a program is found by its institution's Arabic name and acronym", () => {
    const found = answerDirectory(answers, { kind: 'programs', text: 'genie civil enit' });
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.institution_name).toBe("École Nationale d'Ingénieurs de Tunis");
    expect(found[0]!.institution_name_ar).not.toBe('');
  });

  test('best rated: the minimum number of reviews first, then score, reviews and id; most reviewed; by name', () => {
    const small: Directory = {
      seq: 1,
      institutions: { i00000000000001: ['i00000000000001', 'Institut', 'معهد', [], 'Tunis', 'PUBLIC', 0, 0] },
      programs: {
        p00000000000001: ['p00000000000001', 'i00000000000001', 'zoologie', '', '', '', 'Licence', 'IN_PERSON', 5, 1],
        p00000000000002: ['p00000000000002', 'i00000000000001', 'Économie', '', '', '', 'Licence', 'IN_PERSON', 4, 3],
        p00000000000003: [
          'p00000000000003',
          'i00000000000001',
          'Biologie',
          'Algèbre',
          '',
          '',
          'Bachelor',
          'IN_PERSON',
          4,
          9,
        ],
        p00000000000004: ['p00000000000004', 'i00000000000001', 'Chimie', '', '', '', 'Licence', 'IN_PERSON', 4, 3],
      },
      instructors: {},
    };
    const built = runSteps(buildDirectoryAnswers(small));
    const list = (query: Omit<DirectoryQuery, 'kind' | 'text'>) =>
      ids(answerDirectory(built, { kind: 'programs', text: '', ...query }));
    expect(list({})).toEqual(['p00000000000003', 'p00000000000002', 'p00000000000004', 'p00000000000001']);
    expect(list({ sort: 'reviews' })).toEqual([
      'p00000000000003',
      'p00000000000002',
      'p00000000000004',
      'p00000000000001',
    ]);
    // The server's lower() folds ASCII only and compares code points: "Économie" after "zoologie".
    expect(list({ sort: 'name' })).toEqual([
      'p00000000000003',
      'p00000000000004',
      'p00000000000001',
      'p00000000000002',
    ]);
    expect(list({ degree: 'BA' })).toEqual(['p00000000000003']);
    expect(list({ sort: 'name', degree: 'L' })).toEqual(['p00000000000004', 'p00000000000001', 'p00000000000002']);
    expect(ids(answerDirectory(built, { kind: 'programs', text: 'chimie', sort: 'name' }))).toEqual([
      'p00000000000004',
    ]);
  });

  test("a sorted search orders the engine's matches by the sort; a degree keeps the matches of that kind", () => {
    const matches = answerDirectory(answers, { kind: 'programs', text: 'informatique' });
    const sorted = answerDirectory(answers, { kind: 'programs', text: 'informatique', sort: 'reviews' });
    expect(new Set(ids(sorted))).toEqual(new Set(ids(matches)));
    for (let k = 1; k < sorted.length; k++)
      expect(sorted[k - 1]!.review_count).toBeGreaterThanOrEqual(sorted[k]!.review_count);
    const licences = answerDirectory(answers, { kind: 'programs', text: 'informatique', degree: 'L' });
    expect(ids(licences)).toEqual(ids(matches.filter((r) => r.degree === 'Licence')));
  });
});

describe('the directory the sync replaces', () => {
  test('a renamed institution and a removed instructor are in the answers once rebuilt', async () => {
    const someone = answerDirectory(answers, { kind: 'instructors', text: '' })[0]!;
    const enit = directory.institutions[someone.institution_id as string]!;
    const text = `${String(someone.name).split(' ')[0]} enitx`;
    setCurrentDirectory(directory);
    expect(ids((await askDirectory({ kind: 'instructors', text }))!)).toEqual([]);
    const rebuilt = new Promise<void>((resolve) => {
      const stop = onDirectoryAnswers(() => {
        stop();
        resolve();
      });
    });
    const renamed: Row = [...enit];
    renamed[3] = ['ENITX'];
    const gone = ids(answerDirectory(answers, { kind: 'instructors', text: 'a' }))[0]!;
    const next = applyChanges(directory, {
      seq: 2,
      upserts: { institutions: [renamed] },
      removed: { instructors: [gone] },
    });
    setCurrentDirectory(next);
    await rebuilt;
    const found = (await askDirectory({ kind: 'instructors', text, institution: enit[0] as string }))!;
    expect(ids(found)).toContain(someone.id);
    expect(ids((await askDirectory({ kind: 'instructors', text: 'a' }))!)).not.toContain(gone);
    setCurrentDirectory(null);
    expect(await askDirectory({ kind: 'instructors', text: 'a' })).toBeNull();
  }, 60_000);

  test("the rows a page shows without the index: the institutions list, one record's header figures", () => {
    const rows = directoryInstitutionRows(directory);
    expect(rows).toHaveLength(Object.keys(directory.institutions).length);
    expect(rows[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      aliases: expect.any(Array),
      review_count: expect.any(Number),
    });
    const instructor = Object.values(directory.instructors)[0]!;
    const institution = directory.institutions[instructor[1] as string]!;
    expect(directoryFigures(directory, 'instructors', instructor[0] as string)).toEqual({
      name: instructor[2],
      nameAr: '',
      institutionId: institution[0],
      institutionName: institution[1],
      institutionNameAr: institution[2],
      department: instructor[3],
      score: instructor[4],
      reviews: instructor[5],
    });
    expect(directoryFigures(directory, 'instructors', 'nobody000000000')).toBeUndefined();
  });
});
