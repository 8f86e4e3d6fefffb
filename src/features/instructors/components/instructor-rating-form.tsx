import { GRADE_STATUSES, INSTRUCTOR_SCORES, INSTRUCTOR_TAGS, MAX_TAGS, scaleOf } from '@/domain/ratings';
import { bindField } from '@/lib/forms/bind-field';
import { gradeStatusLabel, scoreLabel, tagLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
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

/** Course, yes/no questions, quality and difficulty, grade, up to three tags and a review of one instructor. */
export function InstructorRatingForm({ id, name }: { id: string; name: string }) {
  const t = useT();
  const form = useInstructorRatingForm(id, name);
  const courses = useInstructorCourses(id);
  const { values, setField, errors } = form;
  return (
    <OutboxFormView
      form={form}
      doneMessage={t('form.done.afterModeration')}
      back={{ label: t('form.done.back', { name }), link: { to: '/instructors/$instructorId', params: { instructorId: id } } }}
    >
      <TextField
        {...bindField(form, 'course')}
        label={t('form.course.label')}
        hint={t('form.course.hint')}
        required
        suggestions={courses}
      />
      <YesNoField {...bindField(form, ONLINE)} legend={t(`form.question.${ONLINE}`)} />
      {INSTRUCTOR_SCORES.map((score) => (
        <ScoreRadioGroup key={score} {...bindField(form, score)} legend={t(scoreLabel(score))} scale={scaleOf(score)} />
      ))}
      {QUESTIONS.map((question) => (
        <YesNoField key={question} {...bindField(form, question)} legend={t(`form.question.${question}`)} />
      ))}
      <RadioGroup
        {...bindField(form, 'grade_status')}
        legend={t('form.gradeStatus.legend')}
        options={GRADE_STATUSES.map((status) => ({ value: status, label: t(gradeStatusLabel(status)) }))}
      />
      {values.grade_status === 'RECEIVED' ? (
        <TextField {...bindField(form, 'grade')} label={t('form.grade.label')} hint={t('form.grade.hint')} required />
      ) : null}
      <CheckboxGroup
        name="tags"
        legend={t('form.tags.legend', { max: MAX_TAGS })}
        options={INSTRUCTOR_TAGS.map((tag) => ({ value: tag, label: t(tagLabel(tag)) }))}
        values={values.tags}
        max={MAX_TAGS}
        onChange={(tags) => setField('tags', tags)}
        error={errors.tags}
      />
      <ReviewField {...bindField(form, 'review')} />
    </OutboxFormView>
  );
}
