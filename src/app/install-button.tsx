import { usePwaStore } from '@/lib/pwa/pwa-store';
import { useT } from '@/lib/i18n/use-t';

/** Shown only where the browser allows installing the app. */
export function InstallButton() {
  const t = useT();
  const canInstall = usePwaStore((s) => s.canInstall);
  const install = usePwaStore((s) => s.install);
  if (!canInstall) return null;
  return (
    <button type="button" className="button button-secondary install-button" onClick={() => void install()}>
      {t('pwa.install')}
    </button>
  );
}
