// The signed-in account's claims of instructor profiles, kept per account in the mirror (slices/professors/
// my-claims.ts) so the instructor page knows offline whether the reader is the profile's professor. Asked again
// once per page that needs them while online: a claim approved meanwhile then opens the replies at once.
import { useEffect } from 'react';
import { COLLECTIONS } from '@/domain/collections';
import { DEFAULT_ROLE } from '@/domain/roles';
import { claimOf, type MyClaim } from '@/domain/professors';
import { useSession, useSessionUser } from '@/lib/auth/session-store';
import { appDb } from '@/lib/db/app-db';
import { useOnline } from '@/lib/mirror/connectivity';
import { useLiveQuery } from '@/lib/mirror/use-live-query';
import { storeMyClaims } from '@/slices/professors/my-claims';
import { getPocketBase } from '@/lib/pocketbase/client';

/** How many claims one account can have is small (one waiting or approved per profile): one page holds them. */
const CLAIMS_PAGE = 200;

/**
 * The account's claims (undefined until read; empty when signed out, unverified, or not `wanted`: a page that only
 * needs an approved claim asks for students' claims at all only once their role says professor or moderator).
 */
export function useMyClaims(wanted = true): MyClaim[] | undefined {
  const user = useSessionUser();
  const userId = user?.verified && wanted ? user.id : undefined;
  const online = useOnline();
  const claims = useLiveQuery(async () => {
    if (!userId) return [];
    const rows = await appDb().myClaims.where('userId').equals(userId).toArray();
    return rows.flatMap((row) => claimOf({ ...row }) ?? []);
  }, [userId]);

  useEffect(() => {
    if (!userId || !online) return;
    let current = true;
    (async () => {
      const pb = await getPocketBase();
      const { items } = await pb.collection(COLLECTIONS.instructorClaims).getList(1, CLAIMS_PAGE, {
        fields: 'id,instructor,status',
        sort: '-created',
        skipTotal: true,
        requestKey: null,
      });
      // An answer for an account no longer signed in is not stored (it would outlive its sign-out).
      if (!current || useSession.getState().user?.id !== userId) return;
      await storeMyClaims(
        appDb(),
        userId,
        items.flatMap((raw) => claimOf(raw) ?? []),
        Date.now(),
      );
    })().catch(() => {
      // Offline or refused: the stored claims stand until the next page asks.
    });
    return () => {
      current = false;
    };
  }, [userId, online]);

  return claims;
}

/**
 * The claims that can make the reader a profile's professor: only an approved claim matters there, and approval
 * changes the account's role, so a student's claims are not asked for (the claim page uses useMyClaims).
 */
export function useHeldClaims(): MyClaim[] | undefined {
  const user = useSessionUser();
  return useMyClaims(user !== null && user.role !== DEFAULT_ROLE);
}
