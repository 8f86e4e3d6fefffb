import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { bindField } from '@/lib/forms/bind-field';
import { useT } from '@/lib/i18n/use-t';
import { describedBy, FieldError } from '@/ui/field-error';
import { OutboxFormView } from '@/ui/outbox-form-view';
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

  const agreeError = errors.user_agrees;
  return (
    <OutboxFormView
      form={form}
      doneMessage={t('form.done.afterModeration')}
      back={{ label: t('form.done.backToInstructors'), link: { to: '/instructors' } }}
    >
      <TextField {...bindField(form, 'name')} label={t('form.instructor.name')} required />
      <InstitutionPicker
        value={{ id: values.institution, name: values.institution_name }}
        onChange={(choice) => {
          setField('institution', choice.id);
          setField('institution_name', choice.name);
        }}
        error={errors.institution}
      />
      <TextField
        {...bindField(form, 'department')}
        label={t('form.instructor.department')}
        hint={t('form.instructor.departmentHint')}
        required
        suggestions={departments}
      />
      <TextField
        {...bindField(form, 'directory_listing')}
        label={t('form.instructor.profile')}
        hint={t('form.instructor.profileHint')}
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
    </OutboxFormView>
  );
}
