// The demo generator against a fresh server: the demo accounts work, the synthetic data obeys every rule a
// student's rating must obey, the public read models show it, and a second run changes nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INSTITUTION_SCORES } from '@contract/ratings.js';
import { SUPERUSER, startTestServer, type TestServer } from './support/server';
// @ts-expect-error: plain ESM script shared with `npm start`
import { seedDemo } from '../../scripts/seed-demo.mjs';

const SCORES = INSTITUTION_SCORES;
type Rec = Record<string, unknown> & { id: string };

let server: TestServer;
let first: Record<string, number>;
const all = (collection: string, options: Record<string, string> = {}) =>
  server.admin.collection(collection).getFullList<Rec>({ batch: 1000, ...options });

beforeAll(async () => {
  server = await startTestServer();
  first = await seedDemo({ url: server.url, ...SUPERUSER });
});
afterAll(async () => {
  await server?.stop();
});

describe('demo accounts', () => {
  test.each([
    ['moderator@rayek.local', 'moderator-demo-2026', 'MODERATOR', 'Demo Moderator'],
    ['student@rayek.local', 'student-demo-2026', 'STUDENT', undefined],
  ])('%s signs in with the documented password as a verified %s', async (email, password, role, name) => {
    const auth = await server.client().collection('users').authWithPassword(email, password);
    expect(auth.record).toMatchObject({ email, role, verified: true });
    if (name) expect(auth.record.name).toBe(name);
  });

  test('every rating is written by a verified account that is neither demo sign-in', async () => {
    const users = new Map((await all('users')).map((u) => [u.id, u]));
    for (const collection of ['institution_ratings', 'program_ratings', 'instructor_ratings']) {
      for (const rating of await all(collection)) {
        const author = users.get(rating.user as string);
        expect(author?.verified).toBe(true);
        expect(['moderator@rayek.local', 'student@rayek.local']).not.toContain(author?.email);
      }
    }
  });
});

describe('synthetic data', () => {
  test('about forty ACTIVE instructors marked as demo, at a dozen real institutions, in their departments', async () => {
    const instructors = await all('instructors');
    expect(instructors.length).toBeGreaterThanOrEqual(35);
    expect(instructors.length).toBeLessThanOrEqual(45);
    const institutions = new Set(instructors.map((i) => i.institution));
    expect(institutions.size).toBeGreaterThanOrEqual(10);
    const departments = await all('institution_departments');
    for (const instructor of instructors) {
      expect(instructor).toMatchObject({ status: 'ACTIVE', user_agrees: true });
      expect(instructor.name).toMatch(/\(démo\)$/);
      expect(
        departments.some((d) => d.institution_id === instructor.institution && d.department === instructor.department),
      ).toBe(true);
    }
  });

  test('every rating is ACTIVE and obeys the rules of the rating forms', async () => {
    const seen = new Set<string>();
    const once = (key: string) => {
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    };
    for (const r of await all('institution_ratings')) once(`i|${r.user}|${r.institution}`);
    for (const r of await all('program_ratings')) once(`p|${r.user}|${r.program}`);
    const instructorRatings = await all('instructor_ratings');
    for (const r of instructorRatings) {
      once(`t|${r.user}|${r.instructor}|${String(r.course).toLowerCase()}`);
      expect((r.tags as string[]).length).toBeLessThanOrEqual(3);
      expect(r.grade !== '').toBe(r.grade_status === 'RECEIVED');
      expect(String(r.grade).length).toBeLessThanOrEqual(20);
      expect(
        [r.overall_quality, r.difficulty].every((s) => Number.isInteger(s) && (s as number) >= 1 && (s as number) <= 5),
      ).toBe(true);
    }
    for (const collection of ['institution_ratings', 'program_ratings', 'instructor_ratings']) {
      for (const r of await all(collection)) {
        expect(r.status).toBe('ACTIVE');
        const review = String(r.review).trim();
        expect(review.length).toBeGreaterThanOrEqual(10);
        expect(review.length).toBeLessThanOrEqual(2000);
      }
    }
    // Scores vary: not every instructor gets the same figure, reviews come in the three languages.
    expect(new Set(instructorRatings.map((r) => r.overall_quality)).size).toBeGreaterThanOrEqual(4);
    const reviews = instructorRatings.map((r) => String(r.review));
    expect(reviews.some((t) => /[\u0600-\u06ff]/.test(t))).toBe(true);
    expect(reviews.some((t) => /[éèàç]/.test(t))).toBe(true);
    expect(reviews.some((t) => /\b(the|and)\b/.test(t))).toBe(true);
  });
});

describe('read models', () => {
  test('the public instructor search lists every demo instructor', async () => {
    const ids = (await all('instructors')).map((i) => i.id).sort();
    const guest = server.client();
    const listed = await guest.collection('instructors_search').getFullList({ filter: 'name ~ "(démo)"', batch: 500 });
    expect(listed.map((i) => i.id).sort()).toEqual(ids);
  });

  test("each rated institution's averages are the means of the ratings read back as superuser", async () => {
    const ratings = await all('institution_ratings', { filter: 'status = "ACTIVE"' });
    const byInstitution = new Map<string, Rec[]>();
    for (const r of ratings)
      byInstitution.set(r.institution as string, [...(byInstitution.get(r.institution as string) ?? []), r]);
    expect(byInstitution.size).toBeGreaterThanOrEqual(10);
    const guest = server.client();
    for (const [institution, own] of byInstitution) {
      const average = await guest.collection('institution_ratings_average').getOne(institution);
      const sum = (field: string) => own.reduce((total, r) => total + (r[field] as number), 0);
      expect(average.review_count).toBe(own.length);
      for (const field of SCORES) {
        expect(average[`avg_${field}`]).toBeCloseTo(Math.round((100 * sum(field)) / own.length) / 100, 6);
      }
      const overall = Math.round((10 * SCORES.reduce((t, f) => t + sum(f), 0)) / (10 * own.length)) / 10;
      expect(average.overall_rating).toBeCloseTo(overall, 6);
    }
  });
});

test('a second run adds nothing', async () => {
  const collections = ['users', 'instructors', 'institution_ratings', 'program_ratings', 'instructor_ratings'];
  const before = await Promise.all(collections.map(async (c) => (await all(c, { fields: 'id' })).length));
  expect(first.added).toBe(before.reduce((a, b) => a + b, 0));
  const second = await seedDemo({ url: server.url, ...SUPERUSER });
  expect(second.added).toBe(0);
  const after = await Promise.all(collections.map(async (c) => (await all(c, { fields: 'id' })).length));
  expect(after).toEqual(before);
});
