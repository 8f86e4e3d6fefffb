import { createContext, useContext, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { replyStateOf, type Reply, type ReplyState } from '@/domain/professors';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { useProfileReplies, type ProfileReplies } from '../use-profile-replies';
import './professors.css';

const RepliesContext = createContext<(ProfileReplies & { instructorId: string }) | null>(null);

/** Reads a profile's replies once for its whole ratings list (the instructor page renders it around the list). */
export function RepliesProvider({
  instructorId,
  children,
}: {
  instructorId: string;
  name: string;
  children: ReactNode;
}) {
  const replies = useProfileReplies(instructorId);
  return <RepliesContext.Provider value={{ ...replies, instructorId }}>{children}</RepliesContext.Provider>;
}

/** How the author reads a reply of theirs that is not (or no longer) what the public sees. */
const STATE_TEXTS: Readonly<Record<ReplyState, MessageId | null>> = {
  published: null,
  pending: 'browse.reply.pending',
  failed: 'browse.reply.failed',
  hidden: 'browse.reply.hidden',
};

function ReplyBox({
  body,
  edited,
  state,
  children,
}: {
  body: string;
  edited: boolean;
  state?: MessageId | null;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section className="rating-reply" aria-label={t('browse.reply.label')}>
      <p className="rating-reply-head">
        <strong>{t('browse.reply.label')}</strong>
        {edited ? <span className="rating-reply-edited">{t('browse.reply.edited')}</span> : null}
        {state ? <span className="rating-reply-state">{t(state)}</span> : null}
      </p>
      <p className="rating-reply-body" dir="auto">
        {body}
      </p>
      {children ? <div className="rating-reply-actions">{children}</div> : null}
    </section>
  );
}

function PublishedReply({ reply }: { reply: Reply }) {
  const t = useT();
  return (
    <ReplyBox body={reply.body} edited={reply.edited}>
      <Link to="/report/$type/$id" params={{ type: 'rating-reply', id: reply.id }} className="report-link">
        {t('browse.report')}
      </Link>
    </ReplyBox>
  );
}

/**
 * Under one rating: its published reply labelled as the instructor's, with a Report link; for the profile's
 * professor, their own reply as it stands (waiting, refused, hidden) and the way to write or change it.
 */
export function RatingReply({ ratingId }: { ratingId: string }) {
  const t = useT();
  const context = useContext(RepliesContext);
  if (!context) return null;
  const published = context.published.get(ratingId);
  if (!context.mine) return published ? <PublishedReply reply={published} /> : null;
  const mine = context.mine.get(ratingId) ?? (published ? { reply: published } : {});
  const body = mine.waiting?.body ?? mine.reply?.body;
  const write = (
    <Link
      className="button button-secondary"
      to="/instructors/$instructorId/reply/$ratingId"
      params={{ instructorId: context.instructorId, ratingId }}
    >
      {t(body === undefined ? 'browse.reply.write' : 'browse.reply.edit')}
    </Link>
  );
  if (body === undefined) return <div className="rating-reply-actions">{write}</div>;
  return (
    <ReplyBox
      body={body}
      edited={mine.waiting ? false : (mine.reply?.edited ?? false)}
      state={STATE_TEXTS[replyStateOf(mine.reply, mine.waiting)]}
    >
      {write}
    </ReplyBox>
  );
}
