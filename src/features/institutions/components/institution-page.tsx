import { Link } from '@tanstack/react-router';
import { governorateName } from '@/domain/governorates';
import type { RatingListSearch } from '@/domain/rating-list-search';
import { INSTITUTION_SCORES } from '@/domain/ratings';
import { useI18n } from '@/lib/i18n/language-store';
import { usePageAddress } from '@/lib/i18n/page-address';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { CompareToggle, CompareTray } from '@/slices/compare/components/compare-toggle';
import { FactList } from '@/ui/fact-list';
import { OfflineBanner } from '@/ui/offline-banner';
import { useRecordDescription } from '@/lib/head/record-description';
import { PageFrame } from '@/ui/page-frame';
import { RatingOrderControls } from '@/ui/rating-order-controls';
import { PendingRatings } from '@/ui/served-ratings';
import { ShareButton } from '@/ui/share-button';
import { ScoredRatingList } from '@/slices/votes/components/scored-rating-list';
import { AveragesSection, RecordSummary } from '@/ui/record-details';
import {
  INSTITUTION_RATINGS,
  useInstitutionAverages,
  useInstitutionFacts,
  useInstitutionRatings,
} from '../use-institution-details';
import { InstitutionDirectory } from './institution-directory';
import { InstitutionFrame, type ShownName } from './institution-frame';

interface OrderProps {
  /** The ratings' sort, from the URL. */
  order: RatingListSearch;
  onOrder: (next: RatingListSearch) => void;
}

/** `/institutions/$institutionId`: facts, overall rating, the ten averages, its instructors and programs, and the ratings. */
export function InstitutionPage({ id, order, onOrder }: { id: string } & OrderProps) {
  return (
    <InstitutionFrame id={id} directorySummary>
      {(name) => <InstitutionDetails id={id} name={name} order={order} onOrder={onOrder} />}
    </InstitutionFrame>
  );
}

function InstitutionDetails({ id, name, order, onOrder }: { id: string; name: ShownName } & OrderProps) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const facts = useInstitutionFacts(id);
  const averages = useInstitutionAverages(id);
  const known = facts.status === 'found' ? facts.record : undefined;
  const ratings = useInstitutionRatings(id, known?.reviewCount, order);
  const description = useRecordDescription(name.text, known);
  const trail = [{ label: t('institutions.title'), link: { to: '/institutions' } as const }];
  const address = usePageAddress(`/institutions/${id}`);
  // The summary, facts and averages arrive separately: the page below the title appears once they are
  // settled, so nothing already shown (the ratings) is pushed down by them (layout shift).
  if (facts.status === 'loading' || averages.status === 'loading') {
    return (
      <PageFrame title={name.text} titleLang={name.lang} trail={trail}>
        <PendingRatings />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={name.text} titleLang={name.lang} trail={trail} description={description}>
      <OfflineBanner fetchedAt={facts.status === 'found' ? facts.fetchedAt : undefined} />
      <RecordSummary known={known}>
        <Link className="button" to="/institutions/$institutionId/add-rating" params={{ institutionId: id }}>
          {t('rating.title', { name: name.text })}
        </Link>
        <CompareToggle kind="institutions" id={id} name={name.text} nameLang={name.lang} />
        <ShareButton url={address} title={name.text} text={t('browse.share.text', { name: name.text })} />
      </RecordSummary>
      <CompareTray />
      {known ? (
        <FactList
          facts={[
            {
              label: t('browse.fact.country'),
              value: known.country === 'TUNISIA' ? t('browse.country.TUNISIA') : known.country,
            },
            { label: t('browse.filter.governorate'), value: governorateName(known.governorate, language) },
            {
              label: t('browse.filter.sector'),
              value: known.sector ? t(`browse.sector.${known.sector}` as MessageId) : '',
            },
          ]}
        />
      ) : null}
      {averages.status === 'found' ? (
        <AveragesSection
          keys={INSTITUTION_SCORES}
          values={averages.record.values}
          distribution={averages.record.distribution}
        />
      ) : null}
      <InstitutionDirectory id={id} />
      <ScoredRatingList
        state={ratings}
        collection={INSTITUTION_RATINGS}
        label={name.text}
        keys={INSTITUTION_SCORES}
        reportType="institution-rating"
        controls={<RatingOrderControls search={order} onSearch={onOrder} state={ratings} />}
      />
    </PageFrame>
  );
}
