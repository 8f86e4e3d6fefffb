import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useI18n } from '@/lib/i18n/language-store';
import { formatScore } from '@/lib/i18n/format-score';
import { scoreLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import type { ReportedItem, ReportTarget } from '../reported-item';
import { targetLink } from './target-link';

function TargetName({ target }: { target: ReportTarget }) {
  const language = useI18n((s) => s.language);
  const arabic = language === 'ar' && target.nameAr;
  return (
    <Link {...targetLink(target)} lang={target.kind === 'institution' ? (arabic ? 'ar' : 'fr') : undefined}>
      {arabic ? target.nameAr : target.name}
    </Link>
  );
}

/** The reported content, so the reporter (and anyone helping them) sees what the report is about. */
export function ReportedItemCard({ item }: { item: ReportedItem }) {
  const t = useT();
  const intl = useIntl();
  return (
    <section className="context-card" aria-labelledby="reported-heading">
      <h2 id="reported-heading">{t('form.report.context')}</h2>
      {item.kind === 'rating' ? (
        <>
          <p>
            <TargetName target={item.target} />
            {item.course ? (
              <>
                <span aria-hidden="true">{' · '}</span>
                <span dir="auto">{item.course}</span>
              </>
            ) : null}
          </p>
          <blockquote dir="auto">{item.review}</blockquote>
          <ul className="context-scores">
            {item.scores.map(({ key, value }) => (
              <li key={key}>
                {t('form.report.scoreValue', { label: t(scoreLabel(key)), value: formatScore(intl, value) })}
              </li>
            ))}
          </ul>
        </>
      ) : item.kind === 'reply' ? (
        <>
          <p>
            <TargetName target={item.target} />
            <span aria-hidden="true">{' · '}</span>
            {t('browse.reply.label')}
            {item.edited ? ` (${t('browse.reply.edited')})` : null}
          </p>
          <blockquote dir="auto">{item.body}</blockquote>
        </>
      ) : (
        <>
          <p>
            <strong dir="auto">{item.name}</strong>
          </p>
          <p>
            <TargetName target={item.institution} />
            <span aria-hidden="true">{' · '}</span>
            <span dir="auto">{item.department}</span>
          </p>
        </>
      )}
    </section>
  );
}
