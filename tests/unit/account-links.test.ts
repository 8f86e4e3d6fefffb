// The e-mailed links' pages: what the reset page reads from its token before asking (its address, whether it
// has visibly expired), what they check before sending, and what each server refusal becomes.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@contract/error-codes.js';
import { emailChangeConfirmFailure, passwordResetFailure, resetRequestFailure } from '@/domain/account-link-errors';
import { emailChangeConfirmSchema, newPasswordSchema, resetRequestSchema } from '@/domain/auth-schemas';
import { linkClaims } from '@/domain/auth-token';
import { validatePayload } from '@/domain/schemas/validate';

const base64Url = (value: string) => Buffer.from(value).toString('base64url');
const jwt = (payload: object) =>
  `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.signature`;

describe('link claims', () => {
  const exp = 1_795_000_000;
  const now = exp * 1000 - 1;

  it('reads the account address of a reset token', () => {
    expect(linkClaims(jwt({ id: 'u1', type: 'passwordReset', email: 'amira@example.tn', exp }), now)).toEqual({
      email: 'amira@example.tn',
      expired: false,
    });
    expect(linkClaims(jwt({ id: 'u1', type: 'passwordReset', email: 'نور@example.tn', exp }), now).email).toBe(
      'نور@example.tn',
    );
  });

  it('says a token past its exp, without one, or unreadable has expired, and reads no address that is not one', () => {
    expect(linkClaims(jwt({ email: 'amira@example.tn', exp }), exp * 1000).expired).toBe(true);
    expect(linkClaims(jwt({ email: 'amira@example.tn' }), now).expired).toBe(true);
    for (const bad of ['', 'not-a-token', 'a.b.c', `x.${base64Url('[1,2]')}.y`, `x.${base64Url('null')}.y`]) {
      expect(linkClaims(bad, now)).toEqual({ email: '', expired: true });
    }
    expect(linkClaims(jwt({ email: 42, exp }), now)).toEqual({ email: '', expired: false });
    expect(linkClaims(jwt({ email: 'no address', exp }), now)).toEqual({ email: '', expired: false });
  });
});

describe('link forms', () => {
  it('the reset request wants an e-mail address, trimmed', () => {
    expect(validatePayload(resetRequestSchema, { email: ' amira@example.tn ' })).toEqual({
      ok: true,
      value: { email: 'amira@example.tn' },
    });
    expect(validatePayload(resetRequestSchema, { email: 'amira@' })).toEqual({
      ok: false,
      errors: { email: { id: 'auth.error.INVALID_EMAIL' } },
    });
  });

  it('the new password follows the sign-up rules: 8 to 71 characters, typed twice the same', () => {
    const check = (password: string, passwordConfirm = password) =>
      validatePayload(newPasswordSchema, { password, passwordConfirm });
    expect(check('12345678')).toEqual({ ok: true, value: { password: '12345678', passwordConfirm: '12345678' } });
    expect(check('1234567')).toEqual({
      ok: false,
      errors: { password: { id: 'auth.error.PASSWORD_SHOULD_HAVE_AT_LEAST_8_CHARACTERS' } },
    });
    expect(check('x'.repeat(72))).toEqual({ ok: false, errors: { password: { id: 'auth.error.PASSWORD_TOO_LONG' } } });
    expect(check('x'.repeat(71)).ok).toBe(true);
    expect(check('a-good-password', 'a-good-passwort')).toEqual({
      ok: false,
      errors: { passwordConfirm: { id: 'auth.error.PASSWORDS_DONT_MATCH' } },
    });
    expect(check('a-good-password', '')).toEqual({
      ok: false,
      errors: { passwordConfirm: { id: 'auth.error.REQUIRED' } },
    });
  });

  it('the e-mail change takes the current password as sign-in does (older 6-character ones included)', () => {
    expect(validatePayload(emailChangeConfirmSchema, { password: '123456' }).ok).toBe(true);
    expect(validatePayload(emailChangeConfirmSchema, { password: '' })).toEqual({
      ok: false,
      errors: { password: { id: 'auth.error.REQUIRED' } },
    });
  });
});

describe('link refusals', () => {
  const expiredToken = { status: 400, data: { token: { code: ERROR_CODES.INVALID_TOKEN } } };

  it('the reset request: network, rate limit and server trouble say so; nothing says whether the address has an account', () => {
    expect(resetRequestFailure({ status: 0 })).toEqual({ form: { id: 'auth.error.CONNECTION_NEEDED' } });
    expect(resetRequestFailure({ status: 429 })).toEqual({ form: { id: 'auth.error.TOO_MANY_ATTEMPTS' } });
    expect(resetRequestFailure({ status: 502 })).toEqual({ form: { id: 'auth.error.SERVER_ERROR' } });
    expect(resetRequestFailure({ status: 400, data: { email: { code: ERROR_CODES.IS_EMAIL } } })).toEqual({
      fields: { email: { id: 'auth.error.INVALID_EMAIL' } },
    });
  });

  it('the new password: an expired or used token gives way to a new link; the password fields say what is wrong', () => {
    expect(passwordResetFailure(expiredToken)).toEqual({ kind: 'link-expired' });
    expect(passwordResetFailure({ status: 400, data: { password: { code: ERROR_CODES.MIN_TEXT } } })).toEqual({
      kind: 'refused',
      refusal: { fields: { password: { id: 'auth.error.PASSWORD_SHOULD_HAVE_AT_LEAST_8_CHARACTERS' } } },
    });
    expect(passwordResetFailure({ status: 0 })).toEqual({
      kind: 'refused',
      refusal: { form: { id: 'auth.error.CONNECTION_NEEDED' } },
    });
    expect(passwordResetFailure({ status: 429 })).toEqual({
      kind: 'refused',
      refusal: { form: { id: 'auth.error.TOO_MANY_ATTEMPTS' } },
    });
  });

  it('the e-mail change: a wrong password is said on the field, any token refusal is an expired link', () => {
    expect(
      emailChangeConfirmFailure({ status: 400, data: { password: { code: ERROR_CODES.INVALID_PASSWORD } } }),
    ).toEqual({
      kind: 'refused',
      refusal: { fields: { password: { id: 'auth.error.WRONG_PASSWORD' } } },
    });
    expect(emailChangeConfirmFailure(expiredToken)).toEqual({ kind: 'link-expired' });
    // E.g. the new address got an account meanwhile: still only "this link no longer works".
    expect(
      emailChangeConfirmFailure({ status: 400, data: { token: { code: 'validation_existing_token_email' } } }),
    ).toEqual({ kind: 'link-expired' });
    expect(emailChangeConfirmFailure({ status: 503 })).toEqual({
      kind: 'refused',
      refusal: { form: { id: 'auth.error.SERVER_ERROR' } },
    });
    expect(emailChangeConfirmFailure({ status: 400, data: {} })).toEqual({
      kind: 'refused',
      refusal: { form: { id: 'auth.error.SERVER_ERROR' } },
    });
  });
});
