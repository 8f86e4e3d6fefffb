import { useEffect, useRef } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { focusPageHeading } from '@/ui/focus-page-heading';
import { LoadingState } from '@/ui/loading-state';
import { PageFrame } from '@/ui/page-frame';
import { StatusPanel } from '@/ui/status-panel';
import { useOutbox } from '../use-outbox';
import { OutboxItemCard } from './outbox-item-card';
import './outbox.css';

/** `/outbox`: what waits to be sent, why, and what can be done. `onSignIn` opens the sign-in dialog (the route wires it). */
export function OutboxPage({ onSignIn }: { onSignIn: () => void }) {
  const t = useT();
  const outbox = useOutbox();
  // An item that leaves the list (delivered, discarded) takes the focus with it: the item now in its place
  // (or the last one, or the title when none is left) takes it instead.
  const list = useRef<HTMLOListElement>(null);
  const focusedIndex = useRef<number | null>(null);
  const count = outbox.items.length;
  useEffect(() => {
    const index = focusedIndex.current;
    if (index === null || document.activeElement !== document.body) return;
    focusedIndex.current = null;
    const items = list.current?.children;
    if (items && items.length > 0) (items[Math.min(index, items.length - 1)] as HTMLElement).focus();
    else focusPageHeading();
  }, [count]);
  const signInPanel = (text: string) => (
    <StatusPanel title={t('outbox.signIn.title')} text={text}>
      <button type="button" className="button" onClick={onSignIn}>
        {t('auth.signIn')}
      </button>
    </StatusPanel>
  );
  return (
    <PageFrame title={t('outbox.title')} intro={t('outbox.intro')}>
      {!outbox.loaded ? <LoadingState /> : null}
      {outbox.loaded && !outbox.signedIn && outbox.othersWaiting > 0
        ? signInPanel(t('outbox.signedOut.text', { count: outbox.othersWaiting }))
        : null}
      {outbox.needsSignIn && outbox.items.length > 0 ? signInPanel(t('outbox.signIn.text')) : null}
      {outbox.unverified && outbox.items.length > 0 ? (
        <p className="outbox-notice">{t('outbox.unverified.text')}</p>
      ) : null}
      {outbox.signedIn && outbox.othersWaiting > 0 ? (
        <p className="outbox-notice">{t('outbox.otherAccount', { count: outbox.othersWaiting })}</p>
      ) : null}
      {outbox.loaded && outbox.items.length === 0 && outbox.othersWaiting === 0 ? (
        <p className="outbox-empty">{t('outbox.empty')}</p>
      ) : null}
      {outbox.items.length > 0 ? (
        <ol
          className="outbox-list"
          ref={list}
          onFocus={(event) => {
            const item = (event.target as HTMLElement).closest('.outbox-list > li');
            focusedIndex.current = item ? [...event.currentTarget.children].indexOf(item) : null;
          }}
          onBlur={(event) => {
            // Focus that moves elsewhere on the page forgets the item; the discard dialog (outside the list)
            // hands it back to the item when it closes.
            const next = event.relatedTarget as HTMLElement | null;
            if (next && !next.closest('[role="dialog"]')) focusedIndex.current = null;
          }}
        >
          {outbox.items.map((item) => (
            <OutboxItemCard key={item.id} item={item} />
          ))}
        </ol>
      ) : null}
    </PageFrame>
  );
}
