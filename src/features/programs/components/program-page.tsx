import { Link } from '@tanstack/react-router';
import { institutionDisplayName } from '@/domain/display-name';
import type { RatingListSearch } from '@/domain/rating-list-search';
import { knownEnrolment } from '@/domain/rating-order';
import { ENROLMENT_STATUSES, PROGRAM_SCORES } from '@/domain/ratings';
import { useI18n } from '@/lib/i18n/language-store';
import { usePageAddress } from '@/lib/i18n/page-address';
import { enrolmentLabel } from '@/lib/i18n/labels';
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
  PROGRAM_RATINGS,
  useInstitutionName,
  useProgramAverages,
  useProgramFacts,
  useProgramRatings,
} from '../use-program-details';
import type { ProgramSummary } from '../use-program-summary';
import { ProgramFrame } from './program-frame';

interface OrderProps {
  /** The ratings' sort and enrolment filter, from the URL. */
  order: RatingListSearch;
  onOrder: (next: RatingListSearch) => void;
}

/** `/programs/$programId`: discipline, specialization, mode, institution, averages and published ratings. */
export function ProgramPage({ id, order, onOrder }: { id: string } & OrderProps) {
  return (
    <ProgramFrame id={id} directorySummary>
      {(name, program) => <ProgramDetails id={id} name={name} program={program} order={order} onOrder={onOrder} />}
    </ProgramFrame>
  );
}

function ProgramDetails({
  id,
  name,
  program,
  order,
  onOrder,
}: { id: string; name: string; program: ProgramSummary } & OrderProps) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const facts = useProgramFacts(id);
  const averages = useProgramAverages(id);
  const known = facts.status === 'found' ? facts.record : undefined;
  const ratings = useProgramRatings(id, known?.reviewCount, order);
  const address = usePageAddress(`/programs/${id}`);
  // The program's record names its institution, and the served HTML carries the institution's names (pb_hooks/lib/
  // record-pages.js): the institution, the largest text near the top, paints before any script.
  const institutionId = program.institutionId || known?.institutionId || '';
  const institution = useInstitutionName(institutionId);
  const institutionName = institutionDisplayName(
    institution.status === 'found' ? institution.record : undefined,
    known?.institutionName ?? '',
    language,
  );
  const institutionLang = institutionName.lang === language ? undefined : institutionName.lang;
  const institutionLink = {
    to: '/institutions/$institutionId',
    params: { institutionId },
  } as const;
  const named = institutionId !== '' && institutionName.text !== '';
  // The head names the program with its institution: two institutions teach programs of the same name.
  const headTitle = named
    ? t('browse.head.programTitle', {
        program: name,
        institution: institutionName.text,
      })
    : name;
  const description = useRecordDescription(name, known);
  // Where the program belongs: Home › its institution › it (the institution's page lists its programs).
  const trail = named
    ? [
        {
          label: institutionName.text,
          lang: institutionLang,
          link: institutionLink,
        },
      ]
    : [{ label: t('programs.title'), link: { to: '/programs' } as const }];
  const institutionFact = {
    label: t('browse.filter.institution'),
    value: named ? <Link {...institutionLink}>{institutionName.text}</Link> : '',
    lang: institutionLang,
  };
  // The rest of the facts, the summary and averages arrive after the name: the page below the institution appears
  // once they are settled, so nothing already shown (the actions, the ratings) is pushed down by them (layout shift).
  if (
    facts.status === 'loading' ||
    averages.status === 'loading' ||
    (institutionId !== '' && institution.status === 'loading')
  ) {
    return (
      <PageFrame title={name} titleLang="fr" trail={trail} headTitle={headTitle}>
        <FactList facts={[institutionFact]} />
        <PendingRatings />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={name} titleLang="fr" trail={trail} headTitle={headTitle} description={description}>
      <OfflineBanner fetchedAt={facts.status === 'found' ? facts.fetchedAt : undefined} />
      <FactList
        facts={[
          institutionFact,
          ...(known
            ? [
                {
                  label: t('browse.fact.discipline'),
                  value: known.disciplineMajor,
                  lang: 'fr',
                },
                {
                  label: t('browse.fact.specialization'),
                  value: known.specializationPathway,
                  lang: 'fr',
                },
                {
                  label: t('browse.fact.mode'),
                  value: known.modeOfOrganization ? t(`browse.mode.${known.modeOfOrganization}` as MessageId) : '',
                },
              ]
            : []),
        ]}
      />
      <RecordSummary known={known}>
        <Link className="button" to="/programs/$programId/add-rating" params={{ programId: id }}>
          {t('rating.title', { name })}
        </Link>
        <CompareToggle kind="programs" id={id} name={name} nameLang="fr" />
        <ShareButton url={address} title={name} text={t('browse.share.text', { name })} />
      </RecordSummary>
      <CompareTray />
      {averages.status === 'found' ? (
        <AveragesSection
          keys={PROGRAM_SCORES}
          values={averages.record.values}
          distribution={averages.record.distribution}
        />
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
              options: ENROLMENT_STATUSES.map((status) => ({
                value: status,
                label: t(enrolmentLabel(status)),
              })),
            }}
          />
        }
        answers={(rating) =>
          rating.enrolment_status
            ? [
                {
                  label: t('browse.answer.enrolment'),
                  value: t(enrolmentLabel(rating.enrolment_status)),
                },
              ]
            : []
        }
      />
    </PageFrame>
  );
}
