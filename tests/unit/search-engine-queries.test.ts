// The search engine on real-world queries (tests/fixtures/search-queries.json: typed as Tunisian students type
// them, written before the engine was tuned), over the repository's reference institutions and programs, the
// synthetic instructors of tests/fixtures/search-instructors.json and 30,000 more generated ones
// (scripts/bench/search-corpus.mjs, the benchmark's generator). Each query must find its record among its
// first three results; the test prints the hit rate and the misses, and holds a floor.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildIndex, searchIndex, type SearchIndex } from '@contract/search-engine/index.js';
import { textWords } from '@contract/search-engine/fold.js';
import { nameForms, soundKey, STOPWORDS } from '@contract/search-engine/transliterate.js';
import {
  fixtureInstructors,
  programNamesAr,
  referenceInstitutions,
  referencePrograms,
  syntheticInstructors,
} from '../../scripts/bench/search-corpus.mjs';

type Kind = 'institution' | 'program' | 'instructor';
type Row = Record<string, unknown>;
interface Query {
  query: string;
  kind: Kind;
  expect: Record<string, string>;
  needs?: string;
}

/**
 * The floor: the share of queries whose record is among the first three (the hit rate and the misses are in
 * docs/benchmarks.md "Search engine"). The misses left are queries that many records match equally well, in a
 * reference with no reviews yet to order them, and names that sound like other generated people. The floor
 * sits a little under the rate reached, so it fails on a change that loses five queries.
 */
const HIT_FLOOR = 0.94;

/**
 * Each word of a name with the sound keys it is known by (its own, its forms': "Med" is Mohamed, "Benali"
 * is also Ben and Ali), and the keys of its adjacent words joined ("Ben Ali" is Benali).
 */
function nameKeys(name: string): { words: Set<string>[]; all: Set<string> } {
  const folded = textWords(name).filter((w) => !STOPWORDS.has(w.text));
  const words = folded.map((w) => new Set([w.text, ...nameForms(w.text, w.ar)].map((f) => soundKey(f, w.ar))));
  const all = new Set(words.flatMap((keys) => [...keys]));
  for (let i = 0; i + 1 < folded.length; i++) all.add(soundKey(folded[i]!.text + folded[i + 1]!.text, folded[i]!.ar));
  return { words, all };
}

/**
 * A generated instructor is a homonym of a fixture one when each word of the fixture's name sounds like a
 * word (or joined words) of the generated name: another "Sami Trabelsi", a "TRABELSI Sami", a "Mohamed Sami
 * Trabelsi", "Med Ali Ben Salah" for "Mohamed Ali Ben Salah". No engine can tell them apart from the expected
 * one, so the generator draws such names again; every other generated name competes with the fixtures.
 */
function isHomonym(fixtureName: ReturnType<typeof nameKeys>, generated: ReturnType<typeof nameKeys>) {
  return fixtureName.words.every((keys) => [...keys].some((key) => generated.all.has(key)));
}

const fixture = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '..', 'fixtures', 'search-queries.json'), 'utf8'),
) as { queries: Query[] };

const institutions = referenceInstitutions();
const programs = referencePrograms(institutions);
const fixtures = fixtureInstructors(institutions);
const fixtureKeys = fixtures.map((record) => nameKeys(record.name));
const noise = syntheticInstructors(30_000, {
  seed: 2027,
  institutions,
  exclude: (name) => {
    const keys = nameKeys(name);
    return fixtureKeys.some((own) => isHomonym(own, keys));
  },
});
const hasArabicPrograms = programNamesAr() !== null;

const indexes: Record<Kind, SearchIndex<Row>> = {
  institution: buildIndex('institution', institutions),
  program: buildIndex('program', programs),
  instructor: buildIndex('instructor', [...fixtures, ...noise]),
};

function matches(record: Row, expected: Record<string, string>) {
  return Object.entries(expected).every(([field, value]) => record[field] === value);
}

const queries = fixture.queries.filter((q) => hasArabicPrograms || q.needs !== 'program_ar');

describe('real-world queries find their record among the first three', () => {
  test('every expected record is in the corpus (instructors: exactly one)', () => {
    for (const q of fixture.queries as Query[]) {
      if (q.needs === 'program_ar' && !hasArabicPrograms) continue;
      const found = indexes[q.kind].records.filter((record) => matches(record, q.expect));
      expect(found.length, JSON.stringify(q.expect)).toBeGreaterThan(0);
      if (q.kind === 'instructor') expect(found.length, q.expect.name).toBe(1);
    }
  });

  test(`at least ${HIT_FLOOR * 100}% of ${queries.length} queries`, () => {
    const misses: string[] = [];
    const byKind: Record<string, { hits: number; total: number }> = {};
    for (const q of queries) {
      const { items } = searchIndex(indexes[q.kind], q.query, { limit: 3 });
      const hit = items.some((record) => matches(record, q.expect));
      const tally = (byKind[q.kind] ??= { hits: 0, total: 0 });
      tally.total++;
      if (hit) tally.hits++;
      else {
        const shown = items.map((r) => String(r.name ?? `${r.discipline_major} @ ${r.institution_name}`)).join(' | ');
        misses.push(
          `  [${q.kind}] "${q.query}" → expected ${Object.values(q.expect).join(' @ ')}; got: ${shown || '(nothing)'}`,
        );
      }
    }
    const hits = queries.length - misses.length;
    const rate = hits / queries.length;
    const left = fixture.queries.length - queries.length;
    console.log(
      [
        `search queries: ${hits}/${queries.length} found in the first three (${(rate * 100).toFixed(1)}%)` +
          (left > 0 ? `; ${left} Arabic program queries left out (no programs-ar.json)` : ''),
        ...Object.entries(byKind).map(([kind, t]) => `  ${kind}: ${t.hits}/${t.total}`),
        ...(misses.length > 0 ? ['misses:', ...misses] : []),
      ].join('\n'),
    );
    expect(rate).toBeGreaterThanOrEqual(HIT_FLOOR);
  });
});
