// The tag counts of an instructor's read-model row (one count per tag, named after it in lower case), as the
// instructor page and /compare show them.
import { INSTRUCTOR_TAGS, type InstructorTag } from './ratings';

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

/** Tag counts of a read-model row: zero counts hidden, most used first (ties in the tags' own order). */
export function tagCounts(raw: Record<string, unknown>): { tag: InstructorTag; count: number }[] {
  return INSTRUCTOR_TAGS.map((tag) => ({ tag, count: num(raw[tag.toLowerCase()]) }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
}
