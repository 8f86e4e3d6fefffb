import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '@/lib/i18n/use-t';
import { useIsOffline } from '@/lib/mirror/connectivity';

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const subscribeNothing = () => () => {};

// A clock for "saved 5 minutes ago" that ticks twice a minute while a banner is shown.
let clock = 0;
const readClock = () => clock || (clock = Date.now());
function subscribeClock(onTick: () => void) {
  clock = Date.now();
  const timer = setInterval(() => {
    clock = Date.now();
    onTick();
  }, 30_000);
  return () => clearInterval(timer);
}

/**
 * Shown while the server cannot be reached: the page shows saved data, and how old it is. It goes away
 * once the connection is back and a refresh succeeded (lib/mirror/connectivity.ts).
 */
export function OfflineBanner({ fetchedAt }: { fetchedAt?: number }) {
  const t = useT();
  const intl = useIntl();
  const offline = useIsOffline();
  // Prerendered pages hydrate as rendered at build time (online): the banner appears after hydration.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const now = useSyncExternalStore(subscribeClock, readClock, () => 0);
  if (!offline || !hydrated) return null;
  let age: string | undefined;
  if (fetchedAt && fetchedAt > 0) {
    const elapsed = Math.max(0, now - fetchedAt);
    const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? ['minute', 60_000];
    age = intl.formatRelativeTime(-Math.floor(elapsed / size), unit, { numeric: 'auto' });
  }
  return (
    <p className="offline-banner" role="status">
      <strong>{t('browse.offline.title')}</strong> {age ? t('browse.offline.age', { age }) : t('browse.offline.text')}
    </p>
  );
}
