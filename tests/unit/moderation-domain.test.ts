// The moderation rules the client shares with the server (docs/api.md "Moderation").
import { describe, expect, it } from 'vitest';
import { contributionState, decisionStatuses, meanScore, takeDownStatuses } from '@/domain/moderation';

describe('domain/moderation', () => {
  it('rejects ratings as SUSPENDED and instructor suggestions as ARCHIVED; approval publishes both', () => {
    expect(decisionStatuses('institution_ratings')).toEqual({ approve: 'ACTIVE', reject: 'SUSPENDED' });
    expect(decisionStatuses('instructor_ratings')).toEqual({ approve: 'ACTIVE', reject: 'SUSPENDED' });
    expect(decisionStatuses('instructors')).toEqual({ approve: 'ACTIVE', reject: 'ARCHIVED' });
  });

  it('offers the take-down statuses the server accepts for each kind of content', () => {
    expect(takeDownStatuses('program_ratings')).toEqual(['SUSPENDED', 'REPORTED']);
    expect(takeDownStatuses('instructors')).toEqual(['ARCHIVED']);
  });

  it('tells authors pending, published, rejected, removed or treated', () => {
    expect(
      ['PENDING_APPROVAL', 'SUBMITTED', 'ACTIVE', 'SUSPENDED', 'ARCHIVED', 'REPORTED', 'TREATED'].map(
        contributionState,
      ),
    ).toEqual(['pending', 'pending', 'published', 'rejected', 'rejected', 'removed', 'treated']);
  });

  it('averages the scores present to one decimal, and has none without scores', () => {
    expect(meanScore({ a: 1, b: 2, c: 2 }, ['a', 'b', 'c'])).toBe(1.7);
    expect(meanScore({ a: 5, b: 'x' }, ['a', 'b', 'c'])).toBe(5);
    expect(meanScore({}, ['a'])).toBeNull();
  });
});
