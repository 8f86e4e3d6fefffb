import type { ComponentType, ReactNode } from 'react';
import { LIMITS } from '@/domain/ratings';
import { useT } from '@/lib/i18n/use-t';
import { LoadingState } from '@/ui/loading-state';
import { OutboxFormView } from '@/ui/outbox-form-view';
import { PageFrame } from '@/ui/page-frame';
import { StatusPanel } from '@/ui/status-panel';
import { UnreachablePanel } from '@/ui/unreachable-panel';
import { TextAreaField } from '@/ui/text-field';
import { useProfile } from '../use-profile';
import { useProfileReplies } from '../use-profile-replies';
import { useRepliedRating } from '../use-replied-rating';
import { useReplyForm } from '../use-reply-form';

function ReplyForm({
  instructorId,
  ratingId,
  name,
  current,
}: {
  instructorId: string;
  ratingId: string;
  name: string;
  current: string;
}) {
  const t = useT();
  const form = useReplyForm(instructorId, ratingId, name, current);
  return (
    <OutboxFormView
      form={form}
      doneMessage={t('form.reply.done')}
      back={{
        label: t('form.done.back', { name }),
        link: { to: '/instructors/$instructorId', params: { instructorId } },
      }}
    >
      <TextAreaField
        {...form.field('body')}
        label={t('form.reply.body')}
        hint={t('form.reply.bodyHint')}
        bounds={LIMITS.reply}
      />
    </OutboxFormView>
  );
}

/** The rating answered, then the form, for the profile's professor only (the server checks it again). */
function ReplyOrRefusal({ instructorId, ratingId, name }: { instructorId: string; ratingId: string; name: string }) {
  const t = useT();
  const replies = useProfileReplies(instructorId);
  const rating = useRepliedRating(ratingId);
  if (!replies.known || rating.status === 'loading') return <LoadingState />;
  if (!replies.mine) return <StatusPanel title={t('form.done.notAccepted')} text={t('form.error.notProfileOwner')} />;
  if (rating.status !== 'found' || (rating.record.instructor && rating.record.instructor !== instructorId)) {
    return <StatusPanel title={t('form.report.context')} text={t('form.report.unavailable')} />;
  }
  const mine = replies.mine.get(ratingId);
  const current = mine?.waiting?.body ?? mine?.reply?.body ?? '';
  return (
    <>
      <section className="context-card" aria-labelledby="replied-heading">
        <h2 id="replied-heading">{t('form.reply.rating')}</h2>
        {rating.record.course ? <p dir="auto">{rating.record.course}</p> : null}
        <blockquote dir="auto">{rating.record.review}</blockquote>
      </section>
      <ReplyForm instructorId={instructorId} ratingId={ratingId} name={name} current={current} />
    </>
  );
}

/** `/instructors/$instructorId/reply/$ratingId`; `gate` (the accounts feature's AuthGate) asks for a verified sign-in. */
export function ReplyPage({
  instructorId,
  ratingId,
  gate: Gate,
}: {
  instructorId: string;
  ratingId: string;
  gate: ComponentType<{ children: ReactNode }>;
}) {
  const t = useT();
  const profile = useProfile(instructorId);
  const name = profile.status === 'found' ? profile.record.name : '';
  const trail = [
    { label: t('instructors.title'), link: { to: '/instructors' } as const },
    ...(name ? [{ label: name, link: { to: '/instructors/$instructorId', params: { instructorId } } as const }] : []),
  ];
  return (
    <PageFrame title={name ? t('form.reply.title', { name }) : t('instructor.title')} trail={trail}>
      {profile.status === 'loading' ? <LoadingState /> : null}
      {profile.status === 'not-found' ? (
        <StatusPanel title={t('instructor.notFound.title')} text={t('instructor.notFound.text')} />
      ) : null}
      {profile.status === 'offline-unavailable' ? <UnreachablePanel retry={profile.retry} /> : null}
      {profile.status === 'found' ? (
        <Gate>
          <ReplyOrRefusal instructorId={instructorId} ratingId={ratingId} name={name} />
        </Gate>
      ) : null}
    </PageFrame>
  );
}
