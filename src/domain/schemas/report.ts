import * as v from 'valibot';
import { LIMITS } from '@/domain/ratings';
import { REPORT_TYPES } from '@/domain/report-types';
import { oneOf, recordId, requiredText } from './fields';

/** A report of a rating or an instructor listing (`reports`), without its client id. */
export const ReportSchema = v.object({
  reported_collection: oneOf(REPORT_TYPES),
  reported_id: recordId,
  comment: requiredText(LIMITS.reportComment, 'paragraphs'),
});

export type ReportPayload = v.InferOutput<typeof ReportSchema>;
