// The rules every form follows (lib/forms/form-rules.ts), driven with the real schemas and the real mappings of
// server answers: which errors a user sees when, what a server refusal puts on screen and until when, when
// focus moves and to which field.
import { describe, expect, it } from 'vitest';
import { signUpFailure } from '@/domain/auth-errors';
import { signUpSchema } from '@/domain/auth-schemas';
import { ReportSchema } from '@/domain/schemas/report';
import { serverFieldErrors } from '@/domain/schemas/server-errors';
import { validatePayload } from '@/domain/schemas/validate';
import {
  firstInvalidField,
  formReducer,
  INITIAL_META,
  showsSummary,
  visibleErrors,
  type FormEvent,
  type FormMeta,
} from '@/lib/forms/form-rules';

type SignUp = Record<'name' | 'email' | 'password' | 'passwordConfirm', string>;
const blank: SignUp = { name: '', email: '', password: '', passwordConfirm: '' };

const run = (...events: FormEvent[]): FormMeta => events.reduce(formReducer, INITIAL_META);
const ownErrors = (values: SignUp) => {
  const checked = validatePayload(signUpSchema, values);
  return checked.ok ? {} : checked.errors;
};
/** The message ids on screen, field by field. */
const onScreen = (meta: FormMeta, values: SignUp) =>
  Object.fromEntries(Object.entries(visibleErrors(meta, ownErrors(values))).map(([field, error]) => [field, error.id]));

describe('when a field shows its own error', () => {
  it('not before the user reaches it, nor when they only pass through it', () => {
    expect(onScreen(INITIAL_META, blank)).toEqual({});
    expect(onScreen(run({ type: 'leave', field: 'name' }), blank)).toEqual({});
  });

  it('not while the first characters are typed, but once the changed field is left', () => {
    const typing = run({ type: 'edit', field: 'name' });
    expect(onScreen(typing, { ...blank, name: 'A' })).toEqual({});
    const left = formReducer(typing, { type: 'leave', field: 'name' });
    expect(onScreen(left, { ...blank, name: 'A' })).toEqual({ name: 'auth.error.NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS' });
    // Only that field: the others have not been reached.
    expect(Object.keys(onScreen(left, { ...blank, name: 'A' }))).toEqual(['name']);
  });

  it('then follows the answer as it is typed: fixed, it goes away at once; broken again, it comes back', () => {
    const left = run(
      { type: 'edit', field: 'email' },
      { type: 'leave', field: 'email' },
      { type: 'edit', field: 'email' },
    );
    expect(onScreen(left, { ...blank, email: 'amira@' })).toEqual({ email: 'auth.error.INVALID_EMAIL' });
    expect(onScreen(left, { ...blank, email: 'amira@example.tn' })).toEqual({});
    expect(onScreen(left, { ...blank, email: '' })).toEqual({ email: 'auth.error.REQUIRED' });
  });

  it('everywhere once a submit was tried, and the refusal is counted once', () => {
    const refused = run({ type: 'submit', valid: false });
    expect(onScreen(refused, blank)).toEqual({
      name: 'auth.error.REQUIRED',
      email: 'auth.error.REQUIRED',
      password: 'auth.error.REQUIRED',
      passwordConfirm: 'auth.error.REQUIRED',
    });
    expect(refused.refusals).toBe(1);
    expect(formReducer(refused, { type: 'edit', field: 'name' }).refusals).toBe(1);
  });
});

describe('the summary above the submit button', () => {
  it('shows after a refused submit only, and goes once every error is fixed', () => {
    const touched = run({ type: 'edit', field: 'name' }, { type: 'leave', field: 'name' });
    expect(showsSummary(touched, visibleErrors(touched, ownErrors({ ...blank, name: 'A' })))).toBe(false);
    const refused = formReducer(touched, { type: 'submit', valid: false });
    expect(showsSummary(refused, visibleErrors(refused, ownErrors(blank)))).toBe(true);
    const valid = { name: 'Amira', email: 'amira@example.tn', password: 'long-enough', passwordConfirm: 'long-enough' };
    expect(showsSummary(refused, visibleErrors(refused, ownErrors(valid)))).toBe(false);
  });
});

