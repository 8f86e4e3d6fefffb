// The signed-in author's own contributions (`GET /api/rayek/contributions/mine`), read through the private query
// (lib/mirror/use-private-query.ts): kept in memory only, never in IndexedDB nor in the browser's HTTP cache, since
// a list tying this account to its ratings must not stay on a shared device after sign-out.
import type { QueueKind } from '@/domain/moderation';
import { useSession } from '@/lib/auth/session-store';
import { usePrivateQuery, type PrivateQueryState } from '@/lib/mirror/use-private-query';

export interface ContributionTarget {
  collection: string;
  /** The record's id (its page); a reply's `about` has none of its own here. */
  id?: string;
  name: string;
  name_ar?: string;
  degree?: string;
  institution_name?: string;
  institution_name_ar?: string;
  /** A reply's target is the rating it answers; this is what that rating is about. */
  about?: ContributionTarget | null;
}

export interface Contribution extends Record<string, unknown> {
  id: string;
  collection: QueueKind;
  status: string;
  created: string;
  reason: string;
  target?: ContributionTarget | null;
}

/** `idle`: nobody is signed in; `refused`: the server does not accept the session (signed out elsewhere). */
export function useMyContributions(): PrivateQueryState<Contribution[]> {
  const userId = useSession((s) => s.user?.id ?? null);
  // The account is part of the key: an answer for another account is never shown.
  const { state } = usePrivateQuery(userId && `contributions/${userId}`, async (pb, signal) => {
    const { items } = await pb.send<{ items: Contribution[] }>('/api/rayek/contributions/mine', {
      method: 'GET',
      requestKey: null,
      signal,
    });
    return items;
  });
  return state;
}
