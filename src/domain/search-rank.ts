// The app's side of the search engine (contract/search-engine): the rows of the mirror searched and ordered as
// the server's routes search and order theirs. Loaded with a search only (lib/mirror/local-search.ts imports
// it dynamically): the engine and its tables stay out of the first load.
import { buildIndex, searchIndex, type SearchIndex } from '@contract/search-engine/index.js';
import type { SearchKind } from '@contract/search-engine/terms.js';

export type { SearchIndex, SearchKind };
export { buildIndex, searchIndex };

/** An institution's other names, which the server's terms of its instructors and programs carry too. */
export type InstitutionNames = Record<string, unknown> & { name_ar?: unknown; aliases?: unknown };

/**
 * A program's or instructor's row with its institution's Arabic name and aliases when the row lacks them: the
 * server indexes them with the record (terms.js: "genie civil enit", "trabelsi esprit"), so offline the same
 * words find it.
 */
export function withInstitutionNames<T extends Record<string, unknown>>(
  row: T,
  institution: InstitutionNames | undefined,
): T {
  if (!institution || (row.institution_name_ar !== undefined && row.institution_aliases !== undefined)) return row;
  return {
    ...row,
    institution_name_ar: row.institution_name_ar ?? institution.name_ar ?? '',
    institution_aliases: row.institution_aliases ?? institution.aliases ?? [],
  };
}

/** Every row matching `text` (and `where`), in the engine's order: what a search over these rows answers. */
export function rankRows<T extends Record<string, unknown>>(
  kind: SearchKind,
  rows: readonly T[],
  text: string,
  where?: (row: T) => boolean,
): T[] {
  return searchIndex(buildIndex(kind, rows), text, where ? { filter: where } : undefined).items;
}
