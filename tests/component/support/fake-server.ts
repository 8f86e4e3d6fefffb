// The one boundary these tests script: the server as the PocketBase SDK reaches it, through `fetch`. A test
// says how each request is answered (a JSON answer, a refusal, no answer at all, or an answer held until the
// test releases it) and reads which requests were made.
import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  cache: RequestCache | undefined;
}

/** What the handler gives back: an answer, or `NO_ANSWER` for a network failure (offline, connection cut). */
export type Answer = { status: number; body: unknown } | typeof NO_ANSWER;
export const NO_ANSWER = Symbol('no answer');

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const refusal = (status: number, message = ''): Answer => ({ status, body: { status, message, data: {} } });
/** PocketBase's page of a list, as `getList` reads it. */
export const page = (items: unknown[]): Answer =>
  ok({ page: 1, perPage: items.length || 1, totalItems: -1, totalPages: -1, items });

export interface FakeServer {
  requests: SentRequest[];
  /** Requests to a path (without the query). */
  to: (path: string) => SentRequest[];
}

export function serve(handler: (request: SentRequest) => Answer | Promise<Answer>): FakeServer {
  const requests: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://rayek.test');
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      cache: init?.cache,
    };
    requests.push(request);
    const answer = await handler(request);
    if (answer === NO_ANSWER) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { requests, to: (path) => requests.filter((r) => r.path === path) };
}

/** An answer the test releases later: the view is seen in its "loading" state meanwhile. */
export function held(): { answer: Promise<Answer>; release: (answer: Answer) => void } {
  let release!: (answer: Answer) => void;
  const answer = new Promise<Answer>((resolve) => (release = resolve));
  return { answer, release };
}
