// What the read models must say, computed here from the ratings a test created: averages over ACTIVE
// ratings, rounded half up in integer arithmetic exactly as docs/api.md states (2 decimals for category
// averages, 1 for overall_rating, whole percent for avg_would_take_again; 0 when there is no rating).
import { distributionStep, SCORE_STEPS } from '@contract/ratings.js';
import { TAGS } from './fixtures';

type Rating = Record<string, unknown> & { status: string };

/** round(sum / n, decimals), half up, 0 when n = 0. */
export function mean(sum: number, n: number, decimals: number): number {
  if (n === 0) return 0;
  const scale = 10 ** decimals;
  return Math.floor((2 * scale * sum + n) / (2 * n)) / scale;
}

export function categoryAverages(ratings: Rating[], scoreNames: readonly string[]) {
  const active = ratings.filter((r) => r.status === 'ACTIVE');
  const n = active.length;
  const out: Record<string, number> = {};
  let total = 0;
  for (const s of scoreNames) {
    const sum = active.reduce((acc, r) => acc + Number(r[s]), 0);
    total += sum;
    out[`avg_${s}`] = mean(sum, n, 2);
  }
  // The mean of the ten category means is total / (10 n); in tenths that is total / n.
  out.overall_rating = n === 0 ? 0 : Math.floor((2 * total + n) / (2 * n)) / 10;
  out.review_count = n;
  // The distribution: ratings per step of their own mean (contract/ratings.js, distributionStep).
  for (const k of SCORE_STEPS) {
    out[`nb_${k}`] = active.filter((r) => distributionStep(scoreNames.map((s) => Number(r[s]))) === k).length;
  }
  return out;
}

export function instructorFigures(ratings: Rating[]) {
  const active = ratings.filter((r) => r.status === 'ACTIVE');
  const n = active.length;
  const sum = (f: (r: Rating) => number) => active.reduce((acc, r) => acc + f(r), 0);
  const out: Record<string, number> = {
    avg_overall_quality: mean(
      sum((r) => Number(r.overall_quality)),
      n,
      2,
    ),
    avg_difficulty: mean(
      sum((r) => Number(r.difficulty)),
      n,
      2,
    ),
    avg_would_take_again: mean(100 * sum((r) => (r.would_take_again ? 1 : 0)), n, 0),
    review_count: n,
  };
  for (let k = 1; k <= 5; k += 1) out[`nb_${k}`] = sum((r) => (Number(r.overall_quality) === k ? 1 : 0));
  for (const tag of TAGS) out[tag.toLowerCase()] = sum((r) => ((r.tags as string[]).includes(tag) ? 1 : 0));
  return out;
}

export function coursesTaught(ratings: Rating[]): string {
  const courses = [...new Set(ratings.filter((r) => r.status === 'ACTIVE').map((r) => String(r.course)))];
  // SQLite's BINARY order: by UTF-8 bytes, which for these strings is code-unit order.
  courses.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return courses.join(', ');
}
