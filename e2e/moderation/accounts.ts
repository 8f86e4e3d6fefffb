// Accounts and content for the moderation e2e tests, made through the real API as the superuser (accounts,
// institutions) and as the users themselves (ratings, reports), since the forms live on another branch.
import PocketBase from 'pocketbase';
import { INSTITUTION_SCORES } from '../../contract/ratings.js';
import type { BrowserContext } from '@playwright/test';
import type { StackInfo } from '../support/stack';
import { uniqueEmail } from '../accounts/support';

export async function adminClient(stack: StackInfo): Promise<PocketBase> {
  const pb = new PocketBase(stack.baseURL);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(stack.superuser.email, stack.superuser.password);
  return pb;
}

export interface User {
  id: string;
  pb: PocketBase;
}

/** An account signed in by impersonation (no sign-in rate limit, no e-mail round trip). */
export async function signedIn(admin: PocketBase, id: string): Promise<User> {
  const pb = await admin.collection('users').impersonate(id, 3600);
  pb.autoCancellation(false);
  return { id, pb };
}

let serial = 0;
export async function newStudent(admin: PocketBase): Promise<User> {
  serial += 1;
  // Random, not the time and a counter alone: the two workers run the same test in two languages, step for step,
  // and met on the same address within one millisecond.
  const email = uniqueEmail('e2e-mod');
  const record = await admin.collection('users').create({
    email,
    password: 'student-password-1',
    passwordConfirm: 'student-password-1',
    name: `Étudiant ${serial}`,
    role: 'STUDENT',
    verified: true,
  });
  return signedIn(admin, record.id);
}

export async function demoModerator(admin: PocketBase): Promise<User> {
  const record = await admin.collection('users').getFirstListItem('email = "moderator@rayek.local"');
  return signedIn(admin, record.id);
}

/** The browser context starts signed in as this user, with the interface in `language` (English unless told). */
export async function useAccount(context: BrowserContext, user: User, language: 'ar' | 'fr' | 'en' = 'en') {
  const auth = JSON.stringify({ token: user.pb.authStore.token, record: user.pb.authStore.record });
  await context.addInitScript(
    ([value, lang]) => {
      localStorage.setItem('pocketbase_auth', value);
      localStorage.setItem('rayek_lang', lang);
    },
    [auth, language] as const,
  );
}

export const SCORE_NAMES = INSTITUTION_SCORES;

export function institutionRating(institution: string, scores: number[], review: string) {
  return { institution, review, ...Object.fromEntries(SCORE_NAMES.map((name, i) => [name, scores[i]])) };
}
