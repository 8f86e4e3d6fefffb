import { displayName } from '@/domain/display-name';
import type { Language } from '@/domain/languages';
import { useT } from '@/lib/i18n/use-t';
import { SelectField } from './select-field';

/** The "institution" filter of a search, choices sorted by the name shown in the interface language. */
export function InstitutionFilter({ names, language, value, onChange }: {
  names: ReadonlyMap<string, { id: string; name: string; name_ar: string }>;
  language: Language;
  value: string;
  onChange: (id: string) => void;
}) {
  const t = useT();
  const collator = new Intl.Collator(language === 'ar' ? 'ar' : 'fr');
  const options = [...names.values()]
    .map((n) => {
      const shown = displayName({ name: n.name, nameAr: n.name_ar }, language);
      return { value: n.id, label: shown.text, lang: shown.lang === language ? undefined : shown.lang };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
  return (
    <SelectField label={t('browse.filter.institution')} anyLabel={t('browse.filter.anyInstitution')} value={value} options={options} onChange={onChange} />
  );
}
