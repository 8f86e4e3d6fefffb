// What can be reported, as it appears in `/report/$type/$id` and in the reports collection
// (`reported_collection`): contract/collections.js.
import { REPORT_TYPES } from '@contract/collections.js';

export { REPORT_TYPES };
export type ReportType = (typeof REPORT_TYPES)[number];

export function isReportType(value: unknown): value is ReportType {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);
}
