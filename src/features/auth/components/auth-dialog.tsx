// The sign-in and sign-up dialogs: the frame (title, explanation, close, switch to the other dialog) and the
// form as its content. Loaded only when a dialog is first asked for (forms, valibot and the SDK with it).
import { DialogFrame } from '@/ui/dialog';
import { useT } from '@/lib/i18n/use-t';
import { closeAuthDialog, openAuthDialog, useAuthDialogStore } from '../auth-dialog-store';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import './auth.css';

export default function AuthDialog() {
  const t = useT();
  const open = useAuthDialogStore((s) => s.open);
  const kind = useAuthDialogStore((s) => s.kind);
  const isSignIn = kind === 'sign-in';
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next ? undefined : closeAuthDialog())}
      view={kind}
      title={isSignIn ? t('auth.signIn.title') : t('auth.signUp.title')}
      description={isSignIn ? t('auth.signIn.description') : t('auth.signUp.description')}
      footer={
        <p className="dialog-switch">
          <span>{isSignIn ? t('auth.signIn.noAccount') : t('auth.signUp.haveAccount')}</span>{' '}
          <button type="button" className="link-button" onClick={() => openAuthDialog(isSignIn ? 'sign-up' : 'sign-in')}>
            {isSignIn ? t('auth.signUp') : t('auth.signIn')}
          </button>
        </p>
      }
    >
      {isSignIn ? <SignInForm key="sign-in" /> : <SignUpForm key="sign-up" />}
    </DialogFrame>
  );
}
