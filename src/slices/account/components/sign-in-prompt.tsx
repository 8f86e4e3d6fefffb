// The way in for a reader who is not signed in: the sign-in and sign-up buttons (each opens its dialog) and the
// panel that offers them, shown by the accounts' gate, the account page and the e-mail links' pages.
import { useT } from '@/lib/i18n/use-t';
import { StatusPanel } from '@/ui/status-panel';
import { openAuthDialog, preloadAuthDialog } from '../auth-dialog-store';

/** Sign in (and sign up, for whoever has no account yet): both open their dialog; `email` fills the sign-in's. */
export function SignInButtons({ signUp = true, email = '' }: { signUp?: boolean; email?: string }) {
  const t = useT();
  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
        onClick={() => openAuthDialog('sign-in', { email })}
      >
        {t('auth.signIn')}
      </button>
      {signUp ? (
        <button
          type="button"
          className="button button-secondary"
          aria-haspopup="dialog"
          onClick={() => openAuthDialog('sign-up')}
        >
          {t('auth.signUp')}
        </button>
      ) : null}
    </>
  );
}

export function SignInPrompt({ title, text, className }: { title: string; text: string; className?: string }) {
  return (
    <StatusPanel title={title} text={text} className={className}>
      <SignInButtons />
    </StatusPanel>
  );
}
