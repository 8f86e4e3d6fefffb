// Notifications: one queue for every feature (accounts, outbox, reports, moderation). Its rules:
// at most 5 shown, the rest queued; success closes after 70 ms per character (2–7 s); errors stay until
// closed; a progress notification is updated in place. Texts arrive translated: callers pass `t(...)` results.
import type { LinkProps } from '@tanstack/react-router';
import { create } from 'zustand';

export type NotificationKind = 'success' | 'error' | 'info' | 'progress';

export interface AppNotification {
  id: number;
  kind: NotificationKind;
  text: string;
  /** Auto-close delay in ms; null: stays until the user closes it (errors, progress, one with a link). */
  closeAfter: number | null;
  /** A page the notification leads to (it stays until closed, so the link can be reached). */
  link?: NotificationLink;
}

export interface NotificationLink {
  to: LinkProps['to'];
  label: string;
}

export const MAX_SHOWN = 5;
export const DEFAULT_CLOSE_MS = 4000;

/** How long a notification stays on screen. */
export function closeDelay(kind: NotificationKind, text: string): number | null {
  if (kind === 'error' || kind === 'progress') return null;
  if (kind === 'success') return Math.min(7000, Math.max(2000, 70 * text.length));
  return DEFAULT_CLOSE_MS;
}

interface NotificationState {
  /** Every live notification, oldest first; the view shows the first MAX_SHOWN. */
  items: AppNotification[];
}

export const useNotifications = create<NotificationState>(() => ({ items: [] }));

/** The notifications on screen: the oldest MAX_SHOWN; a closed one lets the next queued one in. */
export function shownNotifications(items: readonly AppNotification[]): AppNotification[] {
  return items.slice(0, MAX_SHOWN);
}

/** How many wait for a free place. */
export function queuedCount(items: readonly AppNotification[]): number {
  return Math.max(0, items.length - MAX_SHOWN);
}

let nextId = 1;

function push(kind: NotificationKind, text: string, link?: NotificationLink): number {
  const id = nextId++;
  useNotifications.setState((s) => ({
    items: [...s.items, { id, kind, text, closeAfter: link ? null : closeDelay(kind, text), link }],
  }));
  return id;
}

function update(id: number, kind: NotificationKind, text: string): void {
  useNotifications.setState((s) => ({
    items: s.items.map((n) => (n.id === id ? { id, kind, text, closeAfter: closeDelay(kind, text) } : n)),
  }));
}

export function dismiss(id: number): void {
  useNotifications.setState((s) => ({ items: s.items.filter((n) => n.id !== id) }));
}

export interface ProgressHandle {
  success(text: string): void;
  error(text: string): void;
}

export const notify = {
  success: (text: string) => push('success', text),
  error: (text: string) => push('error', text),
  info: (text: string, link?: NotificationLink) => push('info', text, link),
  /** e.g. "Waiting for server response", then `.success(...)` or `.error(...)` on the same notification. */
  progress(text: string): ProgressHandle {
    const id = push('progress', text);
    return { success: (t) => update(id, 'success', t), error: (t) => update(id, 'error', t) };
  },
};
