// What a refusal of an account settings request means for the user (docs/api.md "Accounts"), from its status
// and field codes, never from the server's English message. The codes of the fields sign-up shares (name,
// password, its confirmation) are sign-up's own (auth-errors.ts).
import { ERROR_CODES } from '@contract/error-codes.js';
import { buttonFailure, fieldFailure, SIGN_UP_CODES, type ServerFailure } from './auth-errors';
import type { AuthErrorId } from './auth-schemas';
import type { FormRefusal } from './schemas/form-errors';

export function nameChangeFailure(failure: ServerFailure): FormRefusal {
  return fieldFailure(failure, { name: SIGN_UP_CODES.name });
}

/** PocketBase names the current password `oldPassword` and refuses a wrong one with its own code. */
export function passwordChangeFailure(failure: ServerFailure): FormRefusal {
  return fieldFailure(failure, {
    oldPassword: { [ERROR_CODES.INVALID_OLD_PASSWORD]: 'WRONG_CURRENT_PASSWORD', [ERROR_CODES.REQUIRED]: 'REQUIRED' },
    password: SIGN_UP_CODES.password,
    passwordConfirm: SIGN_UP_CODES.passwordConfirm,
  });
}

/**
 * The new address: malformed, or the account's own (`validation_not_in_invalid`). A taken address is answered
 * like a free one (204). A 400 naming no field is a mail the server could not send.
 */
export function emailChangeFailure(failure: ServerFailure): FormRefusal {
  return fieldFailure(
    failure,
    {
      newEmail: {
        [ERROR_CODES.IS_EMAIL]: 'INVALID_EMAIL',
        [ERROR_CODES.REQUIRED]: 'REQUIRED',
        [ERROR_CODES.NOT_IN_INVALID]: 'SAME_EMAIL',
      },
    },
    { unknown: () => 'INVALID_EMAIL', otherwise: failure.status === 400 ? 'EMAIL_SEND_ERROR' : 'SERVER_ERROR' },
  );
}

/** The account's password typed to confirm a change (a deletion, an e-mail change link): what a refusal means. */
export const ACCOUNT_PASSWORD_CODES: Readonly<Record<string, AuthErrorId>> = {
  [ERROR_CODES.INVALID_PASSWORD]: 'WRONG_PASSWORD',
  [ERROR_CODES.REQUIRED]: 'REQUIRED',
};

export function deleteAccountFailure(failure: ServerFailure): FormRefusal {
  return fieldFailure(failure, { password: ACCOUNT_PASSWORD_CODES });
}

/** The data download: no connection, too many, or the server's trouble (a refusal is the server's too). */
export function exportFailure(failure: ServerFailure): AuthErrorId {
  return buttonFailure(failure, 'SERVER_ERROR');
}
