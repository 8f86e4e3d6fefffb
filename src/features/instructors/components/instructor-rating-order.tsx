import type { RatingListSearch } from '@/domain/rating-list-search';
import { useT } from '@/lib/i18n/use-t';
import type { RatingsState } from '@/lib/mirror/use-active-ratings';
import { RatingOrderControls } from '@/ui/rating-order-controls';
import type { CourseFilter } from '../use-course-filter';

/** The instructor's ratings' sort and course filter: each course with its number of published ratings. */
export function InstructorRatingOrder({
  order,
  onOrder,
  courses,
  state,
}: {
  order: RatingListSearch;
  onOrder: (next: RatingListSearch) => void;
  courses: CourseFilter;
  state: RatingsState<unknown>;
}) {
  const t = useT();
  return (
    <RatingOrderControls
      search={order}
      onSearch={onOrder}
      state={state}
      filter={{
        name: 'course',
        value: courses.course ?? '',
        // A course known only from the URL (its count not loaded) is offered without a count.
        options: courses.courses.map(({ course, count }) => ({
          value: course,
          label: count > 0 ? t('browse.order.courseOption', { course, count }) : course,
        })),
      }}
    />
  );
}
