// The signed-in author's own contributions (`GET /api/rayek/contributions/mine`). Kept in memory only, never
// in IndexedDB nor in the browser's HTTP cache (lib/pocketbase/client.ts fetches signed-in requests with
// `cache: 'no-store'`): a list tying this account to its ratings must not stay on a shared device after sign-out.
import { useCallback, useEffect, useState } from 'react';
import type { QueueKind } from '@/domain/moderation';
import { useSession } from '@/lib/auth/session-store';
import { getPocketBase } from '@/lib/pocketbase/client';

export interface ContributionTarget {
  collection: string;
  name: string;
  name_ar?: string;
  degree?: string;
  institution_name?: string;
  institution_name_ar?: string;
}

export interface Contribution extends Record<string, unknown> {
  id: string;
  collection: QueueKind;
  status: string;
  created: string;
  reason: string;
  target?: ContributionTarget | null;
}

export type ContributionsState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'ready'; items: Contribution[] }
  | { status: 'unreachable'; retry: () => void };

export function useMyContributions(): ContributionsState {
  const userId = useSession((s) => s.user?.id ?? null);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: ContributionsState } | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const key = `${userId}/${attempt}`;

  useEffect(() => {
    if (!userId) return;
    let current = true;
    getPocketBase()
      .then((pb) => pb.send<{ items: Contribution[] }>('/api/rayek/contributions/mine', { method: 'GET', requestKey: null }))
      .then(
        ({ items }) => current && setResult({ key, state: { status: 'ready', items } }),
        () => current && setResult({ key, state: { status: 'unreachable', retry } }),
      );
    return () => {
      current = false;
    };
  }, [userId, key, retry]);

  if (!userId) return { status: 'signed-out' };
  // An answer for another account (or an earlier attempt) is never shown.
  return result?.key === key ? result.state : { status: 'loading' };
}
