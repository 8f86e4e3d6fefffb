import { Link } from '@tanstack/react-router';
import { institutionDisplayName } from '@/domain/display-name';
import type { RatingListSearch } from '@/domain/rating-list-search';
import { knownEnrolment } from '@/domain/rating-order';
import { ENROLMENT_STATUSES, PROGRAM_SCORES } from '@/domain/ratings';
import { useI18n } from '@/lib/i18n/language-store';
import { enrolmentLabel } from '@/lib/i18n/labels';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { CompareToggle, CompareTray } from '@/ui/compare-toggle';
import { FactList } from '@/ui/fact-list';
import { OfflineBanner } from '@/ui/offline-banner';
import { PageFrame } from '@/ui/page-frame';
import { RatingOrderControls } from '@/ui/rating-order-controls';
import { RatingSkeletons } from '@/ui/skeletons';
import { AveragesSection, RecordSummary, ScoredRatingList } from '@/ui/record-details';
import { PROGRAM_RATINGS, useInstitutionNames, useProgramAverages, useProgramFacts, useProgramRatings } from '../use-program-details';
import { ProgramFrame } from './program-frame';

interface OrderProps {
  /** The ratings' sort and enrolment filter, from the URL. */
  order: RatingListSearch;
  onOrder: (next: RatingListSearch) => void;
}

/** `/programs/$programId`: discipline, specialization, mode, institution, averages and published ratings. */
export function ProgramPage({ id, order, onOrder }: { id: string } & OrderProps) {
  return <ProgramFrame id={id}>{(name) => <ProgramDetails id={id} name={name} order={order} onOrder={onOrder} />}</ProgramFrame>;
}

function ProgramDetails({ id, name, order, onOrder }: { id: string; name: string } & OrderProps) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const facts = useProgramFacts(id);
  const averages = useProgramAverages(id);
  const names = useInstitutionNames();
  const known = facts.status === 'found' ? facts.record : undefined;
  const ratings = useProgramRatings(id, known?.reviewCount, order);
  const institutionName = institutionDisplayName(known && names.get(known.institutionId), known?.institutionName ?? '', language);
  const trail = [{ label: t('programs.title'), link: { to: '/programs' } as const }];
  // The summary, facts and averages arrive after the name: the page below the title appears once they are
  // settled, so nothing already shown (the actions, the ratings) is pushed down by them (layout shift).
  if (facts.status === 'loading' || averages.status === 'loading') {
    return (
      <PageFrame title={name} titleLang="fr" trail={trail}>
        <RatingSkeletons />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={name} titleLang="fr" trail={trail}>
      <OfflineBanner fetchedAt={facts.status === 'found' ? facts.fetchedAt : undefined} />
      <RecordSummary known={known}>
        <Link className="button" to="/programs/$programId/add-rating" params={{ programId: id }}>
          {t('rating.title', { name })}
        </Link>
        <CompareToggle kind="programs" id={id} name={name} nameLang="fr" />
      </RecordSummary>
      <CompareTray />
      {known ? (
        <FactList
          facts={[
            { label: t('browse.fact.discipline'), value: known.disciplineMajor, lang: 'fr' },
            { label: t('browse.fact.specialization'), value: known.specializationPathway, lang: 'fr' },
            {
              label: t('browse.fact.mode'),
              value: known.modeOfOrganization ? t(`browse.mode.${known.modeOfOrganization}` as MessageId) : '',
            },
            {
              label: t('browse.filter.institution'),
              value: institutionName.text,
              lang: institutionName.lang === language ? undefined : institutionName.lang,
            },
          ]}
        />
      ) : null}
      {averages.status === 'found' ? (
        <AveragesSection keys={PROGRAM_SCORES} values={averages.record.values} distribution={averages.record.distribution} />
      ) : null}
      <ScoredRatingList
        state={ratings}
        collection={PROGRAM_RATINGS}
        label={name}
        keys={PROGRAM_SCORES}
        reportType="program-rating"
        controls={
          <RatingOrderControls
            search={order}
            onSearch={onOrder}
            state={ratings}
            filter={{
              name: 'enrolment',
              value: knownEnrolment(order.enrolment) ?? '',
              options: ENROLMENT_STATUSES.map((status) => ({ value: status, label: t(enrolmentLabel(status)) })),
            }}
          />
        }
        answers={(rating) =>
          rating.enrolment_status
            ? [{ label: t('browse.answer.enrolment'), value: t(enrolmentLabel(rating.enrolment_status)) }]
            : []
        }
      />
    </PageFrame>
  );
}
