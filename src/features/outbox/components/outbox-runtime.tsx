// Mounted lazily by the root layout once the app is interactive: runs the outbox and announces deliveries.
import { useT } from '@/lib/i18n/use-t';
import { useOutboxRuntime } from '../use-outbox-runtime';

export default function OutboxRuntime() {
  const t = useT();
  useOutboxRuntime(t);
  return null;
}
