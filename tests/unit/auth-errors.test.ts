// Server refusals become specific message ids (never the server's English text).
import { describe, expect, it } from 'vitest';
import { signInFailure, signUpFailure, verificationRequestFailure } from '@/domain/auth-errors';
import { AUTH_ERROR_IDS } from '@/domain/auth-schemas';
import en from '../../lang/en.json';

describe('server refusals', () => {
  it('sign-in: 400 is a wrong e-mail or password; 429 too many attempts; no answer needs a connection', () => {
    expect(signInFailure({ status: 400, data: {} })).toEqual({ form: { id: 'auth.error.WRONG_EMAIL_OR_PASSWORD' } });
    expect(signInFailure({ status: 429 })).toEqual({ form: { id: 'auth.error.TOO_MANY_ATTEMPTS' } });
    expect(signInFailure({ status: 0 })).toEqual({ form: { id: 'auth.error.CONNECTION_NEEDED' } });
    expect(signInFailure({ status: 503 })).toEqual({ form: { id: 'auth.error.SERVER_ERROR' } });
  });

  it('sign-up: field codes map to the form messages; nothing ever says an address is taken', () => {
    expect(signUpFailure({ status: 400, data: { email: { code: 'validation_is_email' } } })).toEqual({
      fields: { email: { id: 'auth.error.INVALID_EMAIL' } },
    });
    expect(
      JSON.stringify(signUpFailure({ status: 400, data: { email: { code: 'validation_not_unique' } } })),
    ).not.toMatch(/USED|TAKEN/);
    expect(
      signUpFailure({
        status: 400,
        data: {
          name: { code: 'validation_min_text_constraint' },
          passwordConfirm: { code: 'validation_values_mismatch' },
        },
      }),
    ).toEqual({
      fields: {
        name: { id: 'auth.error.NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS' },
        passwordConfirm: { id: 'auth.error.PASSWORDS_DONT_MATCH' },
      },
    });
    expect(signUpFailure({ status: 429 })).toEqual({ form: { id: 'auth.error.TOO_MANY_ATTEMPTS' } });
    expect(signUpFailure({ status: 400, data: {} })).toEqual({ form: { id: 'auth.error.SERVER_ERROR' } });
  });

  it('verification e-mail: a failed request is EMAIL_SEND_ERROR unless the network or the rate limit says more', () => {
    expect(verificationRequestFailure({ status: 400 })).toBe('EMAIL_SEND_ERROR');
    expect(verificationRequestFailure({ status: 500 })).toBe('EMAIL_SEND_ERROR');
    expect(verificationRequestFailure({ status: 0 })).toBe('CONNECTION_NEEDED');
    expect(verificationRequestFailure({ status: 429 })).toBe('TOO_MANY_ATTEMPTS');
  });

  it('every message id has a text', () => {
    for (const id of AUTH_ERROR_IDS) expect(en).toHaveProperty([`auth.error.${id}`]);
  });
});
