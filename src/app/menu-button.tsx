import { lazy, Suspense, useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { MenuIcon } from '@/ui/icons';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

/** The phone menu's button; the drawer (and Radix) load when it is first wanted. */
export function MenuButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
        <span className="visually-hidden">{t('nav.openMenu')}</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
