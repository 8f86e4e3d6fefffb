// What a server refusal means for the user, from its status and field codes (docs/api.md "Error codes"),
// never from its English message: the forms show a specific translated text whenever one is known.
import { ERROR_CODES } from '@contract/error-codes.js';
import type { AuthErrorId, FieldErrors, SignUpField } from './auth-schemas';

/** The parts of a failed request the mapping needs. status 0: no answer (offline, network cut, timeout). */
export interface ServerFailure {
  status: number;
  data?: Record<string, { code?: unknown } | undefined>;
}

export interface AuthFailureText {
  /** Said above the form (role="alert"). */
  form?: AuthErrorId;
  /** Said on a field (e.g. a name too short). */
  fields?: FieldErrors<SignUpField>;
}

function common(failure: ServerFailure): AuthFailureText | null {
  if (failure.status === 0) return { form: 'CONNECTION_NEEDED' };
  if (failure.status === 429) return { form: 'TOO_MANY_ATTEMPTS' };
  if (failure.status >= 500) return { form: 'SERVER_ERROR' };
  return null;
}

export function signInFailure(failure: ServerFailure): AuthFailureText {
  // PocketBase answers 400 "Failed to authenticate." for an unknown e-mail and a wrong password alike.
  return common(failure) ?? (failure.status === 400 ? { form: 'WRONG_EMAIL_OR_PASSWORD' } : { form: 'SERVER_ERROR' });
}

const FIELD_CODES: Record<SignUpField, Record<string, AuthErrorId>> = {
  // No code says an address is taken: the server answers a taken one as a free one (docs/api.md "Accounts").
  email: { [ERROR_CODES.IS_EMAIL]: 'INVALID_EMAIL', [ERROR_CODES.REQUIRED]: 'REQUIRED' },
  name: {
    [ERROR_CODES.MIN_TEXT]: 'NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS',
    [ERROR_CODES.NO_LETTERS]: 'NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS',
    [ERROR_CODES.MAX_TEXT]: 'NAME_TOO_LONG',
    [ERROR_CODES.REQUIRED]: 'REQUIRED',
  },
  password: {
    [ERROR_CODES.MIN_TEXT]: 'PASSWORD_SHOULD_HAVE_AT_LEAST_8_CHARACTERS',
    [ERROR_CODES.MAX_TEXT]: 'PASSWORD_TOO_LONG',
    [ERROR_CODES.REQUIRED]: 'REQUIRED',
  },
  passwordConfirm: { [ERROR_CODES.VALUES_MISMATCH]: 'PASSWORDS_DONT_MATCH', [ERROR_CODES.REQUIRED]: 'REQUIRED' },
};

export function signUpFailure(failure: ServerFailure): AuthFailureText {
  const known = common(failure);
  if (known) return known;
  const fields: FieldErrors<SignUpField> = {};
  for (const field of Object.keys(FIELD_CODES) as SignUpField[]) {
    const code = failure.data?.[field]?.code;
    if (typeof code !== 'string') continue;
    fields[field] = FIELD_CODES[field][code] ?? (field === 'email' ? 'INVALID_EMAIL' : 'SERVER_ERROR');
  }
  return Object.keys(fields).length > 0 ? { fields } : { form: 'SERVER_ERROR' };
}

/** Asking for a verification e-mail: rate limits and network say so; anything else is EMAIL_SEND_ERROR. */
export function verificationRequestFailure(failure: ServerFailure): AuthErrorId {
  if (failure.status === 0) return 'CONNECTION_NEEDED';
  if (failure.status === 429) return 'TOO_MANY_ATTEMPTS';
  return 'EMAIL_SEND_ERROR';
}
