import * as v from 'valibot';
import { LIMITS } from '@/domain/ratings';
import { REPORT_REASONS, reportCommentRequired } from '@/domain/report-reasons';
import { REPORT_TYPES } from '@/domain/report-types';
import { oneOf, optionalParagraphs, recordId } from './fields';

/**
 * A report of a rating, a reply or an instructor listing (`reports`), without its client id: one of the reasons,
 * and a comment, required only for the catch-all (contract/report-reasons.js), as the server's hook says.
 */
export const ReportSchema = v.pipe(
  v.object({
    reported_collection: oneOf(REPORT_TYPES),
    reported_id: recordId,
    report_reason: oneOf(REPORT_REASONS),
    comment: optionalParagraphs(LIMITS.reportComment),
  }),
  v.forward(
    v.partialCheck(
      [['report_reason'], ['comment']],
      (input) => !reportCommentRequired(input.report_reason) || input.comment !== '',
      'form.error.required',
    ),
    ['comment'],
  ),
);

export type ReportPayload = v.InferOutput<typeof ReportSchema>;
