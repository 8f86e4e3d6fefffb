// The sign-in and sign-up checks say the specific message id a user must see, on the field to fix.
import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from '@/domain/auth-schemas';
import { validatePayload } from '@/domain/schemas/validate';

const checkSignIn = (input: { email: string; password: string }) => validatePayload(signInSchema, input);
const checkSignUp = (input: Record<'name' | 'email' | 'password' | 'passwordConfirm', string>) =>
  validatePayload(signUpSchema, input);

const signUp = { name: 'Amira', email: 'amira@example.tn', password: 'secret-pass', passwordConfirm: 'secret-pass' };

describe('sign-in check', () => {
  it('accepts a valid e-mail and a 6-character password, trimming the e-mail', () => {
    expect(checkSignIn({ email: '  amira@example.tn ', password: '123456' })).toEqual({
      ok: true,
      value: { email: 'amira@example.tn', password: '123456' },
    });
  });

  it('says INVALID_EMAIL and the password minimum', () => {
    expect(checkSignIn({ email: 'amira@', password: '12345' })).toEqual({
      ok: false,
      errors: {
        email: { id: 'auth.error.INVALID_EMAIL' },
        password: { id: 'auth.error.PASSWORD_SHOULD_HAVE_AT_LEAST_6_CHARACTERS' },
      },
    });
  });

  it('says REQUIRED for blank fields, not "invalid"', () => {
    expect(checkSignIn({ email: '   ', password: '' })).toEqual({
      ok: false,
      errors: { email: { id: 'auth.error.REQUIRED' }, password: { id: 'auth.error.REQUIRED' } },
    });
  });
});

describe('sign-up check', () => {
  it('accepts a complete form and trims the name', () => {
    const result = checkSignUp({ ...signUp, name: '  Amira  ' });
    expect(result).toEqual({ ok: true, value: { ...signUp, name: 'Amira' } });
  });

  it('wants a name of at least 2 letters after trimming, and at most 100', () => {
    expect(checkSignUp({ ...signUp, name: ' A ' })).toEqual({
      ok: false,
      errors: { name: { id: 'auth.error.NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS' } },
    });
    expect(checkSignUp({ ...signUp, name: 'ب'.repeat(101) })).toEqual({
      ok: false,
      errors: { name: { id: 'auth.error.NAME_TOO_LONG' } },
    });
    expect(checkSignUp({ ...signUp, name: 'بن' }).ok).toBe(true);
  });

  it('wants a password of 8 to 71 characters', () => {
    const short = { password: '1234567', passwordConfirm: '1234567' };
    expect(checkSignUp({ ...signUp, ...short })).toEqual({
      ok: false,
      errors: { password: { id: 'auth.error.PASSWORD_SHOULD_HAVE_AT_LEAST_8_CHARACTERS' } },
    });
    const long = 'x'.repeat(72);
    expect(checkSignUp({ ...signUp, password: long, passwordConfirm: long })).toEqual({
      ok: false,
      errors: { password: { id: 'auth.error.PASSWORD_TOO_LONG' } },
    });
  });

  it('says PASSWORDS_DONT_MATCH on the confirmation field', () => {
    expect(checkSignUp({ ...signUp, passwordConfirm: 'secret-pasS' })).toEqual({
      ok: false,
      errors: { passwordConfirm: { id: 'auth.error.PASSWORDS_DONT_MATCH' } },
    });
  });

  it('reports every field at once with its first problem', () => {
    expect(checkSignUp({ name: 'A', email: 'not-an-email', password: 'short', passwordConfirm: '' })).toEqual({
      ok: false,
      errors: {
        name: { id: 'auth.error.NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS' },
        email: { id: 'auth.error.INVALID_EMAIL' },
        password: { id: 'auth.error.PASSWORD_SHOULD_HAVE_AT_LEAST_8_CHARACTERS' },
        passwordConfirm: { id: 'auth.error.REQUIRED' },
      },
    });
  });
});
