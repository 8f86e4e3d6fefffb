import { useEffect } from 'react';
import { Outlet, useRouter } from '@tanstack/react-router';
import { AuthDialogHost } from '@/features/auth/components/auth-dialog-host';
import { useT } from '@/lib/i18n/use-t';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { UpdatePrompt } from './update-prompt';

// After an in-app navigation, move focus to the new page's heading so keyboard and screen-reader users
// land on the content (a full page load starts at the top of the document anyway).
function useFocusOnNavigation() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        const heading = document.querySelector<HTMLElement>('#main h1');
        if (!heading) return;
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }),
    [router],
  );
}

export function RootLayout() {
  const t = useT();
  useFocusOnNavigation();
  // The inline script of index.html hides a prerendered page while it is re-rendered in another language.
  useEffect(() => document.documentElement.classList.remove('rayek-pending'), []);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <UpdatePrompt />
      <AuthDialogHost />
    </>
  );
}
