// A PocketBase auth token is a JWT: its payload's `exp` (seconds since 1970) says until when the server takes
// it. Reading it needs no network, so the app knows offline whether a stored session is still worth using.

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's expiry in ms since 1970, or null when it is not a readable JWT with a numeric `exp`. */
export function tokenExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload = JSON.parse(decodeBase64Url(parts[1])) as { exp?: unknown };
    return typeof payload.exp === 'number' && Number.isFinite(payload.exp) ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True while the token has not expired at `now` (ms). An unreadable token is never valid. */
export function isTokenValid(token: string, now: number = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== null && now < expiry;
}
