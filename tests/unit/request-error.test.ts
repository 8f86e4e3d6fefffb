// What a failed request means (lib/pocketbase/request-error.ts), for the error shapes the SDK throws: a
// ClientResponseError carrying PocketBase's answer, status 0 when none came, or anything else thrown.
import { describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { fieldCodes, requestFailure, requestStatus, responseMessage } from '@/lib/pocketbase/request-error';

function answer(status: number, data: Record<string, unknown> = {}, message = '') {
  return new ClientResponseError({ status, response: { status, message, data } });
}

describe('requestStatus', () => {
  it('is the HTTP status of an answer, and 0 when no answer came', () => {
    expect(requestStatus(answer(404))).toBe(404);
    expect(requestStatus(new ClientResponseError({ status: 0, isAbort: true }))).toBe(0);
    expect(requestStatus(new TypeError('Failed to fetch'))).toBe(0);
    expect(requestStatus({ status: 'teapot' })).toBe(0);
    expect(requestStatus(undefined)).toBe(0);
  });
});

describe('requestFailure', () => {
  it('tells no answer, a server that cannot serve now, a rate limit and a refusal apart', () => {
    expect(requestFailure(new ClientResponseError({ status: 0 }))).toBe('network');
    expect(requestFailure(new Error('the SDK failed to load'))).toBe('network');
    expect([500, 502, 503, 408].map((status) => requestFailure(answer(status)))).toEqual([
      'server',
      'server',
      'server',
      'server',
    ]);
    expect(requestFailure(answer(429, {}, 'Too Many Requests.'))).toBe('rate-limited');
    expect([400, 401, 403, 404].map((status) => requestFailure(answer(status)))).toEqual([
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
  });
});

describe('the answer body', () => {
  it('gives the code of each refused field, and nothing for a body without codes', () => {
    const error = answer(
      400,
      {
        target: { code: 'validation_not_unique', message: 'Value must be unique.' },
        user: { message: 'no code' },
        note: 'text',
      },
      'Failed to create record.',
    );
    expect(fieldCodes(error)).toEqual({ target: 'validation_not_unique' });
    expect(responseMessage(error)).toBe('Failed to create record.');
    expect(fieldCodes(new ClientResponseError({ status: 0 }))).toEqual({});
    expect(fieldCodes(new TypeError('Failed to fetch'))).toEqual({});
    expect(responseMessage(new TypeError('Failed to fetch'))).toBe('');
  });
});
