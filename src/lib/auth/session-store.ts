// The signed-in account as React sees it: a zustand mirror of the PocketBase SDK's auth store, which persists
// `{ token, record }` in localStorage under `pocketbase_auth`. The mirror reads that entry itself at start-up,
// so the header knows who is signed in without loading the SDK on the landing page; once the SDK is loaded,
// its onChange keeps the mirror current (sign-in, refresh, sign-out, other tabs through `storage` events).
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { DEFAULT_ROLE, ROLES } from '@/domain/roles';
import { isTokenValid } from '@/domain/auth-token';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/domain/languages';

export const AUTH_STORAGE_KEY = 'pocketbase_auth';

export type Role = (typeof ROLES)[number];

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  verified: boolean;
  role: Role;
  /** The language of Rayek's e-mails to this account (accounts made before it existed have Arabic). */
  language: Language;
  /** A professor turned off the e-mail about each new rating of their profile (absent: it is sent). */
  newRatingMailOff?: true;
}

export interface SessionState {
  token: string;
  user: SessionUser | null;
}

export function toSessionUser(record: unknown): SessionUser | null {
  if (typeof record !== 'object' || record === null) return null;
  const r = record as Record<string, unknown>;
  if (typeof r.id !== 'string') return null;
  const role = (ROLES as readonly unknown[]).includes(r.role) ? (r.role as Role) : DEFAULT_ROLE;
  const language = isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE;
  const user: SessionUser = {
    id: r.id,
    name: String(r.name ?? ''),
    email: String(r.email ?? ''),
    verified: r.verified === true,
    role,
    language,
  };
  if (r.new_rating_mail_off === true) user.newRatingMailOff = true;
  return user;
}

export const SIGNED_OUT: SessionState = { token: '', user: null };

/** The session a stored `pocketbase_auth` value holds; an expired token is no session (the server would refuse it). */
export function parseStoredSession(raw: string | null, now: number = Date.now()): SessionState {
  if (!raw) return SIGNED_OUT;
  try {
    const parsed = JSON.parse(raw) as { token?: unknown; record?: unknown; model?: unknown };
    const token = typeof parsed.token === 'string' ? parsed.token : '';
    const user = toSessionUser(parsed.record ?? parsed.model);
    return token && user && isTokenValid(token, now) ? { token, user } : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

/** The stored value, or null when there is none or storage is refused. */
export function readStoredValue(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
}

function readStored(): SessionState {
  return parseStoredSession(readStoredValue());
}

export const useSession = create<SessionState>(() => readStored());

/** Re-reads the stored session (another tab signed in or out, or the SDK is not loaded yet in this one). */
export function reloadStoredSession(): void {
  useSession.setState(readStored());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) reloadStoredSession();
  });
}

const noSession = () => null;

/**
 * The signed-in user for views that are prerendered signed out (the header): while React hydrates, it
 * reads "signed out" like the prerendered HTML did, then re-renders with the stored session — no mismatch.
 */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(useSession.subscribe, () => useSession.getState().user, noSession);
}

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates a page prerendered signed out (useSessionUser then reads "signed out" whatever the
 * stored session), true from the render after. What a signed-out reader sees in the HTML (a sign-in prompt) is
 * marked unsure meanwhile: the inline script of index.html flags a stored session on <html> before the first
 * paint (`rayek-session`), and the stylesheet hides unsure content then, so a signed-in reader is never shown
 * "sign in" for the seconds hydration takes on a slow phone.
 */
export function useSessionKnown(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** Called with the SDK's auth store state whenever it changes (wired where the client is created). */
export function mirrorAuth(token: string, record: unknown): void {
  const user = toSessionUser(record);
  useSession.setState(token && user && isTokenValid(token) ? { token, user } : SIGNED_OUT);
}
