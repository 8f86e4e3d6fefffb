import type { Language } from '@/domain/languages';
import { ENABLED_LANGUAGES } from '@/lib/config';
import { setLanguage, useI18n } from '@/lib/i18n/language-store';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { Flag } from '@/ui/flag';

export const LANGUAGE_NAMES: Readonly<Record<Language, MessageId>> = {
  ar: 'language.ar',
  fr: 'language.fr',
  en: 'language.en',
};

/** The enabled languages as a list of buttons, each name written in (and marked up as) its own language. */
export function LanguageOptions({ onChosen, id }: { onChosen?: () => void; id?: string }) {
  const t = useT();
  const current = useI18n((s) => s.language);
  return (
    <ul className="language-options" id={id}>
      {ENABLED_LANGUAGES.map((language) => (
        <li key={language}>
          <button
            type="button"
            className="language-option"
            aria-current={language === current ? 'true' : undefined}
            onClick={() => {
              onChosen?.();
              void setLanguage(language);
            }}
          >
            <Flag language={language} lazy />
            <span lang={language}>{t(LANGUAGE_NAMES[language])}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
