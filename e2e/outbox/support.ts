// Helpers of the outbox e2e tests: accounts made by the superuser and signed in by impersonation (no sign-in
// rate limit, no e-mail round trip), a demo institution to rate, the server's view of what was created, and
// items written straight into the app's IndexedDB outbox (the outbox must deliver whatever is in the
// table, whoever wrote it).
import type { BrowserContext, Page, Request } from '@playwright/test';
import type { StackInfo } from '../support/stack';
import { putRows, storedRows } from '../support/stored';

async function api<T>(
  stack: Pick<Server, 'baseURL'>,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(new URL(path, stack.baseURL), {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: init.token } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** What the helpers need of a server: the e2e stack, or a server a test starts itself. */
export type Server = Pick<StackInfo, 'baseURL' | 'superuser'>;

const adminTokens = new Map<string, string>();

export async function superuserToken(stack: Server): Promise<string> {
  let token = adminTokens.get(stack.baseURL);
  if (!token) {
    token = (
      await api<{ token: string }>(stack, '/api/collections/_superusers/auth-with-password', {
        method: 'POST',
        body: { identity: stack.superuser.email, password: stack.superuser.password },
      })
    ).token;
    adminTokens.set(stack.baseURL, token);
  }
  return token;
}

export interface TestUser {
  id: string;
  token: string;
  record: Record<string, unknown>;
}

let serial = 0;

/** A verified student, and a session for it lasting `seconds`. */
export async function verifiedUser(stack: Server, seconds = 3600): Promise<TestUser> {
  const token = await superuserToken(stack);
  serial += 1;
  const email = `outbox-${Date.now().toString(36)}-${serial}-${Math.random().toString(36).slice(2, 6)}@tests.local`;
  const created = await api<{ id: string }>(stack, '/api/collections/users/records', {
    method: 'POST',
    token,
    body: {
      email,
      password: 'password-for-tests-1',
      passwordConfirm: 'password-for-tests-1',
      name: `Outbox Tester ${serial}`,
      role: 'STUDENT',
      verified: true,
    },
  });
  return sessionFor(stack, created.id, seconds);
}

/** A new session (token) of an existing account. */
export async function sessionFor(stack: Server, userId: string, seconds = 3600): Promise<TestUser> {
  const answer = await api<{ token: string; record: Record<string, unknown> }>(
    stack,
    `/api/collections/users/impersonate/${userId}`,
    {
      method: 'POST',
      token: await superuserToken(stack),
      body: { duration: seconds },
    },
  );
  return { id: userId, token: answer.token, record: answer.record };
}

/** A new institution (for a server without the demo data). */
export async function createInstitution(stack: Server): Promise<string> {
  const created = await api<{ id: string }>(stack, '/api/collections/institutions/records', {
    method: 'POST',
    token: await superuserToken(stack),
    body: {
      name: `Institut e2e ${Date.now().toString(36)}`,
      name_ar: 'معهد تجريبي',
      country: 'TUNISIA',
      governorate: 'Sfax',
      sector: 'PUBLIC',
    },
  });
  return created.id;
}

/** Demo institutions (the stack seeds them): a different one per call, so one account can rate several. */
export async function institutionIds(stack: Server, count: number): Promise<string[]> {
  const list = await api<{ items: Array<{ id: string }> }>(
    stack,
    `/api/collections/institutions/records?perPage=${count}&fields=id&skipTotal=1`,
  );
  return list.items.map((i) => i.id);
}

export function institutionRating(institution: string, review = 'Helpful staff, crowded library, good internet.') {
  return {
    institution,
    review,
    reputation: 4,
    location: 3,
    opportunities: 4,
    facilities: 3,
    internet: 5,
    food: 2,
    clubs: 3,
    social: 4,
    happiness: 4,
    safety: 5,
  };
}

/** What the server holds for this author (read as the superuser: `user` is hidden from everyone else). */
export async function institutionRatingsBy(stack: Server, userId: string): Promise<Array<Record<string, unknown>>> {
  const filter = encodeURIComponent(`user = "${userId}"`);
  const list = await api<{ items: Array<Record<string, unknown>> }>(
    stack,
    `/api/collections/institution_ratings/records?filter=${filter}&perPage=50`,
    {
      token: await superuserToken(stack),
    },
  );
  return list.items;
}

/** Signs the page's origin in as `user` the way the SDK stores a session, then reloads. */
export async function signIn(page: Page, user: TestUser, { reload = true } = {}): Promise<void> {
  // A person signs in through a started app. A page that is still starting (a second tab opened with
  // context.newPage(), which the fixture's ready wait does not cover) would instead find the session at
  // start-up and begin sending, only to be cut off by the reload below: the other tab's resend is then
  // answered "already exists" (delivered, but a 400 in the console).
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.evaluate((auth) => localStorage.setItem('pocketbase_auth', JSON.stringify(auth)), {
    token: user.token,
    record: user.record,
  });
  // The outbox (and its database) starts only for a signed-in account: reload so this page starts signed in.
  if (reload) await page.reload();
}

/** Waits until the app has opened its database (the outbox runtime starts once the app is interactive). */
export async function databaseReady(page: Page): Promise<void> {
  // Listed as soon as Dexie starts creating it; ready once its tables exist (never open it before it is
  // listed: that would create an empty database under Dexie's feet). Polled inside the page, where the
  // asynchronous IndexedDB answers can be awaited.
  const ready = await page.evaluate(async () => {
    const hasOutbox = () =>
      new Promise<boolean>((resolve) => {
        const request = indexedDB.open('rayek');
        request.onsuccess = () => {
          const found = request.result.objectStoreNames.contains('outbox');
          request.result.close();
          resolve(found);
        };
        request.onerror = () => resolve(false);
      });
    // Up to 20 s: the outbox's code loads lazily after the app is interactive, slowly on a loaded machine.
    for (let i = 0; i < 400; i += 1) {
      if ((await indexedDB.databases()).some((d) => d.name === 'rayek') && (await hasOutbox())) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  });
  if (!ready) throw new Error('The app never opened its IndexedDB database.');
}

export interface SeedItem {
  id: string;
  payload: Record<string, unknown>;
  userId: string;
  label?: string;
  collection?: string;
  createdAt?: number;
  /** When it may be sent (backoff); now by default. */
  nextAttemptAt?: number;
}

/** Writes waiting items into the outbox table of the app's IndexedDB, as `enqueue` does. */
export async function seedOutbox(page: Page, items: SeedItem[]): Promise<void> {
  await databaseReady(page);
  await putRows(
    page,
    'outbox',
    items.map((i, n) => ({
      id: i.id,
      collection: i.collection ?? 'institution_ratings',
      payload: i.payload,
      state: 'waiting',
      userId: i.userId,
      createdAt: i.createdAt ?? Date.now() + n,
      attempts: 0,
      nextAttemptAt: i.nextAttemptAt ?? 0,
      ...(i.label ? { label: i.label } : {}),
    })),
  );
}

/** The outbox rows as stored (to check states without going through the view). */
export async function outboxRows(page: Page): Promise<Array<Record<string, unknown>>> {
  return (await storedRows(page, ['outbox'])).outbox!;
}

/** A fresh 15-character client id, like the outbox makes. */
export function clientId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 15 }, () => alphabet[Math.floor(Math.random() * 36)]).join('');
}

