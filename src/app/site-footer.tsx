import { Link } from '@tanstack/react-router';
import { SOCIAL_URL, SUPPORT_EMAIL } from '@/lib/config';
import { useT } from '@/lib/i18n/use-t';
import { InstallButton } from './install-button';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <nav aria-label={t('footer.label')}>
          <ul className="footer-links">
            <li>
              <Link to="/guidelines">{t('footer.guidelines')}</Link>
            </li>
            <li>
              <Link to="/terms-of-use">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/settings">{t('footer.settings')}</Link>
            </li>
            <li>
              <a href={SOCIAL_URL} rel="me noopener">
                {t('footer.social')}
              </a>
            </li>
          </ul>
        </nav>
        <p className="footer-contact">
          <span>{t('footer.contact')}</span>{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} dir="ltr">
            {SUPPORT_EMAIL}
          </a>
        </p>
        <InstallButton />
        <p className="footer-note">{t('footer.note')}</p>
      </div>
    </footer>
  );
}
