// The verification e-mail can be asked for again 60 s after the last one was sent.
export const RESEND_COOLDOWN_MS = 60_000;

/** Whole seconds left before another e-mail may be asked for (0: now). A send time in the future counts from now. */
export function resendSecondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null || !Number.isFinite(sentAt)) return 0;
  const elapsed = Math.max(0, now - sentAt);
  return Math.max(0, Math.ceil((RESEND_COOLDOWN_MS - elapsed) / 1000));
}
