// An institution's instructors and programs, 20 at a time in the chosen order, from the mirror
// (GET /api/rayek/institutions/{id}/instructors|programs, docs/api.md "An institution's directory"). Each order is
// its own list of pages in the mirror; its rows are mirrored as the read models' search rows (`instructors_search`,
// `programs_search`), so they also serve offline searches and the pages of those records. Offline, an order never
// fetched is made from every mirrored row of the institution, whichever list or page brought it, in the same order
// (domain/directory.ts), and says it is among the saved ones.
import { useCallback, useState } from 'react';
import { DIRECTORY_PAGE_SIZE, orderDirectory, type DirectorySort } from '@/domain/directory';
import { instructorEntry, programEntry } from '@/domain/ranked-lists';
import { COLLECTIONS } from '@/domain/collections';
import { queryKey, readCollection, type Row } from '@/lib/mirror/mirror-store';
import { useMirroredPages, type PagesState } from '@/lib/mirror/use-mirrored-pages';
import { useLiveQuery } from '@/lib/mirror/use-live-query';

export type DirectoryState<T> = PagesState<T> & { offlineSubset?: boolean };

export interface DirectoryInstructor extends Row {
  name: string;
  department: string;
  avg_overall_quality: number;
  review_count: number;
}

export interface DirectoryProgram extends Row {
  discipline_major: string;
  specialization_pathway: string;
  overall_rating: number;
  review_count: number;
}

/** A program's name as its page titles it: the specialization when it has one, else its discipline. */
export const programName = (row: DirectoryProgram) => String(row.specialization_pathway || row.discipline_major || '');

const LISTS = {
  instructors: { collection: COLLECTIONS.instructorsSearch, entry: instructorEntry },
  programs: { collection: COLLECTIONS.programsSearch, entry: programEntry },
} as const;

function useDirectory<T extends Row>(
  list: keyof typeof LISTS,
  institution: string,
  sort: DirectorySort,
): DirectoryState<T> {
  const { collection, entry } = LISTS[list];
  const keyBase = queryKey(`institution_${list}`, { institution, sort });
  const online = useMirroredPages<T>({
    keyBase,
    collection,
    perPage: DIRECTORY_PAGE_SIZE,
    fetchPage: async (pb, page) =>
      (
        await pb.send<{ items: Row[] }>(`/api/rayek/institutions/${encodeURIComponent(institution)}/${list}`, {
          method: 'GET',
          query: { sort, page },
          requestKey: null,
        })
      ).items,
  });
  const offline = online.status === 'offline-unavailable';
  const mirrored = useLiveQuery(
    async () =>
      offline
        ? (await readCollection(collection)).map((r) => r.data as T).filter((row) => row.institution_id === institution)
        : undefined,
    [offline, collection, institution],
  );
  const [wanted, setWanted] = useState({ keyBase, pages: 1 });
  const pages = wanted.keyBase === keyBase ? wanted.pages : 1;
  const showMore = useCallback(() => setWanted({ keyBase, pages: pages + 1 }), [keyBase, pages]);
  if (!offline || !mirrored || mirrored.length === 0) return online;
  const rows = orderDirectory(mirrored, sort, entry);
  const shown = Math.min(rows.length, pages * DIRECTORY_PAGE_SIZE);
  return {
    status: 'ready',
    rows: rows.slice(0, shown),
    hasMore: shown < rows.length,
    loadingMore: false,
    loadMore: showMore,
    offlineSubset: true,
  };
}

export function useInstitutionInstructors(institution: string, sort: DirectorySort) {
  return useDirectory<DirectoryInstructor>('instructors', institution, sort);
}

export function useInstitutionPrograms(institution: string, sort: DirectorySort) {
  return useDirectory<DirectoryProgram>('programs', institution, sort);
}
