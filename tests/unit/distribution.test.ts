// The distribution of a read-model row, and the contract's rule for which step a rating counts on.
import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_SCORES, distributionStep } from '@contract/ratings.js';
import { distributionOf } from '@/domain/distribution';

describe('distributionStep', () => {
  it('rounds the mean of the scores half up', () => {
    const ten = (sum: number) => Array.from({ length: 10 }, (_, i) => Math.floor(sum / 10) + (i < sum % 10 ? 1 : 0));
    expect([10, 14, 15, 24, 25, 34, 35, 44, 45, 50].map((sum) => distributionStep(ten(sum)))).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
  });

  it('is the overall quality itself for an instructor rating', () => {
    expect(DISTRIBUTION_SCORES.instructor_ratings).toEqual(['overall_quality']);
    expect([1, 2, 3, 4, 5].map((quality) => distributionStep([quality]))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('distributionOf', () => {
  it('reads the five counts, lowest step first', () => {
    expect(distributionOf({ nb_1: 0, nb_2: 1, nb_3: '2', nb_4: 3, nb_5: 4 })).toEqual([0, 1, 2, 3, 4]);
  });

  it('knows none in a row mirrored before the server counted them', () => {
    expect(distributionOf({ review_count: 3, overall_rating: 3.2 })).toBeUndefined();
    expect(distributionOf({ nb_1: 1, nb_2: 0, nb_3: 0, nb_4: 0 })).toBeUndefined();
  });
});
