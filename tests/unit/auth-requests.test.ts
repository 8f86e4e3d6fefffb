// The account requests that answer a session (lib/auth/auth-api.ts), against a stubbed fetch: the refresh is
// asked for the given token, whatever the SDK finds stored, and an answer whose body could not be read (the
// page unloading mid-answer: the SDK then hands back {}) is no answer: nothing is stored, nobody signed out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmEmailChange, confirmPasswordReset } from '@/lib/auth/account-links-api';
import { signIn } from '@/lib/auth/auth-api';
import { askRefresh } from '@/lib/auth/auth-request';
import { useSession } from '@/lib/auth/session-store';
import { getPocketBase } from '@/lib/pocketbase/client';

const sent: Array<{ url: string; authorization: string | null }> = [];

function serve(status: number, body: string): void {
  vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), authorization: new Headers(init?.headers).get('Authorization') });
    return new Response(status === 204 ? null : body, { status, headers: { 'Content-Type': 'application/json' } });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
});

describe('askRefresh', () => {
  it('asks for the token it is given, not the one the SDK finds stored when the request leaves', async () => {
    const pb = await getPocketBase();
    pb.authStore.save('token-stored-by-another-tab', null);
    serve(200, JSON.stringify({ token: 'new-token', record: { id: 'aliceaaaaaaaaaa' } }));
    try {
      expect(await askRefresh('token-to-refresh')).toEqual({
        kind: 'refreshed',
        token: 'new-token',
        record: { id: 'aliceaaaaaaaaaa' },
      });
    } finally {
      pb.authStore.clear();
    }
    expect(sent.map((r) => [new URL(r.url, 'http://x').pathname, r.authorization])).toEqual([
      ['/api/collections/users/auth-refresh', 'token-to-refresh'],
    ]);
  });

  it('reports a refused token as refused, and a cut-off answer as no answer', async () => {
    serve(
      401,
      JSON.stringify({ status: 401, message: 'The request requires valid record authorization token.', data: {} }),
    );
    expect(await askRefresh('revoked')).toMatchObject({ kind: 'refused' });
    serve(200, '{"tok');
    await expect(askRefresh('live')).rejects.toMatchObject({ failure: { status: 0 } });
  });
});

describe('signIn', () => {
  it('stores nothing and fails as "no connection" when the answer was cut off', async () => {
    useSession.setState({ token: '', user: null });
    serve(200, '{"tok');
    await expect(signIn({ email: 'amira@tests.local', password: 'password-for-tests-1' })).rejects.toMatchObject({
      failure: { status: 0 },
    });
    expect(useSession.getState().user).toBeNull();
  });
});

describe("the e-mailed links' requests", () => {
  it("leave the stored session alone (the SDK's own helpers would clear it; only session-tab.ts may)", async () => {
    const pb = await getPocketBase();
    const record = { id: 'aliceaaaaaaaaaa', collectionId: '_pb_users_auth_', collectionName: 'users' };
    pb.authStore.save('stored-token', record);
    const token = `x.${Buffer.from(JSON.stringify({ id: record.id, collectionId: record.collectionId })).toString('base64url')}.y`;
    serve(204, '');
    try {
      await confirmEmailChange('A'.repeat(40), 'password-for-tests-1');
      await confirmPasswordReset(token, 'a-new-password', 'a-new-password');
      expect(pb.authStore.token).toBe('stored-token');
    } finally {
      pb.authStore.clear();
    }
    expect(sent.map((r) => new URL(r.url, 'http://x').pathname)).toEqual([
      '/api/rayek/email-change/confirm',
      '/api/collections/users/confirm-password-reset',
    ]);
  });

  it('fail with the status and field codes the pages map (an expired token)', async () => {
    serve(
      400,
      JSON.stringify({
        status: 400,
        message: 'Failed.',
        data: { token: { code: 'validation_invalid_token', message: 'Invalid token.' } },
      }),
    );
    await expect(confirmEmailChange('t', 'p')).rejects.toMatchObject({
      failure: { status: 400, data: { token: { code: 'validation_invalid_token' } } },
    });
  });
});
