import { useMemo } from 'react';
import { displayName } from '@/domain/display-name';
import type { Language } from '@/domain/languages';
import { useT } from '@/lib/i18n/use-t';
import { SelectField } from './select-field';

type Names = ReadonlyMap<string, { id: string; name: string; name_ar: string }>;

/**
 * The choices, sorted by the name shown in `language`. Computed once per list and language, not on each of the
 * page's renders: the first Arabic collator costs a phone tens of milliseconds (ICU's tables), and so does
 * sorting and rebuilding some two hundred options, several times while a search page loads.
 */
function choices(names: Names, language: Language) {
  if (names.size === 0) return [];
  const collator = new Intl.Collator(language === 'ar' ? 'ar' : 'fr');
  return [...names.values()]
    .map((n) => {
      const shown = displayName({ name: n.name, nameAr: n.name_ar }, language);
      return { value: n.id, label: shown.text, lang: shown.lang === language ? undefined : shown.lang };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** The "institution" filter of a search, choices sorted by the name shown in the interface language. */
export function InstitutionFilter({
  names,
  language,
  value,
  onChange,
}: {
  names: Names;
  language: Language;
  value: string;
  onChange: (id: string) => void;
}) {
  const t = useT();
  const options = useMemo(() => choices(names, language), [names, language]);
  return (
    <SelectField
      label={t('browse.filter.institution')}
      anyLabel={t('browse.filter.anyInstitution')}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}
