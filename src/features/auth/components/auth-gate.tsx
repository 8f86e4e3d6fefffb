// TEMPORARY LOCAL STAND-IN (forms branch only, never committed): the accounts engineer's component replaces it.
import type { ReactNode } from 'react';
import { useSession } from '@/lib/auth/session-store';

export function AuthGate({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  return user?.verified ? <>{children}</> : null;
}
