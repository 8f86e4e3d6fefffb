// Instructor ratings: course, required yes/no answers, two scores, grade only with RECEIVED, at most 3 tags.
import { describe, expect, it } from 'vitest';
import { GRADE_STATUSES, INSTRUCTOR_TAGS } from '@/domain/ratings';
import { InstructorRatingSchema } from '@/domain/schemas/instructor-rating';
import { validatePayload } from '@/domain/schemas/validate';
import { instructorRating } from './schemas-fixtures';

const check = (changes: Record<string, unknown>) =>
  validatePayload(InstructorRatingSchema, { ...instructorRating(), ...changes });

describe('instructor rating', () => {
  it('accepts a complete answer', () => {
    expect(check({})).toMatchObject({ ok: true, value: { grade: '14/20', tags: ['CARING', 'TOUGH_GRADER'] } });
  });

  it('trims the course and refuses a blank one or one over 100 characters', () => {
    expect(check({ course: '  Analyse 1 ' })).toMatchObject({ ok: true, value: { course: 'Analyse 1' } });
    expect(check({ course: '  ' })).toMatchObject({ ok: false, errors: { course: { id: 'form.error.required' } } });
    expect(check({ course: 'x'.repeat(101) })).toEqual({
      ok: false,
      errors: { course: { id: 'form.error.tooLong', values: { max: 100 } } },
    });
    expect(check({ course: 'x'.repeat(100) }).ok).toBe(true);
  });

  it.each(['course_is_online', 'would_take_again', 'instructor_used_textbooks', 'attendance_mandatory'])(
    '%s is a required yes/no answer: false is an answer, null is not',
    (field) => {
      expect(check({ [field]: false }).ok).toBe(true);
      expect(check({ [field]: null })).toMatchObject({ ok: false, errors: { [field]: { id: 'form.error.choose' } } });
      expect(check({ [field]: 'yes' })).toMatchObject({ ok: false, errors: { [field]: { id: 'form.error.choose' } } });
    },
  );

  it('requires overall quality and difficulty from 1 to 5', () => {
    expect(check({ overall_quality: null })).toMatchObject({
      ok: false,
      errors: { overall_quality: { id: 'form.error.choose' } },
    });
    expect(check({ difficulty: 6 })).toMatchObject({ ok: false, errors: { difficulty: { id: 'form.error.invalid' } } });
  });

  describe('grade', () => {
    it('is required when the grade status is RECEIVED (blank after trimming counts as none)', () => {
      expect(check({ grade: '' })).toMatchObject({ ok: false, errors: { grade: { id: 'form.error.grade.required' } } });
      expect(check({ grade: '   ' })).toMatchObject({
        ok: false,
        errors: { grade: { id: 'form.error.grade.required' } },
      });
    });

    it('is not allowed with any other grade status', () => {
      for (const status of GRADE_STATUSES.filter((s) => s !== 'RECEIVED')) {
        expect(check({ grade_status: status, grade: '' }).ok).toBe(true);
        expect(check({ grade_status: status, grade: '12' })).toMatchObject({
          ok: false,
          errors: { grade: { id: 'form.error.grade.notAllowed' } },
        });
      }
    });

    it('may be missing when not received (sent as empty)', () => {
      const payload: Record<string, unknown> = { ...instructorRating(), grade_status: 'NO_GRADE' };
      delete payload.grade;
      expect(validatePayload(InstructorRatingSchema, payload)).toMatchObject({ ok: true, value: { grade: '' } });
    });

    it('is at most 20 characters', () => {
      expect(check({ grade: 'x'.repeat(20) }).ok).toBe(true);
      expect(check({ grade: 'x'.repeat(21) })).toMatchObject({
        ok: false,
        errors: { grade: { id: 'form.error.tooLong', values: { max: 20 } } },
      });
    });

    it('a missing grade status asks to choose', () => {
      expect(check({ grade_status: null, grade: '' })).toMatchObject({
        ok: false,
        errors: { grade_status: { id: 'form.error.choose' } },
      });
    });
  });

  describe('tags', () => {
    it('accepts none, and up to three of the twenty', () => {
      expect(check({ tags: [] }).ok).toBe(true);
      expect(check({ tags: INSTRUCTOR_TAGS.slice(0, 3) }).ok).toBe(true);
    });

    it('refuses a fourth', () => {
      expect(check({ tags: INSTRUCTOR_TAGS.slice(0, 4) })).toEqual({
        ok: false,
        errors: { tags: { id: 'form.error.tags.tooMany', values: { max: 3 } } },
      });
    });

    it('refuses an unknown tag or the same tag twice', () => {
      expect(check({ tags: ['NICE'] })).toMatchObject({ ok: false, errors: { tags: { id: 'form.error.invalid' } } });
      expect(check({ tags: ['CARING', 'CARING'] })).toMatchObject({
        ok: false,
        errors: { tags: { id: 'form.error.invalid' } },
      });
    });
  });
});
