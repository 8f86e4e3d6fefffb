import { createFileRoute } from '@tanstack/react-router';
import { MyContributionsPage } from '@/features/contributions/components/my-contributions-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/my-contributions')({
  loader: () => ensureMessagePart('contribute'),
  component: MyContributionsPage,
});
