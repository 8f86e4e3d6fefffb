import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/use-t';

type Outcome = 'none' | 'copied' | 'manual';

/**
 * "Share" for a record page: the device's share sheet where the browser has one (phones), else the link copied,
 * said in a polite live region. When the clipboard is refused too, the link shows in a read-only field, focused and
 * selected, to copy by hand. Closing the share sheet is not a failure: nothing is said.
 */
export function ShareButton({ url, title, text }: { url: string; title: string; text: string }) {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>('none');
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  useEffect(() => {
    if (outcome === 'manual') field.current?.focus();
  }, [outcome]);

  const share = async () => {
    // Emptied first, so a second copy is announced again.
    setOutcome('none');
    const data = { title, text, url };
    if (
      typeof navigator.share === 'function' &&
      (typeof navigator.canShare !== 'function' || navigator.canShare(data))
    ) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Any other refusal (no share target, a policy): the link is copied instead.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('manual');
    }
  };

  return (
    <>
      <button type="button" className="button button-secondary share-button" onClick={() => void share()}>
        {t('browse.share.button')}
      </button>
      <span className="share-status" role="status">
        {outcome === 'copied' ? t('browse.share.copied') : ''}
      </span>
      {outcome === 'manual' ? (
        <span className="share-manual">
          <label htmlFor={fieldId}>{t('browse.share.manual')}</label>
          <input
            id={fieldId}
            ref={field}
            className="share-field"
            type="text"
            dir="ltr"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </span>
      ) : null}
    </>
  );
}
