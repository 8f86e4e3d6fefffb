import { describe, expect, it } from 'vitest';
import { addToSelection, betterColumns, EMPTY_SELECTION, removeFromSelection } from '@/domain/compare';
import { compareIds, parseCompareSearch, saysCompareSearch, storedCompareSearch } from '@/domain/compare-search';
import { directionOf, figureOf, figureRows, rowWinners } from '@/features/compare/compare-rows';
import type { CompareFigures } from '@/features/compare/use-compare-column';

const A = 'aaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbb';
const C = 'ccccccccccccccc';
const D = 'ddddddddddddddd';

describe('/compare URL parameters', () => {
  it('keeps a known kind and up to three valid, distinct ids in order', () => {
    expect(parseCompareSearch({ kind: 'instructors', ids: `${A},${B},${C}` })).toEqual({
      kind: 'instructors',
      ids: `${A},${B},${C}`,
    });
    expect(parseCompareSearch({ kind: 'programs', ids: `${B},${A}` })).toEqual({ kind: 'programs', ids: `${B},${A}` });
  });

  it('drops malformed, repeated and extra ids instead of failing', () => {
    expect(parseCompareSearch({ kind: 'institutions', ids: `${A},x,${A},ABCDEFGHIJKLMNO,${B},${C},${D}` })).toEqual({
      kind: 'institutions',
      ids: `${A},${B},${C}`,
    });
    expect(parseCompareSearch({ kind: 'institutions', ids: 'nothing-valid' })).toEqual({});
    expect(parseCompareSearch({ kind: 'institutions', ids: ['not', 'a', 'string'] })).toEqual({});
  });

  it('drops an unknown kind, and ids without a kind', () => {
    expect(parseCompareSearch({ kind: 'users', ids: A })).toEqual({});
    expect(parseCompareSearch({ ids: A })).toEqual({});
    expect(parseCompareSearch({})).toEqual({});
  });

  it("overrides the raw values it drops: the router lays the route's search over the URL's", () => {
    for (const raw of [{ kind: 'teachers', ids: A }, { kind: 'institutions', ids: 'nope' }, { ids: A }]) {
      const search = { ...raw, ...parseCompareSearch(raw) };
      expect(search.kind).toBeUndefined();
      expect(search.ids).toBeUndefined();
    }
  });

  it('tells whether a URL already says a comparison, or must be rewritten', () => {
    expect(saysCompareSearch({ kind: 'programs', ids: `${A},${B}` }, { kind: 'programs', ids: `${A},${B}` })).toBe(
      true,
    );
    expect(
      saysCompareSearch({ kind: 'programs', ids: 123456789012345 }, { kind: 'programs', ids: '123456789012345' }),
    ).toBe(true);
    expect(saysCompareSearch({}, {})).toBe(true);
    expect(saysCompareSearch({ kind: 'programs', ids: `${A},x` }, { kind: 'programs', ids: A })).toBe(false);
    expect(saysCompareSearch({ kind: 'teachers', ids: A }, {})).toBe(false);
    expect(saysCompareSearch({ kind: 'teachers', ids: A }, { kind: 'programs', ids: B })).toBe(false);
  });

  it('reads an all-digit id the router parsed as a number', () => {
    expect(compareIds(123456789012345)).toEqual(['123456789012345']);
    expect(parseCompareSearch({ kind: 'programs', ids: 123456789012345 })).toEqual({
      kind: 'programs',
      ids: '123456789012345',
    });
  });
});

describe('the pending selection', () => {
  it('adds up to three of one kind and refuses a fourth', () => {
    let selection = EMPTY_SELECTION;
    for (const id of [A, B, C]) {
      const result = addToSelection(selection, 'instructors', id);
      expect(result.outcome).toBe('added');
      selection = result.selection;
    }
    expect(selection).toEqual({ kind: 'instructors', ids: [A, B, C] });
    const fourth = addToSelection(selection, 'instructors', D);
    expect(fourth.outcome).toBe('full');
    expect(fourth.selection).toEqual(selection);
    expect(addToSelection(selection, 'instructors', B).outcome).toBe('present');
  });

  it('starts a new selection when another kind is added, and says so', () => {
    const programs = { kind: 'programs', ids: [A, B] } as const;
    expect(addToSelection(programs, 'instructors', C)).toEqual({
      selection: { kind: 'instructors', ids: [C] },
      outcome: 'restarted',
    });
  });

  it('empties when its last record is removed', () => {
    expect(removeFromSelection({ kind: 'programs', ids: [A, B] }, A)).toEqual({ kind: 'programs', ids: [B] });
    expect(removeFromSelection({ kind: 'programs', ids: [A] }, A)).toEqual(EMPTY_SELECTION);
  });
});

