// "Forgot your password?": ask for a reset link. The answer is the same whether or not the address has an
// account (the server answers 204 either way), so the form only ever says "if an account exists, a link went".
import { useState } from 'react';
import { resetRequestFailure } from '@/domain/account-link-errors';
import type { ResetRequestInput } from '@/domain/auth-schemas';
import type { FormRefusal } from '@/domain/schemas/form-errors';
import { requestPasswordReset } from '@/lib/auth/account-links-api';
import { failureOf } from '@/slices/account/failure';

export function useResetRequest() {
  /** The address the last link was asked for (shown in the notice), or null before any. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = async ({ email }: ResetRequestInput): Promise<FormRefusal | void> => {
    setSentTo(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      return resetRequestFailure(failureOf(error));
    }
  };
  return { sentTo, submit };
}
