// Whether a typed text is worth a search. The folding both sides compare texts with is the contract's
// (contract/search-engine/fold.js foldSearchText).
import { SEARCH_TEXT_MAX, SEARCH_TEXT_MIN } from '@contract/search.js';

export { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE } from '@contract/search.js';
export { SEARCH_TEXT_MAX };

/**
 * The search engine searches from the first letter typed (contract/search.js: one character); the routes'
 * former minimum of three characters went with their trigram index.
 */
export const MIN_SEARCH_LENGTH = SEARCH_TEXT_MIN;

/** Whether a typed text is worth a search: empty (list everything) or MIN_SEARCH_LENGTH to SEARCH_TEXT_MAX characters. */
export function isSearchableText(text: string): boolean {
  const length = text.trim().length;
  return length === 0 || (length >= MIN_SEARCH_LENGTH && length <= SEARCH_TEXT_MAX);
}

/** True when the folded query occurs in one of the folded texts (an empty query matches everything). */
export function matchesSearch(foldedQuery: string, foldedTexts: readonly string[]): boolean {
  if (foldedQuery === '') return true;
  return foldedTexts.some((text) => text.includes(foldedQuery));
}
