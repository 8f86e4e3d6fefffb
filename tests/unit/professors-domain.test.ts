// Professors on the client (docs/professors.md): the claim and reply forms' rules, the new refusal codes in the
// reader's language and whether a correction can fix them, the queues' decisions, and what the app reads of a
// claim or a reply the server sends.
import { describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { ERROR_CODES } from '@contract/error-codes.js';
import { contributionState, decisionStatuses, takeDownStatuses } from '@/domain/moderation';
import {
  claimOf,
  isClaimant,
  pendingClaim,
  REPLY_TARGET_GONE,
  replyOf,
  replyStateOf,
  type Reply,
} from '@/domain/professors';
import { ClaimSchema } from '@/domain/schemas/claim';
import { refusalOf } from '@/domain/schemas/refusal';
import { ReplySchema } from '@/domain/schemas/reply';
import { serverErrorMessage } from '@/domain/schemas/server-errors';
import { validatePayload } from '@/domain/schemas/validate';
import { classifyReplyError } from '@/lib/outbox/kinds/reply-kind';

const INSTRUCTOR = 'instructor00001';
const RATING = 'rating000000001';

describe('the claim form', () => {
  it('takes a cleaned message and an optional address; blank is "none"', () => {
    const checked = validatePayload(ClaimSchema, {
      instructor: INSTRUCTOR,
      message: '  I teach   analysis here.  ',
      institutional_email: '  ',
    });
    expect(checked).toEqual({
      ok: true,
      value: { instructor: INSTRUCTOR, message: 'I teach analysis here.', institutional_email: '' },
    });
    expect(
      validatePayload(ClaimSchema, {
        instructor: INSTRUCTOR,
        message: 'I teach analysis here.',
        institutional_email: ' a.b@univ.tn ',
      }),
    ).toMatchObject({
      ok: true,
      value: { institutional_email: 'a.b@univ.tn' },
    });
  });

  it('refuses a short message and an address that is not one, with messages naming the bounds', () => {
    const checked = validatePayload(ClaimSchema, {
      instructor: INSTRUCTOR,
      message: 'me',
      institutional_email: 'not an address',
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        message: { id: 'form.error.tooShort', values: { min: 10, max: 1000 } },
        institutional_email: { id: 'form.error.email' },
      },
    });
  });
});

describe('the reply form', () => {
  it('keeps paragraphs and refuses a reply past the limit', () => {
    const body = 'Thank you.\n\n\nWe changed the exam.';
    expect(validatePayload(ReplySchema, { rating: RATING, instructor: INSTRUCTOR, body })).toEqual({
      ok: true,
      value: { rating: RATING, instructor: INSTRUCTOR, body: 'Thank you.\n\nWe changed the exam.' },
    });
    expect(validatePayload(ReplySchema, { rating: RATING, instructor: INSTRUCTOR, body: 'x'.repeat(1001) })).toEqual({
      ok: false,
      errors: { body: { id: 'form.error.tooLong', values: { min: 10, max: 1000 } } },
    });
  });
});

describe('the new refusal codes', () => {
  it.each([
    ['instructor', ERROR_CODES.OWN_PROFILE, 'form.error.ownProfile'],
    ['rating', ERROR_CODES.OWN_PROFILE, 'form.error.ownProfile'],
    ['instructor', ERROR_CODES.ALREADY_CLAIMED, 'form.error.alreadyClaimed'],
    ['rating', ERROR_CODES.NOT_PROFILE_OWNER, 'form.error.notProfileOwner'],
    ['rating', REPLY_TARGET_GONE, 'form.error.replyGone'],
    ['instructor', ERROR_CODES.NOT_UNIQUE, 'form.error.claimPending'],
    ['institutional_email', ERROR_CODES.IS_EMAIL, 'form.error.email'],
  ])('%s %s reads as %s', (field, code, id) => {
    expect(serverErrorMessage(field, code)).toEqual({ id });
  });

  it('are final (no correction can fix them), while a refused reply body or claim message can be corrected', () => {
    for (const code of [
      ERROR_CODES.OWN_PROFILE,
      ERROR_CODES.ALREADY_CLAIMED,
      ERROR_CODES.NOT_PROFILE_OWNER,
      REPLY_TARGET_GONE,
    ]) {
      expect(refusalOf({ rating: code })).toBe('final');
    }
    expect(refusalOf({ body: ERROR_CODES.MIN_TEXT })).toBe('correctable');
    expect(refusalOf({ message: ERROR_CODES.NO_LETTERS })).toBe('correctable');
  });

  it('a reply refused as not the profile’s own is the content’s fault, not the session’s; a 404 is final', () => {
    const answer = (status: number, data: Record<string, unknown> = {}) =>
      new ClientResponseError({ status, response: { status, message: 'm', data } });
    expect(classifyReplyError(answer(403, { rating: { code: ERROR_CODES.NOT_PROFILE_OWNER, message: '' } }))).toEqual({
      kind: 'invalid',
      fields: { rating: ERROR_CODES.NOT_PROFILE_OWNER },
      message: 'm',
    });
    expect(classifyReplyError(answer(403))).toEqual({ kind: 'unauthorized' });
    expect(classifyReplyError(answer(404))).toEqual({
      kind: 'invalid',
      fields: { rating: REPLY_TARGET_GONE },
      message: 'm',
    });
    expect(classifyReplyError(answer(400, { body: { code: ERROR_CODES.MAX_TEXT, message: '' } }))).toMatchObject({
      kind: 'invalid',
      fields: { body: ERROR_CODES.MAX_TEXT },
    });
    expect(classifyReplyError(answer(503))).toEqual({ kind: 'retry', reason: 'server' });
  });
});

