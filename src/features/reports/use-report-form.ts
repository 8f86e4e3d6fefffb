import { useMemo } from 'react';
import type { ReportReason } from '@/domain/report-reasons';
import type { ReportType } from '@/domain/report-types';
import { ReportSchema } from '@/domain/schemas/report';
import { useOutboxForm } from '@/lib/forms/use-outbox-form';

export interface ReportValues extends Record<string, unknown> {
  reported_collection: ReportType;
  reported_id: string;
  /** Nothing chosen until the reporter chooses (no reason is a default one). */
  report_reason: ReportReason | null;
  comment: string;
}

/** The report form of one item: a draft per item, validated and queued in the outbox. */
export function useReportForm(type: ReportType, id: string, label: string) {
  const initial = useMemo<ReportValues>(
    () => ({ reported_collection: type, reported_id: id, report_reason: null, comment: '' }),
    [type, id],
  );
  return useOutboxForm({ collection: 'reports', schema: ReportSchema, draftKey: `report:${id}`, initial, label });
}
