import { LEGAL_SECTIONS, LEGAL_UPDATED } from '@/domain/legal-sections';
import { SUPPORT_EMAIL } from '@/lib/config';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';
import { LegalText } from './legal-text';

export type LegalPageName = keyof typeof LEGAL_SECTIONS;

// LEGAL_UPDATED is "YYYY-MM-DD"; written as day/month/year by hand so the prerendered text never depends on
// the ICU data of the machine that built it.
function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/** The community guidelines, the privacy policy and the terms of use, from the legal texts of lang/*.json. */
export function LegalPage({ page }: { page: LegalPageName }) {
  const t = useT();
  const key = (suffix: string) => `legal.${page}.${suffix}` as MessageId;
  const sections = LEGAL_SECTIONS[page];
  return (
    <PageFrame title={t(key('title'))} intro={t(key('intro'))}>
      <p className="legal-updated">{t('legal.updated' as MessageId, { date: formatDay(LEGAL_UPDATED) })}</p>
      <nav className="legal-contents" aria-labelledby="legal-contents-title">
        <h2 id="legal-contents-title">{t('page.contents')}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section}>
              <a href={`#${section}`}>{t(key(`${section}.heading`))}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section} id={section} className="legal-section" aria-labelledby={`${section}-heading`}>
          <h2 id={`${section}-heading`}>{t(key(`${section}.heading`))}</h2>
          <LegalText text={t(key(`${section}.body`), { supportEmail: SUPPORT_EMAIL })} email={SUPPORT_EMAIL} />
        </section>
      ))}
    </PageFrame>
  );
}
