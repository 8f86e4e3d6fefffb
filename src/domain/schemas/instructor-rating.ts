import * as v from 'valibot';
import { GRADE_STATUSES, INSTRUCTOR_TAGS, LIMITS, MAX_TAGS } from '@/domain/ratings';
import { oneOf, optionalText, recordId, requiredText, score, yesNo } from './fields';
import { reviewText } from './institution-rating';

const tags = v.pipe(
  v.optional(v.array(v.picklist(INSTRUCTOR_TAGS, 'form.error.invalid'), 'form.error.invalid'), []),
  v.check((list) => new Set(list).size === list.length, 'form.error.invalid'),
  v.maxLength(MAX_TAGS, 'form.error.tags.tooMany'),
);

/**
 * A rating of an instructor for one course (`instructor_ratings`), without its client id. The grade is
 * required exactly when the grade status is RECEIVED, and must be empty otherwise (as the server's hook says).
 */
export const InstructorRatingSchema = v.pipe(
  v.object({
    instructor: recordId,
    course: requiredText(LIMITS.course),
    course_is_online: yesNo,
    overall_quality: score,
    difficulty: score,
    would_take_again: yesNo,
    instructor_used_textbooks: yesNo,
    attendance_mandatory: yesNo,
    grade_status: oneOf(GRADE_STATUSES),
    grade: optionalText(LIMITS.grade.max),
    tags,
    review: reviewText,
  }),
  v.forward(
    v.partialCheck(
      [['grade_status'], ['grade']],
      (input) => input.grade_status !== 'RECEIVED' || input.grade !== '',
      'form.error.grade.required',
    ),
    ['grade'],
  ),
  v.forward(
    v.partialCheck(
      [['grade_status'], ['grade']],
      (input) => input.grade_status === 'RECEIVED' || input.grade === '',
      'form.error.grade.notAllowed',
    ),
    ['grade'],
  ),
);

export type InstructorRatingPayload = v.InferOutput<typeof InstructorRatingSchema>;
