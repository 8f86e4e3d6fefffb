// The search routes keep each query word's postings, each kind's order of records and queries' ranked matches
// in memory between requests (pb_hooks/lib/search/search-memory.js), in every JS runtime and in the app store they
// share. What a student must never see: an answer made from rows that changed since. Each step below first asks
// the same word in many requests at once (different page sizes, so no answer comes from the answer cache and
// several runtimes keep the word), then changes the data through the API as the app or a moderator would, then
// asks again.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor } from './support/actors';
import { createInstructor, instructorRatingBody, seeded } from './support/fixtures';

let server: TestServer;
let institution: string;

beforeAll(async () => {
  // Every query keeps its ranked matches too (RANKED_MIN 1): they must move with the rows as the words do.
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off', RAYEK_SEARCH_RANKED_MIN: '1' } });
  institution = (
    await server.admin
      .collection('institutions')
      .getFirstListItem<{ id: string }>("name = 'Faculté des Sciences de Sfax'")
  ).id;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

type Item = { id: string; name: string };

/** The names of instructors found for `q`, asked with every page size from 1 to 12 at once (page 1 each). */
async function everyPageSize(q: string) {
  const answers = await Promise.all(
    Array.from({ length: 12 }, async (_, k) => {
      const res = await fetch(
        `${server.url}/api/rayek/instructors/search?${new URLSearchParams({ q, perPage: String(k + 1) })}`,
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: Item[] }).items.map((item) => item.name);
    }),
  );
  return answers;
}

/** Every page size must give the first names of one and the same order. */
function expectAll(answers: string[][], order: string[]) {
  answers.forEach((names, k) => expect(names, `perPage=${k + 1}`).toEqual(order.slice(0, k + 1)));
}

describe('search memory: never older than the rows', () => {
  test('a new instructor, a rating published, a renamed and a withdrawn one are seen at once by every runtime', async () => {
    const first = await createInstructor(server.admin, institution, { name: 'Zorgati Haythem' });
    expectAll(await everyPageSize('zorgati'), ['Zorgati Haythem']);
    expectAll(await everyPageSize('zorgat'), ['Zorgati Haythem']);

    // A second one with the same words: it sorts first by name ("haythem…" < "zorgati…"), both with no reviews.
    const second = await createInstructor(server.admin, institution, { name: 'Haythem Zorgati' });
    expectAll(await everyPageSize('zorgati'), ['Haythem Zorgati', 'Zorgati Haythem']);
    expectAll(await everyPageSize('zorgat'), ['Haythem Zorgati', 'Zorgati Haythem']);

    // A published rating: more reviews come first among equal matches.
    const rater = await createActor(server);
    await server.admin
      .collection('instructor_ratings')
      .create(instructorRatingBody(first.id, seeded(3), { user: rater.id, status: 'ACTIVE' }));
    expectAll(await everyPageSize('zorgati'), ['Zorgati Haythem', 'Haythem Zorgati']);

    // Renamed: the old words no longer find it, the new ones do.
    await server.admin.collection('instructors').update(second.id, { name: 'Haythem Zouari' });
    expectAll(await everyPageSize('zorgati'), ['Zorgati Haythem']);
    expectAll(await everyPageSize('zouari'), ['Haythem Zouari']);

    // No longer ACTIVE: in no answer.
    await server.admin.collection('instructors').update(first.id, { status: 'PENDING_APPROVAL' });
    expectAll(await everyPageSize('zorgati'), []);
    expectAll(await everyPageSize('haythem'), ['Haythem Zouari']);
  }, 120_000);
});
