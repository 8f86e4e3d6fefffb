// Why a report is sent, as the form offers it and moderators filter by it: contract/report-reasons.js.
import { REPORT_REASONS, reportCommentRequired } from '@contract/report-reasons.js';

export { REPORT_REASONS, reportCommentRequired };
export type ReportReason = (typeof REPORT_REASONS)[number];

export function isReportReason(value: unknown): value is ReportReason {
  return typeof value === 'string' && (REPORT_REASONS as readonly string[]).includes(value);
}
export { REPORT_REASON_OTHER } from '@contract/report-reasons.js';
