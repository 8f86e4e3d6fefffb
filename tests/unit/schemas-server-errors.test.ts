// The server's refusal codes (docs/api.md) read as form messages, and every message id exists in every language.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_ERROR_IDS } from '@/domain/schemas/form-errors';
import { PAYLOAD_SCHEMAS, isWritableCollection } from '@/domain/schemas/payload-schemas';
import { serverErrorMessage, serverFieldErrors } from '@/domain/schemas/server-errors';

describe('server error codes', () => {
  it('a second rating of the same target gets its own message, on whichever field the server names', () => {
    for (const field of ['institution', 'program', 'course']) {
      expect(serverErrorMessage(field, 'validation_already_rated')).toEqual({ id: 'form.error.alreadyRated' });
    }
  });

  it.each([
    ['review', 'validation_min_text_constraint', { id: 'form.error.tooShort', values: { min: 10, max: 2000 } }],
    ['comment', 'validation_max_text_constraint', { id: 'form.error.tooLong', values: { min: 10, max: 1000 } }],
    ['course', 'validation_max_text_constraint', { id: 'form.error.tooLong', values: { max: 100 } }],
    ['review', 'validation_required', { id: 'form.error.required' }],
    ['safety', 'validation_required', { id: 'form.error.choose' }],
    ['user_agrees', 'validation_required', { id: 'form.error.agree' }],
    ['safety', 'validation_max_number_constraint', { id: 'form.error.invalid' }],
    ['grade_status', 'validation_invalid_value', { id: 'form.error.choose' }],
    ['tags', 'validation_invalid_value', { id: 'form.error.invalid' }],
    ['safety', 'validation_only_int_constraint', { id: 'form.error.invalid' }],
    ['tags', 'validation_too_many_values', { id: 'form.error.tags.tooMany', values: { max: 3 } }],
    ['directory_listing', 'validation_invalid_url', { id: 'form.error.url' }],
    ['grade', 'validation_grade_required', { id: 'form.error.grade.required' }],
    ['grade', 'validation_grade_not_allowed', { id: 'form.error.grade.notAllowed' }],
    ['instructor', 'validation_instructor_unavailable', { id: 'form.error.instructorUnavailable' }],
    ['reported_id', 'validation_report_target_not_found', { id: 'form.error.reportTargetNotFound' }],
    ['institution', 'validation_missing_rel_records', { id: 'form.error.targetMissing' }],
    ['anything', 'validation_something_new', { id: 'form.error.invalid' }],
  ])('%s %s', (field, code, expected) => {
    expect(serverErrorMessage(field, code)).toEqual(expected);
  });

  it('translates a whole 400 body, skipping entries without a code', () => {
    expect(
      serverFieldErrors({
        course: { code: 'validation_already_rated' },
        review: { code: 'validation_required' },
        junk: undefined,
      }),
    ).toEqual({ course: { id: 'form.error.alreadyRated' }, review: { id: 'form.error.required' } });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe('message ids', () => {
  it('exist in lang/ar.json, fr.json and en.json', () => {
    for (const language of ['ar', 'fr', 'en']) {
      const file = JSON.parse(
        fs.readFileSync(path.resolve(import.meta.dirname, `../../lang/${language}.json`), 'utf8'),
      ) as object;
      expect(
        FORM_ERROR_IDS.filter((id) => !(id in file)),
        language,
      ).toEqual([]);
    }
  });
});

describe('payload schemas by collection', () => {
  it('cover exactly the seven collections users write to', () => {
    expect(Object.keys(PAYLOAD_SCHEMAS).sort()).toEqual([
      'institution_ratings',
      'instructor_claims',
      'instructor_ratings',
      'instructors',
      'program_ratings',
      'rating_replies',
      'reports',
    ]);
    expect(isWritableCollection('reports')).toBe(true);
    expect(isWritableCollection('users')).toBe(false);
    expect(isWritableCollection('toString')).toBe(false);
  });
});
