// The writes that are plain creates with the item's client id (outbox-kind.ts createKind): ratings, instructor
// suggestions and reports carry no `kind`; a profile claim is named for the views, and its account keeps the
// claims the server lists in `myClaims` (slices/professors/my-claims.ts).
import { COLLECTIONS } from '@/domain/collections';
import { REPORT_REASON_OTHER } from '@/domain/report-reasons';
import type { OutboxItem } from '@/lib/db/app-db';
import { createKind } from '../outbox-kind';

/**
 * A report queued by a version from before reports carried a reason has none, and the server refuses a report
 * without one. Its comment was required then, as it is for the catch-all reason now: it goes as OTHER rather
 * than be refused and lost.
 */
function createBody(item: OutboxItem): Record<string, unknown> {
  if (item.collection === COLLECTIONS.reports && item.payload.report_reason === undefined) {
    return { ...item.payload, report_reason: REPORT_REASON_OTHER };
  }
  return item.payload;
}

export const CREATE_KIND = createKind(undefined, [], createBody);

export const CLAIM_KIND = createKind('claim', ['myClaims']);
