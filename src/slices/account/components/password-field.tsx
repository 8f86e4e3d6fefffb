import type { FieldBinding } from '@/lib/forms/use-form';
import { TextField } from '@/ui/text-field';

/**
 * A password field of the account forms: required, without the star (every field of these forms is), and
 * named for password managers as the account's current password or a new one.
 */
export function PasswordField({
  label,
  autoComplete,
  ...binding
}: FieldBinding<string> & { label: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <TextField {...binding} label={label} type="password" autoComplete={autoComplete} required requiredMark={false} />
  );
}

/**
 * The account's address beside a password field, not shown: a password manager saves (or finds) the password
 * under this account rather than under no name.
 */
export function AccountNameForPasswordManagers({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}
