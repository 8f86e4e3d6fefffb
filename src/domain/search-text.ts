// Text folding for searches, the same on both sides of a comparison (the text searched and the query), so
// "Amîne" finds "amine" and "أمين" finds "امين". Mirrors pocketbase/pb_hooks/lib/search-text.js (the server's
// instructor name index) and adds what its trigram tokenizer folds by itself: letter case and Latin accents.
const FOLDS: ReadonlyArray<readonly [string, string]> = [
  ['أ', 'ا'], ['إ', 'ا'], ['آ', 'ا'], ['ٱ', 'ا'], ['ة', 'ه'], ['ى', 'ي'],
  // Tatweel and the Arabic short-vowel marks carry no meaning for matching.
  ['ـ', ''], ['ً', ''], ['ٌ', ''], ['ٍ', ''], ['َ', ''], ['ُ', ''], ['ِ', ''], ['ّ', ''], ['ْ', ''],
];

/** Latin combining marks left by NFD (é → e + U+0301). */
const LATIN_MARKS = /[\u0300-\u036f]/g;

export function foldSearchText(text: string): string {
  let out = text;
  for (const [from, to] of FOLDS) out = out.split(from).join(to);
  return out.normalize('NFD').replace(LATIN_MARKS, '').normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The server refuses shorter instructor queries; the search pages wait for this many characters too. */
export const MIN_SEARCH_LENGTH = 3;

/** Whether a typed text is worth a search: empty (list everything) or at least MIN_SEARCH_LENGTH characters. */
export function isSearchableText(text: string): boolean {
  const length = text.trim().length;
  return length === 0 || length >= MIN_SEARCH_LENGTH;
}

/** True when the folded query occurs in one of the folded texts (an empty query matches everything). */
export function matchesSearch(foldedQuery: string, foldedTexts: readonly string[]): boolean {
  if (foldedQuery === '') return true;
  return foldedTexts.some((text) => text.includes(foldedQuery));
}
