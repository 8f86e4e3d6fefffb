// What the account settings forms accept (the /account page). Every rule they share with sign-up comes from
// auth-schemas.ts, written once there; the server checks each of them again.
import * as v from 'valibot';
import {
  authMessageId,
  currentPassword,
  emailAddress,
  newPassword,
  passwordConfirm,
  samePasswords,
  userName,
} from './auth-schemas';

export const nameChangeSchema = v.object({ name: userName });

export const passwordChangeSchema = v.pipe(
  v.object({ oldPassword: currentPassword, password: newPassword, passwordConfirm }),
  v.forward(v.partialCheck([['password'], ['passwordConfirm']], samePasswords, authMessageId('PASSWORDS_DONT_MATCH')), [
    'passwordConfirm',
  ]),
);

/** A new address: refused here already when it is the account's own (compared as the server compares, without case). */
export function emailChangeSchema(currentEmail: string) {
  const current = currentEmail.trim().toLowerCase();
  return v.object({
    newEmail: v.pipe(
      emailAddress,
      v.check((address) => address.toLowerCase() !== current, authMessageId('SAME_EMAIL')),
    ),
  });
}

/** Deleting the account: the password is the typed confirmation (the server checks it). */
export const deleteAccountSchema = v.object({ password: currentPassword });

export type NameChangeInput = v.InferOutput<typeof nameChangeSchema>;
export type PasswordChangeInput = v.InferOutput<typeof passwordChangeSchema>;
export type EmailChangeInput = v.InferOutput<ReturnType<typeof emailChangeSchema>>;
export type DeleteAccountInput = v.InferOutput<typeof deleteAccountSchema>;
