// The directory on the device (lib/directory) over fake-indexeddb: the snapshot and each delta page stored in one
// transaction each, what is stored equals the contract's decodeSnapshot + applyChanges, removed and unpublished
// records disappear, a run cut short keeps the last complete step and the next run resumes from its seq, a resync
// takes the snapshot again, and the start-up decision (the setting off, the first load, save-data, the signals).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import {
  applyChanges,
  decodeSnapshot,
  DIRECTORY_FORMAT,
  type DirectoryDelta,
  type DirectorySnapshot,
} from '@contract/directory-sync.js';
import { appDb } from '@/lib/db/app-db';
import {
  clearDirectory,
  readDirectory,
  readDirectoryState,
  storeDelta,
  storeSnapshot,
} from '@/lib/directory/directory-store';
import { changesPath, runDirectorySync, SNAPSHOT_PATH, type SyncStep } from '@/lib/directory/sync-run';
import { directoryDecision, SEARCHES_BEFORE_DOWNLOAD } from '@/lib/directory/directory-prefs';
import { evict } from '@/lib/mirror/mirror-store';

const I1 = 'aaaaaaaaaaaaaaa';
const I2 = 'bbbbbbbbbbbbbbb';
const snapshot: DirectorySnapshot = {
  format: DIRECTORY_FORMAT,
  seq: 10,
  institutions: [
    [I1, 'ISI', 'المعهد العالي للإعلامية', ['isi'], 'Tunis', 'PUBLIC', 4.5, 3],
    [I2, 'ENIT', 'المدرسة الوطنية للمهندسين بتونس', [], 'Tunis', 'PUBLIC', 0, 0],
  ],
  programs: [['ppppppppppppppp', 1, 'Génie civil', '', 'الهندسة المدنية', '', 'ING', 'IN_PERSON', 0, 0]],
  instructors: [
    ['ttttttttttttttt', 0, 'Amel Ben Salah', 'Informatique', 4, 2],
    ['uuuuuuuuuuuuuuu', 1, 'Bechir Trabelsi', 'Génie civil', 0, 0],
  ],
};
const row = (id: string, name: string, score = 0, reviews = 0) => [id, I1, name, 'Informatique', score, reviews];
const delta = (seq: number, more: boolean, parts: Partial<DirectoryDelta> = {}): DirectoryDelta => ({
  seq,
  more,
  upserts: {},
  removed: {},
  ...parts,
});

/** A server that answers each path from a script, and records what was asked. */
function server(answers: Record<string, unknown | (() => unknown)>) {
  const asked: string[] = [];
  return {
    asked,
    fetchJson: async (path: string) => {
      asked.push(path);
      if (!(path in answers)) throw new Error(`unexpected ${path}`);
      const answer = answers[path];
      return typeof answer === 'function' ? (answer as () => unknown)() : structuredClone(answer);
    },
  };
}

const run = (fetchJson: (path: string) => Promise<unknown>, steps: SyncStep[] = []) =>
  runDirectorySync(appDb(), { fetchJson, now: () => 5000, onStep: (step) => steps.push(step) });

