import type { Language } from '@/domain/languages';
import tn from './flags/tn.svg?no-inline';
import fr from './flags/fr.svg?no-inline';
import gb from './flags/gb.svg?no-inline';

// One flag per interface language: Tunisia for Tunisian Arabic, France for French, the United Kingdom for English.
const FLAGS: Readonly<Record<Language, string>> = { ar: tn, fr, en: gb };

/** Decorative: it always sits next to the language's name. `lazy` for flags in a closed menu. */
export function Flag({ language, lazy = false }: { language: Language; lazy?: boolean }) {
  return (
    <img
      className="flag"
      src={FLAGS[language]}
      alt=""
      width="24"
      height="16"
      decoding="async"
      loading={lazy ? 'lazy' : undefined}
    />
  );
}
