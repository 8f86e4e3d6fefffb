import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { AuthButtons } from '@/features/auth/components/auth-buttons';
import { OutboxBadge } from '@/features/outbox/components/outbox-badge';
import { SearchButton } from '@/features/search/components/search-button';
import { useSessionUser } from '@/lib/auth/session-store';
import { useT } from '@/lib/i18n/use-t';
import { LogoMark } from '@/ui/logo';
import { LanguageSwitcher } from './language-switcher';
import { MenuButton } from './menu-button';
import { PrimaryNav } from './primary-nav';

// Only moderators see the moderation badge: its code (the counts' store and request) loads for them, after
// hydration (useSessionUser reads "signed out" while React hydrates the prerendered header).
const ModerationBadge = lazy(() =>
  import('@/features/moderation/components/moderation-badge').then((m) => ({ default: m.ModerationBadge })),
);

export function SiteHeader() {
  const t = useT();
  const isModerator = useSessionUser()?.role === 'MODERATOR';
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/" className="brand">
          <LogoMark />
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <PrimaryNav className="header-nav" />
        <div className="header-actions">
          <SearchButton />
          {isModerator ? (
            <Suspense fallback={null}>
              <ModerationBadge />
            </Suspense>
          ) : null}
          <OutboxBadge />
          <LanguageSwitcher />
          <AuthButtons className="header-auth" />
          <MenuButton />
        </div>
      </div>
    </header>
  );
}
