// When to try again after a network failure, a 5xx or a 429. Exponential: 5 s, 10 s, 20 s, 40 s, 80 s,
// 160 s, 320 s, then every 10 minutes, each delay scaled by a random factor in [0.8, 1.2) so that tabs and
// phones coming back after an outage do not all knock on the server in the same second.
// Coming online, a new sign-in and "retry now" skip the wait (see outbox.ts): the backoff only paces retries
// against a server that is reachable but unwell, or a network that is flapping.
export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_MAX_MS = 10 * 60_000;

/** The delay before attempt `attempts + 1`, given `attempts` failed attempts so far (≥ 1). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const plain = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 20));
  return Math.round(plain * (0.8 + 0.4 * random()));
}
