import { LIMITS } from '@/domain/ratings';
import { useT } from '@/lib/i18n/use-t';
import { OutboxFormView } from '@/ui/outbox-form-view';
import { TextAreaField, TextField } from '@/ui/text-field';
import { useClaimForm } from '../use-claim-form';

/** The message to the moderators and the optional institutional address; then what became of the claim. */
export function ClaimForm({ id, name }: { id: string; name: string }) {
  const t = useT();
  const form = useClaimForm(id, name);
  return (
    <OutboxFormView
      form={form}
      doneMessage={t('form.claim.done')}
      back={{
        label: t('form.done.back', { name }),
        link: { to: '/instructors/$instructorId', params: { instructorId: id } },
      }}
    >
      <TextAreaField
        {...form.field('message')}
        label={t('form.claim.message')}
        hint={t('form.claim.messageHint')}
        bounds={LIMITS.claimMessage}
      />
      <TextField
        {...form.field('institutional_email')}
        label={t('form.claim.email')}
        hint={t('form.claim.emailHint')}
        type="email"
        autoComplete="email"
      />
    </OutboxFormView>
  );
}
