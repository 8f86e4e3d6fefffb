import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { ensureMessagePart } from '@/lib/i18n/language-store';

export const Route = createFileRoute('/settings')({
  // Its texts (`settings.*`) load with the browse pages' (scripts/prerender-messages.ts).
  loader: () => ensureMessagePart('browse'),
  component: SettingsPage,
});
