import { useT } from '@/lib/i18n/use-t';
import { openAuthDialog, preloadAuthDialog, type AuthDialogKind } from '../auth-dialog-store';

/** Sign in and sign up, in the header and in the phone menu. `onOpen` lets the menu close itself first. */
export function AuthButtons({ onOpen, className }: { onOpen?: () => void; className?: string }) {
  const t = useT();
  const open = (kind: AuthDialogKind) => () => {
    onOpen?.();
    openAuthDialog(kind);
  };
  return (
    <div className={className ?? 'auth-buttons'}>
      <button
        type="button"
        className="button button-secondary"
        aria-haspopup="dialog"
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
        onClick={open('sign-in')}
      >
        {t('auth.signIn')}
      </button>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
        onClick={open('sign-up')}
      >
        {t('auth.signUp')}
      </button>
    </div>
  );
}
