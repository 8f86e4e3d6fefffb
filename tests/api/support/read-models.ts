// Reads every read model of a set of targets, for comparison with figures computed in the test.
import type PocketBase from 'pocketbase';
import { INSTITUTION_SCORES, PROGRAM_SCORES } from './fixtures';
import { categoryAverages, coursesTaught, instructorFigures } from './expected';

type Rating = Record<string, unknown> & { status: string };

function strip(row: Record<string, unknown>): Record<string, unknown> {
  const { collectionId: _c, collectionName: _n, ...rest } = row;
  return rest;
}

async function one(pb: PocketBase, collection: string, id: string) {
  const found = await pb
    .collection(collection)
    .getList(1, 1, { filter: pb.filter('id = {:id}', { id }), skipTotal: true });
  return found.items[0] ? strip(found.items[0]) : undefined;
}

export async function institutionModels(pb: PocketBase, id: string) {
  return {
    search: await one(pb, 'institutions_search', id),
    average: await one(pb, 'institution_ratings_average', id),
  };
}

export function expectedInstitution(ratings: Rating[]) {
  const figures = categoryAverages(ratings, INSTITUTION_SCORES);
  return {
    search: { overall_rating: figures.overall_rating, review_count: figures.review_count },
    average: figures,
  };
}

export async function programModels(pb: PocketBase, id: string) {
  return {
    search: await one(pb, 'programs_search', id),
    average: await one(pb, 'program_ratings_average', id),
  };
}

export function expectedProgram(ratings: Rating[]) {
  const figures = categoryAverages(ratings, PROGRAM_SCORES);
  return {
    search: { overall_rating: figures.overall_rating, review_count: figures.review_count },
    average: figures,
  };
}

export async function instructorModels(pb: PocketBase, id: string) {
  return {
    search: await one(pb, 'instructors_search', id),
    average: await one(pb, 'instructor_ratings_average', id),
    courses: await one(pb, 'instructor_courses', id),
  };
}

export function expectedInstructor(ratings: Rating[]) {
  const figures = instructorFigures(ratings);
  return {
    search: {
      avg_overall_quality: figures.avg_overall_quality,
      avg_difficulty: figures.avg_difficulty,
      avg_would_take_again: figures.avg_would_take_again,
      review_count: figures.review_count,
    },
    average: figures,
    courses: { courses_taught: coursesTaught(ratings) },
  };
}

/** Every row of every read model, sorted by id: for comparing two states of the whole database. */
export async function snapshot(pb: PocketBase) {
  const names = [
    'institutions_search',
    'institution_ratings_average',
    'programs_search',
    'program_ratings_average',
    'instructors_search',
    'instructor_ratings_average',
    'instructor_courses',
  ];
  const out: Record<string, unknown[]> = {};
  for (const name of names) {
    out[name] = (await pb.collection(name).getFullList({ sort: 'id', batch: 1000 })).map(strip);
  }
  return out;
}
