// The outbox sends an item only under the account that wrote it, with a token that is not known to be dead.
// A PocketBase token is a JWT: its `exp` claim (seconds) says when the server will stop accepting it, so an
// expired token is caught before a request is wasted on a 401.

export interface OutboxSession {
  userId: string;
  verified: boolean;
  token: string;
}

/** The token's expiry in ms since epoch, or undefined when it cannot be read (the server then decides). */
export function tokenExpiresAt(token: string): number | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function isTokenExpired(token: string, now: number): boolean {
  if (!token) return true;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== undefined && expiresAt <= now;
}
