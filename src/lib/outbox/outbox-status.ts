// What the interface needs to know about the outbox without loading Dexie or the SDK: the header badge and
// the sign-in prompt read this small store, and the lazily started sync runtime keeps it current.
// Engine events (delivered, failed) also pass through here, so a UI-side listener can show translated
// notifications while the engine itself stays free of React and texts.
import { create } from 'zustand';
import type { OutboxItem } from '@/lib/db/app-db';

export interface OutboxStatus {
  /** Items of the current account (or of everyone when signed out) that wait or failed: the badge. */
  pending: number;
  /** The server refused this session (401/403) or its token expired while items wait: sign in again. */
  needsSignIn: boolean;
  /** The token the server refused, so the engine does not resend under it; a new sign-in changes it. */
  refusedToken: string;
  /** A run is in progress in this tab. */
  syncing: boolean;
}

export const useOutboxStatus = create<OutboxStatus>(() => ({
  pending: 0,
  needsSignIn: false,
  refusedToken: '',
  syncing: false,
}));

/**
 * The server refused `token` (or it expired). The sign-in prompt shows only while that token is still the
 * session: a refusal answered after another tab signed in again is about a session already replaced.
 */
export function markRefused(token: string, currentToken: string): void {
  useOutboxStatus.setState({ refusedToken: token, needsSignIn: token === currentToken });
}

export type OutboxEvent =
  { type: 'delivered'; item: OutboxItem } | { type: 'failed'; item: OutboxItem } | { type: 'needs-sign-in' };

type Listener = (event: OutboxEvent) => void;
const listeners = new Set<Listener>();

export function onOutboxEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitOutboxEvent(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
}
