// The device's directory (contract/directory-sync.js): a snapshot decodes to rows by id with institutions named
// by id, and a delta replaces upserted rows, drops removed ones, and leaves the directory it was given untouched;
// a resync delta changes nothing.
import { describe, expect, test } from 'vitest';
import { applyChanges, decodeSnapshot, DIRECTORY_FORMAT, type DirectorySnapshot } from '@contract/directory-sync.js';

const snapshot: DirectorySnapshot = {
  format: DIRECTORY_FORMAT,
  seq: 7,
  institutions: [
    ['aaaaaaaaaaaaaaa', 'ISI', 'المعهد', ['isi'], 'Tunis', 'PUBLIC', 4.5, 3],
    ['bbbbbbbbbbbbbbb', 'ENIT', 'المدرسة', [], 'Tunis', 'PUBLIC', 0, 0],
  ],
  programs: [['ppppppppppppppp', 1, 'Génie civil', '', '', '', 'ING', 'IN_PERSON', 0, 0]],
  instructors: [
    ['ttttttttttttttt', 0, 'Amel', 'Informatique', 4, 2],
    ['uuuuuuuuuuuuuuu', 1, 'Bechir', 'Génie', 0, 0],
  ],
};

describe('decodeSnapshot', () => {
  test('names each institution by id', () => {
    const directory = decodeSnapshot(snapshot);
    expect(directory.seq).toBe(7);
    expect(directory.programs.ppppppppppppppp![1]).toBe('bbbbbbbbbbbbbbb');
    expect(directory.instructors.ttttttttttttttt![1]).toBe('aaaaaaaaaaaaaaa');
    expect(Object.keys(directory.institutions)).toEqual(['aaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbb']);
  });

  test('refuses a format it does not know', () => {
    expect(() => decodeSnapshot({ ...snapshot, format: 2 })).toThrow();
  });
});

describe('applyChanges', () => {
  test('upserts replace or add rows, removals drop them, and the seq moves', () => {
    const before = decodeSnapshot(snapshot);
    const after = applyChanges(before, {
      seq: 9,
      upserts: {
        instructors: [
          ['ttttttttttttttt', 'aaaaaaaaaaaaaaa', 'Amel', 'Informatique', 3, 3],
          ['vvvvvvvvvvvvvvv', 'bbbbbbbbbbbbbbb', 'Chokri', '', 0, 0],
        ],
      },
      removed: { instructors: ['uuuuuuuuuuuuuuu'], programs: ['ppppppppppppppp'] },
    });
    expect(after.seq).toBe(9);
    expect(after.instructors.ttttttttttttttt!.slice(-2)).toEqual([3, 3]);
    expect(Object.keys(after.instructors).sort()).toEqual(['ttttttttttttttt', 'vvvvvvvvvvvvvvv']);
    expect(after.programs).toEqual({});
    expect(after.institutions).toEqual(before.institutions);
    // The directory given is left as it was: a failed step keeps the old one whole.
    expect(before).toEqual(decodeSnapshot(snapshot));
  });

  test('removing a record the device never had, or upserting one twice, is harmless', () => {
    const before = decodeSnapshot(snapshot);
    const row = ['ttttttttttttttt', 'aaaaaaaaaaaaaaa', 'Amel', 'Informatique', 5, 4];
    const delta = { seq: 8, upserts: { instructors: [row] }, removed: { institutions: ['zzzzzzzzzzzzzzz'] } };
    const once = applyChanges(before, delta);
    expect(applyChanges(once, delta)).toEqual(once);
  });

  test('a resync delta changes nothing', () => {
    const before = decodeSnapshot(snapshot);
    expect(applyChanges(before, { seq: 100, resync: true, upserts: {}, removed: {} })).toBe(before);
  });
});
