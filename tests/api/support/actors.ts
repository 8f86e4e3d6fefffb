// Test users, created by the superuser and signed in by impersonation, so tests never hit the sign-in
// rate limiter and need no e-mail round trip.
import PocketBase from 'pocketbase';
import type { ROLES } from '@contract/roles.js';
import type { TestServer } from './server';

export type Role = (typeof ROLES)[number];

export interface Actor {
  id: string;
  email: string;
  /** SDK client authenticated as this user. */
  pb: PocketBase;
  token: string;
}

/** The password of every test user createActor makes. */
export const ACTOR_PASSWORD = 'password-for-tests-1';

let counter = 0;

export async function createActor(
  server: TestServer,
  opts: { role?: Role; verified?: boolean; name?: string; language?: 'ar' | 'fr' | 'en' } = {},
): Promise<Actor> {
  counter += 1;
  const email = `user${counter}-${Math.random().toString(36).slice(2, 8)}@tests.local`;
  const record = await server.admin.collection('users').create({
    email,
    password: ACTOR_PASSWORD,
    passwordConfirm: ACTOR_PASSWORD,
    name: opts.name ?? `Test User ${counter}`,
    role: opts.role ?? 'STUDENT',
    verified: opts.verified ?? true,
    ...(opts.language ? { language: opts.language } : {}),
  });
  const pb = await server.admin.collection('users').impersonate(record.id, 3600);
  pb.autoCancellation(false);
  return { id: record.id, email, pb, token: pb.authStore.token };
}

/** The owner deletes their account (POST /api/rayek/account/delete), with their password unless told otherwise. */
export function deleteOwnAccount(actor: Pick<Actor, 'pb'>, password: string = ACTOR_PASSWORD) {
  return actor.pb.send('/api/rayek/account/delete', { method: 'POST', body: { password } });
}

/** A fresh guest client. */
export function guest(server: TestServer): PocketBase {
  return server.client();
}

/** Awaits a promise that must be refused; returns PocketBase's status and JSON body. */
export async function refusal(
  promise: Promise<unknown>,
): Promise<{ status: number; data: Record<string, { code: string; message: string }>; message: string }> {
  try {
    await promise;
  } catch (err) {
    const e = err as {
      status: number;
      response: { data?: Record<string, { code: string; message: string }>; message?: string };
    };
    return { status: e.status, data: e.response?.data ?? {}, message: e.response?.message ?? '' };
  }
  throw new Error('expected the request to be refused, but it succeeded');
}
