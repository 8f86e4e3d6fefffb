import { displayName } from '@/domain/display-name';
import { useI18n } from '@/lib/i18n/language-store';
import type { Target } from '../moderation-api';

/** What an item is about: the institution, program or instructor, with the institution after it. */
export function TargetLine({ target }: { target: Target | null }) {
  const language = useI18n((s) => s.language);
  if (!target) return null;
  const isInstitution = target.collection === 'institutions';
  const main = isInstitution ? displayName({ name: target.name, nameAr: target.name_ar }, language) : null;
  const institution = target.institution_name
    ? displayName({ name: target.institution_name, nameAr: target.institution_name_ar }, language)
    : null;
  return (
    <span className="moderation-target">
      {main ? <bdi lang={main.lang}>{main.text}</bdi> : <bdi>{target.name}</bdi>}
      {target.degree ? (
        <>
          {' · '}
          <bdi lang="fr">{target.degree}</bdi>
        </>
      ) : null}
      {institution ? (
        <>
          {' · '}
          <bdi lang={institution.lang}>{institution.text}</bdi>
        </>
      ) : null}
    </span>
  );
}
