// The notifications on screen, in the bottom corner on the inline-end side (bottom-right in LTR). Loaded
// with the first notification (see notification-host.tsx).
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { CloseIcon } from '../icons';
import { dismiss, queuedCount, shownNotifications, useNotifications, type AppNotification } from './notify';
import './notifications.css';

function NotificationItem({ notification }: { notification: AppNotification }) {
  const t = useT();
  const { id, kind, text, closeAfter, link } = notification;
  // Reading is not a race: while the pointer or focus is on it, it stays; it closes a full delay later.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (closeAfter === null || held) return;
    const timer = window.setTimeout(() => dismiss(id), closeAfter);
    return () => window.clearTimeout(timer);
  }, [id, closeAfter, held, text]);
  return (
    <li
      className={`notification notification-${kind}`}
      // Errors interrupt; the rest is announced politely by the region.
      role={kind === 'error' ? 'alert' : undefined}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {kind === 'progress' ? <span className="spinner notification-spinner" aria-hidden="true" /> : null}
      <div className="notification-body">
        {kind === 'error' ? <strong className="notification-title">{t('notify.errorTitle')}</strong> : null}
        <p className="notification-text">{text}</p>
        {link ? (
          <Link className="notification-link" to={link.to} onClick={() => dismiss(id)}>
            {link.label}
          </Link>
        ) : null}
      </div>
      <button
        type="button"
        className="icon-button notification-close"
        aria-label={t('notify.close')}
        onClick={() => dismiss(id)}
      >
        <CloseIcon />
      </button>
    </li>
  );
}

export default function NotificationList() {
  const t = useT();
  const items = useNotifications((s) => s.items);
  const waiting = queuedCount(items);
  if (items.length === 0) return null;
  return (
    <>
      <ol className="notification-list">
        {shownNotifications(items).map((n) => (
          <NotificationItem key={n.id} notification={n} />
        ))}
      </ol>
      {waiting > 0 ? <p className="notification-queued">{t('notify.queued', { count: waiting })}</p> : null}
    </>
  );
}
