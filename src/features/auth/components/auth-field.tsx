import type { AuthErrorId } from '@/domain/auth-schemas';
import { useT } from '@/lib/i18n/use-t';

interface AuthFieldProps {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  error: AuthErrorId | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A labelled input with its error under it, tied by aria-describedby so screen readers read both. */
export function AuthField({ id, label, type, autoComplete, value, error, onChange, onBlur }: AuthFieldProps) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        dir={type === 'text' ? 'auto' : 'ltr'}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {t(`auth.error.${error}`)}
        </p>
      ) : null}
    </div>
  );
}
