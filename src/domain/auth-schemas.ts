// What the sign-in and sign-up forms accept, as valibot schemas. Messages are ids of lang/*.json
// (`auth.error.<ID>`), never texts, in the shape every form shows (schemas/form-errors.ts, validate.ts).
// Bounds are the server's (LIMITS).
import * as v from 'valibot';
import { hasLetterOrDigit, normaliseLine, textLength } from '@contract/text.js';
import { LIMITS } from './ratings';
import { rawTextTooLong } from '@contract/limits.js';

/** Every error a form can show, from its own checks or from the server's answer (see auth-errors.ts). */
export const AUTH_ERROR_IDS = [
  'REQUIRED',
  'INVALID_EMAIL',
  'NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS',
  'NAME_TOO_LONG',
  'PASSWORD_SHOULD_HAVE_AT_LEAST_6_CHARACTERS',
  'PASSWORD_SHOULD_HAVE_AT_LEAST_8_CHARACTERS',
  'PASSWORD_TOO_LONG',
  'PASSWORDS_DONT_MATCH',
  'WRONG_EMAIL_OR_PASSWORD',
  'CHECK_YOUR_INBOX',
  'TOO_MANY_ATTEMPTS',
  'CONNECTION_NEEDED',
  'SERVER_ERROR',
  'EMAIL_SEND_ERROR',
  // Account settings and e-mail links.
  'WRONG_PASSWORD',
  'WRONG_CURRENT_PASSWORD',
  'LINK_EXPIRED',
  'SAME_EMAIL',
] as const;
export type AuthErrorId = (typeof AUTH_ERROR_IDS)[number];

/** The message id of lang/*.json that says an AuthErrorId. */
export type AuthMessageId = `auth.error.${AuthErrorId}`;
export const authMessageId = (id: AuthErrorId): AuthMessageId => `auth.error.${id}`;

/** PocketBase hashes passwords with bcrypt, which reads at most 72 bytes: the server refuses more than 71. */
export const PASSWORD_MAX = LIMITS.password.max;

const say = authMessageId;

/** An e-mail address as typed: trimmed, then checked. */
export const emailAddress = v.pipe(v.string(), v.trim(), v.nonEmpty(say('REQUIRED')), v.email(say('INVALID_EMAIL')));
// Passwords are taken as typed: a space is a character like any other.
const password = (min: number, message: AuthErrorId) =>
  v.pipe(
    v.string(),
    v.nonEmpty(say('REQUIRED')),
    v.minLength(min, say(message)),
    v.maxLength(PASSWORD_MAX, say('PASSWORD_TOO_LONG')),
  );

// The rules the account settings forms share with sign-up (domain/account-schemas.ts).

/** An account's name, cleaned as the server cleans it (contract/text.js): invisible characters are no letters. */
export const userName = v.pipe(
  v.string(),
  v.check((name) => !rawTextTooLong(name, LIMITS.userName.max), say('NAME_TOO_LONG')),
  v.transform(normaliseLine),
  v.nonEmpty(say('REQUIRED')),
  v.check(hasLetterOrDigit, say('NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS')),
  v.check((name) => textLength(name) >= LIMITS.userName.min, say('NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS')),
  v.check((name) => textLength(name) <= LIMITS.userName.max, say('NAME_TOO_LONG')),
);

/** A password being chosen (sign-up, a change): the sign-up minimum. */
export const newPassword = password(LIMITS.password.signUp, 'PASSWORD_SHOULD_HAVE_AT_LEAST_8_CHARACTERS');

/** A password typed to prove who one is (a change, a deletion): the server alone says whether it is right. */
export const currentPassword = v.pipe(
  v.string(),
  v.nonEmpty(say('REQUIRED')),
  v.maxLength(PASSWORD_MAX, say('PASSWORD_TOO_LONG')),
);

export const passwordConfirm = v.pipe(v.string(), v.nonEmpty(say('REQUIRED')));

/** The new password typed twice: said on the confirmation field, the one the user has to fix. */
export const samePasswords = (input: { password: string; passwordConfirm: string }) =>
  input.password === input.passwordConfirm;

export const signInSchema = v.object({
  email: emailAddress,
  password: password(LIMITS.password.signIn, 'PASSWORD_SHOULD_HAVE_AT_LEAST_6_CHARACTERS'),
});

export const signUpSchema = v.pipe(
  v.object({
    name: userName,
    email: emailAddress,
    password: newPassword,
    passwordConfirm,
  }),
  v.forward(v.partialCheck([['password'], ['passwordConfirm']], samePasswords, say('PASSWORDS_DONT_MATCH')), [
    'passwordConfirm',
  ]),
);

/** "Forgot your password?": the address the link goes to. */
export const resetRequestSchema = v.object({ email: emailAddress });

/** The page of a password reset link: the new password, twice. */
export const newPasswordSchema = v.pipe(
  v.object({ password: newPassword, passwordConfirm }),
  v.forward(v.partialCheck([['password'], ['passwordConfirm']], samePasswords, say('PASSWORDS_DONT_MATCH')), [
    'passwordConfirm',
  ]),
);

/** The page of an e-mail change link: PocketBase asks for the account's password to confirm it. */
export const emailChangeConfirmSchema = v.object({ password: currentPassword });

export type SignInInput = v.InferOutput<typeof signInSchema>;
export type SignUpInput = v.InferOutput<typeof signUpSchema>;
export type SignInField = keyof SignInInput;
export type SignUpField = keyof SignUpInput;
export type ResetRequestInput = v.InferOutput<typeof resetRequestSchema>;
export type NewPasswordInput = v.InferOutput<typeof newPasswordSchema>;
export type EmailChangeConfirmInput = v.InferOutput<typeof emailChangeConfirmSchema>;
