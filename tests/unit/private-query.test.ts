// The private query's states (lib/mirror/private-query.ts), driven with requests that answer when the test
// says so: loading, ready, refused, offline-unavailable, retry, cancellation, and nothing kept in IndexedDB.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { PrivateQuery, type PrivateQueryState } from '@/lib/mirror/private-query';

interface Pending<T> {
  signal: AbortSignal;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A query whose requests wait for the test, and what it was told about each settled request. */
function setup<T>() {
  const requests: Pending<T>[] = [];
  const settled: (string | null)[] = [];
  const query = new PrivateQuery<T>({ onSettled: (failure) => settled.push(failure), now: () => 1234 });
  const fetch = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      requests.push({ signal, resolve, reject });
    });
  const state = (): PrivateQueryState<T> => query.getSnapshot().state;
  return { query, fetch, requests, settled, state };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const noAnswer = () => new ClientResponseError({ status: 0 });
const answer = (status: number) => new ClientResponseError({ status, response: { status, message: '', data: {} } });

describe('a private query', () => {
  it('is idle until asked, loading while asked, then ready with the answer', async () => {
    const { query, fetch, requests, settled, state } = setup<string[]>();
    expect(state()).toEqual({ status: 'idle' });
    query.load('mine/u1', fetch);
    expect(query.getSnapshot()).toEqual({ key: 'mine/u1', state: { status: 'loading' } });
    requests[0]!.resolve(['rating 1']);
    await flush();
    expect(query.getSnapshot()).toEqual({
      key: 'mine/u1',
      state: { status: 'ready', data: ['rating 1'], fetchedAt: 1234 },
    });
    expect(settled).toEqual([null]);
  });

  it('says offline-unavailable when no answer comes, a 5xx or a 429, and retries on demand', async () => {
    for (const error of [noAnswer(), answer(503), answer(429)]) {
      const { query, fetch, requests, settled, state } = setup<string>();
      query.load('queue/reports', fetch);
      requests[0]!.reject(error);
      await flush();
      const failed = state();
      expect(failed.status).toBe('offline-unavailable');
      expect(settled).toHaveLength(1);
      expect(settled[0]).not.toBeNull();
      if (failed.status !== 'offline-unavailable') return;
      failed.retry();
      expect(state()).toEqual({ status: 'loading' });
      expect(requests).toHaveLength(2);
      requests[1]!.resolve('answer');
      await flush();
      expect(state()).toMatchObject({ status: 'ready', data: 'answer' });
    }
  });

  it('reports a 4xx as the server’s refusal, with its status', async () => {
    const { query, fetch, requests, settled, state } = setup<string>();
    query.load('queue/reports', fetch);
    requests[0]!.reject(answer(403));
    await flush();
    expect(state()).toEqual({ status: 'refused', httpStatus: 403 });
    expect(settled).toEqual([null]);
  });

  it('cancels the request of a previous key and never shows its late answer', async () => {
    const { query, fetch, requests, state } = setup<string>();
    query.load('mine/alice', fetch);
    query.load('mine/bob', fetch);
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(requests[1]!.signal.aborted).toBe(false);
    requests[0]!.resolve('alice’s contributions');
    await flush();
    expect(query.getSnapshot()).toEqual({ key: 'mine/bob', state: { status: 'loading' } });
    requests[1]!.resolve('bob’s contributions');
    await flush();
    expect(state()).toMatchObject({ status: 'ready', data: 'bob’s contributions' });
  });

  it('keeps a ready answer on screen while the same key is asked again, even when that fails', async () => {
    const { query, fetch, requests, state } = setup<string>();
    query.load('queue/reports', fetch);
    requests[0]!.resolve('first page');
    await flush();
    query.load('queue/reports', fetch);
    expect(state()).toMatchObject({ status: 'ready', data: 'first page' });
    requests[1]!.reject(noAnswer());
    await flush();
    expect(state()).toMatchObject({ status: 'ready', data: 'first page' });
    query.retry();
    requests[2]!.resolve('next page');
    await flush();
    expect(state()).toMatchObject({ status: 'ready', data: 'next page' });
  });

  it('forgets the answer and cancels what runs when disposed or given no key', async () => {
    const { query, fetch, requests, state } = setup<string>();
    query.load('mine/u1', fetch);
    query.dispose();
    expect(requests[0]!.signal.aborted).toBe(true);
    requests[0]!.resolve('late');
    await flush();
    expect(query.getSnapshot()).toEqual({ key: null, state: { status: 'idle' } });
    query.retry();
    expect(requests).toHaveLength(1);
    expect(state()).toEqual({ status: 'idle' });
  });

  it('changes the answer held without asking the server, only once it is ready', async () => {
    const { query, fetch, requests, state } = setup<{ items: string[] }>();
    query.load('queue/reports', fetch);
    query.update(() => ({ items: ['never'] }));
    expect(state()).toEqual({ status: 'loading' });
    requests[0]!.resolve({ items: ['a', 'b'] });
    await flush();
    query.update((page) => ({ items: page.items.filter((i) => i !== 'a') }));
    expect(state()).toMatchObject({ status: 'ready', data: { items: ['b'] } });
    expect(requests).toHaveLength(1);
  });

  it('tells its listeners of each change', async () => {
    const { query, fetch, requests } = setup<string>();
    const seen: string[] = [];
    const stop = query.subscribe(() => seen.push(query.getSnapshot().state.status));
    query.load('mine/u1', fetch);
    requests[0]!.resolve('answer');
    await flush();
    stop();
    query.dispose();
    expect(seen).toEqual(['loading', 'ready']);
  });

  it('keeps its answers in memory only: nothing reaches IndexedDB', async () => {
    const { query, fetch, requests, state } = setup<{ review: string }[]>();
    query.load('mine/u1', fetch);
    requests[0]!.resolve([{ review: 'a private pending review' }]);
    await flush();
    expect(state().status).toBe('ready');
    expect(await indexedDB.databases()).toEqual([]);
  });
});