describe('submitting', () => {
  it('a valid submit starts sending; clicks while it is in flight change nothing', () => {
    const sending = run({ type: 'submit', valid: true });
    expect(sending.submitting).toBe(true);
    expect(formReducer(sending, { type: 'submit', valid: true })).toBe(sending);
    expect(formReducer(sending, { type: 'submit', valid: false })).toBe(sending);
    const accepted = formReducer(sending, { type: 'answered' });
    expect(accepted.submitting).toBe(false);
    expect(accepted.refusals).toBe(0);
  });
});

describe('a server refusal', () => {
  it('sign-up: PocketBase field codes show on their fields in the form’s own words, until each field changes', () => {
    const valid = { name: 'Am', email: 'amira@example.tn', password: 'long-enough', passwordConfirm: 'long-enough' };
    const refusal = signUpFailure({
      status: 400,
      data: { name: { code: 'validation_min_text_constraint' }, email: { code: 'validation_is_email' } },
    });
    const refused = run({ type: 'submit', valid: true }, { type: 'answered', refusal });
    expect(onScreen(refused, valid)).toEqual({
      name: 'auth.error.NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS',
      email: 'auth.error.INVALID_EMAIL',
    });
    expect(refused.submitting).toBe(false);
    // Counted as a refusal: focus moves to the first refused field.
    expect(refused.refusals).toBe(1);
    const nameChanged = formReducer(refused, { type: 'edit', field: 'name' });
    expect(onScreen(nameChanged, valid)).toEqual({ email: 'auth.error.INVALID_EMAIL' });
  });

  it('of the whole form shows above it until any answer changes, and does not move focus', () => {
    const refused = run({ type: 'submit', valid: true }, { type: 'answered', refusal: signUpFailure({ status: 429 }) });
    expect(refused.alert).toEqual({ id: 'auth.error.TOO_MANY_ATTEMPTS' });
    expect(refused.refusals).toBe(0);
    expect(formReducer(refused, { type: 'edit', field: 'password' }).alert).toBeUndefined();
    // Leaving a field is no change.
    expect(formReducer(refused, { type: 'leave', field: 'password' }).alert).toEqual({
      id: 'auth.error.TOO_MANY_ATTEMPTS',
    });
  });

  it('contribution forms: the outbox’s 400 codes read as the form messages, over the field’s own check', () => {
    const refusal = { fields: serverFieldErrors({ comment: { code: 'validation_no_letters' } }) };
    const meta = run({ type: 'submit', valid: true }, { type: 'answered', refusal });
    const checked = validatePayload(ReportSchema, {
      reported_collection: 'institution_ratings',
      reported_id: 'abcdefghij12345',
      comment: 'x',
    });
    const own = checked.ok ? {} : checked.errors;
    expect(own.comment?.id).toBe('form.error.tooShort');
    expect(visibleErrors(meta, own).comment).toEqual({ id: 'form.error.noLetters' });
  });

  it('a new submit forgets the last refusal', () => {
    const refused = run({ type: 'submit', valid: true }, { type: 'answered', refusal: signUpFailure({ status: 0 }) });
    const again = formReducer(refused, { type: 'submit', valid: true });
    expect(again.alert).toBeUndefined();
    expect(again.server).toEqual({});
  });
});

describe('the first invalid field', () => {
  it('is the first in page order that shows an error, whatever order the errors came in', () => {
    const shown = { review: { id: 'form.error.required' }, safety: { id: 'form.error.choose' } } as const;
    expect(firstInvalidField(['institution', 'reputation', 'safety', 'review'], shown)).toBe('safety');
    expect(firstInvalidField(['review', 'safety'], shown)).toBe('review');
  });

  it('is none when nothing on the page shows an error', () => {
    expect(firstInvalidField(['name', 'email'], {})).toBeUndefined();
    expect(firstInvalidField(['name', 'email'], { form: { id: 'form.error.invalid' } })).toBeUndefined();
  });
});
