// The client asks the browser not to keep any answer that can hold this account's data (docs/api.md
// "Private answers"): signed-in requests and the users endpoints (sign-in, sign-up).
import { describe, expect, test } from 'vitest';
import { getPocketBase, isPrivateRequest } from '@/lib/pocketbase/client';

describe('isPrivateRequest', () => {
  test('any request sent with a session token', () => {
    expect(isPrivateRequest('/api/rayek/contributions/mine', { Authorization: 'token' })).toBe(true);
    expect(isPrivateRequest('/api/collections/institutions/records', { authorization: 'token' })).toBe(true);
    expect(isPrivateRequest('/api/rayek/moderation/counts', new Headers({ Authorization: 'token' }))).toBe(true);
  });

  test('sign-in and sign-up answer a token or the account, before any session exists', () => {
    expect(isPrivateRequest('http://127.0.0.1/api/collections/users/auth-with-password', {})).toBe(true);
    expect(isPrivateRequest('/api/collections/users/records', undefined)).toBe(true);
  });

  test('a guest’s public reads are not private', () => {
    expect(isPrivateRequest('/api/collections/institutions/records?perPage=20', { 'Accept-Language': 'ar' })).toBe(
      false,
    );
    expect(isPrivateRequest('/api/rayek/instructors/search?q=amira', undefined)).toBe(false);
  });
});

// Public answers carry `stale-while-revalidate` for shared caches, which the browser's own cache would honour
// too: a guest's read asks the server (or the proxy) every time, with `no-cache`.
test('the app’s client sends signed-in requests with cache: no-store, and guests’ reads with no-cache', async () => {
  const pb = await getPocketBase();
  const seen: RequestInit[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    seen.push(init ?? {});
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  await pb.send('/api/collections/institutions/records', { fetch });
  pb.authStore.save('a.b.c', null);
  try {
    await pb.send('/api/rayek/contributions/mine', { fetch });
  } finally {
    pb.authStore.clear();
  }
  expect(seen.map((init) => init.cache)).toEqual(['no-cache', 'no-store']);
});
