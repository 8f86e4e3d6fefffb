// What the sign-in and sign-up forms accept, as valibot schemas. Messages are ids (INVALID_EMAIL, …), never
// texts: the forms translate them through lang/*.json (`auth.error.<ID>`). Bounds are the server's (LIMITS).
import * as v from 'valibot';
import { hasLetterOrDigit, normaliseLine, textLength } from '@contract/text.js';
import { LIMITS } from './ratings';

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
] as const;
export type AuthErrorId = (typeof AUTH_ERROR_IDS)[number];

/** PocketBase hashes passwords with bcrypt, which reads at most 72 bytes: the server refuses more than 71. */
export const PASSWORD_MAX = LIMITS.password.max;

const email = v.pipe(v.string(), v.trim(), v.nonEmpty('REQUIRED'), v.email('INVALID_EMAIL'));
// Passwords are taken as typed: a space is a character like any other.
const password = (min: number, message: AuthErrorId) =>
  v.pipe(v.string(), v.nonEmpty('REQUIRED'), v.minLength(min, message), v.maxLength(PASSWORD_MAX, 'PASSWORD_TOO_LONG'));

export const signInSchema = v.object({
  email,
  password: password(LIMITS.password.signIn, 'PASSWORD_SHOULD_HAVE_AT_LEAST_6_CHARACTERS'),
});

export const signUpSchema = v.pipe(
  v.object({
    // Cleaned as the server cleans it (contract/text.js): invisible characters are no letters.
    name: v.pipe(
      v.string(),
      v.transform(normaliseLine),
      v.nonEmpty('REQUIRED'),
      v.check(hasLetterOrDigit, 'NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS'),
      v.check((name) => textLength(name) >= LIMITS.userName.min, 'NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS'),
      v.check((name) => textLength(name) <= LIMITS.userName.max, 'NAME_TOO_LONG'),
    ),
    email,
    password: password(LIMITS.password.signUp, 'PASSWORD_SHOULD_HAVE_AT_LEAST_8_CHARACTERS'),
    passwordConfirm: v.pipe(v.string(), v.nonEmpty('REQUIRED')),
  }),
  // Shown on the confirmation field, the one the user has to fix.
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirm']],
      (input) => input.password === input.passwordConfirm,
      'PASSWORDS_DONT_MATCH',
    ),
    ['passwordConfirm'],
  ),
);

export type SignInInput = v.InferOutput<typeof signInSchema>;
export type SignUpInput = v.InferOutput<typeof signUpSchema>;
export type SignInField = keyof SignInInput;
export type SignUpField = keyof SignUpInput;

export type FieldErrors<F extends string> = Partial<Record<F, AuthErrorId>>;

export type FormCheck<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

function check<T, F extends string>(schema: v.GenericSchema<unknown, T>, input: Record<F, string>): FormCheck<T, F> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors<F> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as F | null;
    // The first problem of each field is the one worth saying (a blank field is not also "too short").
    if (field && errors[field] === undefined) errors[field] = issue.message as AuthErrorId;
  }
  return { ok: false, errors };
}

export const checkSignIn = (input: Record<SignInField, string>) => check<SignInInput, SignInField>(signInSchema, input);
export const checkSignUp = (input: Record<SignUpField, string>) => check<SignUpInput, SignUpField>(signUpSchema, input);
