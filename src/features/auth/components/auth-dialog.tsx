// The account dialogs: sign in, sign up, and "Forgot your password?" (the reset link request). The frame
// (title, explanation, close, the way to the other dialog) and the form as its content. Loaded only when a
// dialog is first asked for (forms, valibot and the SDK with it).
import { useCallback, useRef } from 'react';
import { DialogFrame } from '@/ui/dialog';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import {
  closeAuthDialog,
  openAuthDialog,
  useAuthDialogStore,
  type AuthDialogKind,
} from '@/slices/account/auth-dialog-store';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import '@/slices/account/components/auth.css';

interface DialogTexts {
  title: MessageId;
  description: MessageId;
  /** The question before the switch button, the switch's label, and where it goes. */
  switchText: MessageId;
  switchLabel: MessageId;
  switchTo: AuthDialogKind;
}

const TEXTS: Record<AuthDialogKind, DialogTexts> = {
  'sign-in': {
    title: 'auth.signIn.title',
    description: 'auth.signIn.description',
    switchText: 'auth.signIn.noAccount',
    switchLabel: 'auth.signUp',
    switchTo: 'sign-up',
  },
  'sign-up': {
    title: 'auth.signUp.title',
    description: 'auth.signUp.description',
    switchText: 'auth.signUp.haveAccount',
    switchLabel: 'auth.signIn',
    switchTo: 'sign-in',
  },
  'reset-request': {
    title: 'auth.forgot.title',
    description: 'auth.forgot.description',
    switchText: 'auth.forgot.remembered',
    switchLabel: 'auth.signIn',
    switchTo: 'sign-in',
  },
};

export default function AuthDialog() {
  const t = useT();
  const open = useAuthDialogStore((s) => s.open);
  const kind = useAuthDialogStore((s) => s.kind);
  const email = useAuthDialogStore((s) => s.email);
  const texts = TEXTS[kind];
  // The address typed in the reset request goes back to the sign-in form with "Remembered it? Sign in".
  const typedEmail = useRef(email);
  const rememberEmail = useCallback((typed: string) => {
    typedEmail.current = typed;
  }, []);
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next ? undefined : closeAuthDialog())}
      view={kind}
      title={t(texts.title)}
      description={t(texts.description)}
      footer={
        <p className="dialog-switch">
          <span>{t(texts.switchText)}</span>{' '}
          <button
            type="button"
            className="link-button"
            onClick={() =>
              openAuthDialog(texts.switchTo, kind === 'reset-request' ? { email: typedEmail.current.trim() } : {})
            }
          >
            {t(texts.switchLabel)}
          </button>
        </p>
      }
    >
      {kind === 'sign-in' ? <SignInForm key="sign-in" initialEmail={email} /> : null}
      {kind === 'sign-up' ? <SignUpForm key="sign-up" /> : null}
      {kind === 'reset-request' ? (
        <ResetRequestForm key="reset-request" initialEmail={email} onEmailChange={rememberEmail} />
      ) : null}
    </DialogFrame>
  );
}
