import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { displayName, type DisplayName } from '@/domain/display-name';
import type { Language } from '@/domain/languages';
import { formatScore } from '@/lib/i18n/format-score';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { useHomeSummary, type HomeReview, type HomeSummary } from '../use-home-summary';

// The markup is the one the server writes into the served page (pocketbase/pb_hooks/lib/home-page.js): same
// elements, classes and texts, so replacing the served HTML with this moves nothing. Change both together.

const institutionOf = (names: { name: string; name_ar: string }, language: Language): DisplayName =>
  displayName({ name: names.name, nameAr: names.name_ar }, language);

function ReviewTarget({ review, language }: { review: HomeReview; language: Language }) {
  if (review.collection === 'institution_ratings') {
    const name = institutionOf(review, language);
    return (
      <Link to="/institutions/$institutionId" params={{ institutionId: review.target_id }} lang={name.lang}>
        {name.text}
      </Link>
    );
  }
  if (review.collection === 'program_ratings') {
    return (
      <Link to="/programs/$programId" params={{ programId: review.target_id }}>
        {review.name}
      </Link>
    );
  }
  return (
    <Link to="/instructors/$instructorId" params={{ instructorId: review.target_id }}>
      {review.name}
    </Link>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id} className="home-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What is coming, below the rest (a smaller card than the entry cards). */
function ComingSoon() {
  const t = useT();
  return (
    <aside className="entry-card entry-card-soon" aria-labelledby="home-soon-title">
      <h2 id="home-soon-title" className="entry-title">
        {t('browse.home.internship.title')} <span className="badge">{t('browse.home.comingSoon')}</span>
      </h2>
      <p>{t('browse.home.internship.text')}</p>
    </aside>
  );
}

function Content({ summary }: { summary: HomeSummary }) {
  const t = useT();
  const intl = useIntl();
  const language = useI18n((s) => s.language);
  const place = (names: { institution_name: string; institution_name_ar: string }) =>
    institutionOf({ name: names.institution_name, name_ar: names.institution_name_ar }, language);
  const note = t('browse.home.best.note', { min: summary.minReviews });
  const head = (name: string) => (
    <thead>
      <tr>
        <th scope="col">{name}</th>
        <th scope="col">{t('browse.home.best.score')}</th>
        <th scope="col">{t('browse.home.best.reviews')}</th>
      </tr>
    </thead>
  );
  const figures = (row: { overall_rating: number; review_count: number }) => (
    <>
      <td>{formatScore(intl, row.overall_rating)}</td>
      <td>{intl.formatNumber(row.review_count)}</td>
    </>
  );
  const empty = <p className="home-empty">{t('browse.home.best.empty')}</p>;
  return (
    <div className="home-content">
      <Section id="home-counts-title" title={t('browse.home.counts.title')}>
        <dl className="home-counts">
          <div className="home-count">
            <dt>{t('browse.home.counts.institutions')}</dt>
            <dd>{intl.formatNumber(summary.counts.institutions)}</dd>
          </div>
          <div className="home-count">
            <dt>{t('browse.home.counts.instructors')}</dt>
            <dd>{intl.formatNumber(summary.counts.instructors)}</dd>
          </div>
          <div className="home-count">
            <dt>{t('browse.home.counts.reviews')}</dt>
            <dd>{intl.formatNumber(summary.counts.reviews)}</dd>
          </div>
        </dl>
      </Section>
      <Section id="home-latest-title" title={t('browse.home.latest.title')}>
        {summary.latest.length === 0 ? (
          <p className="home-empty">{t('browse.home.latest.empty')}</p>
        ) : (
          <ul className="home-reviews">
            {summary.latest.map((review) => {
              const at = review.collection === 'institution_ratings' ? null : place(review);
              return (
                <li key={`${review.collection}/${review.id}`} className="home-review">
                  <p className="home-review-target">
                    <ReviewTarget review={review} language={language} />
                  </p>
                  {at && (
                    <p className="home-review-place" lang={at.lang}>
                      {at.text}
                    </p>
                  )}
                  <p className="home-review-score">{t('browse.home.review.score', { score: formatScore(intl, review.score) })}</p>
                  <p className="home-review-text" dir="auto">
                    {review.review}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <Section id="home-best-institutions-title" title={t('browse.home.best.institutions')}>
        <p className="home-note">{note}</p>
        {summary.institutions.length === 0 ? (
          empty
        ) : (
          <table className="home-ranking">
            {head(t('browse.home.best.institution'))}
            <tbody>
              {summary.institutions.map((row) => {
                const name = institutionOf(row, language);
                return (
                  <tr key={row.id}>
                    <th scope="row">
                      <Link to="/institutions/$institutionId" params={{ institutionId: row.id }} lang={name.lang}>
                        {name.text}
                      </Link>
                    </th>
                    {figures(row)}
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Section>
      <Section id="home-best-programs-title" title={t('browse.home.best.programs')}>
        <p className="home-note">{note}</p>
        {summary.programs.length === 0 ? (
          empty
        ) : (
          <table className="home-ranking">
            {head(t('browse.home.best.program'))}
            <tbody>
              {summary.programs.map((row) => {
                const at = place(row);
                return (
                  <tr key={row.id}>
                    <th scope="row">
                      <Link to="/programs/$programId" params={{ programId: row.id }}>
                        {row.specialization_pathway || row.discipline_major}
                      </Link>
                      <span className="home-ranking-place" lang={at.lang}>
                        {at.text}
                      </span>
                    </th>
                    {figures(row)}
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Section>
      <ComingSoon />
    </div>
  );
}

/** The home page's latest reviews, counts and best-rated lists; `fallback` (the served HTML) until they are known. */
export default function HomeSections({ fallback }: { fallback: ReactNode }) {
  const t = useT();
  const { summary, unavailable } = useHomeSummary();
  if (summary) {
    return (
      <div className="home-live">
        <Content summary={summary} />
      </div>
    );
  }
  if (unavailable) {
    return (
      <div className="home-live">
        <p className="home-empty">{t('browse.home.offline')}</p>
        <button type="button" className="link-button" onClick={unavailable}>
          {t('status.retry')}
        </button>
        <ComingSoon />
      </div>
    );
  }
  return fallback;
}
