// Text rules shared by every payload: trimming, blank = required, bounds counted in characters as the server
// counts them, and the error a user reads (a message id with the bound it names).
import { describe, expect, it } from 'vitest';
import { InstitutionRatingSchema } from '@/domain/schemas/institution-rating';
import { ReportSchema } from '@/domain/schemas/report';
import { validatePayload } from '@/domain/schemas/validate';
import { institutionRating, report } from './schemas-fixtures';

describe('review (10–2000 characters after trimming)', () => {
  const check = (review: unknown) => validatePayload(InstitutionRatingSchema, { ...institutionRating(), review });

  it('is trimmed in the value to send', () => {
    const result = check('   Good teachers, long commute.  \n');
    expect(result).toMatchObject({ ok: true, value: { review: 'Good teachers, long commute.' } });
  });

  it('blank or missing is "required"', () => {
    expect(check('   ')).toEqual({ ok: false, errors: { review: { id: 'form.error.required' } } });
    expect(check(undefined)).toMatchObject({ ok: false, errors: { review: { id: 'form.error.required' } } });
  });

  it('accepts exactly 10 and exactly 2000 characters', () => {
    expect(check('a'.repeat(10)).ok).toBe(true);
    expect(check('a'.repeat(2000)).ok).toBe(true);
  });

  it('refuses 9 characters (spaces around do not count) and 2001', () => {
    expect(check(`  ${'a'.repeat(9)}  `)).toEqual({
      ok: false,
      errors: { review: { id: 'form.error.tooShort', values: { min: 10, max: 2000 } } },
    });
    expect(check('a'.repeat(2001))).toMatchObject({ ok: false, errors: { review: { id: 'form.error.tooLong' } } });
  });

  it('counts an emoji as one character, as the server does', () => {
    expect(check(`ok${'😀'.repeat(1998)}`).ok).toBe(true);
    expect(check(`ok${'😀'.repeat(7)}`)).toMatchObject({
      ok: false,
      errors: { review: { id: 'form.error.tooShort' } },
    });
  });

  it('keeps paragraphs but folds spaces, blank lines and invisible characters', () => {
    const result = check('  Good\u00a0 teachers.\r\n\r\n\r\n\u200bLong   commute.  ');
    expect(result).toMatchObject({ ok: true, value: { review: 'Good teachers.\n\nLong commute.' } });
  });

  it('invisible characters alone are blank: "required"', () => {
    const invisible = '\u200b\u200c\u200d\u2060\ufeff\u3164\u115f\u2800\u00ad\u202e'.repeat(3);
    expect(check(invisible)).toEqual({ ok: false, errors: { review: { id: 'form.error.required' } } });
  });

  it('symbols and emoji alone are no review', () => {
    expect(check('😀'.repeat(20))).toEqual({ ok: false, errors: { review: { id: 'form.error.noLetters' } } });
    expect(check('!!!!!!!!!! ??????')).toEqual({ ok: false, errors: { review: { id: 'form.error.noLetters' } } });
    expect(check('مْمْمْمْمْمْمْمْمْمْ').ok).toBe(true);
  });

  it('counts only visible characters toward the minimum', () => {
    expect(check(`abcdefghi${'\u200b'.repeat(5)}`)).toMatchObject({
      ok: false,
      errors: { review: { id: 'form.error.tooShort' } },
    });
  });
});

describe('report comment (10–1000 characters)', () => {
  const check = (comment: unknown) => validatePayload(ReportSchema, { ...report(), comment });

  it('accepts 10 and 1000, refuses 9 and 1001 with its own bounds', () => {
    expect(check('a'.repeat(10)).ok).toBe(true);
    expect(check('a'.repeat(1000)).ok).toBe(true);
    expect(check('a'.repeat(9))).toEqual({
      ok: false,
      errors: { comment: { id: 'form.error.tooShort', values: { min: 10, max: 1000 } } },
    });
    expect(check('a'.repeat(1001))).toEqual({
      ok: false,
      errors: { comment: { id: 'form.error.tooLong', values: { min: 10, max: 1000 } } },
    });
    expect(check('')).toMatchObject({ ok: false, errors: { comment: { id: 'form.error.required' } } });
  });
});
