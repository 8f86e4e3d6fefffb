import { useMemo } from 'react';
import type { GradeStatus, InstructorTag } from '@/domain/ratings';
import { InstructorRatingSchema } from '@/domain/schemas/instructor-rating';
import { useOutboxForm } from '@/lib/forms/use-outbox-form';
import { pickAnswers, ratingEditQueue, type OwnRatingEdit } from '@/slices/own-ratings/own-rating-writes';

export interface InstructorRatingValues extends Record<string, unknown> {
  instructor: string;
  course: string;
  course_is_online: boolean | null;
  overall_quality: number | null;
  difficulty: number | null;
  would_take_again: boolean | null;
  instructor_used_textbooks: boolean | null;
  attendance_mandatory: boolean | null;
  grade_status: GradeStatus | null;
  grade: string;
  tags: InstructorTag[];
  review: string;
}

/** The grade is kept in the draft when another status is chosen, but only sent with RECEIVED. */
function toPayload(values: InstructorRatingValues) {
  return { ...values, grade: values.grade_status === 'RECEIVED' ? values.grade : '' };
}

const EDITED_FIELDS = [
  'course_is_online',
  'overall_quality',
  'difficulty',
  'would_take_again',
  'instructor_used_textbooks',
  'attendance_mandatory',
  'grade_status',
  'grade',
  'tags',
  'review',
] as const;

/**
 * The rating form of one instructor: a draft per instructor, validated and queued in the outbox. With `edit` (the
 * reader's own rating and the answers to start from), the same form queues an edit of it instead; its course
 * stays the rating's (the server refuses another).
 */
export function useInstructorRatingForm(instructorId: string, label: string, edit?: OwnRatingEdit) {
  const initial = useMemo<InstructorRatingValues>(
    () => ({
      instructor: instructorId,
      course: '',
      course_is_online: null,
      overall_quality: null,
      difficulty: null,
      would_take_again: null,
      instructor_used_textbooks: null,
      attendance_mandatory: null,
      grade_status: null,
      grade: '',
      tags: [],
      review: '',
      ...(edit ? { ...pickAnswers(edit.answers, EDITED_FIELDS), course: edit.course ?? '' } : {}),
    }),
    [instructorId, edit],
  );
  const rating = edit?.rating;
  const queue = useMemo(() => (rating ? ratingEditQueue('instructor_ratings', rating) : undefined), [rating]);
  return useOutboxForm({
    collection: 'instructor_ratings',
    schema: InstructorRatingSchema,
    draftKey: rating ? `instructor-rating-edit:${rating}` : `instructor-rating:${instructorId}`,
    initial,
    label,
    toPayload,
    queue,
  });
}
