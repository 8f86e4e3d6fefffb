// The outbox sends an item only under the account that wrote it, with a token that is not known to be dead:
// an expired token (its JWT `exp`, domain/auth-token.ts) is caught before a request is wasted on a 401.
import { tokenExpiry } from '@/domain/auth-token';

export interface OutboxSession {
  userId: string;
  verified: boolean;
  token: string;
}

/** True when there is no token or its expiry has passed; an unreadable expiry is left to the server to judge. */
export function isTokenExpired(token: string, now: number): boolean {
  if (!token) return true;
  const expiresAt = tokenExpiry(token);
  return expiresAt !== null && expiresAt <= now;
}
