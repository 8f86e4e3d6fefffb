// A public route's whole answer kept as one record of the mirror (e.g. the home page's GET /api/rayek/home):
// shown at once when it was seen before, online or not, refreshed in the background, and, on a page the server
// filled in, the answer it put into the HTML (served-page.ts) stands in until the mirror has one.
import { useEffect, useMemo } from 'react';
import { useLiveQuery } from '@/lib/mirror/use-live-query';
import { readRecord, touchRecords, writeRecords, type Row } from './mirror-store';
import { servedRecord } from './served-page';
import { useRefresh } from './use-refresh';

export type PublicAnswer =
  | { status: 'loading' }
  | { status: 'found'; answer: Record<string, unknown>; fetchedAt: number }
  | { status: 'offline-unavailable'; retry: () => void };

const UNKNOWN = Symbol('unknown');

/** `collection` and `id` name where the mirror keeps the answer of `path` (the server serves it under them too). */
export function usePublicAnswer(collection: string, id: string, path: string): PublicAnswer {
  const mirrored = useLiveQuery(async () => (await readRecord(collection, id)) ?? null, [collection, id], UNKNOWN);
  const { state, retry } = useRefresh(`${collection}/${id}`, async (pb) => {
    const answer = await pb.send<Record<string, unknown>>(path, { requestKey: null });
    await writeRecords(collection, [{ ...answer, id } as Row]);
    return 'done';
  });
  const served = useMemo(() => servedRecord(collection, id), [collection, id]);
  const inMirror = mirrored !== UNKNOWN && mirrored !== null ? mirrored : undefined;
  useEffect(() => {
    if (inMirror) touchRecords(collection, [id]).catch(() => undefined);
  }, [collection, id, inMirror]);
  const found = inMirror ?? served;
  if (found) return { status: 'found', answer: found.data, fetchedAt: found.fetchedAt };
  if (mirrored !== UNKNOWN && state === 'failed') return { status: 'offline-unavailable', retry };
  return { status: 'loading' };
}
