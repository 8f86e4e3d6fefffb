// The full institutions list (institutions_search: the institutions with their overall rating and review
// count, about 200 rows) is kept whole in the mirror, as one `lists` entry, so institution search and the
// institution filters of the other searches work entirely offline. Fetched on the first online visit, then
// again when older than INSTITUTIONS_FRESH_MS or when the connection returns.
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from '@/lib/mirror/use-live-query';
import { COLLECTIONS } from '@/domain/collections';
import { readList, writeList, type Row } from './mirror-store';
import { servedRecords } from './served-page';
import { useRefresh } from './use-refresh';
import { useDirectory } from '@/lib/directory/directory-memory';

const COLLECTION = COLLECTIONS.institutionsSearch;
export const INSTITUTIONS_FRESH_MS = 15 * 60_000;
// With the aliases: the search engine finds an institution by them (ESPRIT, SUP'COM), as the server does.
const FIELDS = 'id,name,name_ar,aliases,country,governorate,sector,overall_rating,review_count';

export interface InstitutionRow extends Row {
  name: string;
  name_ar: string;
  /** Acronyms and short names (institutions_search); only present where a request asks for them. */
  aliases?: readonly string[];
  country: string;
  governorate: string;
  sector: string;
  overall_rating: number;
  review_count: number;
}

export type InstitutionsList =
  | { status: 'loading' }
  | { status: 'offline-unavailable'; retry: () => void }
  | { status: 'ready'; rows: InstitutionRow[]; fetchedAt: number };

/** Replaces the mirrored list with the server's (institutions gone from the server leave the mirror too). */
export function writeInstitutionsList(rows: readonly Row[], now = Date.now()): Promise<void> {
  return writeList(COLLECTION, rows, now);
}

export function useInstitutionsList(): InstitutionsList {
  const list = useLiveQuery(async () => {
    const mirrored = await readList(COLLECTION);
    const at = mirrored?.fetchedAt ?? 0;
    // Refresh only when the mirrored list is missing or old: a search page's visits stay free of requests.
    return {
      rows: (mirrored?.rows ?? []) as InstitutionRow[],
      refreshedAt: at,
      stale: Date.now() - at > INSTITUTIONS_FRESH_MS,
    };
  }, []);
  const stale = list?.stale ?? false;
  const { state, retry } = useRefresh(stale ? COLLECTION : null, async (pb) => {
    const rows = await pb.collection(COLLECTION).getFullList({ fields: FIELDS, batch: 500, requestKey: null });
    await writeInstitutionsList(rows as Row[]);
    return 'done';
  });
  // Never mirrored and the server out of reach: the device's directory, when it holds one, has every institution
  // (its rows' code loads only then).
  const directory = useDirectory();
  const unavailable = state === 'failed' && list !== undefined && (list.refreshedAt === 0 || list.rows.length === 0);
  const [fromDirectory, setFromDirectory] = useState<{ from: object; rows: InstitutionRow[] } | null>(null);
  useEffect(() => {
    if (!unavailable || !directory) return;
    let current = true;
    import('./directory-rows').then(
      ({ directoryInstitutionRows }) => {
        if (current)
          setFromDirectory({ from: directory, rows: directoryInstitutionRows(directory) as InstitutionRow[] });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [unavailable, directory]);
  if (list === undefined) return { status: 'loading' };
  if (list.refreshedAt === 0 || list.rows.length === 0) {
    if (unavailable && fromDirectory?.from === directory)
      return { status: 'ready', rows: fromDirectory.rows, fetchedAt: 0 };
    return state === 'failed' ? { status: 'offline-unavailable', retry } : { status: 'loading' };
  }
  return { status: 'ready', rows: list.rows, fetchedAt: list.refreshedAt };
}

export interface InstitutionName {
  id: string;
  name: string;
  name_ar: string;
}

/** Institution names by id, from the mirrored list (filters, and Arabic names next to other results). */
export function useInstitutionNames(): ReadonlyMap<string, InstitutionName> {
  const list = useInstitutionsList();
  const rows = list.status === 'ready' ? list.rows : undefined;
  return useMemo(
    () => new Map((rows ?? []).map((r) => [r.id, { id: r.id, name: r.name, name_ar: r.name_ar }])),
    [rows],
  );
}

/**
 * The names results are shown with: the mirrored list's, or until it is there, those the page came with (a
 * served search page names its results' institutions). Without them, a result's place would first show the
 * search row's French name and change to the Arabic one when the list arrives, moving the results below it.
 */
export function useResultInstitutionNames(
  names: ReadonlyMap<string, InstitutionName>,
): ReadonlyMap<string, InstitutionName> {
  return useMemo(() => {
    if (names.size > 0) return names;
    const served = servedRecords(COLLECTIONS.institutions).map(({ data }) => ({
      id: data.id,
      name: String(data.name ?? ''),
      name_ar: String(data.name_ar ?? ''),
    }));
    return served.length > 0 ? new Map(served.map((n) => [n.id, n])) : names;
  }, [names]);
}
