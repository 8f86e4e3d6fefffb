import type { ReactNode } from 'react';
import { INSTRUCTOR_SCORES } from '@/domain/ratings';
import { gradeStatusLabel, scoreLabel, tagLabel, yesNoLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { RatingCard } from '@/ui/rating-card';
import type { InstructorRating } from '../use-instructor-details';

/** One published instructor rating: course, quality, difficulty, the yes/no answers, grade and tags. */
export function InstructorRatingCard({ rating, vote }: { rating: InstructorRating; vote?: ReactNode }) {
  const t = useT();
  const yesNo = (value: boolean) => t(yesNoLabel(value));
  const status = rating.grade_status;
  return (
    <RatingCard
      id={rating.id}
      created={rating.created}
      edited={rating.edited}
      review={rating.review}
      course={rating.course}
      reportType="instructor-rating"
      vote={vote}
      scores={INSTRUCTOR_SCORES.map((key) => ({ key, label: t(scoreLabel(key)), value: Number(rating[key]) || 0 }))}
      answers={[
        { label: t('browse.answer.wouldTakeAgain'), value: yesNo(rating.would_take_again) },
        { label: t('browse.answer.online'), value: yesNo(rating.course_is_online) },
        { label: t('browse.answer.textbooks'), value: yesNo(rating.instructor_used_textbooks) },
        { label: t('browse.answer.attendance'), value: yesNo(rating.attendance_mandatory) },
        ...(status
          ? [
              {
                label: t('browse.answer.grade'),
                value: status === 'RECEIVED' && rating.grade ? rating.grade : t(gradeStatusLabel(status)),
              },
            ]
          : []),
      ]}
      tags={(rating.tags ?? []).map((tag) => t(tagLabel(tag)))}
    />
  );
}
