import { useEffect } from 'react';
import { SERVED_RATINGS_ID } from '@/domain/served-ratings';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import { useI18n } from '@/lib/i18n/language-store';
import { RatingSkeletons } from './skeletons';

// A record page's first published reviews as the server wrote them into the page (pocketbase/pb_hooks/lib/
// served-reviews.js, in the element SERVED_RATINGS_ID, with the rating cards' markup), painted with the HTML.
// The app keeps that HTML as it is (hydration leaves dangerouslySetInnerHTML alone) until its own list is there:
// under the skeletons that stand for the page's figures while those load (no script: the skeletons hide,
// browse.css), then in the rating list's place while the list loads; the list, once ready, replaces it with the
// same cards. Why kept, not hydrated from served records: docs/api.md "Record pages".
// Only on the page the server sent, as hydrated (no query string: a sort or filter shows other ratings; the
// default language: the served texts are Arabic), and only until its list was ready once.

interface Served {
  path: string;
  /** The whole served section (heading and list). */
  section: string;
  /** Its list alone (`ol.rating-list`), shown under the app's own heading and controls. */
  list: string;
}

/** Read when a record page's code first runs: before the app renders over the page it was served. */
let served: Served | null = (() => {
  if (typeof document === 'undefined') return null;
  const place = document.getElementById(SERVED_RATINGS_ID);
  const list = place?.querySelector('ol.rating-list');
  if (!place || !list) return null;
  return { path: window.location.pathname, section: place.innerHTML, list: list.outerHTML };
})();

function useServed(): Served | null {
  const language = useI18n((s) => s.language);
  if (!served || language !== DEFAULT_LANGUAGE) return null;
  if (window.location.pathname !== served.path || window.location.search !== '') return null;
  return served;
}

/**
 * What a record page shows below its top while its figures load: the skeletons, and the served reviews' place
 * (empty but on the served page). Rendered alike by the build's prerender, so the served page hydrates.
 */
export function PendingRatings() {
  const section = useServed()?.section ?? '';
  return (
    <>
      <RatingSkeletons />
      <div id={SERVED_RATINGS_ID} className="served-ratings" dangerouslySetInnerHTML={{ __html: section }} />
    </>
  );
}

/** What the rating list shows while it loads: the served cards, or skeletons. */
export function PendingList() {
  const list = useServed()?.list;
  return list ? (
    <div className="served-list" dangerouslySetInnerHTML={{ __html: list }} />
  ) : (
    <RatingSkeletons count={3} />
  );
}

/** Once the app's own list was shown, the served one is done with (a later sort or revisit loads as usual). */
export function useServedDone(ready: boolean) {
  useEffect(() => {
    if (ready) served = null;
  }, [ready]);
}