describe('the better value of a row', () => {
  it('is the highest quality and the lowest burden', () => {
    expect([...betterColumns([3.2, 4.1, 2.0], 'higher')]).toEqual([1]);
    expect([...betterColumns([3.2, 4.1, 2.0], 'lower')]).toEqual([2]);
  });

  it('marks every column sharing the best value, and none when all are equal', () => {
    expect([...betterColumns([4.5, 4.5, 3.0], 'higher')].sort()).toEqual([0, 1]);
    expect(betterColumns([4.0, 4.0, 4.0], 'higher').size).toBe(0);
    expect(betterColumns([4.0, 4.0], 'lower').size).toBe(0);
  });

  it('compares values as printed: 4.54 and 4.46 both read 4.5, a tie', () => {
    expect(betterColumns([4.54, 4.46], 'higher').size).toBe(0);
    expect(betterColumns([61, 61.4], 'higher', 0).size).toBe(0);
  });

  it('never lets "no figure" win, and marks nothing with fewer than two figures', () => {
    expect([...betterColumns([null, 1.5, 2.5], 'lower')]).toEqual([1]);
    expect(betterColumns([null, 3.0, null], 'higher').size).toBe(0);
    expect(betterColumns([null, null], 'higher').size).toBe(0);
  });
});

describe('the rows of a comparison', () => {
  const figures = (overall: number, difficulty: number, reviewCount: number): CompareFigures => ({
    averages: { difficulty },
    overall,
    reviewCount,
    wouldTakeAgain: reviewCount > 0 ? 80 : 0,
    distribution: [0, 0, 0, 0, reviewCount],
    tags: [],
  });

  it('lists every score of the kind, the overall and the count', () => {
    expect(figureRows('institutions').map((row) => row.key)).toEqual([
      'overall',
      'reputation',
      'location',
      'opportunities',
      'facilities',
      'internet',
      'food',
      'clubs',
      'social',
      'happiness',
      'safety',
      'review_count',
    ]);
    expect(figureRows('programs')).toHaveLength(12);
    expect(figureRows('instructors').map((row) => row.key)).toEqual([
      'overall',
      'difficulty',
      'would_take_again',
      'review_count',
    ]);
  });

  it('reads burdens as better low (difficulty, curriculum rigor, workload)', () => {
    const lower = [...figureRows('programs'), ...figureRows('instructors')].filter(
      (row) => directionOf(row) === 'lower',
    );
    expect(lower.map((row) => row.key).sort()).toEqual(['curriculum_rigor', 'difficulty', 'workload_balance']);
  });

  it('gives a record without ratings no figure (a dash), but a count of 0', () => {
    const [overall, difficulty, , count] = figureRows('instructors');
    const none = figures(0, 0, 0);
    expect(figureOf(overall!, none)).toBeNull();
    expect(figureOf(difficulty!, none)).toBeNull();
    expect(figureOf(count!, none)).toBe(0);
  });

  it('marks the easier instructor on difficulty and the better one on quality', () => {
    const [overall, difficulty, , count] = figureRows('instructors');
    const columns = [figures(4.2, 3.8, 5), figures(3.1, 2.2, 9), figures(0, 0, 0)];
    expect([...rowWinners(overall!, columns)]).toEqual([0]);
    expect([...rowWinners(difficulty!, columns)]).toEqual([1]);
    expect([...rowWinners(count!, columns)]).toEqual([1]);
  });
});

describe('the stored selection a bare /compare opens', () => {
  it('reads the persisted store, cleaned like a URL', () => {
    expect(
      storedCompareSearch(JSON.stringify({ state: { kind: 'programs', ids: [A, 'bad', B] }, version: 0 })),
    ).toEqual({
      kind: 'programs',
      ids: `${A},${B}`,
    });
  });

  it('is nothing when absent, empty, of an unknown kind or not JSON', () => {
    expect(storedCompareSearch(null)).toEqual({});
    expect(storedCompareSearch(JSON.stringify({ state: { kind: 'programs', ids: [] } }))).toEqual({});
    expect(storedCompareSearch(JSON.stringify({ state: { kind: 'users', ids: [A] } }))).toEqual({});
    expect(storedCompareSearch('{not json')).toEqual({});
  });
});
