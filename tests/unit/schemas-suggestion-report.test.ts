// Instructor suggestions (name, institution, department, optional profile URL, agreement) and reports (reason, comment).
import { describe, expect, it } from 'vitest';
import { REPORT_REASONS } from '@/domain/report-reasons';
import { REPORT_TYPES } from '@/domain/report-types';
import { InstructorSuggestionSchema } from '@/domain/schemas/instructor-suggestion';
import { ReportSchema } from '@/domain/schemas/report';
import { validatePayload } from '@/domain/schemas/validate';
import { instructorSuggestion, report } from './schemas-fixtures';

const suggest = (changes: Record<string, unknown>) =>
  validatePayload(InstructorSuggestionSchema, { ...instructorSuggestion(), ...changes });

describe('instructor suggestion', () => {
  it('accepts a complete suggestion, trimmed', () => {
    expect(suggest({ name: '  Amira Ben Salah ', department: ' Informatique ' })).toMatchObject({
      ok: true,
      value: { name: 'Amira Ben Salah', department: 'Informatique' },
    });
  });

  it('needs a name of at most 100 characters', () => {
    expect(suggest({ name: ' ' })).toMatchObject({ ok: false, errors: { name: { id: 'form.error.required' } } });
    expect(suggest({ name: 'n'.repeat(100) }).ok).toBe(true);
    expect(suggest({ name: 'n'.repeat(101) })).toEqual({
      ok: false,
      errors: { name: { id: 'form.error.tooLong', values: { max: 100 } } },
    });
  });

  it('needs an institution chosen', () => {
    expect(suggest({ institution: '' })).toMatchObject({
      ok: false,
      errors: { institution: { id: 'form.error.required' } },
    });
  });

  it('needs a department of at most 300 characters', () => {
    expect(suggest({ department: '' })).toMatchObject({
      ok: false,
      errors: { department: { id: 'form.error.required' } },
    });
    expect(suggest({ department: 'd'.repeat(300) }).ok).toBe(true);
    expect(suggest({ department: 'd'.repeat(301) })).toMatchObject({
      ok: false,
      errors: { department: { id: 'form.error.tooLong' } },
    });
  });

  it('takes the profile link as optional, but a URL when given', () => {
    expect(suggest({ directory_listing: '' })).toMatchObject({ ok: true, value: { directory_listing: '' } });
    expect(suggest({ directory_listing: '   ' })).toMatchObject({ ok: true, value: { directory_listing: '' } });
    expect(suggest({ directory_listing: undefined })).toMatchObject({ ok: true, value: { directory_listing: '' } });
    expect(suggest({ directory_listing: ' http://www.enit.rnu.tn/fr/ ' })).toMatchObject({
      ok: true,
      value: { directory_listing: 'http://www.enit.rnu.tn/fr/' },
    });
    for (const bad of [
      'not a link',
      'fst.rnu.tn',
      'javascript:alert(1)',
      'ftp://files.example.tn/x',
      'https://localhost',
    ]) {
      expect(suggest({ directory_listing: bad }), bad).toMatchObject({
        ok: false,
        errors: { directory_listing: { id: 'form.error.url' } },
      });
    }
  });

  it('needs the agreement to be true', () => {
    for (const value of [false, undefined, 'true']) {
      expect(suggest({ user_agrees: value })).toMatchObject({
        ok: false,
        errors: { user_agrees: { id: 'form.error.agree' } },
      });
    }
  });
});

describe('report', () => {
  it('accepts each of the four reportable collections', () => {
    for (const type of REPORT_TYPES)
      expect(validatePayload(ReportSchema, { ...report(), reported_collection: type }).ok).toBe(true);
  });

  it('refuses any other collection', () => {
    for (const type of ['users', 'institutions', '']) {
      expect(validatePayload(ReportSchema, { ...report(), reported_collection: type })).toMatchObject({
        ok: false,
        errors: { reported_collection: { id: 'form.error.choose' } },
      });
    }
  });

  it('needs a record id as reported_id', () => {
    expect(validatePayload(ReportSchema, { ...report(), reported_id: 'short' })).toMatchObject({
      ok: false,
      errors: { reported_id: { id: 'form.error.invalid' } },
    });
  });

  it('needs one of the listed reasons: nothing chosen, or anything else, asks to choose', () => {
    for (const reason of [null, undefined, '', 'RUDE', 'other']) {
      expect(validatePayload(ReportSchema, { ...report(), report_reason: reason }), String(reason)).toMatchObject({
        ok: false,
        errors: { report_reason: { id: 'form.error.choose' } },
      });
    }
  });

  it('needs a comment for "Other" only; a comment given is bounded whatever the reason', () => {
    for (const reason of REPORT_REASONS) {
      const blank = validatePayload(ReportSchema, { ...report(), report_reason: reason, comment: '  ' });
      if (reason === 'OTHER')
        expect(blank).toMatchObject({ ok: false, errors: { comment: { id: 'form.error.required' } } });
      else expect(blank).toMatchObject({ ok: true, value: { report_reason: reason, comment: '' } });
      expect(validatePayload(ReportSchema, { ...report(), report_reason: reason, comment: 'too short' })).toMatchObject(
        {
          ok: false,
          errors: { comment: { id: 'form.error.tooShort', values: { min: 10, max: 1000 } } },
        },
      );
      expect(
        validatePayload(ReportSchema, { ...report(), report_reason: reason, comment: 'c'.repeat(1001) }),
      ).toMatchObject({
        ok: false,
        errors: { comment: { id: 'form.error.tooLong' } },
      });
    }
  });

  it('reads a comment left out as none', () => {
    const { comment: _, ...body } = report();
    expect(validatePayload(ReportSchema, { ...body, report_reason: 'SPAM_ADVERTISING' })).toMatchObject({
      ok: true,
      value: { comment: '' },
    });
  });
});
