import { LANGUAGE_PARAM } from '@/domain/languages';
import { useI18n } from './language-store';

/**
 * The address to give someone for the page at `path`: absolute, on this origin, in the reader's interface language
 * (`?lang=`, docs/architecture.md "A page's address in each language"), so it opens for them as the sharer reads
 * it. No other parameter: a list's sort or filter is the sharer's view, not the page.
 */
export function usePageAddress(path: string): string {
  const language = useI18n((s) => s.language);
  // The build prerenders pages outside a browser: no origin there, and nothing is shared before a click anyway.
  const url = new URL(path, typeof location === 'undefined' ? 'http://localhost' : location.origin);
  url.searchParams.set(LANGUAGE_PARAM, language);
  return url.href;
}
