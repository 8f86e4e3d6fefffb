import type { ComponentType, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { institutionDisplayName } from '@/domain/display-name';
import type { RatingListSearch } from '@/domain/rating-list-search';
import { burdenTone, qualityTone } from '@/domain/score-colour';
import { useI18n } from '@/lib/i18n/language-store';
import { usePageAddress } from '@/lib/i18n/page-address';
import { scaleStepLabel, scoreLabel, tagLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { DistributionChart } from '@/ui/distribution-chart';
import { CompareToggle, CompareTray } from '@/slices/compare/components/compare-toggle';
import { FactList } from '@/ui/fact-list';
import { OfflineBanner } from '@/ui/offline-banner';
import { useRecordDescription } from '@/lib/head/record-description';
import { PageFrame } from '@/ui/page-frame';
import { RatingList } from '@/slices/votes/components/rating-list';
import { PendingRatings } from '@/ui/served-ratings';
import { RatingSkeletons } from '@/ui/skeletons';
import { ShareButton } from '@/ui/share-button';
import { ScoreBadge } from '@/ui/score-badge';
import { ScoreCard } from '@/ui/score-card';
import {
  INSTRUCTOR_RATINGS,
  useInstitutionName,
  useInstructorFacts,
  useInstructorRatings,
  type InstructorFacts,
} from '../use-instructor-details';
import type { InstructorSummary } from '../use-instructor-summary';
import { InstructorFrame } from './instructor-frame';
import { useCourseFilter } from '../use-course-filter';
import { InstructorRatingCard } from './instructor-rating-card';
import { InstructorRatingOrder } from './instructor-rating-order';
import { ProfileLine } from './profile-line';

interface OrderProps {
  /** The ratings' sort and course filter, from the URL. */
  order: RatingListSearch;
  onOrder: (next: RatingListSearch) => void;
}

/**
 * What the page shows of the profile's professor, from the feature that owns it (the route passes it in):
 * `Provider` reads the profile's replies once for the whole list, `Reply` shows one rating's under its card.
 */
export interface ProfileReplies {
  Provider: ComponentType<{ instructorId: string; name: string; children: ReactNode }>;
  Reply: ComponentType<{ ratingId: string }>;
}

const NO_REPLIES: ProfileReplies = { Provider: ({ children }) => <>{children}</>, Reply: () => null };

/** `/instructors/$instructorId`: averages, distribution, tags and published ratings; Rate and Report. */
export function InstructorPage({
  id,
  order,
  onOrder,
  replies = NO_REPLIES,
}: { id: string; replies?: ProfileReplies } & OrderProps) {
  return (
    <InstructorFrame id={id} directorySummary>
      {(name, instructor) => (
        <InstructorDetails
          id={id}
          name={name}
          instructor={instructor}
          order={order}
          onOrder={onOrder}
          replies={replies}
        />
      )}
    </InstructorFrame>
  );
}

function InstructorDetails({
  id,
  name,
  instructor,
  order,
  onOrder,
  replies,
}: { id: string; name: string; instructor: InstructorSummary; replies: ProfileReplies } & OrderProps) {
  const t = useT();
  const intl = useIntl();
  const language = useI18n((s) => s.language);
  const facts = useInstructorFacts(id);
  const known = facts.status === 'found' ? facts.record : undefined;
  const institution = useInstitutionName(instructor.institutionId);
  const courses = useCourseFilter(id, order.course);
  const address = usePageAddress(`/instructors/${id}`);
  const ratings = useInstructorRatings(id, known?.reviewCount, { ...order, course: courses.course }, courses.count);
  const description = useRecordDescription(name, known && { overall: known.quality, reviewCount: known.reviewCount });
  const institutionName = institutionDisplayName(
    institution.status === 'found' ? institution.record : undefined,
    known?.institutionName ?? '',
    language,
  );
  const institutionLang = institutionName.lang === language ? undefined : institutionName.lang;
  const institutionLink = {
    to: '/institutions/$institutionId',
    params: { institutionId: instructor.institutionId },
  } as const;
  // Where the instructor belongs: Home › their institution › them (the institution's page lists its instructors).
  const trail = institutionName.text
    ? [{ label: institutionName.text, lang: institutionLang, link: institutionLink }]
    : [{ label: t('instructors.title'), link: { to: '/instructors' } as const }];
  // Where the instructor teaches comes with their record and their institution's names, both in the page's HTML
  // on a first visit (pocketbase/pb_hooks/lib/pages/record-pages.js), so the largest text near the top paints with the
  // HTML. The figures arrive with the read model: until then placeholders hold their place (the figures' above
  // the actions, skeletons below), so nothing already shown is pushed down (layout shift).
  if (institution.status === 'loading') {
    return (
      <PageFrame title={name} trail={trail}>
        <RatingSkeletons />
      </PageFrame>
    );
  }
  const { Provider, Reply } = replies;
  return (
    <PageFrame title={name} trail={trail} description={description}>
      {instructor.verified ? <ProfileLine id={id} verified claimable={false} /> : null}
      <OfflineBanner fetchedAt={facts.status === 'found' ? facts.fetchedAt : undefined} />
      {/* The score card first, under the name: on a phone the score is in the top half of the first screen. Until
          the read model arrives placeholders of the same size hold its place (in the served HTML too), so the
          facts and actions below do not move. */}
      <SummaryFigures figures={known} />
      <FactList
        facts={[
          {
            label: t('browse.filter.institution'),
            value: institutionName.text ? <Link {...institutionLink}>{institutionName.text}</Link> : '',
            lang: institutionLang,
          },
          { label: t('browse.fact.department'), value: instructor.department },
        ]}
      />
      <p className="record-actions">
        <Link className="button" to="/instructors/$instructorId/add-rating" params={{ instructorId: id }}>
          {t('rating.title', { name })}
        </Link>
        <Link className="button button-secondary" to="/report/$type/$id" params={{ type: 'instructors', id }}>
          {t('browse.instructor.report')}
        </Link>
        <CompareToggle kind="instructors" id={id} name={name} />
        <ShareButton url={address} title={name} text={t('browse.share.text', { name })} />
      </p>
      {instructor.verified ? null : <ProfileLine id={id} verified={false} claimable={instructor.claimable} />}
      <CompareTray />
      {facts.status === 'loading' ? <PendingRatings /> : null}
      {known ? (
        <div className="instructor-summary">
          <DistributionChart
            counts={known.distribution}
            title={t('browse.instructor.distribution')}
            stepLabel={(step) => t(scaleStepLabel('quality', step))}
          />
          {known.tags.length > 0 ? (
            <div className="tag-summary">
              <h3>{t('browse.tags')}</h3>
              <ul className="tag-list">
                {known.tags.map(({ tag, count }) => (
                  <li key={tag} className="tag">
                    {t(tagLabel(tag))} <span className="tag-count">{intl.formatNumber(count)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      {facts.status === 'loading' ? null : (
        <Provider instructorId={id} name={name}>
          <RatingList
            state={ratings}
            heading={t('browse.ratings.title')}
            collection={INSTRUCTOR_RATINGS}
            label={name}
            controls={<InstructorRatingOrder order={order} onOrder={onOrder} courses={courses} state={ratings} />}
          >
            {(rating, vote) => (
              <>
                <InstructorRatingCard rating={rating} vote={vote} />
                <Reply ratingId={rating.id} />
              </>
            )}
          </RatingList>
        </Provider>
      )}
    </PageFrame>
  );
}

/**
 * The instructor's score card: overall quality large with the number of ratings under it, difficulty and "would
 * take again" beside it. Until the read model arrives (`figures` undefined) the same card stands with placeholders
 * of the values' size, hidden from screen readers (the skeletons below say "Loading"), so nothing moves.
 */
function SummaryFigures({ figures }: { figures?: InstructorFacts }) {
  const t = useT();
  const intl = useIntl();
  return (
    <section className="instructor-score" aria-labelledby="summary-heading" aria-hidden={figures ? undefined : true}>
      <h2 id="summary-heading" className="visually-hidden">
        {t('browse.averages')}
      </h2>
      <ScoreCard
        label={t(scoreLabel('overall_quality'))}
        overall={
          figures
            ? { value: figures.quality, tone: qualityTone(figures.quality), reviewCount: figures.reviewCount }
            : undefined
        }
        figures={[
          {
            key: 'difficulty',
            label: t(scoreLabel('difficulty')),
            value: figures ? (
              <ScoreBadge value={figures.difficulty} tone={burdenTone(figures.difficulty)} size="large" />
            ) : undefined,
          },
          {
            key: 'would-take-again',
            label: t('browse.instructor.wouldTakeAgain'),
            value: figures ? (
              <span className="score-card-percent">
                {figures.reviewCount > 0 ? intl.formatNumber(figures.wouldTakeAgain / 100, { style: 'percent' }) : '–'}
              </span>
            ) : undefined,
          },
        ]}
      />
    </section>
  );
}
