// Calls of the moderation routes (pb_hooks/80_moderation.pb.js) and the checks every answer must pass.
import type PocketBase from 'pocketbase';
import { expect } from 'vitest';

export interface Decision {
  collection: string;
  id: string;
  status: string;
  reason?: string;
  takeDown?: string;
}

export function decide(pb: PocketBase, body: Decision, lang = 'en') {
  return pb.send('/api/rayek/moderation/decisions', { method: 'POST', body, headers: { 'Accept-Language': lang } });
}

export function queue(pb: PocketBase, kind: string, query: Record<string, string | number> = {}) {
  return pb.send(`/api/rayek/moderation/queue/${kind}`, { method: 'GET', query });
}

export function counts(pb: PocketBase) {
  return pb.send('/api/rayek/moderation/counts', { method: 'GET' });
}

export function mine(pb: PocketBase) {
  return pb.send('/api/rayek/contributions/mine', { method: 'GET' });
}

/** The log rows of one item, oldest first, as the superuser reads them. */
export async function logOf(admin: PocketBase, id: string) {
  return admin
    .collection('moderation_log')
    .getFullList({ filter: admin.filter('target_id = {:id}', { id }), sort: 'created,id' });
}

/** No user id anywhere in an answer: neither as a value nor under a `user` key. */
export function expectNoAuthors(answer: unknown, userIds: string[]) {
  const json = JSON.stringify(answer);
  expect(json).not.toMatch(/"user"\s*:/);
  for (const id of userIds) expect(json).not.toContain(id);
}
