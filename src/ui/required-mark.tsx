import { useT } from '@/lib/i18n/use-t';

/** The visible star of a required question, with "(required)" for screen readers (radio groups have no `required` state). */
export function RequiredMark() {
  const t = useT();
  return (
    <>
      <span className="required-mark" aria-hidden="true" />
      <span className="visually-hidden">{t('form.required')}</span>
    </>
  );
}
