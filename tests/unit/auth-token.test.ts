// A stored session counts only until its token's `exp`, read offline from the JWT payload.
import { describe, expect, it } from 'vitest';
import { isTokenValid, tokenExpiry } from '@/domain/auth-token';
import { resendSecondsLeft } from '@/domain/auth-resend';

const base64Url = (value: string) => Buffer.from(value).toString('base64url');
const jwt = (payload: object) =>
  `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.signature`;

describe('token validity', () => {
  const exp = 1_795_000_000; // seconds
  const token = jwt({ id: 'abc', type: 'auth', collectionId: '_pb_users_auth_', exp, name: 'أميرة' });

  it('reads the expiry in ms (base64url payload, non-ASCII content)', () => {
    expect(tokenExpiry(token)).toBe(exp * 1000);
  });

  it('is valid strictly before exp and not at or after it', () => {
    expect(isTokenValid(token, exp * 1000 - 1)).toBe(true);
    expect(isTokenValid(token, exp * 1000)).toBe(false);
    expect(isTokenValid(token, exp * 1000 + 60_000)).toBe(false);
  });

  it('refuses tokens without a readable numeric exp', () => {
    for (const bad of [
      '',
      'abc',
      'a.b.c',
      jwt({ id: 'x' }),
      jwt({ exp: '1795000000' }),
      `x.${base64Url('not json')}.y`,
    ]) {
      expect(tokenExpiry(bad)).toBeNull();
      expect(isTokenValid(bad, 0)).toBe(false);
    }
  });
});

describe('verification e-mail wait', () => {
  it('counts 60 whole seconds down from the send time', () => {
    expect(resendSecondsLeft(null, 1000)).toBe(0);
    expect(resendSecondsLeft(10_000, 10_000)).toBe(60);
    expect(resendSecondsLeft(10_000, 10_001)).toBe(60);
    expect(resendSecondsLeft(10_000, 11_000)).toBe(59);
    expect(resendSecondsLeft(10_000, 69_999)).toBe(1);
    expect(resendSecondsLeft(10_000, 70_000)).toBe(0);
  });

  it('a send time in the future (clock changed) waits the full minute, no more', () => {
    expect(resendSecondsLeft(500_000, 10_000)).toBe(60);
  });
});
