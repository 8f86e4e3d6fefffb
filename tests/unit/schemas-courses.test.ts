// The instructor's known courses, as the rating form suggests them.
import { describe, expect, it } from 'vitest';
import { splitCourses } from '@/domain/courses';

describe('splitCourses', () => {
  it('splits the read model’s list on commas, trimmed, without blanks or repeats', () => {
    expect(splitCourses('Algèbre 2, Analyse 1, Réseaux')).toEqual(['Algèbre 2', 'Analyse 1', 'Réseaux']);
    expect(splitCourses(' Analyse 1 ,, Analyse 1,')).toEqual(['Analyse 1']);
  });

  it('gives nothing for an instructor without published ratings', () => {
    expect(splitCourses('')).toEqual([]);
  });
});
