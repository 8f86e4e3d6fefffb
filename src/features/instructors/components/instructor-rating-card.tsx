import { useT, type MessageId } from '@/lib/i18n/use-t';
import { RatingCard } from '@/ui/rating-card';
import type { InstructorRating } from '../use-instructor-details';

/** One published instructor rating: course, quality, difficulty, the yes/no answers, grade and tags. */
export function InstructorRatingCard({ rating }: { rating: InstructorRating }) {
  const t = useT();
  const yesNo = (value: boolean) => (value ? t('browse.answer.yes') : t('browse.answer.no'));
  const grade =
    rating.grade_status === 'RECEIVED' && rating.grade ? rating.grade : t(`browse.grade.${rating.grade_status}` as MessageId);
  return (
    <RatingCard
      id={rating.id}
      created={rating.created}
      review={rating.review}
      course={rating.course}
      reportType="instructor-rating"
      scores={[
        { key: 'overall_quality', label: t('browse.instructor.quality'), value: Number(rating.overall_quality) || 0 },
        { key: 'difficulty', label: t('browse.instructor.difficulty'), value: Number(rating.difficulty) || 0 },
      ]}
      answers={[
        { label: t('browse.answer.wouldTakeAgain'), value: yesNo(rating.would_take_again) },
        { label: t('browse.answer.online'), value: yesNo(rating.course_is_online) },
        { label: t('browse.answer.textbooks'), value: yesNo(rating.instructor_used_textbooks) },
        { label: t('browse.answer.attendance'), value: yesNo(rating.attendance_mandatory) },
        ...(rating.grade_status ? [{ label: t('browse.answer.grade'), value: grade }] : []),
      ]}
      tags={(rating.tags ?? []).map((tag) => t(`browse.tag.${tag}` as MessageId))}
    />
  );
}
