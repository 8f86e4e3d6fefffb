import { AuthButtons } from '@/features/auth/components/auth-buttons';
import { ENABLED_LANGUAGES } from '@/lib/config';
import { useT } from '@/lib/i18n/use-t';
import { DialogFrame } from '@/ui/dialog';
import { InstallButton } from './install-button';
import { LanguageOptions } from './language-options';
import { PrimaryNav } from './primary-nav';

/** The phone menu: a modal sheet from the inline end with the searches, the account buttons and the languages. */
export default function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const close = () => onOpenChange(false);
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={t('nav.menu')} variant="sheet">
      <PrimaryNav className="drawer-nav" onNavigate={close} />
      <AuthButtons className="drawer-auth" onOpen={close} />
      {ENABLED_LANGUAGES.length > 1 ? (
        <section className="drawer-languages" aria-labelledby="drawer-languages-title">
          <h3 id="drawer-languages-title">{t('language.label')}</h3>
          <LanguageOptions onChosen={close} />
        </section>
      ) : null}
      <InstallButton />
    </DialogFrame>
  );
}
