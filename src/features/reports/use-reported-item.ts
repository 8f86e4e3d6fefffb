// The reported record, read like any visitor (or its author) would, through the mirror: shown from IndexedDB
// when it was seen before (offline too), refreshed in the background. A rating seen in its target's list is
// mirrored with its target's id, and the target's name comes from the target's page, mirrored when it was shown.
import type { ReportType } from '@/domain/report-types';
import { useMirroredRecord, type MirroredRecordState } from '@/lib/mirror/mirrored-record';
import { REPORTED_QUERIES, type ReportedItem } from './reported-item';

export function useReportedItem(type: ReportType, id: string): MirroredRecordState<ReportedItem> {
  const query = REPORTED_QUERIES[type];
  return useMirroredRecord(query.collection, id, query.fields, query.read, {
    expand: query.expand,
    expandFrom: query.expandFrom,
  });
}
