import type { FormError } from '@/domain/schemas/form-errors';
import { yesNoLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { RadioGroup } from './radio-group';

/** A required yes/no question: two radios, neither chosen until the user answers. */
export function YesNoField(props: {
  name: string;
  legend: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: FormError;
}) {
  const t = useT();
  return (
    <RadioGroup
      {...props}
      variant="inline"
      options={[
        { value: true, label: t(yesNoLabel(true)) },
        { value: false, label: t(yesNoLabel(false)) },
      ]}
    />
  );
}
