import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
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
  const { values, setField } = form;
  const departments = useInstitutionDepartments(values.institution);
  const institution = form.field('institution');
  const agree = form.field('user_agrees');
  return (
    <OutboxFormView
      form={form}
      doneMessage={t('form.done.afterModeration')}
      back={{ label: t('form.done.backToInstructors'), link: { to: '/instructors' } }}
    >
      <TextField {...form.field('name')} label={t('form.instructor.name')} required />
      <InstitutionPicker
        value={{ id: values.institution, name: values.institution_name }}
        onChange={(choice) => {
          setField('institution', choice.id);
          setField('institution_name', choice.name);
        }}
        onBlur={institution.onBlur}
        error={institution.error}
      />
      <TextField
        {...form.field('department')}
        label={t('form.instructor.department')}
        hint={t('form.instructor.departmentHint')}
        required
        suggestions={departments}
      />
      <TextField
        {...form.field('directory_listing')}
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
            checked={agree.value}
            onChange={(event) => agree.onChange(event.target.checked)}
            onBlur={agree.onBlur}
            aria-required
            aria-invalid={agree.error ? true : undefined}
            aria-describedby={describedBy(agree.error && `${base}-agree-error`)}
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
        <FieldError id={`${base}-agree-error`} error={agree.error} />
      </div>
    </OutboxFormView>
  );
}
