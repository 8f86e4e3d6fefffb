import { createFileRoute, notFound } from '@tanstack/react-router';
import { isReportType } from '@/domain/report-types';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { ReportPage } from '@/features/reports/components/report-page';
import { ensureMessageParts } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/report/$type/$id')({
  // Only the four reportable kinds exist; any other type is a path that does not exist. The check loads with
  // the page (its list, contract/collections.js, is not in the first load: docs/benchmarks.md "Bundle budget").
  beforeLoad: async ({ params }) => {
    const { isReportType: known } = await import('@/domain/report-types');
    if (!known(params.type)) throw notFound();
  },
  // The names of scores come with the `browse` part (lib/i18n/labels.ts).
  loader: () => ensureMessageParts('contribute', 'browse'),
  component: ReportRoute,
});

function ReportRoute() {
  const { type, id } = Route.useParams();
  return isReportType(type) ? <ReportPage type={type} id={id} gate={AuthGate} /> : null;
}
