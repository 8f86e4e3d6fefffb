// The state machine of a private read (lib/mirror/use-private-query.ts), without React so it can be tested as
// plain logic. An answer is held in memory only: it is never written to IndexedDB (nor, through the client's
// `no-store`, to the HTTP cache), so a shared device forgets it with the page.
//
// The states are the mirror's (mirrored-record.ts, use-mirrored-search.ts): idle (nothing asked), loading, ready,
// offline-unavailable (no answer: no network, a 5xx, rate limited), plus refused: the server's considered
// "no" (a 4xx), which the mirror's record pages call not-found.
import { requestFailure, requestStatus, type RequestFailure } from '@/lib/pocketbase/request-error';

export type PrivateQueryState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T; fetchedAt: number }
  | { status: 'refused'; httpStatus: number }
  | { status: 'offline-unavailable'; retry: () => void };

/** A state and the key it answers: a view never shows an answer given for another key. */
export interface PrivateQuerySnapshot<T> {
  key: string | null;
  state: PrivateQueryState<T>;
}

export interface PrivateQueryOptions {
  /** Told how each request ended: null when the server answered (even with a refusal). */
  onSettled?: (failure: Exclude<RequestFailure, 'refused'> | null) => void;
  now?: () => number;
}

export type PrivateFetch<T> = (signal: AbortSignal) => Promise<T>;

export class PrivateQuery<T> {
  private snapshot: PrivateQuerySnapshot<T> = { key: null, state: { status: 'idle' } };
  private controller: AbortController | undefined;
  private fetcher: PrivateFetch<T> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: PrivateQueryOptions = {}) {}

  readonly getSnapshot = (): PrivateQuerySnapshot<T> => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Asks for `key`'s answer, cancelling any request still running. A new key starts from loading (the previous
   * answer belonged to something else); the same key asked again keeps a ready answer on screen meanwhile.
   */
  readonly load = (key: string | null, fetcher?: PrivateFetch<T>): void => {
    this.controller?.abort();
    this.controller = undefined;
    this.fetcher = key === null ? undefined : (fetcher ?? this.fetcher);
    const fetch = this.fetcher;
    if (key === null || !fetch) {
      this.set({ key, state: { status: 'idle' } });
      return;
    }
    if (key !== this.snapshot.key || this.snapshot.state.status !== 'ready')
      this.set({ key, state: { status: 'loading' } });
    const controller = new AbortController();
    this.controller = controller;
    const current = () => this.controller === controller && !controller.signal.aborted;
    let request: Promise<T>;
    try {
      request = fetch(controller.signal);
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (data) => {
        if (!current()) return;
        this.controller = undefined;
        this.options.onSettled?.(null);
        this.set({ key, state: { status: 'ready', data, fetchedAt: (this.options.now ?? Date.now)() } });
      },
      (error: unknown) => {
        if (!current()) return;
        this.controller = undefined;
        const failure = requestFailure(error);
        this.options.onSettled?.(failure === 'refused' ? null : failure);
        if (failure === 'refused') this.set({ key, state: { status: 'refused', httpStatus: requestStatus(error) } });
        // A failed refetch keeps the answer on screen; without one, the view says it needs a connection.
        else if (this.snapshot.state.status !== 'ready')
          this.set({ key, state: { status: 'offline-unavailable', retry: this.retry } });
      },
    );
  };

  /** Asks again for the current key. */
  readonly retry = (): void => {
    if (this.snapshot.key !== null) this.load(this.snapshot.key);
  };

  /** Changes the answer held (e.g. a decided item leaves a queue) without asking the server. */
  readonly update = (change: (data: T) => T): void => {
    const { key, state } = this.snapshot;
    if (state.status === 'ready') this.set({ key, state: { ...state, data: change(state.data) } });
  };

  /** Cancels what runs and forgets the answer. */
  readonly dispose = (): void => this.load(null);

  private set(snapshot: PrivateQuerySnapshot<T>) {
    this.snapshot = snapshot;
    this.listeners.forEach((listener) => listener());
  }
}
