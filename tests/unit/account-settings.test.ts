// The account settings forms (/account): what each accepts, on which field a refusal shows, and the name the
// downloaded data is saved under. The rules shared with sign-up must say the same there.
import { describe, expect, it } from 'vitest';
import {
  deleteAccountFailure,
  emailChangeFailure,
  exportFailure,
  nameChangeFailure,
  passwordChangeFailure,
} from '@/domain/account-errors';
import { exportFileName } from '@/domain/account-export';
import {
  deleteAccountSchema,
  emailChangeSchema,
  nameChangeSchema,
  passwordChangeSchema,
} from '@/domain/account-schemas';
import { signUpSchema } from '@/domain/auth-schemas';
import { validatePayload } from '@/domain/schemas/validate';

const error = (id: string) => ({ id: `auth.error.${id}` });

describe('the settings checks', () => {
  it('cleans a name like sign-up does and refuses what sign-up refuses', () => {
    expect(validatePayload(nameChangeSchema, { name: '  Amira\u200b  Ben   Salah ' })).toEqual({
      ok: true,
      value: { name: 'Amira Ben Salah' },
    });
    for (const name of ['A', '\u200b\u200b', '!!', 'x'.repeat(101), '']) {
      const change = validatePayload(nameChangeSchema, { name });
      const signUp = validatePayload(signUpSchema, {
        name,
        email: 'a@b.tn',
        password: 'secret-pass',
        passwordConfirm: 'secret-pass',
      });
      expect(change.ok).toBe(false);
      expect(!change.ok && change.errors.name).toEqual(!signUp.ok && signUp.errors.name);
    }
  });

  it('a new password follows the sign-up rules and must be typed the same twice; the current one is only required', () => {
    expect(
      validatePayload(passwordChangeSchema, {
        oldPassword: 'x',
        password: 'long-enough',
        passwordConfirm: 'long-enough',
      }).ok,
    ).toBe(true);
    expect(
      validatePayload(passwordChangeSchema, { oldPassword: '', password: 'short', passwordConfirm: 'other' }),
    ).toEqual({
      ok: false,
      errors: {
        oldPassword: error('REQUIRED'),
        password: error('PASSWORD_SHOULD_HAVE_AT_LEAST_8_CHARACTERS'),
        passwordConfirm: error('PASSWORDS_DONT_MATCH'),
      },
    });
  });

  it('a new address must be an address, and not the account’s own (whatever its case and spaces)', () => {
    const schema = emailChangeSchema('Amira@Example.tn');
    expect(validatePayload(schema, { newEmail: ' new@example.tn ' })).toEqual({
      ok: true,
      value: { newEmail: 'new@example.tn' },
    });
    expect(validatePayload(schema, { newEmail: ' amira@example.TN' })).toEqual({
      ok: false,
      errors: { newEmail: error('SAME_EMAIL') },
    });
    expect(validatePayload(schema, { newEmail: 'amira@' })).toEqual({
      ok: false,
      errors: { newEmail: error('INVALID_EMAIL') },
    });
  });

  it('deleting needs the password typed', () => {
    expect(validatePayload(deleteAccountSchema, { password: '' })).toEqual({
      ok: false,
      errors: { password: error('REQUIRED') },
    });
  });
});

describe('the server’s refusals of the settings', () => {
  it('a wrong current password shows on that field; a weak new one on its own', () => {
    expect(
      passwordChangeFailure({ status: 400, data: { oldPassword: { code: 'validation_invalid_old_password' } } }),
    ).toEqual({
      fields: { oldPassword: error('WRONG_CURRENT_PASSWORD') },
    });
    expect(
      passwordChangeFailure({ status: 400, data: { password: { code: 'validation_min_text_constraint' } } }),
    ).toEqual({
      fields: { password: error('PASSWORD_SHOULD_HAVE_AT_LEAST_8_CHARACTERS') },
    });
  });

  it('a wrong password refuses the deletion on the password field', () => {
    expect(deleteAccountFailure({ status: 400, data: { password: { code: 'validation_invalid_password' } } })).toEqual({
      fields: { password: error('WRONG_PASSWORD') },
    });
  });

  it('the account’s own address is SAME_EMAIL; a 400 naming no field is a mail that could not go', () => {
    expect(emailChangeFailure({ status: 400, data: { newEmail: { code: 'validation_not_in_invalid' } } })).toEqual({
      fields: { newEmail: error('SAME_EMAIL') },
    });
    expect(emailChangeFailure({ status: 400, data: { newEmail: { code: 'validation_is_email' } } })).toEqual({
      fields: { newEmail: error('INVALID_EMAIL') },
    });
    expect(emailChangeFailure({ status: 400 })).toEqual({ form: error('EMAIL_SEND_ERROR') });
    expect(emailChangeFailure({ status: 0 })).toEqual({ form: error('CONNECTION_NEEDED') });
  });

  it('a name the server refuses shows on the name field', () => {
    expect(nameChangeFailure({ status: 400, data: { name: { code: 'validation_max_text_constraint' } } })).toEqual({
      fields: { name: error('NAME_TOO_LONG') },
    });
    expect(nameChangeFailure({ status: 503 })).toEqual({ form: error('SERVER_ERROR') });
  });

  it('the data download says offline, too many, or the server', () => {
    expect([0, 429, 500, 401].map((status) => exportFailure({ status }))).toEqual([
      'CONNECTION_NEEDED',
      'TOO_MANY_ATTEMPTS',
      'SERVER_ERROR',
      'SERVER_ERROR',
    ]);
  });
});

describe('the downloaded file’s name', () => {
  const today = new Date('2026-11-25T10:00:00Z');
  it('is the server’s, never a path; a dated default without one', () => {
    expect(exportFileName('attachment; filename="rayek-data-2026-11-24.json"', today)).toBe(
      'rayek-data-2026-11-24.json',
    );
    expect(exportFileName('attachment; filename="../../etc/passwd"', today)).toBe('....etcpasswd');
    expect(exportFileName(null, today)).toBe('rayek-data-2026-11-25.json');
    expect(exportFileName('attachment', today)).toBe('rayek-data-2026-11-25.json');
  });
});
