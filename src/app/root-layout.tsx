import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useRouter } from '@tanstack/react-router';
import { AuthDialogHost } from '@/features/auth/components/auth-dialog-host';
import { startSessionRefresh } from '@/lib/auth/session-refresh';
import { useSession } from '@/lib/auth/session-store';
import { useI18nStore } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { focusPageHeading } from '@/ui/focus-page-heading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { NotificationHost } from '@/ui/notifications/notification-host';
import { UpdatePrompt } from './update-prompt';
import { VoteGate } from '@/slices/votes/components/vote-gate';

// After an in-app navigation, move focus to the new page's heading so keyboard and screen-reader users
// land on the content (a full page load starts at the top of the document anyway).
function useFocusOnNavigation() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        focusPageHeading({ preventScroll: true });
      }),
    [router],
  );
}

// What a vote button shows a reader who may not vote yet: the accounts' own gate (sign in, or verify), loaded
// only when a reader presses one.
const LazyAuthGate = lazy(() => import('@/features/auth/components/auth-gate').then((m) => ({ default: m.AuthGate })));
function VoteAuthGate({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LazyAuthGate>{children}</LazyAuthGate>
    </Suspense>
  );
}

// The outbox runtime (Dexie, the SDK, the sync triggers) loads only once the app is interactive.
const OutboxRuntime = lazy(() => import('@/features/outbox/components/outbox-runtime'));

export function RootLayout() {
  const t = useT();
  const [ready, setReady] = useState(false);
  // The outbox only ever sends for a signed-in account (items wait for the account that wrote them), so a
  // visitor's pages never load its code, Dexie or the SDK at start-up: they are most of the main-thread work
  // after the first paint (Lighthouse's Total Blocking Time). A sign-in mounts it.
  const signedIn = useSession((s) => s.user !== null);
  useFocusOnNavigation();
  useEffect(() => {
    const html = document.documentElement;
    // The inline script of index.html hides a prerendered page while it is re-rendered in another language.
    html.classList.remove('rayek-pending');
    // The app is interactive: tests and measurements wait for this mark.
    html.dataset.ready = 'true';
    performance.mark('rayek:ready');
    // Only now, so the service worker's precaching never competes with the first render; its code is not part
    // of the first load either. Unhandled errors are reported from now on, by code loaded with it.
    void import('./after-start').then(({ afterStart }) => afterStart());
    // A stored session is refreshed now and whenever the connection returns (a newly verified flag).
    startSessionRefresh();
    // The account's language follows the interface language (a pick made offline goes now or once online). Its
    // code loads apart from the first load; a pick made while it loads is compared against this one.
    const shown = useI18nStore.getState().language;
    void import('@/lib/auth/language-sync').then(({ startLanguageSync }) => startLanguageSync(shown));
    // A task later, so the outbox's code never competes with the first render either.
    const start = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(start);
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <VoteGate.Provider value={VoteAuthGate}>
          <Outlet />
        </VoteGate.Provider>
      </main>
      <SiteFooter />
      <UpdatePrompt />
      <AuthDialogHost />
      <NotificationHost />
      {ready && signedIn ? (
        <Suspense fallback={null}>
          <OutboxRuntime />
        </Suspense>
      ) : null}
    </>
  );
}
