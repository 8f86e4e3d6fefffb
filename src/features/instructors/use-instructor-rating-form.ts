import { useMemo } from 'react';
import type { GradeStatus, InstructorTag } from '@/domain/ratings';
import { InstructorRatingSchema } from '@/domain/schemas/instructor-rating';
import { useOutboxForm } from '@/lib/forms/use-outbox-form';

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

/** The rating form of one instructor: a draft per instructor, validated and queued in the outbox. */
export function useInstructorRatingForm(instructorId: string, label: string) {
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
    }),
    [instructorId],
  );
  return useOutboxForm({
    collection: 'instructor_ratings',
    schema: InstructorRatingSchema,
    draftKey: `instructor-rating:${instructorId}`,
    initial,
    label,
    toPayload,
  });
}
