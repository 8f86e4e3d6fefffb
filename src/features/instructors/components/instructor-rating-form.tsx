import { GRADE_STATUSES, INSTRUCTOR_SCORES, INSTRUCTOR_TAGS, MAX_TAGS, scaleOf } from '@/domain/ratings';
import { gradeStatusLabel, scoreLabel, tagLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { OwnRatingEditIntro } from '@/slices/own-ratings/components/own-rating-edit-intro';
import type { OwnRatingEdit } from '@/slices/own-ratings/own-rating-writes';
import { CheckboxGroup } from '@/ui/checkbox-group';
import { OutboxFormView } from '@/ui/outbox-form-view';
import { RadioGroup } from '@/ui/radio-group';
import { ReviewField } from '@/ui/rating-fields';
import { ScoreRadioGroup } from '@/ui/score-radio-group';
import { TextField } from '@/ui/text-field';
import { YesNoField } from '@/ui/yes-no-field';
import { useInstructorCourses } from '../use-instructor-courses';
import { useInstructorRatingForm } from '../use-instructor-rating-form';

const YES_NO = ['course_is_online', 'would_take_again', 'instructor_used_textbooks', 'attendance_mandatory'] as const;
const [ONLINE, ...QUESTIONS] = YES_NO;

/**
 * Course, yes/no questions, quality and difficulty, grade, up to three tags and a review of one instructor. With
 * `edit`, the reader's rating of one course: the course is shown, not asked (another course is another rating).
 */
export function InstructorRatingForm({ id, name, edit }: { id: string; name: string; edit?: OwnRatingEdit }) {
  const t = useT();
  const form = useInstructorRatingForm(id, name, edit);
  const courses = useInstructorCourses(id);
  const tags = form.field('tags');
  return (
    <OutboxFormView
      form={form}
      doneMessage={t('form.done.afterModeration')}
      back={{
        label: t('form.done.back', { name }),
        link: { to: '/instructors/$instructorId', params: { instructorId: id } },
      }}
    >
      {edit ? (
        <>
          <OwnRatingEditIntro />
          <p className="own-rating-course">
            {t('form.course.label')}
            {' · '}
            <bdi dir="auto">{form.values.course}</bdi>
          </p>
        </>
      ) : (
        <TextField
          {...form.field('course')}
          label={t('form.course.label')}
          hint={t('form.course.hint')}
          required
          suggestions={courses}
        />
      )}
      <YesNoField {...form.field(ONLINE)} legend={t(`form.question.${ONLINE}`)} />
      {INSTRUCTOR_SCORES.map((score) => (
        <ScoreRadioGroup key={score} {...form.field(score)} legend={t(scoreLabel(score))} scale={scaleOf(score)} />
      ))}
      {QUESTIONS.map((question) => (
        <YesNoField key={question} {...form.field(question)} legend={t(`form.question.${question}`)} />
      ))}
      <RadioGroup
        {...form.field('grade_status')}
        legend={t('form.gradeStatus.legend')}
        options={GRADE_STATUSES.map((status) => ({ value: status, label: t(gradeStatusLabel(status)) }))}
      />
      {form.values.grade_status === 'RECEIVED' ? (
        <TextField {...form.field('grade')} label={t('form.grade.label')} hint={t('form.grade.hint')} required />
      ) : null}
      <CheckboxGroup
        name="tags"
        legend={t('form.tags.legend', { max: MAX_TAGS })}
        options={INSTRUCTOR_TAGS.map((tag) => ({ value: tag, label: t(tagLabel(tag)) }))}
        values={tags.value}
        max={MAX_TAGS}
        onChange={tags.onChange}
        onBlur={tags.onBlur}
        error={tags.error}
      />
      <ReviewField {...form.field('review')} />
    </OutboxFormView>
  );
}
