// GET /api/rayek/instructors/search: substring search over ACTIVE instructors' names from the trigram index,
// folding case, Latin accents and Arabic letter variants, kept in step with every write to instructors.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createInstitution, createInstructor, instructorRatingBody, seeded } from './support/fixtures';
import { createActor } from './support/actors';

let server: TestServer;
let institution: { id: string };
let other: { id: string };
const ids: Record<string, string> = {};

interface SearchAnswer {
  page: number;
  perPage: number;
  items: Array<Record<string, unknown>>;
}

async function search(params: Record<string, string>): Promise<{ status: number; body: SearchAnswer & { data?: Record<string, { code: string }> } }> {
  const res = await fetch(`${server.url}/api/rayek/instructors/search?${new URLSearchParams(params)}`);
  return { status: res.status, body: await res.json() };
}
const names = async (q: string, extra: Record<string, string> = {}) =>
  (await search({ q, ...extra })).body.items.map((i) => i.name);

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  institution = await createInstitution(server.admin);
  other = await createInstitution(server.admin);
  for (const [key, name, at, status] of [
    ['amira', 'Amira Ben Salah', institution.id, 'ACTIVE'],
    ['amine', 'Mohamed Amine Trabelsi', institution.id, 'ACTIVE'],
    ['helene', 'Hélène Gharbi', other.id, 'ACTIVE'],
    ['arabic', 'أمين الزواري', other.id, 'ACTIVE'],
    ['marwa', 'مروة الشابّي', institution.id, 'ACTIVE'],
    ['pending', 'Amira Pending', institution.id, 'PENDING_APPROVAL'],
  ] as const) {
    ids[key] = (await createInstructor(server.admin, at, { name, status })).id;
  }
});
afterAll(async () => {
  await server?.stop();
});

describe('instructor name search', () => {
  test('finds a part of any word, whatever the letter case, and lists ACTIVE instructors only', async () => {
    expect(await names('ben sal')).toEqual(['Amira Ben Salah']);
    expect(await names('AMI')).toEqual(['Amira Ben Salah', 'Mohamed Amine Trabelsi']);
  });

  test('folds Latin accents and Arabic letter variants and marks on both sides', async () => {
    expect(await names('helene')).toEqual(['Hélène Gharbi']);
    expect(await names('Hèlene')).toEqual(['Hélène Gharbi']);
    expect(await names('امين')).toEqual(['أمين الزواري']);
    expect(await names('إمين')).toEqual(['أمين الزواري']);
    expect(await names('مروه الشابي')).toEqual(['مروة الشابّي']);
  });

  test('answers exactly the rows of the public instructors_search read model, without an author', async () => {
    const { status, body } = await search({ q: 'Trabelsi' });
    expect(status).toBe(200);
    const fromView = await server.client().collection('instructors_search').getOne(ids.amine!);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toEqual(
      Object.fromEntries(Object.entries(fromView).filter(([k]) => !['collectionId', 'collectionName'].includes(k))),
    );
    expect(body.items[0]).not.toHaveProperty('user');
  });

  test('filters by institution and pages in a stable order', async () => {
    expect(await names('ami', { institution: other.id })).toEqual([]);
    expect(await names('ami', { institution: institution.id })).toEqual(['Amira Ben Salah', 'Mohamed Amine Trabelsi']);
    expect((await search({ q: 'ami', perPage: '1', page: '2' })).body).toMatchObject({
      page: 2,
      perPage: 1,
      items: [{ name: 'Mohamed Amine Trabelsi' }],
    });
  });

  test('follows renames, publication and deletion at once', async () => {
    await server.admin.collection('instructors').update(ids.helene!, { name: 'Hélène Gharbi-Mansour' });
    expect(await names('mansour')).toEqual(['Hélène Gharbi-Mansour']);
    await server.admin.collection('instructors').update(ids.pending!, { status: 'ACTIVE' });
    expect(await names('pending')).toEqual(['Amira Pending']);
    await server.admin.collection('instructors').delete(ids.pending!);
    expect(await names('pending')).toEqual([]);
  });

  test('refuses fewer than three characters and a malformed institution with field codes', async () => {
    const short = await search({ q: ' am ' });
    expect(short.status).toBe(400);
    expect(short.body.data?.q?.code).toBe('validation_search_too_short');
    const bad = await search({ q: 'amira', institution: "x' OR 1=1" });
    expect(bad.status).toBe(400);
    expect(bad.body.data?.institution?.code).toBe('validation_invalid_value');
  });

  test('a search text with FTS syntax is only text', async () => {
    expect((await search({ q: 'ami" OR "a' })).status).toBe(200);
    expect(await names('"ben" sal')).toEqual([]);
  });

  // Answers are cached until the data they show changes: each step searches before and after a change.
  test('a repeated search shows every change at once: ratings published and taken down, names, departments', async () => {
    const first = await fetch(`${server.url}/api/rayek/instructors/search?q=amira+ben`);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const item = async () => (await search({ q: 'amira ben' })).body.items[0];
    expect(await item()).toMatchObject({ name: 'Amira Ben Salah', review_count: 0 });
    expect(await item()).toMatchObject({ review_count: 0 });

    const rater = await createActor(server);
    const body = instructorRatingBody(ids.amira!, seeded(11), { user: rater.id, status: 'ACTIVE', overall_quality: 4, difficulty: 2, would_take_again: true });
    const rating = await server.admin.collection('instructor_ratings').create(body);
    expect(await item()).toMatchObject({ review_count: 1, avg_overall_quality: 4, avg_difficulty: 2, avg_would_take_again: 100 });
    await server.admin.collection('instructor_ratings').update(rating.id, { status: 'SUSPENDED' });
    expect(await item()).toMatchObject({ review_count: 0 });

    await server.admin.collection('institutions').update(institution.id, { name: 'Institut renommé' });
    expect(await item()).toMatchObject({ institution_name: 'Institut renommé' });
    await server.admin.collection('instructors').update(ids.amira!, { department: 'Physique' });
    expect(await item()).toMatchObject({ department: 'Physique' });
    await server.admin.collection('instructors').update(ids.amira!, { status: 'ARCHIVED' });
    expect(await item()).toBeUndefined();
  });
});
