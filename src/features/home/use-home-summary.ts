// The home page's latest reviews, counts and best-rated lists (GET /api/rayek/home, docs/api.md "The home
// page"), through the mirror: what was seen last shows offline too.
import { HOME_COLLECTION, HOME_ID } from '@/domain/home';
import { usePublicAnswer } from '@/lib/mirror/use-public-answer';

export interface HomeReview {
  id: string;
  collection: 'institution_ratings' | 'program_ratings' | 'instructor_ratings';
  target_id: string;
  name: string;
  name_ar: string;
  institution_id: string;
  institution_name: string;
  institution_name_ar: string;
  score: number;
  review: string;
}

export interface HomeInstitution {
  id: string;
  name: string;
  name_ar: string;
  overall_rating: number;
  review_count: number;
}

export interface HomeProgram {
  id: string;
  discipline_major: string;
  specialization_pathway: string;
  institution_id: string;
  institution_name: string;
  institution_name_ar: string;
  overall_rating: number;
  review_count: number;
}

export interface HomeSummary {
  minReviews: number;
  counts: { institutions: number; instructors: number; reviews: number };
  latest: HomeReview[];
  institutions: HomeInstitution[];
  programs: HomeProgram[];
}

const isSummary = (answer: Record<string, unknown>): boolean =>
  typeof answer.minReviews === 'number' &&
  typeof answer.counts === 'object' &&
  answer.counts !== null &&
  Array.isArray(answer.latest) &&
  Array.isArray(answer.institutions) &&
  Array.isArray(answer.programs);

export function useHomeSummary(): { summary?: HomeSummary; unavailable?: () => void } {
  const result = usePublicAnswer(HOME_COLLECTION, HOME_ID, '/api/rayek/home');
  if (result.status === 'found' && isSummary(result.answer))
    return { summary: result.answer as unknown as HomeSummary };
  if (result.status === 'offline-unavailable') return { unavailable: result.retry };
  return {};
}
