// What a server refusal means for the user, from its status and field codes (docs/api.md "Error codes"),
// never from its English message: the forms show a specific translated text whenever one is known.
import { ERROR_CODES } from '@contract/error-codes.js';
import type { AuthErrorId, SignUpField } from './auth-schemas';
import { authError, type FormError, type FormRefusal } from './schemas/form-errors';

/** The parts of a failed request the mapping needs. status 0: no answer (offline, network cut, timeout). */
export interface ServerFailure {
  status: number;
  data?: Record<string, { code?: unknown } | undefined>;
}

/** A refusal said above the form (role="alert") rather than on a field. */
const whole = (id: AuthErrorId): FormRefusal => ({ form: authError(id) });

/** No answer, too many attempts, the server's own trouble: said the same way by every account form. */
export function commonFailure(failure: ServerFailure): FormRefusal | null {
  if (failure.status === 0) return whole('CONNECTION_NEEDED');
  if (failure.status === 429) return whole('TOO_MANY_ATTEMPTS');
  if (failure.status >= 500) return whole('SERVER_ERROR');
  return null;
}

export function signInFailure(failure: ServerFailure): FormRefusal {
  // PocketBase answers 400 "Failed to authenticate." for an unknown e-mail and a wrong password alike.
  return commonFailure(failure) ?? whole(failure.status === 400 ? 'WRONG_EMAIL_OR_PASSWORD' : 'SERVER_ERROR');
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

/** Said on the fields the server named (e.g. a name too short), or above the form when it named none. */
export function signUpFailure(failure: ServerFailure): FormRefusal {
  const known = commonFailure(failure);
  if (known) return known;
  const fields: Partial<Record<SignUpField, FormError>> = {};
  for (const field of Object.keys(FIELD_CODES) as SignUpField[]) {
    const code = failure.data?.[field]?.code;
    if (typeof code !== 'string') continue;
    fields[field] = authError(FIELD_CODES[field][code] ?? (field === 'email' ? 'INVALID_EMAIL' : 'SERVER_ERROR'));
  }
  return Object.keys(fields).length > 0 ? { fields } : whole('SERVER_ERROR');
}

/** Asking for a verification e-mail: rate limits and network say so; anything else is EMAIL_SEND_ERROR. */
export function verificationRequestFailure(failure: ServerFailure): AuthErrorId {
  if (failure.status === 0) return 'CONNECTION_NEEDED';
  if (failure.status === 429) return 'TOO_MANY_ATTEMPTS';
  return 'EMAIL_SEND_ERROR';
}
