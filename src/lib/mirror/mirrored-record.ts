// One record as a page shows it, from the IndexedDB mirror: rendered at once when it was seen before, refreshed
// in the background. States: loading (nothing known yet), found, not found (the server says so), and
// "not available offline yet" (never fetched, and the server cannot be reached now).
import { useEffect, useMemo } from 'react';
import { useLiveQuery } from '@/lib/mirror/use-live-query';
import { isRecordId } from '@/domain/record-id';
import type { CollectionName } from '@/domain/collections';
import { readRecord, removeRecord, touchRecords, writeRecords, type Row } from './mirror-store';
import { servedRecord } from './served-page';
import { useRefresh } from './use-refresh';

export type MirroredRecordState<T> =
  | { status: 'loading' }
  | { status: 'found'; record: T; fetchedAt: number }
  | { status: 'not-found' }
  | { status: 'offline-unavailable'; retry: () => void };

const UNKNOWN = Symbol('unknown');

export interface MirroredRecordOptions {
  /** Also write into the mirror what the row tells about other collections (e.g. an instructor's search row). */
  alsoWrite?: (row: Row) => Promise<void>;
  /**
   * A server route answering exactly what the collection's one-item list would (`{items: [row]}` or
   * `{items: []}`) with whole rows (`fields` does not apply), read instead of the collection (e.g. a cached
   * read model).
   */
  listPath?: string;
  /** Relations to expand (their fields named in `fields` as `expand.<relation>.<field>`). */
  expand?: string;
  /**
   * Where the mirror keeps each relation's records (e.g. `{institution: 'institutions'}`): a mirrored row that
   * came without its expanded relation (a list brings fewer fields) gets the related record from the mirror,
   * so the view can show it offline when both were seen.
   */
  expandFrom?: Readonly<Record<string, CollectionName>>;
}

/** Fills a mirrored row's missing `expand.<relation>` from the mirror's copy of the related record. */
async function expandFromMirror(row: Row, expandFrom: Readonly<Record<string, CollectionName>>): Promise<Row> {
  const expand = { ...(row.expand as Record<string, unknown> | undefined) };
  for (const [relation, collection] of Object.entries(expandFrom)) {
    const related = row[relation];
    if (expand[relation] !== undefined || typeof related !== 'string' || related === '') continue;
    const record = await readRecord(collection, related);
    if (record) expand[relation] = record.data;
  }
  return { ...row, expand };
}

export function useMirroredRecord<T>(
  collection: CollectionName,
  id: string,
  fields: string,
  /** The view's shape of the row; undefined when a mirrored row lacks what the view needs (written by a list). */
  select: (raw: Record<string, unknown>) => T | undefined,
  { alsoWrite, listPath, expand, expandFrom }: MirroredRecordOptions = {},
): MirroredRecordState<T> {
  const valid = isRecordId(id);
  const mirrored = useLiveQuery(
    async () => {
      const record = valid ? await readRecord(collection, id) : undefined;
      if (!record) return null;
      return expandFrom ? { ...record, data: await expandFromMirror(record.data as Row, expandFrom) } : record;
    },
    // `expandFrom` is a constant of the calling feature.
    [collection, id, valid],
    UNKNOWN,
  );

  const { state, retry } = useRefresh(valid ? `${collection}/${id}/${fields}` : null, async (pb) => {
    // A filtered list rather than a view by id: "no such record" (or one this user may not see) is then an
    // empty 200 answer, not a 404 the browser reports as an error in the console.
    const { items } = listPath
      ? await pb.send<{ items: Row[] }>(listPath, { requestKey: null })
      : await pb.collection(collection).getList(1, 1, {
          filter: pb.filter('id = {:id}', { id }),
          ...(fields ? { fields } : {}),
          ...(expand ? { expand } : {}),
          skipTotal: true,
          requestKey: null,
        });
    const row = items[0] as Row | undefined;
    if (!row) {
      await removeRecord(collection, id);
      return 'not-found';
    }
    await writeRecords(collection, [row]);
    if (alsoWrite) await alsoWrite(row);
    return 'done';
  });

  // Until the mirror has the record, the copy the server put into the page (if any) stands in for it.
  const served = useMemo(() => (valid ? servedRecord(collection, id) : undefined), [collection, id, valid]);
  const inMirror = mirrored !== UNKNOWN && mirrored !== null ? mirrored : undefined;
  const found = inMirror ?? (state !== 'not-found' ? served : undefined);
  useEffect(() => {
    if (inMirror) touchRecords(collection, [inMirror.id]).catch(() => undefined);
  }, [collection, inMirror]);

  // `select` is a pure mapping chosen by the calling feature; a new function identity is not new data.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const record = useMemo(() => (found ? select(found.data) : undefined), [found]);

  if (!valid) return { status: 'not-found' };
  if (state === 'not-found') return { status: 'not-found' };
  if (found && record !== undefined) return { status: 'found', record, fetchedAt: found.fetchedAt };
  if (mirrored === UNKNOWN || state === 'pending') return { status: 'loading' };
  if (state === 'failed') return { status: 'offline-unavailable', retry };
  // Refreshed, yet not in the mirror (evicted meanwhile): the next refresh brings it back.
  return { status: 'loading' };
}
