import { INSTITUTION_SCORES } from '@/domain/ratings';
import { useT } from '@/lib/i18n/use-t';
import { OutboxFormView } from '@/ui/outbox-form-view';
import { ReviewField, ScoresSection } from '@/ui/rating-fields';
import { useInstitutionRatingForm } from '../use-institution-rating-form';
import type { ShownName } from './institution-frame';

/** The ten 1–5 scores and a review of one institution. */
export function InstitutionRatingForm({ id, name }: { id: string; name: ShownName }) {
  const t = useT();
  const form = useInstitutionRatingForm(id, name.text);
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
      <ScoresSection keys={INSTITUTION_SCORES} field={(key) => form.field(key)} />
      <ReviewField {...form.field('review')} />
    </OutboxFormView>
  );
}
