import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { displayName, type DisplayName } from '@/domain/display-name';
import type { Language } from '@/domain/languages';
import { formatScore } from '@/lib/i18n/format-score';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { useHomeSummary, type HomeReview, type HomeSummary } from '../use-home-summary';

// The markup is the one the server writes into the served page (pocketbase/pb_hooks/lib/pages/home-page.js): same
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

/** A best-rated list: a table of rows, each a record's name cell (`name`) then its score and number of reviews. */
function Ranking<T extends { id: string; overall_rating: number; review_count: number }>({
  id,
  title,
  column,
  rows,
  minReviews,
  name,
}: {
  id: string;
  title: string;
  column: string;
  rows: T[];
  minReviews: number;
  name: (row: T) => ReactNode;
}) {
  const t = useT();
  const intl = useIntl();
  return (
    <Section id={id} title={title}>
      <p className="home-note">{t('browse.home.best.note', { min: minReviews })}</p>
      {rows.length === 0 ? (
        <p className="home-empty">{t('browse.home.best.empty')}</p>
      ) : (
        <table className="home-ranking">
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">{t('browse.home.best.score')}</th>
              <th scope="col">{t('browse.home.best.reviews')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{name(row)}</th>
                <td>{formatScore(intl, row.overall_rating)}</td>
                <td>{intl.formatNumber(row.review_count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

function Content({ summary }: { summary: HomeSummary }) {
  const t = useT();
  const intl = useIntl();
  const language = useI18n((s) => s.language);
  const place = (names: { institution_name: string; institution_name_ar: string }) =>
    institutionOf({ name: names.institution_name, name_ar: names.institution_name_ar }, language);
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
                  <p className="home-review-score">
                    {t('browse.home.review.score', { score: formatScore(intl, review.score) })}
                  </p>
                  <p className="home-review-text" dir="auto">
                    {review.review}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <Ranking
        id="home-best-institutions-title"
        title={t('browse.home.best.institutions')}
        column={t('browse.home.best.institution')}
        rows={summary.institutions}
        minReviews={summary.minReviews}
        name={(row) => {
          const name = institutionOf(row, language);
          return (
            <Link to="/institutions/$institutionId" params={{ institutionId: row.id }} lang={name.lang}>
              {name.text}
            </Link>
          );
        }}
      />
      <Ranking
        id="home-best-programs-title"
        title={t('browse.home.best.programs')}
        column={t('browse.home.best.program')}
        rows={summary.programs}
        minReviews={summary.minReviews}
        name={(row) => {
          const at = place(row);
          return (
            <>
              <Link to="/programs/$programId" params={{ programId: row.id }}>
                {row.specialization_pathway || row.discipline_major}
              </Link>
              <span className="home-ranking-place" lang={at.lang}>
                {at.text}
              </span>
            </>
          );
        }}
      />
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
