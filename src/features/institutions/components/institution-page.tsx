import { Link } from '@tanstack/react-router';
import { governorateName } from '@/domain/governorates';
import { INSTITUTION_SCORES } from '@/domain/ratings';
import { useI18n } from '@/lib/i18n/language-store';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { FactList } from '@/ui/fact-list';
import { OfflineBanner } from '@/ui/offline-banner';
import { PageFrame } from '@/ui/page-frame';
import { RatingCard } from '@/ui/rating-card';
import { RatingList } from '@/ui/rating-list';
import { AveragesSection, RecordSummary } from '@/ui/record-details';
import { useInstitutionAverages, useInstitutionFacts, useInstitutionRatings } from '../use-institution-details';
import { InstitutionFrame, type ShownName } from './institution-frame';

/** `/institutions/$institutionId`: facts, overall rating, the ten averages and the published ratings. */
export function InstitutionPage({ id }: { id: string }) {
  return <InstitutionFrame id={id}>{(name) => <InstitutionDetails id={id} name={name} />}</InstitutionFrame>;
}

function InstitutionDetails({ id, name }: { id: string; name: ShownName }) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const facts = useInstitutionFacts(id);
  const averages = useInstitutionAverages(id);
  const known = facts.status === 'found' ? facts.record : undefined;
  const ratings = useInstitutionRatings(id, known?.reviewCount);
  const scoreLabel = (key: string) => t(`browse.score.${key}` as MessageId);
  return (
    <PageFrame title={name.text} titleLang={name.lang} trail={[{ label: t('institutions.title'), link: { to: '/institutions' } }]}>
      <OfflineBanner fetchedAt={facts.status === 'found' ? facts.fetchedAt : undefined} />
      <RecordSummary known={known}>
        <Link className="button" to="/institutions/$institutionId/add-rating" params={{ institutionId: id }}>
          {t('rating.title', { name: name.text })}
        </Link>
      </RecordSummary>
      {known ? (
        <FactList
          facts={[
            { label: t('browse.fact.country'), value: known.country === 'TUNISIA' ? t('browse.country.TUNISIA') : known.country },
            { label: t('browse.filter.governorate'), value: governorateName(known.governorate, language) },
            { label: t('browse.filter.sector'), value: known.sector ? t(`browse.sector.${known.sector}` as MessageId) : '' },
          ]}
        />
      ) : null}
      {averages.status === 'found' ? (
        <AveragesSection lines={INSTITUTION_SCORES.map((key) => ({ key, label: scoreLabel(key), value: averages.record[key] ?? 0 }))} />
      ) : null}
      <RatingList state={ratings} heading={t('browse.ratings.title')}>
        {(rating) => (
          <RatingCard
            id={rating.id}
            created={rating.created}
            review={rating.review}
            reportType="institution-rating"
            scores={INSTITUTION_SCORES.map((key) => ({ key, label: scoreLabel(key), value: Number(rating[key]) || 0 }))}
          />
        )}
      </RatingList>
    </PageFrame>
  );
}
