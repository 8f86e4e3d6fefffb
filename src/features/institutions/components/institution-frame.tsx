import type { ReactNode } from 'react';
import { displayName } from '@/domain/display-name';
import { useI18n } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { RecordStates } from '@/ui/record-states';
import { useInstitutionSummary } from '../use-institution-summary';

/** A name to show, with its language when that is not the interface's (for the `lang` attribute). */
export interface ShownName {
  text: string;
  lang?: string;
}

/** The institution pages' shared states; `children` gets the institution's name once it is known. */
export function InstitutionFrame({ id, children }: { id: string; children: (name: ShownName) => ReactNode }) {
  const t = useT();
  const language = useI18n((s) => s.language);
  const state = useInstitutionSummary(id);
  return (
    <RecordStates
      state={state}
      trail={[{ label: t('institutions.title'), link: { to: '/institutions' } }]}
      pendingTitle={t('institution.title')}
      notFoundTitle={t('institution.notFound.title')}
      notFoundText={t('institution.notFound.text')}
      back={{ label: t('institutions.search'), link: { to: '/institutions' } }}
    >
      {(institution) => {
        const name = displayName(institution, language);
        return children({ text: name.text, lang: name.lang === language ? undefined : name.lang });
      }}
    </RecordStates>
  );
}
