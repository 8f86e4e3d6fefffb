// Parts of the e-mailed links' pages: the done panel and the hidden account name for password managers.
import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { StatusPanel } from '@/ui/status-panel';
import type { LinkView } from '../use-link-page';
import { SignInButtons } from '@/slices/account/components/sign-in-prompt';

/** Done: signed in (the way on is the home page), or the sign-in that failed is offered again. */
export function LinkDone({
  view,
  title,
  signedInText,
  signInText,
}: {
  view: LinkView & { step: 'done' };
  title: string;
  signedInText: string;
  signInText: string;
}) {
  const t = useT();
  return (
    <StatusPanel title={title} text={view.signedIn ? signedInText : signInText}>
      {view.signedIn ? (
        <Link to="/" className="button">
          {t('auth.verify.home')}
        </Link>
      ) : (
        <SignInButtons signUp={false} email={view.signInAs} />
      )}
    </StatusPanel>
  );
}
