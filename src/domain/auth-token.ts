// A PocketBase token is a JWT: its payload's `exp` (seconds since 1970) says until when the server takes it,
// and a password reset link's token carries the account's address. Reading them needs no network, so the app
// knows offline whether a stored session is still worth using, and the reset page can name its address and say
// at once that it has expired. Nothing read here is trusted: the server checks the signature. (The e-mail
// change's link is no JWT: an opaque token the server exchanges, features/auth/use-email-change-confirm.ts.)

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The JWT's payload as an object, or null when the token is no readable JWT. */
function payloadOf(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The token's expiry in ms since 1970, or null when it is not a readable JWT with a numeric `exp`. */
export function tokenExpiry(token: string): number | null {
  const exp = payloadOf(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** True while the token has not expired at `now` (ms). An unreadable token is never valid. */
export function isTokenValid(token: string, now: number = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== null && now < expiry;
}

/** What the page of a password reset link reads from its token before asking. */
export interface LinkClaims {
  /** The account's address (`email`), or '' when the token does not say one. */
  email: string;
  /** Unreadable, without `exp`, or past it: the server would refuse it, so the page says so at once. */
  expired: boolean;
}

const addressClaim = (value: unknown): string => (typeof value === 'string' && value.includes('@') ? value.trim() : '');

export function linkClaims(token: string, now: number = Date.now()): LinkClaims {
  const payload = payloadOf(token);
  return {
    email: addressClaim(payload?.email),
    expired: !isTokenValid(token, now),
  };
}
