// A minimal PocketBase realtime (SSE) client for tests: Node 20 has no EventSource, and the test must see
// exactly what the server sends to a given caller.

// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { takeEvents } from '../../../scripts/lib/sse.mjs';

export interface RealtimeEvent {
  topic: string;
  data: { action: string; record: Record<string, unknown> };
}

export interface Subscription {
  events: RealtimeEvent[];
  /** Resolves with the first event (seen or future) that matches. */
  next(match: (e: RealtimeEvent) => boolean): Promise<RealtimeEvent>;
  close(): void;
}

export async function subscribe(url: string, topics: string[], token?: string): Promise<Subscription> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/realtime`, { signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`realtime connect failed: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const events: RealtimeEvent[] = [];
  const waiters: Array<{ match: (e: RealtimeEvent) => boolean; resolve: (e: RealtimeEvent) => void }> = [];
  let buffer = '';
  let resolveConnect: (id: string) => void;
  const connected = new Promise<string>((r) => (resolveConnect = r));

  const dispatch = (name: string, data: string) => {
    if (name === 'PB_CONNECT') return resolveConnect(JSON.parse(data).clientId);
    const event = { topic: name, data: JSON.parse(data) } as RealtimeEvent;
    events.push(event);
    for (const w of [...waiters]) {
      if (w.match(event)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(event);
      }
    }
  };

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        const taken = takeEvents(buffer);
        buffer = taken.rest;
        for (const { name, data } of taken.events) {
          if (data) dispatch(name, data);
        }
      }
    } catch {
      // aborted by close()
    }
  })();

  const clientId = await connected;
  const sub = await fetch(`${url}/api/realtime`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify({ clientId, subscriptions: topics }),
  });
  if (sub.status !== 204) throw new Error(`realtime subscribe failed: ${sub.status} ${await sub.text()}`);

  return {
    events,
    next(match) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => controller.abort(),
  };
}
