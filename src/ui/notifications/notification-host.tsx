import { lazy, Suspense, useState } from 'react';
import { useNotifications } from './notify';

const NotificationList = lazy(() => import('./notification-list'));

/**
 * Mounted once by the layout. The live region exists from the start (screen readers announce changes to a
 * region they already know); the list's code and styles load with the first notification.
 */
export function NotificationHost() {
  const any = useNotifications((s) => s.items.length > 0);
  const [wanted, setWanted] = useState(false);
  if (any && !wanted) setWanted(true);
  return (
    <div className="notifications" aria-live="polite" aria-relevant="additions text">
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationList />
        </Suspense>
      ) : null}
    </div>
  );
}
