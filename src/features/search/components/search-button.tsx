import { lazy, Suspense, useState } from 'react';
import { ensureMessagePart } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { SearchIcon } from '@/ui/icons';

// Everything but this button loads when the search is first wanted: the dialog, its texts (the `browse` part),
// the mirror's search and, offline, the search engine.
const loadDialog = () =>
  Promise.all([import('./search-dialog'), ensureMessagePart('browse')]).then(([module]) => module);
const SearchDialog = lazy(loadDialog);

/**
 * Opens the search of institutions, programs and instructors. `hero`: the home page's wide field-like button,
 * with its label shown; otherwise the header's, an icon with its label shown from wide screens on.
 */
export function SearchButton({ variant = 'header' }: { variant?: 'header' | 'hero' }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const label = variant === 'hero' ? t('search.hero') : t('search.open');
  return (
    <>
      <button
        type="button"
        className={variant === 'hero' ? 'search-hero' : 'icon-button search-button'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <SearchIcon />
        <span className={variant === 'hero' ? undefined : 'search-button-label'}>{label}</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
