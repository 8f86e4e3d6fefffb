// The browser around lib/auth/session-sync.ts in unit tests: one profile's shared session entry, `storage`
// events that reach the other tabs only when the test delivers them, Web Locks, and a scripted server whose
// refresh answers arrive when the test releases them.
import { expect } from 'vitest';
import { SIGNED_OUT, type SessionState } from '@/lib/auth/session-store';
import { createSessionTab, type LockManagerLike, type RefreshAnswer, type SessionTab } from '@/lib/auth/session-sync';

const HOUR = 3_600_000;
let serial = 0;

/** A JWT-shaped token of this account valid for `ms`; each one differs. */
export function tokenOf(userId: string, ms = HOUR): string {
  serial += 1;
  const payload = btoa(JSON.stringify({ id: userId, exp: Math.floor((Date.now() + ms) / 1000), n: serial })).replace(
    /=+$/,
    '',
  );
  return `header.${payload}.sig${serial}`;
}

const recordOf = (userId: string) => ({
  id: userId,
  name: `User ${userId}`,
  email: `${userId}@tests.local`,
  verified: true,
  role: 'STUDENT',
});
export const stored = (token: string, userId: string) => JSON.stringify({ token, record: recordOf(userId) });
const accountOf = (token: string): string => (JSON.parse(atob(token.split('.')[1]!)) as { id: string }).id;

/** Web Locks: one holder per name, the others wait in order. */
class FakeLocks implements LockManagerLike {
  private tails = new Map<string, Promise<unknown>>();
  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    const run = (this.tails.get(name) ?? Promise.resolve()).then(callback);
    this.tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  }
}

/** The server: refreshes a live token into a new one of the same account, refuses revoked ones. */
export class ScriptedServer {
  revoked = new Set<string>();
  requests: string[] = [];
  servesCachedAnswerOf: string | null = null;
  /** The answer's body is cut off (the page unloads while it arrives): what is left has no token. */
  cutsAnswers = false;
  private waiting: Array<{ token: string; answer: (a: RefreshAnswer) => void; fail: (e: unknown) => void }> = [];

  refresh = (token: string): Promise<RefreshAnswer> => {
    this.requests.push(token);
    return new Promise((answer, fail) => this.waiting.push({ token, answer, fail }));
  };

  get pending(): number {
    return this.waiting.length;
  }

  /** Answers the oldest (or the `index`th) request waiting. */
  answer(index = 0): string {
    const [request] = this.waiting.splice(index, 1);
    if (!request) throw new Error('no refresh request is waiting');
    if (this.revoked.has(request.token)) {
      request.answer({ kind: 'refused', error: new Error('401') });
      return '';
    }
    if (this.cutsAnswers) {
      request.answer({ kind: 'refreshed', token: '', record: {} });
      return '';
    }
    const user = this.servesCachedAnswerOf ?? accountOf(request.token);
    const token = tokenOf(user);
    request.answer({ kind: 'refreshed', token, record: recordOf(user) });
    return token;
  }

  /** No answer at all (offline, timeout). */
  drop(): void {
    this.waiting.shift()?.fail(new Error('no answer'));
  }
}

export interface Tab {
  session: SessionState;
  sync: SessionTab;
  /** What the SDK does on a sign-in in this tab: it stores the answer itself. */
  signIn(token: string, userId: string): void;
}

/** One browser profile: the shared entry, the events on their way to each tab, the lock manager. */
export class Browser {
  value: string | null = null;
  readonly locks: FakeLocks | null;
  private undelivered: Array<() => void> = [];
  private tabs: Tab[] = [];

  constructor(
    readonly server: ScriptedServer,
    { webLocks = true } = {},
  ) {
    this.locks = webLocks ? new FakeLocks() : null;
  }

  private set(from: Tab, value: string | null): void {
    if (this.value === value) return;
    this.value = value;
    // Like the browser, a write raises a `storage` event in every other tab, later.
    for (const tab of this.tabs) if (tab !== from) this.undelivered.push(() => tab.sync.reload());
  }

  open(): Tab {
    const tab = { session: SIGNED_OUT } as Tab;
    tab.sync = createSessionTab({
      entry: { read: () => this.value, write: (v) => this.set(tab, v), remove: () => this.set(tab, null) },
      locks: this.locks,
      refresh: this.server.refresh,
      publish: (session) => {
        tab.session = session;
      },
    });
    tab.signIn = (token, userId) => {
      this.set(tab, stored(token, userId));
      tab.sync.reload();
    };
    this.tabs.push(tab);
    tab.sync.reload();
    return tab;
  }

  /** Dispatches the `storage` events raised so far. */
  deliverEvents(): void {
    const events = this.undelivered;
    this.undelivered = [];
    for (const event of events) event();
  }

  get storedToken(): string | null {
    return this.value === null ? null : (JSON.parse(this.value) as { token: string }).token;
  }
}

/** Lets pending promise callbacks (lock grants, answers) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Once the storage events have arrived: the token stored for the next page load and shown by every tab. */
export function expectEverywhere(browser: Browser, tabs: Tab[], token: string): void {
  browser.deliverEvents();
  expect(browser.storedToken).toBe(token);
  expect(tabs.map((tab) => tab.session.token)).toEqual(tabs.map(() => token));
}

export function browserSignedInAs(userId: string, options?: { webLocks?: boolean }) {
  const server = new ScriptedServer();
  const browser = new Browser(server, options);
  const token = tokenOf(userId);
  browser.value = stored(token, userId);
  return { server, browser, token, a: browser.open(), b: browser.open() };
}
