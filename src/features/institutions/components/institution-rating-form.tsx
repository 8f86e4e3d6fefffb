import { INSTITUTION_SCORES } from '@/domain/ratings';
import { useT } from '@/lib/i18n/use-t';
import { OwnRatingEditIntro } from '@/slices/own-ratings/components/own-rating-edit-intro';
import type { OwnRatingEdit } from '@/slices/own-ratings/own-rating-writes';
import { OutboxFormView } from '@/ui/outbox-form-view';
import { ReviewField, ScoresSection } from '@/ui/rating-fields';
import { useInstitutionRatingForm } from '../use-institution-rating-form';
import type { ShownName } from './institution-frame';

/** The ten 1–5 scores and a review of one institution. */
export function InstitutionRatingForm({ id, name, edit }: { id: string; name: ShownName; edit?: OwnRatingEdit }) {
  const t = useT();
  const form = useInstitutionRatingForm(id, name.text, edit);
  return (
    <OutboxFormView
      form={form}
      doneMessage={t('form.done.afterModeration')}
      back={{
        label: t('form.done.back', { name: name.text }),
        lang: name.lang,
        link: { to: '/institutions/$institutionId', params: { institutionId: id } },
      }}
    >
      {edit ? <OwnRatingEditIntro /> : null}
      <ScoresSection keys={INSTITUTION_SCORES} field={(key) => form.field(key)} />
      <ReviewField {...form.field('review')} />
    </OutboxFormView>
  );
}
