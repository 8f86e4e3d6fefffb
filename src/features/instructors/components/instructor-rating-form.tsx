import { GRADE_STATUSES, INSTRUCTOR_TAGS, LIMITS, MAX_TAGS } from '@/domain/ratings';
import { useT } from '@/lib/i18n/use-t';
import { CheckboxGroup } from '@/ui/checkbox-group';
import { FormDone } from '@/ui/form-done';
import { FormFrame } from '@/ui/form-frame';
import { RadioGroup } from '@/ui/radio-group';
import { ScoreRadioGroup } from '@/ui/score-radio-group';
import { TextAreaField, TextField } from '@/ui/text-field';
import { YesNoField } from '@/ui/yes-no-field';
import { useInstructorCourses } from '../use-instructor-courses';
import { useInstructorRatingForm } from '../use-instructor-rating-form';

const YES_NO = ['course_is_online', 'would_take_again', 'instructor_used_textbooks', 'attendance_mandatory'] as const;

/** Course, yes/no questions, quality and difficulty, grade, up to three tags and a review of one instructor. */
export function InstructorRatingForm({ id, name }: { id: string; name: string }) {
  const t = useT();
  const form = useInstructorRatingForm(id, name);
  const courses = useInstructorCourses(id);
  const { values, setField, errors } = form;

  if (form.done) {
    return (
      <FormDone
        message={t('form.done.rating')}
        {...form.done}
        back={{ label: t('form.done.back', { name }), link: { to: '/instructors/$instructorId', params: { instructorId: id } } }}
      />
    );
  }
  const [online, ...questions] = YES_NO;
  return (
    <FormFrame
      onSubmit={() => void form.submit()}
      errors={errors}
      refusals={form.refusals}
      restored={form.restored}
      saving={form.phase === 'saving'}
      failed={form.phase === 'error'}
    >
      <TextField
        name="course"
        label={t('form.course.label')}
        hint={t('form.course.hint')}
        value={values.course}
        onChange={(value) => setField('course', value)}
        error={errors.course}
        required
        suggestions={courses}
      />
      <YesNoField
        name={online}
        legend={t(`form.question.${online}`)}
        value={values[online]}
        onChange={(value) => setField(online, value)}
        error={errors[online]}
      />
      <ScoreRadioGroup
        name="overall_quality"
        legend={t('form.score.overall_quality')}
        scale="quality"
        value={values.overall_quality}
        onChange={(value) => setField('overall_quality', value)}
        error={errors.overall_quality}
      />
      <ScoreRadioGroup
        name="difficulty"
        legend={t('form.score.difficulty')}
        scale="difficulty"
        value={values.difficulty}
        onChange={(value) => setField('difficulty', value)}
        error={errors.difficulty}
      />
      {questions.map((question) => (
        <YesNoField
          key={question}
          name={question}
          legend={t(`form.question.${question}`)}
          value={values[question]}
          onChange={(value) => setField(question, value)}
          error={errors[question]}
        />
      ))}
      <RadioGroup
        name="grade_status"
        legend={t('form.gradeStatus.legend')}
        options={GRADE_STATUSES.map((status) => ({ value: status, label: t(`form.gradeStatus.${status}`) }))}
        value={values.grade_status}
        onChange={(value) => setField('grade_status', value)}
        error={errors.grade_status}
      />
      {values.grade_status === 'RECEIVED' ? (
        <TextField
          name="grade"
          label={t('form.grade.label')}
          hint={t('form.grade.hint')}
          value={values.grade}
          onChange={(value) => setField('grade', value)}
          error={errors.grade}
          required
        />
      ) : null}
      <CheckboxGroup
        name="tags"
        legend={t('form.tags.legend', { max: MAX_TAGS })}
        options={INSTRUCTOR_TAGS.map((tag) => ({ value: tag, label: t(`form.tag.${tag}`) }))}
        values={values.tags}
        max={MAX_TAGS}
        onChange={(tags) => setField('tags', tags)}
        error={errors.tags}
      />
      <TextAreaField
        name="review"
        label={t('form.review.label')}
        hint={t('form.review.hint')}
        value={values.review}
        onChange={(value) => setField('review', value)}
        error={errors.review}
        bounds={LIMITS.review}
      />
    </FormFrame>
  );
}
