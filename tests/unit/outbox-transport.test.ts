// What each server answer means for an outbox item (lib/outbox/outbox-transport.ts classifySendError), with
// the error shapes PocketBase 0.40 sends (docs/api.md, TOOLCHAIN.md) as the SDK's ClientResponseError; and
// whose token the real transport sends.
import { describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { getPocketBase } from '@/lib/pocketbase/client';
import { VOTE_TARGET_GONE } from '@/domain/votes';
import { classifyVoteError } from '@/lib/outbox/kinds/vote-kind';
import { classifySendError, pocketBaseTransport } from '@/lib/outbox/outbox-transport';

function answer(status: number, data: Record<string, unknown> = {}, message = '') {
  return new ClientResponseError({ status, response: { status, message, data } });
}

describe('classifyVoteError', () => {
  it('makes a 404 (rating gone or hidden) and an own-rating refusal final refusals; retries and sessions as for creates', () => {
    expect(classifyVoteError(answer(404, {}, 'Not found.'))).toEqual({
      kind: 'invalid',
      fields: { rating: VOTE_TARGET_GONE },
      message: 'Not found.',
    });
    expect(classifyVoteError(answer(400, { rating: { code: 'validation_own_rating', message: '' } }))).toMatchObject({
      kind: 'invalid',
      fields: { rating: 'validation_own_rating' },
    });
    expect(classifyVoteError(answer(503))).toEqual({ kind: 'retry', reason: 'server' });
    expect(classifyVoteError(new TypeError('Failed to fetch'))).toEqual({ kind: 'retry', reason: 'network' });
    expect(classifyVoteError(answer(401))).toEqual({ kind: 'unauthorized' });
  });
});

describe('classifySendError', () => {
  it('counts a taken client id as delivered', () => {
    expect(
      classifySendError(answer(400, { id: { code: 'validation_not_unique', message: 'Value must be unique.' } })),
    ).toEqual({ kind: 'duplicate' });
  });

  it('keeps the field codes of any other 400, including a second rating of the same target', () => {
    const result = classifySendError(
      answer(
        400,
        { institution: { code: 'validation_already_rated', message: 'Already rated.' } },
        'Failed to create record.',
      ),
    );
    expect(result).toEqual({
      kind: 'invalid',
      fields: { institution: 'validation_already_rated' },
      message: 'Failed to create record.',
    });
  });

  it('retries on no answer at all, on 5xx and on 429; asks for a sign-in on 401 and 403', () => {
    expect(classifySendError(new ClientResponseError({ status: 0, isAbort: false }))).toEqual({
      kind: 'retry',
      reason: 'network',
    });
    expect(classifySendError(new TypeError('Failed to fetch'))).toEqual({ kind: 'retry', reason: 'network' });
    expect(classifySendError(answer(502))).toEqual({ kind: 'retry', reason: 'server' });
    expect(classifySendError(answer(429, {}, 'Too Many Requests.'))).toEqual({ kind: 'retry', reason: 'rate-limited' });
    expect(classifySendError(answer(401))).toEqual({ kind: 'unauthorized' });
    expect(classifySendError(answer(403))).toEqual({ kind: 'unauthorized' });
  });

  it('treats a 400 that names no field (the createRule refusing a guest: invalid token) as a session problem', () => {
    expect(classifySendError(answer(400, {}, 'Failed to create record.'))).toEqual({ kind: 'unauthorized' });
  });
});

describe('pocketBaseTransport', () => {
  it('creates the record with the token it is given, not the session the SDK finds stored at that moment', async () => {
    // Another tab has just signed in as someone else: the SDK's store holds that account's token.
    const pb = await getPocketBase();
    pb.authStore.save('token-of-the-other-account', null);
    const sent: Array<string | null> = [];
    vi.stubGlobal('fetch', async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('Authorization'));
      return new Response(JSON.stringify({ id: 'abcdefghijklmno' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    try {
      const result = await pocketBaseTransport.create(
        'reports',
        { id: 'abcdefghijklmno', comment: 'Spam here, please look' },
        'token-of-the-author',
      );
      expect(result.kind).toBe('created');
    } finally {
      vi.unstubAllGlobals();
      pb.authStore.clear();
    }
    expect(sent).toEqual(['token-of-the-author']);
  });
});
