import { useState } from 'react';
import { usePwaStore } from '@/lib/pwa/pwa-store';
import { useT } from '@/lib/i18n/use-t';

/** Offers the waiting new version; nothing reloads until the user says so. */
export function UpdatePrompt() {
  const t = useT();
  const waiting = usePwaStore((s) => s.updateWaiting);
  const applyUpdate = usePwaStore((s) => s.applyUpdate);
  const [dismissed, setDismissed] = useState(false);
  return (
    <div className="update-region" role="status">
      {waiting && !dismissed ? (
        <div className="update-prompt">
          <p>{t('pwa.updateReady')}</p>
          <div className="update-actions">
            <button type="button" className="button" onClick={applyUpdate}>
              {t('pwa.reload')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setDismissed(true)}>
              {t('pwa.later')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
