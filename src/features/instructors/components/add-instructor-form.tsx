import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { describedBy, FieldError } from '@/ui/field-error';
import { FormDone } from '@/ui/form-done';
import { FormFrame } from '@/ui/form-frame';
import { RequiredMark } from '@/ui/required-mark';
import { TextField } from '@/ui/text-field';
import { useAddInstructorForm } from '../use-add-instructor-form';
import { useInstitutionDepartments } from '../use-institution-departments';
import { InstitutionPicker } from './institution-picker';

/** Name, institution, department (suggested from the institution's), optional profile link, agreement. */
export function AddInstructorForm() {
  const t = useT();
  const intl = useIntl();
  const base = useId();
  const form = useAddInstructorForm();
  const { values, setField, errors } = form;
  const departments = useInstitutionDepartments(values.institution);

  if (form.done) {
    return (
      <FormDone
        message={t('form.done.instructor')}
        {...form.done}
        back={{ label: t('form.done.backToInstructors'), link: { to: '/instructors' } }}
      />
    );
  }
  const agreeError = errors.user_agrees;
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
        name="name"
        label={t('form.instructor.name')}
        value={values.name}
        onChange={(value) => setField('name', value)}
        error={errors.name}
        required
      />
      <InstitutionPicker
        value={{ id: values.institution, name: values.institution_name }}
        onChange={(choice) => {
          setField('institution', choice.id);
          setField('institution_name', choice.name);
        }}
        error={errors.institution}
      />
      <TextField
        name="department"
        label={t('form.instructor.department')}
        hint={t('form.instructor.departmentHint')}
        value={values.department}
        onChange={(value) => setField('department', value)}
        error={errors.department}
        required
        suggestions={departments}
      />
      <TextField
        name="directory_listing"
        label={t('form.instructor.profile')}
        hint={t('form.instructor.profileHint')}
        value={values.directory_listing}
        onChange={(value) => setField('directory_listing', value)}
        error={errors.directory_listing}
        type="url"
        inputMode="url"
      />
      <div className="field" data-field="user_agrees">
        <div className="check-field">
          <input
            id={`${base}-agree`}
            type="checkbox"
            checked={values.user_agrees}
            onChange={(event) => setField('user_agrees', event.target.checked)}
            aria-required
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={describedBy(agreeError && `${base}-agree-error`)}
          />
          <label htmlFor={`${base}-agree`}>
            {intl.formatMessage(
              { id: 'form.instructor.agree' },
              {
                terms: (chunks: ReactNode[]) => <Link to="/terms-of-use">{chunks}</Link>,
                privacy: (chunks: ReactNode[]) => <Link to="/privacy-policy">{chunks}</Link>,
              },
            )}
            <RequiredMark />
          </label>
        </div>
        <FieldError id={`${base}-agree-error`} error={agreeError} />
      </div>
    </FormFrame>
  );
}
