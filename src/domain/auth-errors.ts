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

/** What any account request's failure may be: no connection, too many attempts, the server's trouble. */
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

export const SIGN_UP_CODES: Readonly<Record<SignUpField, Readonly<Record<string, AuthErrorId>>>> = {
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

/** Per field the server may name, its codes and the message each means. */
export type FieldCodes = Readonly<Record<string, Readonly<Record<string, AuthErrorId>>>>;

/**
 * Said on the fields the server named (e.g. a name too short), each code by `codes` (an unknown code by
 * `unknown`), or above the form as `otherwise` when it named none.
 */
export function fieldFailure(
  failure: ServerFailure,
  codes: FieldCodes,
  {
    unknown = () => 'SERVER_ERROR',
    otherwise = 'SERVER_ERROR',
  }: { unknown?: (field: string) => AuthErrorId; otherwise?: AuthErrorId } = {},
): FormRefusal {
  const known = commonFailure(failure);
  if (known) return known;
  const fields: Record<string, FormError> = {};
  for (const [field, meanings] of Object.entries(codes)) {
    const code = failure.data?.[field]?.code;
    if (typeof code !== 'string') continue;
    fields[field] = authError(meanings[code] ?? unknown(field));
  }
  return Object.keys(fields).length > 0 ? { fields } : whole(otherwise);
}

export function signUpFailure(failure: ServerFailure): FormRefusal {
  return fieldFailure(failure, SIGN_UP_CODES, {
    unknown: (field) => (field === 'email' ? 'INVALID_EMAIL' : 'SERVER_ERROR'),
  });
}

/** A request without a form (a button): no connection and rate limits say so; anything else is `otherwise`. */
export function buttonFailure(failure: ServerFailure, otherwise: AuthErrorId): AuthErrorId {
  if (failure.status === 0) return 'CONNECTION_NEEDED';
  if (failure.status === 429) return 'TOO_MANY_ATTEMPTS';
  return otherwise;
}

/** Asking for a verification e-mail: rate limits and network say so; anything else is EMAIL_SEND_ERROR. */
export function verificationRequestFailure(failure: ServerFailure): AuthErrorId {
  return buttonFailure(failure, 'EMAIL_SEND_ERROR');
}
