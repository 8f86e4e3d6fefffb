import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { HOME_HTML_MARKER } from '@contract/home.js';
import { ensureMessagePart } from '@/lib/i18n/language-store';

// The latest reviews, counts and best-rated lists load apart from the first page's code (first-load budget).
const HomeSections = lazy(() => Promise.all([import('./home-sections'), ensureMessagePart('browse')]).then(([m]) => m));

const LIVE_ID = 'home-live';
const subscribeNothing = () => () => undefined;

/**
 * What the server wrote where the prerendered page holds HOME_HTML_MARKER (pocketbase/pb_hooks/lib/home-page.js):
 * the content as HTML, painted before any script. Read from the page before React renders over it.
 */
function servedHtml(): string {
  if (typeof document === 'undefined') return HOME_HTML_MARKER; // the build's prerender: the marker itself
  return document.getElementById(LIVE_ID)?.innerHTML ?? '';
}

/**
 * The home page's content below the entry cards. The served HTML stays as it was (hydration leaves
 * dangerouslySetInnerHTML alone) until the content's code and data are there to render the same thing,
 * so the page neither blanks nor moves while the app starts.
 */
export function HomeLive() {
  const [served] = useState(servedHtml);
  // False while hydrating (as in the prerender, which had no Suspense boundary here), true after.
  const started = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const frozen = <div key="served" id={LIVE_ID} className="home-live" dangerouslySetInnerHTML={{ __html: served }} />;
  if (!started) return frozen;
  return (
    <Suspense fallback={frozen}>
      <HomeSections fallback={frozen} />
    </Suspense>
  );
}