beforeEach(async () => {
  vi.restoreAllMocks();
  const db = appDb();
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('the snapshot', () => {
  test('is stored as rows by id with the state row, and reads back as the contract decodes it', async () => {
    const directory = await storeSnapshot(appDb(), structuredClone(snapshot), 1000);
    expect(directory).toEqual(decodeSnapshot(snapshot));
    expect(await readDirectory(appDb())).toEqual(decodeSnapshot(snapshot));
    const state = await readDirectoryState(appDb());
    expect(state).toMatchObject({
      seq: 10,
      format: DIRECTORY_FORMAT,
      updatedAt: 1000,
      counts: { institutions: 2, programs: 1, instructors: 2 },
    });
    const rows = [directory.institutions, directory.programs, directory.instructors].flatMap((kind) =>
      Object.values(kind),
    );
    expect(state!.bytes).toBe(rows.reduce((sum, r) => sum + JSON.stringify(r).length, 0));
  });

  test('a first run downloads it, then asks for what changed since its seq', async () => {
    const { asked, fetchJson } = server({ [SNAPSHOT_PATH]: snapshot, [changesPath(10)]: delta(10, false) });
    const steps: SyncStep[] = [];
    const state = await run(fetchJson, steps);
    expect(asked).toEqual([SNAPSHOT_PATH, changesPath(10)]);
    expect(state.seq).toBe(10);
    expect(steps.map((s) => s.kind)).toEqual(['snapshot']);
  });
});

describe('deltas', () => {
  test('apply upserts and removals as the contract does, page after page while the server says more', async () => {
    await storeSnapshot(appDb(), structuredClone(snapshot), 1000);
    const page1 = delta(15, true, {
      upserts: {
        instructors: [row('ttttttttttttttt', 'Amel Ben Salah', 3.5, 3), row('vvvvvvvvvvvvvvv', 'Chokri Mansour')],
      },
      removed: { programs: ['ppppppppppppppp'] },
    });
    // An instructor archived by a moderator, and an institution's figures changed.
    const page2 = delta(18, false, {
      upserts: { institutions: [[I2, 'ENIT', 'المدرسة الوطنية للمهندسين بتونس', [], 'Tunis', 'PUBLIC', 3, 1]] },
      removed: { instructors: ['uuuuuuuuuuuuuuu'] },
    });
    const { asked, fetchJson } = server({ [changesPath(10)]: page1, [changesPath(15)]: page2 });
    const steps: SyncStep[] = [];
    const state = await run(fetchJson, steps);
    expect(asked).toEqual([changesPath(10), changesPath(15)]);
    const expected = applyChanges(applyChanges(decodeSnapshot(snapshot), page1), page2);
    expect(await readDirectory(appDb())).toEqual(expected);
    expect(state).toMatchObject({ seq: 18, updatedAt: 5000, counts: { institutions: 2, programs: 0, instructors: 2 } });
    expect(state.bytes).toBe(
      [expected.institutions, expected.programs, expected.instructors]
        .flatMap((rows) => Object.values(rows))
        .reduce((sum: number, r) => sum + JSON.stringify(r).length, 0),
    );
    // The page gets each page to apply to the directory it holds.
    expect(steps.map((s) => (s.kind === 'delta' ? s.delta.seq : -1))).toEqual([15, 18]);
  });

  test('a removed or unpublished record disappears from the device', async () => {
    await storeSnapshot(appDb(), structuredClone(snapshot), 1000);
    await storeDelta(
      appDb(),
      delta(11, false, { removed: { instructors: ['uuuuuuuuuuuuuuu'], institutions: ['zzzzzzzzzzzzzzz'] } }),
      2000,
    );
    const directory = await readDirectory(appDb());
    expect(Object.keys(directory!.instructors)).toEqual(['ttttttttttttttt']);
    expect(await appDb().directoryInstructors.get('uuuuuuuuuuuuuuu')).toBeUndefined();
    // Removing a record the device never had changes no count.
    expect((await readDirectoryState(appDb()))!.counts).toEqual({ institutions: 2, programs: 1, instructors: 1 });
  });

  test('an empty delta stores nothing and tells the page nothing', async () => {
    await storeSnapshot(appDb(), structuredClone(snapshot), 1000);
    const steps: SyncStep[] = [];
    const state = await run(server({ [changesPath(10)]: delta(10, false) }).fetchJson, steps);
    expect(steps).toEqual([]);
    expect(state.updatedAt).toBe(1000);
  });

  test('is refused without a stored directory', async () => {
    await expect(storeDelta(appDb(), delta(11, false), 2000)).rejects.toThrow();
    expect(await readDirectoryState(appDb())).toBeUndefined();
  });
});

describe('an interrupted sync', () => {
  test('keeps the pages stored before the failure, and the next run resumes from their seq', async () => {
    await storeSnapshot(appDb(), structuredClone(snapshot), 1000);
    const page1 = delta(15, true, { upserts: { instructors: [row('vvvvvvvvvvvvvvv', 'Chokri Mansour')] } });
    const page2 = delta(20, false, { removed: { instructors: ['ttttttttttttttt'] } });
    const lost = server({
      [changesPath(10)]: page1,
      [changesPath(15)]: () => {
        throw new Error('network');
      },
    });
    await expect(run(lost.fetchJson)).rejects.toThrow('network');
    expect((await readDirectoryState(appDb()))!.seq).toBe(15);
    expect(await readDirectory(appDb())).toEqual(applyChanges(decodeSnapshot(snapshot), page1));

    const back = server({ [changesPath(15)]: page2 });
    expect((await run(back.fetchJson)).seq).toBe(20);
    expect(back.asked).toEqual([changesPath(15)]);
    expect(await readDirectory(appDb())).toEqual(applyChanges(applyChanges(decodeSnapshot(snapshot), page1), page2));
  });

  test('a step failing half-way through its writes leaves the previous complete directory', async () => {
    await storeSnapshot(appDb(), structuredClone(snapshot), 1000);
    const before = await readDirectory(appDb());
    const db = appDb();
    // The disk fills up while the instructors are written: the institutions and programs were already replaced
    // in the same transaction.
    const put = vi.spyOn(db.directoryInstructors, 'bulkPut').mockRejectedValueOnce(new Error('QuotaExceededError'));
    const next = { ...snapshot, seq: 30, institutions: [snapshot.institutions[0]!], programs: [], instructors: [] };
    await expect(storeSnapshot(db, next, 2000)).rejects.toThrow('QuotaExceededError');
    expect(put).toHaveBeenCalled();
    expect(await readDirectory(db)).toEqual(before);
    expect((await readDirectoryState(db))!.seq).toBe(10);

    vi.spyOn(db.directoryInstructors, 'bulkDelete').mockRejectedValueOnce(new Error('aborted'));
    const page = delta(12, false, {
      upserts: { institutions: [[I1, 'ISI', 'المعهد', [], 'Tunis', 'PUBLIC', 1, 1]] },
      removed: { instructors: ['uuuuuuuuuuuuuuu'] },
    });
    await expect(storeDelta(db, page, 3000)).rejects.toThrow('aborted');
    expect(await readDirectory(db)).toEqual(before);
    expect((await readDirectoryState(db))!.seq).toBe(10);
  });

  test('a first download cut short stores nothing, and the next run downloads again', async () => {
    const db = appDb();
    vi.spyOn(db.directoryInstructors, 'bulkPut').mockRejectedValueOnce(new Error('closed'));
    await expect(run(server({ [SNAPSHOT_PATH]: snapshot }).fetchJson)).rejects.toThrow('closed');
    expect(await readDirectoryState(db)).toBeUndefined();
    expect(await db.directoryInstitutions.count()).toBe(0);
    const again = server({ [SNAPSHOT_PATH]: snapshot, [changesPath(10)]: delta(10, false) });
    await run(again.fetchJson);
    expect(again.asked[0]).toBe(SNAPSHOT_PATH);
    expect(await readDirectory(db)).toEqual(decodeSnapshot(snapshot));
  });
});

describe('resync', () => {
  test('takes the snapshot again: records missing from it disappear', async () => {
    await storeSnapshot(appDb(), structuredClone(snapshot), 1000);
    const newer = { ...snapshot, seq: 40, instructors: [snapshot.instructors[0]!] };
    const { asked, fetchJson } = server({
      [changesPath(10)]: { seq: 40, resync: true, more: false, upserts: {}, removed: {} },
      [SNAPSHOT_PATH]: newer,
      [changesPath(40)]: delta(40, false),
    });
    const steps: SyncStep[] = [];
    expect((await run(fetchJson, steps)).seq).toBe(40);
    expect(asked).toEqual([changesPath(10), SNAPSHOT_PATH, changesPath(40)]);
    expect(await readDirectory(appDb())).toEqual(decodeSnapshot(newer));
    expect(steps.map((s) => s.kind)).toEqual(['snapshot']);
  });

  test('once per run: a server that keeps saying resync is not asked for snapshots in a loop', async () => {
    const resync = { seq: 10, resync: true, more: false, upserts: {}, removed: {} };
    const { asked, fetchJson } = server({ [SNAPSHOT_PATH]: snapshot, [changesPath(10)]: resync });
    await run(fetchJson);
    expect(asked).toEqual([SNAPSHOT_PATH, changesPath(10)]);
  });

  test('a directory stored in another format is downloaded again', async () => {
    await storeSnapshot(appDb(), structuredClone(snapshot), 1000);
    await appDb().directoryState.update('state', { format: DIRECTORY_FORMAT + 1 });
    const { asked, fetchJson } = server({ [SNAPSHOT_PATH]: snapshot, [changesPath(10)]: delta(10, false) });
    await run(fetchJson);
    expect(asked[0]).toBe(SNAPSHOT_PATH);
    expect((await readDirectoryState(appDb()))!.format).toBe(DIRECTORY_FORMAT);
  });
});

describe('beside the mirror', () => {
  test("the mirror's eviction never touches the directory", async () => {
    await storeSnapshot(appDb(), structuredClone(snapshot), 1000);
    await evict({ records: 0, queries: 0 });
    expect(await readDirectory(appDb())).toEqual(decodeSnapshot(snapshot));
  });

  test('turning it off clears every row and the state', async () => {
    await storeSnapshot(appDb(), structuredClone(snapshot), 1000);
    await clearDirectory(appDb());
    expect(await readDirectory(appDb())).toBeNull();
    expect(await appDb().directoryInstructors.count()).toBe(0);
  });
});

describe('when the device downloads the directory', () => {
  const signals = { firstLoad: false, saveData: false, standalone: false };
  test('never with the setting off, whatever else holds', () => {
    expect(
      directoryDecision({ off: true, stored: true, installed: true, searches: 99 }, { ...signals, standalone: true }),
    ).toBe('none');
  });
  test('never on the first page load, nor where the browser asks to save data', () => {
    expect(directoryDecision({ installed: true }, { ...signals, firstLoad: true })).toBe('none');
    expect(directoryDecision({ installed: true }, { ...signals, saveData: true })).toBe('none');
  });
  test('once installed, or after a few searches', () => {
    expect(directoryDecision({}, signals)).toBe('none');
    expect(directoryDecision({}, { ...signals, standalone: true })).toBe('sync');
    expect(directoryDecision({ installed: true }, signals)).toBe('sync');
    expect(directoryDecision({ searches: SEARCHES_BEFORE_DOWNLOAD - 1 }, signals)).toBe('none');
    expect(directoryDecision({ searches: SEARCHES_BEFORE_DOWNLOAD }, signals)).toBe('sync');
  });
  test('a stored directory is kept current, and only loaded while the browser asks to save data', () => {
    expect(directoryDecision({ stored: true }, signals)).toBe('sync');
    expect(directoryDecision({ stored: true }, { ...signals, saveData: true })).toBe('load');
  });
});
