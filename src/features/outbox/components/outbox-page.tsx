import { useT } from '@/lib/i18n/use-t';
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
      {outbox.loaded && !outbox.signedIn && outbox.othersWaiting > 0 ? signInPanel(t('outbox.signedOut.text', { count: outbox.othersWaiting })) : null}
      {outbox.needsSignIn && outbox.items.length > 0 ? signInPanel(t('outbox.signIn.text')) : null}
      {outbox.unverified && outbox.items.length > 0 ? <p className="outbox-notice">{t('outbox.unverified.text')}</p> : null}
      {outbox.signedIn && outbox.othersWaiting > 0 ? <p className="outbox-notice">{t('outbox.otherAccount', { count: outbox.othersWaiting })}</p> : null}
      {outbox.loaded && outbox.items.length === 0 && outbox.othersWaiting === 0 ? <p className="outbox-empty">{t('outbox.empty')}</p> : null}
      {outbox.items.length > 0 ? (
        <ol className="outbox-list">
          {outbox.items.map((item) => (
            <OutboxItemCard key={item.id} item={item} />
          ))}
        </ol>
      ) : null}
    </PageFrame>
  );
}
