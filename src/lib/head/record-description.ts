// A record page's meta description once its figures are known: its name, overall score and number of published
// reviews in the reader's language. The server writes the same message with the same figures into the page it
// serves (pb_hooks/lib/pages/record-head.js, contract/server-intl.js), so a crawler that runs the app reads what one that
// does not already read.
import { useIntl } from 'react-intl';
import { formatScore } from '@/lib/i18n/format-score';
import { useT } from '@/lib/i18n/use-t';

/** undefined until the figures are known (the page keeps the general description meanwhile). */
export function useRecordDescription(
  name: string,
  figures?: { overall: number; reviewCount: number },
): string | undefined {
  const t = useT();
  const intl = useIntl();
  if (!figures || name === '') return undefined;
  return figures.reviewCount > 0
    ? t('browse.head.description', { name, score: formatScore(intl, figures.overall), count: figures.reviewCount })
    : t('browse.head.descriptionNone', { name });
}