describe('moderation of claims and replies', () => {
  it('approves a claim as APPROVED and rejects it as REJECTED; a reply like a rating', () => {
    expect(decisionStatuses('instructor_claims')).toEqual({ approve: 'APPROVED', reject: 'REJECTED' });
    expect(decisionStatuses('rating_replies')).toEqual({ approve: 'ACTIVE', reject: 'SUSPENDED' });
  });

  it('takes a reported reply down like a rating; a claim is never taken down', () => {
    expect(takeDownStatuses('rating_replies')).toEqual(['SUSPENDED', 'REPORTED']);
    expect(takeDownStatuses('instructor_claims')).toEqual([]);
  });

  it('tells the author of a claim pending, accepted or rejected', () => {
    expect(['PENDING', 'APPROVED', 'REJECTED'].map(contributionState)).toEqual(['pending', 'accepted', 'rejected']);
  });
});

describe('claims and replies as the server sends them', () => {
  it('reads a claim, and whether the reader holds or awaits a profile', () => {
    const claims = [
      claimOf({ id: 'c1', instructor: 'a', status: 'APPROVED' })!,
      claimOf({ id: 'c2', instructor: 'b', status: 'PENDING' })!,
    ];
    expect(claimOf({ id: 'c3', instructor: 'c', status: 'MAYBE' })).toBeUndefined();
    expect(isClaimant(claims, 'a')).toBe(true);
    expect(isClaimant(claims, 'b')).toBe(false);
    expect(pendingClaim(claims, 'b')?.id).toBe('c2');
    expect(pendingClaim(claims, 'a')).toBeUndefined();
  });

  it('reads a reply, never trusting a status outside the contract', () => {
    expect(
      replyOf({
        id: 'r1',
        rating: RATING,
        instructor: INSTRUCTOR,
        body: 'Thanks',
        status: 'ACTIVE',
        edited: true,
        revision: 2,
      }),
    ).toEqual({
      id: 'r1',
      rating: RATING,
      instructor: INSTRUCTOR,
      body: 'Thanks',
      status: 'ACTIVE',
      edited: true,
      revision: 2,
    });
    expect(replyOf({ id: 'r1', rating: RATING, status: 'PUBLISHED' })).toBeUndefined();
  });
});

describe('what the professor reads of their own reply', () => {
  const stored = (status: Reply['status']): Reply => ({
    id: 'r1',
    rating: RATING,
    instructor: INSTRUCTOR,
    body: 'Thanks a lot',
    status,
    edited: false,
    revision: 1,
  });

  it('follows the server’s status, a taken-down reply reading as hidden', () => {
    expect(replyStateOf(stored('ACTIVE'), undefined)).toBe('published');
    expect(replyStateOf(stored('PENDING_APPROVAL'), undefined)).toBe('pending');
    expect(replyStateOf(stored('SUSPENDED'), undefined)).toBe('hidden');
    expect(replyStateOf(stored('REPORTED'), undefined)).toBe('hidden');
  });

  it('a body waiting in the outbox outranks the published one: waiting, or refused', () => {
    expect(replyStateOf(stored('ACTIVE'), { failed: false })).toBe('pending');
    expect(replyStateOf(stored('ACTIVE'), { failed: true })).toBe('failed');
    expect(replyStateOf(undefined, { failed: false })).toBe('pending');
  });
});
