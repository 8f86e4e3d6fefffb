import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { ensureMessagePart } from '@/lib/i18n/language-store';

// The latest reviews, counts and best-rated lists load apart from the first page's code (first-load budget),
// with their texts (the `browse` part).
const HomeSections = lazy(() => ensureMessagePart('browse').then(() => import('./home-sections')));

const LIVE_ID = 'home-live';
const subscribeNothing = () => () => undefined;

/**
 * What the server wrote into this element, empty in the prerendered page (contract/home.js HOME_HTML_PLACE,
 * pocketbase/pb_hooks/lib/pages/home-page.js): the content as HTML, painted before any script. Read from the page
 * before React renders over it; nothing in the build's prerender.
 */
const servedHtml = () => (typeof document === 'undefined' ? '' : (document.getElementById(LIVE_ID)?.innerHTML ?? ''));

/**
 * The home page's content below the entry cards. The served HTML stays as it was (hydration leaves
 * dangerouslySetInnerHTML alone) until the content's code and data are there to render the same thing,
 * so the page neither blanks nor moves while the app starts.
 */
export function HomeLive() {
  const [served] = useState(servedHtml);
  // False while hydrating (as in the prerender, which had no Suspense boundary here), true after.
  const started = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const frozen = <div id={LIVE_ID} className="home-live" dangerouslySetInnerHTML={{ __html: served }} />;
  if (!started) return frozen;
  return (
    <Suspense fallback={frozen}>
      <HomeSections fallback={frozen} />
    </Suspense>
  );
}
