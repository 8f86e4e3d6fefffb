import { Link } from '@tanstack/react-router';
import { AuthButtons } from '@/features/auth/components/auth-buttons';
import { ModerationBadge } from '@/features/moderation/components/moderation-badge';
import { OutboxBadge } from '@/features/outbox/components/outbox-badge';
import { useT } from '@/lib/i18n/use-t';
import { LogoMark } from '@/ui/logo';
import { LanguageSwitcher } from './language-switcher';
import { MenuButton } from './menu-button';
import { PrimaryNav } from './primary-nav';

export function SiteHeader() {
  const t = useT();
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/" className="brand">
          <LogoMark />
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <PrimaryNav className="header-nav" />
        <div className="header-actions">
          <ModerationBadge />
          <OutboxBadge />
          <LanguageSwitcher />
          <AuthButtons className="header-auth" />
          <MenuButton />
        </div>
      </div>
    </header>
  );
}
