import type { ReportType } from '@/domain/report-types';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';

const TITLES: Readonly<Record<ReportType, MessageId>> = {
  'institution-rating': 'report.title.institutionRating',
  'program-rating': 'report.title.programRating',
  'instructor-rating': 'report.title.instructorRating',
  instructors: 'report.title.instructor',
};

/** `/report/$type/$id`: the reported item and the comment form come with the writes issue. */
export function ReportPage({ type }: { type: ReportType }) {
  const t = useT();
  return <PageFrame title={t(TITLES[type])} intro={t('report.intro')} />;
}
