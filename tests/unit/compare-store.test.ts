// The pending selection survives a reload (localStorage), and a stored value edited by hand is cleaned.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const A = 'aaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbb';

function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

async function freshStore(storage: ReturnType<typeof fakeStorage>) {
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  return import('@/slices/compare/compare-store');
}

describe('the pending comparison store', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('keeps the selection across a reload', async () => {
    const storage = fakeStorage();
    const first = await freshStore(storage);
    expect(first.addToCompare('programs', A)).toBe('added');
    expect(first.addToCompare('programs', B)).toBe('added');
    const second = await freshStore(storage);
    expect(second.pendingSelection()).toEqual({ kind: 'programs', ids: [A, B] });
  });

  it('ignores a stored value that is not a valid selection', async () => {
    const edited = JSON.stringify({ state: { kind: 'programs', ids: [A, 'DROP ME', A, B] }, version: 0 });
    const store = await freshStore(fakeStorage({ rayek_compare: edited }));
    expect(store.pendingSelection()).toEqual({ kind: 'programs', ids: [A, B] });
    const unknown = JSON.stringify({ state: { kind: 'users', ids: [A] }, version: 0 });
    expect((await freshStore(fakeStorage({ rayek_compare: unknown }))).pendingSelection()).toEqual({
      kind: null,
      ids: [],
    });
  });

  it('follows the URL of an opened comparison', async () => {
    const store = await freshStore(fakeStorage());
    store.addToCompare('instructors', A);
    store.replaceCompareSelection('institutions', [B]);
    expect(store.pendingSelection()).toEqual({ kind: 'institutions', ids: [B] });
    store.removeFromCompare(B);
    expect(store.pendingSelection()).toEqual({ kind: null, ids: [] });
  });
});
