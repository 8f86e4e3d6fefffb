import { Link, type LinkProps } from '@tanstack/react-router';
import { displayName } from '@/domain/display-name';
import { contributionState } from '@/domain/moderation';
import { useI18n } from '@/lib/i18n/language-store';
import { contributionStateLabel } from '@/lib/i18n/labels';
import { useT } from '@/lib/i18n/use-t';
import { LoadingState } from '@/ui/loading-state';
import { PageFrame } from '@/ui/page-frame';
import { StatusPanel } from '@/ui/status-panel';
import { useMyContributions, type Contribution, type ContributionTarget } from '../use-my-contributions';
import './contributions.css';

/** The page of a record an item is about (a rating's target, a report's reported content's), if it has one. */
function pageOf(target: ContributionTarget | null | undefined): LinkProps | null {
  if (!target?.id) return null;
  const id = target.id;
  switch (target.collection) {
    case 'institutions':
      return { to: '/institutions/$institutionId', params: { institutionId: id } };
    case 'programs':
      return { to: '/programs/$programId', params: { programId: id } };
    case 'instructors':
      return { to: '/instructors/$instructorId', params: { instructorId: id } };
    default:
      return null;
  }
}

/**
 * Where the author edits or withdraws one of their ratings: the add-rating page of what it rates, whose notice
 * offers both (slices/own-ratings).
 */
function manageLink(item: Contribution): LinkProps | null {
  const id = item.target?.id;
  if (!id) return null;
  switch (item.collection) {
    case 'institution_ratings':
      return { to: '/institutions/$institutionId/add-rating', params: { institutionId: id } };
    case 'program_ratings':
      return { to: '/programs/$programId/add-rating', params: { programId: id } };
    case 'instructor_ratings':
      return { to: '/instructors/$instructorId/add-rating', params: { instructorId: id } };
    default:
      return null;
  }
}

/** A suggested instructor, once published, has its own page; until then its institution's is the link. */
function ownPage(item: Contribution): LinkProps | null {
  return item.collection === 'instructors' && item.status === 'ACTIVE'
    ? pageOf({ collection: 'instructors', id: item.id, name: '' })
    : null;
}

function Item({ item }: { item: Contribution }) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const state = contributionState(item.status);
  // A reply names the rating it answers and, as `about`, what that rating is about.
  const target = item.target?.about ?? item.target;
  const name = target
    ? target.collection === 'institutions'
      ? displayName({ name: target.name, nameAr: target.name_ar }, language)
      : { text: target.name, lang: undefined }
    : null;
  const text = [item.review, item.comment, item.message, item.body].find(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  const title = item.collection === 'instructors' ? String(item.name ?? '') : null;
  const titleLink = ownPage(item);
  const nameLink = titleLink ? null : pageOf(target);
  const manage = manageLink(item);
  return (
    <li className="contribution">
      <p className="contribution-head">
        <span className="contribution-kind">{t(`contributions.kind.${item.collection}`)}</span>
        <span className={`contribution-state contribution-state-${state}`}>{t(contributionStateLabel(state))}</span>
      </p>
      {title ? (
        <p className="contribution-title">
          {titleLink ? (
            <Link {...titleLink}>
              <bdi>{title}</bdi>
            </Link>
          ) : (
            <bdi>{title}</bdi>
          )}
        </p>
      ) : null}
      {name ? (
        <p className="contribution-title">
          {nameLink ? (
            <Link {...nameLink}>
              <bdi lang={name.lang}>{name.text}</bdi>
            </Link>
          ) : (
            <bdi lang={name.lang}>{name.text}</bdi>
          )}
        </p>
      ) : null}
      {text ? (
        <p className="contribution-text" dir="auto">
          {text}
        </p>
      ) : null}
      {item.reason && (state === 'rejected' || state === 'removed' || state === 'treated') ? (
        <p className="contribution-reason">{t('contributions.reason', { reason: item.reason })}</p>
      ) : null}
      <p className="contribution-date">{t('moderation.sent', { date: new Date(item.created.replace(' ', 'T')) })}</p>
      {manage ? (
        <p>
          <Link {...manage}>{t('contributions.manageRating')}</Link>
        </p>
      ) : null}
    </li>
  );
}

/** `/my-contributions`: the author's own ratings, suggestions and reports, with their status. */
export function MyContributionsPage() {
  const t = useT();
  const state = useMyContributions();
  return (
    <PageFrame title={t('contributions.title')} intro={t('contributions.intro')}>
      {state.status === 'idle' || state.status === 'refused' ? (
        <StatusPanel title={t('contributions.signedOut.title')} text={t('contributions.signedOut.text')} />
      ) : state.status === 'loading' ? (
        <LoadingState />
      ) : state.status === 'offline-unavailable' ? (
        <StatusPanel title={t('status.unreachable.title')} text={t('status.unreachable.text')}>
          <button type="button" className="button" onClick={state.retry}>
            {t('status.retry')}
          </button>
        </StatusPanel>
      ) : state.data.length === 0 ? (
        <p>{t('contributions.empty')}</p>
      ) : (
        <ul className="contributions">
          {state.data.map((item) => (
            <Item key={`${item.collection}/${item.id}`} item={item} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
