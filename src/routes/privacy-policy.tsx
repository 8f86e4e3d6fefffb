import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/components/legal-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/privacy-policy')({
  loader: () => ensureMessagePart('legal'),
  component: () => <LegalPage page="privacy" />,
});
