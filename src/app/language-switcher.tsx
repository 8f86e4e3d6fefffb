import { useEffect, useId, useRef, useState } from 'react';
import { ENABLED_LANGUAGES } from '@/lib/config';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { Flag } from '@/ui/flag';
import { ChevronIcon } from '@/ui/icons';
import { LANGUAGE_NAMES, LanguageOptions } from './language-options';

/** The header's language picker: a disclosure button and the list of languages with their flags. */
export function LanguageSwitcher() {
  const t = useT();
  const language = useI18n((s) => s.language);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (ENABLED_LANGUAGES.length < 2) return null;
  return (
    <div
      className="language-switcher"
      ref={root}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="language-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <Flag language={language} />
        <span className="visually-hidden">{t('language.label')}</span>
        <span className="language-current" lang={language}>
          {t(LANGUAGE_NAMES[language])}
        </span>
        <ChevronIcon />
      </button>
      <div className="language-menu" hidden={!open}>
        <LanguageOptions
          id={listId}
          onChosen={() => {
            // The list closes under the chosen option: the focus goes back to the button that opened it.
            setOpen(false);
            button.current?.focus();
          }}
        />
      </div>
    </div>
  );
}
