// The search box of every page: institutions, programs and instructors at once, a few of each. Online, the
// server's unified route (/api/rayek/search) answers, and each kind's part is written into the mirror as its own
// answer, so the same text reads offline later; offline with no answer in the mirror, the search engine runs
// over what the mirror holds of each kind (lib/mirror/local-search.ts), in the same order as the server's.
import { useEffect, useMemo, useState } from 'react';
import { SEARCH_TEXT_MAX } from '@/domain/search-text';
import { COLLECTIONS } from '@/domain/collections';
import { useLiveQuery } from '@/lib/mirror/use-live-query';
import { queryKey, readQuery, writeQuery, type Row } from './mirror-store';
import { searchLocal } from './local-search';
import { useRefresh } from './use-refresh';
import { useDirectoryAnswers } from './use-directory-answer';

/** Results of each kind the box shows (the route's `perKind`, 1–10). */
export const UNIFIED_PER_KIND = 5;

export const UNIFIED_KINDS = ['institutions', 'programs', 'instructors'] as const;
export type UnifiedKind = (typeof UNIFIED_KINDS)[number];
export type UnifiedRows = Record<UnifiedKind, Row[]>;

const COLLECTION_OF: Record<UnifiedKind, string> = {
  institutions: COLLECTIONS.institutionsSearch,
  programs: COLLECTIONS.programsSearch,
  instructors: COLLECTIONS.instructorsSearch,
};

export type UnifiedSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; rows: UnifiedRows; fromMirror: boolean }
  | { status: 'offline-unavailable'; retry: () => void };

/** The key of each kind's answer to a text in the mirror (apart from the per-kind pages': fewer rows, other key). */
export function unifiedKey(kind: UnifiedKind, q: string): string {
  return queryKey(COLLECTION_OF[kind], { q, unified: UNIFIED_PER_KIND });
}

/** Writes the route's answer into the mirror, one answer per kind. */
export async function writeUnifiedAnswer(
  q: string,
  answer: Partial<Record<UnifiedKind, Row[]>>,
  now = Date.now(),
): Promise<void> {
  await Promise.all(
    UNIFIED_KINDS.map((kind) => writeQuery(unifiedKey(kind, q), COLLECTION_OF[kind], answer[kind] ?? [], -1, now)),
  );
}

/** The same search over the mirror: the first few of each kind in the engine's order, and whether it held any. */
export async function searchUnifiedLocal(q: string): Promise<{ rows: UnifiedRows; any: boolean }> {
  const answers = await Promise.all(
    UNIFIED_KINDS.map((kind) => searchLocal({ collection: COLLECTION_OF[kind], text: q })),
  );
  const rows = Object.fromEntries(
    UNIFIED_KINDS.map((kind, i) => [kind, answers[i]?.rows.slice(0, UNIFIED_PER_KIND) ?? []]),
  ) as UnifiedRows;
  return { rows, any: answers.some((a) => a.searched > 0) };
}

const UNKNOWN = Symbol('unknown');
const NOTHING: UnifiedRows = { institutions: [], programs: [], instructors: [] };

export function useUnifiedSearch(text: string): UnifiedSearchState {
  const q = text.trim();
  const active = q.length >= 1 && q.length <= SEARCH_TEXT_MAX;
  const mirrored = useLiveQuery(
    async () => {
      if (!active) return null;
      const answers = await Promise.all(UNIFIED_KINDS.map((kind) => readQuery(unifiedKey(kind, q))));
      if (answers.some((a) => a === undefined)) return null;
      return Object.fromEntries(
        UNIFIED_KINDS.map((kind, i) => [kind, answers[i]!.records.map((r) => r.data as Row)]),
      ) as UnifiedRows;
    },
    [active, q],
    UNKNOWN,
  );
  // With the whole directory on the device, it answers as the server's route would: no request.
  const fromDirectory = useDirectoryAnswers(active ? UNIFIED_KINDS.map((kind) => ({ kind, text: q })) : null);
  const directoryRows = useMemo(
    () =>
      fromDirectory
        ? (Object.fromEntries(
            UNIFIED_KINDS.map((kind, i) => [kind, (fromDirectory[i] ?? []).slice(0, UNIFIED_PER_KIND)]),
          ) as unknown as UnifiedRows)
        : null,
    [fromDirectory],
  );
  const { state, retry } = useRefresh(active && !fromDirectory ? unifiedKey('institutions', q) : null, async (pb) => {
    const answer = await pb.send<Partial<Record<UnifiedKind, Row[]>>>('/api/rayek/search', {
      query: { q, perKind: UNIFIED_PER_KIND },
      requestKey: null,
    });
    await writeUnifiedAnswer(q, answer);
    return 'done';
  });

  const needLocal = active && state === 'failed' && mirrored === null;
  const [local, setLocal] = useState<{ q: string; rows: UnifiedRows; any: boolean } | null>(null);
  useEffect(() => {
    if (!needLocal) return;
    let current = true;
    searchUnifiedLocal(q).then(
      (answer) => {
        if (current) setLocal({ q, ...answer });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needLocal, q]);

  if (!active) return { status: 'idle' };
  if (directoryRows) return { status: 'ready', rows: directoryRows, fromMirror: false };
  if (mirrored !== UNKNOWN && mirrored) return { status: 'ready', rows: mirrored, fromMirror: state === 'failed' };
  // The server refused the text (too many words…): nothing to show for it.
  if (state === 'not-found') return { status: 'ready', rows: NOTHING, fromMirror: false };
  if (needLocal && local?.q === q)
    return local.any
      ? { status: 'ready', rows: local.rows, fromMirror: true }
      : { status: 'offline-unavailable', retry };
  return { status: 'loading' };
}