/** Is this a create (POST) of records of `collection`? */
function isCreateOf(collection: string): (request: Request) => boolean {
  return (request) =>
    request.method() === 'POST' && new URL(request.url()).pathname === `/api/collections/${collection}/records`;
}

/**
 * Records every create request of a collection made by any page of the context, with what became of it (the
 * status, or the network error): what a failing test reports, so a rare failure says what happened.
 */
export function recordCreates(context: BrowserContext, collection: string): string[] {
  const log: string[] = [];
  const isCreate = isCreateOf(collection);
  context.on('response', (response) => {
    if (isCreate(response.request())) log.push(`${new Date().toISOString()} ${response.status()}`);
  });
  context.on('requestfailed', (request) => {
    if (isCreate(request)) log.push(`${new Date().toISOString()} failed: ${request.failure()?.errorText ?? '?'}`);
  });
  return log;
}

/** The state of the outbox as each page sees it (rows, stored session, visible text), for failure messages. */
export async function outboxState(pages: Page[]): Promise<string> {
  const parts = await Promise.all(
    pages.map(async (page, n) => {
      const rows = await outboxRows(page).catch((error: unknown) => String(error));
      const session = await page
        .evaluate(() => localStorage.getItem('pocketbase_auth')?.slice(0, 60) ?? null)
        .catch(() => '?');
      const text = await page
        .locator('main')
        .innerText()
        .catch(() => '?');
      return `page ${n} ${page.url()}\n  rows: ${JSON.stringify(rows)}\n  stored session: ${session}\n  main: ${text.replace(/\s+/g, ' ').slice(0, 300)}`;
    }),
  );
  return parts.join('\n');
}

/** Counts the create requests of a collection made by any page of the context. */
export function countCreates(context: BrowserContext, collection: string): { readonly count: number } {
  const counter = { count: 0 };
  const isCreate = isCreateOf(collection);
  context.on('request', (request) => {
    if (isCreate(request)) counter.count += 1;
  });
  return counter;
}
