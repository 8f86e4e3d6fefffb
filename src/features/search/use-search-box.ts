// What the search box shows: the text typed, searched a moment after the last keystroke (from the first
// letter), and the last answer kept on screen while the next one loads, so results do not blink per letter.
import { useEffect, useRef, useState } from 'react';
import { noteSearch } from '@/lib/directory/directory-prefs';
import { useUnifiedSearch, type UnifiedRows, type UnifiedSearchState } from '@/lib/mirror/use-unified-search';

export { UNIFIED_KINDS, type UnifiedKind, type UnifiedRows } from '@/lib/mirror/use-unified-search';
export type { Row } from '@/lib/mirror/mirror-store';

/** Long enough to skip the letters of a word typed in a row, short enough to feel as-you-type. */
export const SEARCH_BOX_DEBOUNCE_MS = 250;

export interface SearchBox {
  text: string;
  setText: (text: string) => void;
  /** The text the results are for. */
  searched: string;
  state: UnifiedSearchState;
  /** The last results, kept while a newer text loads. */
  shown: { q: string; rows: UnifiedRows; fromMirror: boolean } | null;
}

export function useSearchBox(initial = ''): SearchBox {
  const [text, setText] = useState(initial);
  const [searched, setSearched] = useState(initial.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSearched(text.trim()), SEARCH_BOX_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const state = useUnifiedSearch(searched);
  // A search counts once per opening of the box (the directory's download waits for a few: directory-prefs.ts).
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current || searched === '' || searched === initial.trim()) return;
    counted.current = true;
    noteSearch();
  }, [searched, initial]);
  const [kept, setKept] = useState<SearchBox['shown']>(null);
  let shown = kept;
  if (state.status === 'ready') shown = { q: searched, rows: state.rows, fromMirror: state.fromMirror };
  if (state.status === 'idle' || state.status === 'offline-unavailable') shown = null;
  const changed =
    shown === null || kept === null
      ? shown !== kept
      : shown.q !== kept.q || shown.rows !== kept.rows || shown.fromMirror !== kept.fromMirror;
  if (changed) setKept(shown);
  return { text, setText, searched, state, shown };
}
