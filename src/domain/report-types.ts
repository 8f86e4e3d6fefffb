// What can be reported, as it appears in `/report/$type/$id` and in the reports collection
// (`reported_collection`).
export const REPORT_TYPES = ['institution-rating', 'program-rating', 'instructor-rating', 'instructors'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export function isReportType(value: unknown): value is ReportType {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);
}
