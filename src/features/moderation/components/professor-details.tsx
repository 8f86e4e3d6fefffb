import type { ContentKind } from '@/domain/moderation';
import { useT } from '@/lib/i18n/use-t';
import type { ContentItem, Target } from '../moderation-api';
import { ContentDetails } from './content-details';
import { TargetLine } from './target-line';

const text = (item: Record<string, unknown>, field: string) =>
  typeof item[field] === 'string' ? (item[field] as string) : '';

/**
 * A professor's claim as the moderator judges it: the message, the institutional address and whether its link
 * was opened. The account behind it is never shown (the server does not send it).
 */
export function ClaimDetails({ item }: { item: ContentItem }) {
  const t = useT();
  const email = text(item, 'institutional_email');
  return (
    <>
      <p className="moderation-label">{t('moderation.claim.message')}</p>
      <blockquote className="moderation-text" dir="auto">
        {text(item, 'message')}
      </blockquote>
      <dl className="moderation-facts">
        <dt>{t('moderation.claim.email')}</dt>
        <dd>
          {email ? <bdi dir="ltr">{email}</bdi> : t('moderation.claim.noEmail')}
          {email ? (
            <span className="moderation-claim-check">
              {t(item.email_verified === true ? 'moderation.claim.confirmed' : 'moderation.claim.unconfirmed')}
            </span>
          ) : null}
        </dd>
      </dl>
    </>
  );
}

/** The rating a reply answers (the queue item's `target`), as plain content with its own target. */
export function repliedRating(item: ContentItem): ContentItem | null {
  const rating = item.target as unknown as (ContentItem & { target: Target | null }) | null;
  return rating && typeof rating === 'object' && typeof rating.id === 'string' ? rating : null;
}

/** A professor's reply: the rating it answers for context, then the reply itself, marked when edited. */
export function ReplyDetails({ item }: { item: ContentItem }) {
  const t = useT();
  const rating = repliedRating(item);
  return (
    <>
      {rating ? (
        <section className="moderation-reported" aria-label={t('moderation.reply.rating')}>
          <p className="moderation-label">{t('moderation.reply.rating')}</p>
          <ContentDetails kind="instructor_ratings" item={rating} />
        </section>
      ) : null}
      <p className="moderation-label">
        {t('browse.reply.label')}
        {item.edited === true ? (
          <>
            {' · '}
            {t('moderation.reply.edited')}
          </>
        ) : null}
      </p>
      <blockquote className="moderation-text" dir="auto">
        {text(item, 'body')}
      </blockquote>
    </>
  );
}

type RatingKind = 'institution_ratings' | 'program_ratings' | 'instructor_ratings';

/**
 * An author's edit of a rating: the rating as it would read once approved, then the answers public now (none
 * when the rating is not published), so the moderator sees what changes. The author is never shown.
 */
export function RevisionDetails({ item }: { item: ContentItem }) {
  const t = useT();
  const kind = item.rating_collection as RatingKind;
  const published =
    item.published && typeof item.published === 'object'
      ? ({ ...item, ...(item.published as Record<string, unknown>) } as ContentItem)
      : null;
  return (
    <>
      <p className="moderation-label">{t('moderation.revision.proposed')}</p>
      <ContentDetails kind={kind} item={item} />
      {published ? (
        <section className="moderation-reported" aria-label={t('moderation.revision.published')}>
          <p className="moderation-label">{t('moderation.revision.published')}</p>
          <ContentDetails kind={kind} item={published} />
        </section>
      ) : null}
    </>
  );
}

/** The body of any waiting item, by its kind. */
export function ItemDetails({ kind, item }: { kind: ContentKind; item: ContentItem }) {
  if (kind === 'instructor_claims') return <ClaimDetails item={item} />;
  if (kind === 'rating_replies') return <ReplyDetails item={item} />;
  if (kind === 'rating_revisions') return <RevisionDetails item={item} />;
  return <ContentDetails kind={kind} item={item} />;
}

/** What an item is about for its heading: a reply names the instructor of the rating it answers. */
export function ItemTarget({ kind, item }: { kind: string; item: ContentItem }) {
  const target = kind === 'rating_replies' ? (repliedRating(item)?.target ?? null) : item.target;
  return <TargetLine target={target} />;
}
