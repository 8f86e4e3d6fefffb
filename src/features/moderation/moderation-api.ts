// The moderation routes (docs/api.md "Moderation"). Answers stay in memory and are never written to
// IndexedDB: waiting items are unpublished content, and a moderator's device should not keep them after
// sign-out, nor in the browser's HTTP cache (signed-in requests are fetched with `cache: 'no-store'`, see
// lib/pocketbase/client.ts, and the server answers `no-store`). Moderation is an online task; a failed request is
// reported and can be retried.
import type { ContentKind, QueueKind } from '@/domain/moderation';
import type { ReportReason } from '@/domain/report-reasons';
import { getPocketBase } from '@/lib/pocketbase/client';

export interface Target {
  collection: string;
  id: string;
  name: string;
  name_ar?: string;
  degree?: string;
  department?: string;
  institution_name?: string;
  institution_name_ar?: string;
}

/** A waiting rating or instructor suggestion: its public fields (never its author) and what it is about. */
export interface ContentItem extends Record<string, unknown> {
  id: string;
  status: string;
  created: string;
  target: Target | null;
  /** On a queue's items: about a profile this moderator holds or claims, so another moderator decides it. */
  own_profile?: boolean;
}

export interface ReportItem extends ContentItem {
  report_reason: ReportReason;
  /** "" when the reporter wrote none (only the catch-all reason requires one). */
  comment: string;
  content_collection: ContentKind;
  content: ContentItem | null;
}

export type QueueItem = ContentItem | ReportItem;

export interface QueuePage {
  totalItems: number;
  items: QueueItem[];
  /** The reports queue only: how many reports wait with each reason, whatever the filter. */
  reasons?: Record<ReportReason, number>;
}

export type Counts = Record<QueueKind, number> & { total: number };

export interface DecisionBody {
  collection: QueueKind;
  id: string;
  status: string;
  reason?: string;
  takeDown?: string;
  /** A reply's revision as the moderator read it: a reply changed since then is not decided (docs/professors.md). */
  revision?: number;
}

/**
 * `perPage` must stay within the server's 1–50 (larger is refused, not clamped); `reason` filters the reports
 * queue ("" for every reason).
 */
export async function fetchQueue(
  kind: QueueKind,
  signal?: AbortSignal,
  perPage = 20,
  reason: ReportReason | '' = '',
): Promise<QueuePage> {
  const pb = await getPocketBase();
  const query = reason ? { perPage, reason } : { perPage };
  return pb.send(`/api/rayek/moderation/queue/${kind}`, { method: 'GET', query, requestKey: null, signal });
}

export async function fetchCounts(): Promise<Counts> {
  const pb = await getPocketBase();
  return pb.send('/api/rayek/moderation/counts', { method: 'GET', requestKey: null });
}

export async function postDecision(body: DecisionBody): Promise<void> {
  const pb = await getPocketBase();
  await pb.send('/api/rayek/moderation/decisions', { method: 'POST', body, requestKey: null });
}
