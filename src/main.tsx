// Start-up: pick the language, load its texts and the current page's code, then either hydrate the
// prerendered HTML (same page, same language) or render afresh.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import { followLanguageOfOtherTabs, readStartLanguage, startI18n } from '@/lib/i18n/language-store';
import { captureInstallPrompt } from '@/lib/pwa/install-prompt';
import { readServedPage } from '@/lib/mirror/served-page';
import '@/app/styles.css';

captureInstallPrompt();

const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

async function start(container: HTMLElement) {
  // A record page's HTML names its record (PocketBase fills it in): read before rendering replaces it.
  readServedPage(container.dataset.served);
  // Module evaluation (React, the router) already made one long task on a slow phone; building the router,
  // then matching the page and loading its texts, are each tens of milliseconds more there. Each step gets
  // its own task, so none of them blocks input for long (Lighthouse's Total Blocking Time counts every task
  // past 50 ms at a 4x slower CPU).
  await yieldToBrowser();
  // The address's language (?lang=) or the stored choice: the inline script of index.html chose the same.
  const language = readStartLanguage();
  const router = createAppRouter();
  await yieldToBrowser();
  await Promise.all([startI18n(language), router.load()]);
  await yieldToBrowser();
  followLanguageOfOtherTabs();

  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // The build prerenders some pages in the default language (data-prerendered names the path). Anything
  // else — another page served the shell, or a reader of another language — is rendered, not hydrated.
  // A query string (search filters) may change what the page shows, so only the bare path hydrates.
  const prerendered = container.dataset.prerendered;
  const matches =
    prerendered !== undefined &&
    trimSlash(prerendered) === trimSlash(window.location.pathname) &&
    window.location.search === '';
  if (matches && language === DEFAULT_LANGUAGE) {
    // Render the matches without Suspense boundaries, as the server-side render did, so hydration matches.
    router.ssr = { manifest: undefined };
    // A transition keeps hydration interruptible (lower Total Blocking Time on slow phones).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Rendered as a transition too: React yields between components, so the first render of a record page or
    // of another language is many short tasks rather than one long one.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

const container = document.getElementById('root');
if (container) {
  start(container).catch((error: unknown) => {
    // Without its code the app cannot start; the prerendered page (if any) is still worth reading.
    document.documentElement.classList.remove('rayek-pending');
    console.error(error);
  });
}
