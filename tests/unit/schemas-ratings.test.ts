// Institution and program ratings: ten required 1–5 whole scores, the target, the enrolment status.
import { describe, expect, it } from 'vitest';
import { ENROLMENT_STATUSES, INSTITUTION_SCORES, PROGRAM_SCORES } from '@/domain/ratings';
import { InstitutionRatingSchema } from '@/domain/schemas/institution-rating';
import { ProgramRatingSchema } from '@/domain/schemas/program-rating';
import { validatePayload } from '@/domain/schemas/validate';
import { institutionRating, programRating } from './schemas-fixtures';

describe('institution rating', () => {
  it('accepts ten scores and a review, and sends nothing else', () => {
    const result = validatePayload(InstitutionRatingSchema, {
      ...institutionRating(),
      status: 'ACTIVE',
      user: 'someone',
    });
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(Object.keys(result.value).sort()).toEqual(['institution', ...INSTITUTION_SCORES, 'review'].sort());
  });

  it('asks to choose every unanswered score, each on its own field', () => {
    const unanswered = Object.fromEntries(INSTITUTION_SCORES.map((k) => [k, null]));
    const result = validatePayload(InstitutionRatingSchema, { ...institutionRating(), ...unanswered });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual([...INSTITUTION_SCORES].sort());
      expect(new Set(Object.values(result.errors).map((e) => e.id))).toEqual(new Set(['form.error.choose']));
    }
  });

  it.each([
    [0, 'form.error.choose'],
    ['3', 'form.error.choose'],
    [6, 'form.error.invalid'],
    [2.5, 'form.error.invalid'],
  ])('refuses the score %s', (value, id) => {
    expect(validatePayload(InstitutionRatingSchema, { ...institutionRating(), safety: value })).toMatchObject({
      ok: false,
      errors: { safety: { id } },
    });
  });

  it('accepts 1 and 5', () => {
    expect(validatePayload(InstitutionRatingSchema, { ...institutionRating(), food: 1, clubs: 5 }).ok).toBe(true);
  });

  it('needs a record id as target', () => {
    expect(validatePayload(InstitutionRatingSchema, { ...institutionRating(), institution: '' })).toMatchObject({
      ok: false,
      errors: { institution: { id: 'form.error.required' } },
    });
    expect(validatePayload(InstitutionRatingSchema, { ...institutionRating(), institution: 'ABC' })).toMatchObject({
      ok: false,
      errors: { institution: { id: 'form.error.invalid' } },
    });
  });
});

describe('program rating', () => {
  it('accepts every enrolment status', () => {
    for (const status of ENROLMENT_STATUSES) {
      expect(validatePayload(ProgramRatingSchema, { ...programRating(), enrolment_status: status }).ok).toBe(true);
    }
  });

  it('asks to choose a missing or unknown enrolment status', () => {
    for (const status of [null, 'DROPPED']) {
      expect(validatePayload(ProgramRatingSchema, { ...programRating(), enrolment_status: status })).toMatchObject({
        ok: false,
        errors: { enrolment_status: { id: 'form.error.choose' } },
      });
    }
  });

  it('requires all ten program scores', () => {
    for (const key of PROGRAM_SCORES) {
      const payload: Record<string, unknown> = programRating();
      delete payload[key];
      expect(validatePayload(ProgramRatingSchema, payload)).toMatchObject({
        ok: false,
        errors: { [key]: { id: 'form.error.choose' } },
      });
    }
  });
});
