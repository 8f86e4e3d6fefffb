// What the server's refusals mean on the pages of the e-mailed links (password reset, e-mail change) and in
// the reset request (docs/api.md "Error codes"). A link refused for its token (expired, used, or replaced by a
// newer one) is no form error: the page gives way to "ask for a new link".
import { ACCOUNT_PASSWORD_CODES } from './account-errors';
import { commonFailure, signUpFailure, type ServerFailure } from './auth-errors';
import { authError, type FormRefusal } from './schemas/form-errors';

/** The link's token was refused, or the refusal to show on the form. */
export type LinkFailure = { kind: 'link-expired' } | { kind: 'refused'; refusal: FormRefusal };

/**
 * Any code on `token` means the link can no longer be used: PocketBase says `validation_invalid_token` for an
 * expired or used one, and another code when, say, the new address was taken meanwhile. Saying "expired" for
 * all keeps the page from telling who has an account.
 */
function tokenRefused(failure: ServerFailure): boolean {
  return failure.status === 400 && typeof failure.data?.token?.code === 'string';
}

const refused = (refusal: FormRefusal): LinkFailure => ({ kind: 'refused', refusal });

/** Asking for a reset link: the server answers the same for any address, so only the address's form can be wrong. */
export function resetRequestFailure(failure: ServerFailure): FormRefusal {
  const known = commonFailure(failure);
  if (known) return known;
  if (failure.status === 400 && failure.data?.email) return { fields: { email: authError('INVALID_EMAIL') } };
  return { form: authError('SERVER_ERROR') };
}

/** Setting the new password: the password fields take the sign-up's codes (length, the two copies). */
export function passwordResetFailure(failure: ServerFailure): LinkFailure {
  if (tokenRefused(failure)) return { kind: 'link-expired' };
  return refused(signUpFailure(failure));
}

/** Confirming the e-mail change with the account's password. */
export function emailChangeConfirmFailure(failure: ServerFailure): LinkFailure {
  if (tokenRefused(failure)) return { kind: 'link-expired' };
  const known = commonFailure(failure);
  if (known) return refused(known);
  const code = failure.data?.password?.code;
  const said = failure.status === 400 && typeof code === 'string' ? ACCOUNT_PASSWORD_CODES[code] : undefined;
  return refused(said ? { fields: { password: authError(said) } } : { form: authError('SERVER_ERROR') });
}
