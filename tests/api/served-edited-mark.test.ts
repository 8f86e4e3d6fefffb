// The "edited" mark in a record page's served reviews (pocketbase/pb_hooks/lib/pages/served-reviews.js): a rating whose
// author's edit a moderator approved is marked as the app's card marks it (src/ui/rating-card.tsx: the date, then
// " · " and the word), one never edited is not, a waiting edit shows neither its text nor a mark, and nothing in
// the page names who wrote or edited what.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SERVED_RATINGS_PLACE } from '@contract/served-ratings.js';
import ar from '../../lang/ar.json';
import { startTestServer, type TestServer } from './support/server';
import { createActor, type Actor } from './support/actors';
import { clientId, createInstitution, createInstructor, seeded } from './support/fixtures';
import { decide } from './support/moderation';
import { rating, send } from './support/votes';

const TEMPLATE_ID = 'rayekrecordtmpl';
const template = (path: string) =>
  `<!doctype html><html><head><title>__RAYEK_RECORD_NAME__</title></head><body><div id="root" data-prerendered="${path}">` +
  `<h1>__RAYEK_RECORD_NAME__</h1>${SERVED_RATINGS_PLACE}</div></body></html>`;
const EDITED = ar['browse.ratings.edited'];

let server: TestServer;
let moderator: Actor;
const random = seeded(3202);

beforeAll(async () => {
  server = await startTestServer({
    env: { RAYEK_RATE_LIMITS: 'off' },
    publicFiles: {
      'shell.html': '<!doctype html><html><body><div id="root">SHELL</div></body></html>',
      'record-pages/institution.html': template(`/institutions/${TEMPLATE_ID}`),
      'record-pages/instructor.html': template(`/instructors/${TEMPLATE_ID}`),
      'app-routes.json': JSON.stringify({
        caseSensitive: false,
        paths: ['/', '/institutions/$institutionId', '/instructors/$instructorId'],
      }),
    },
  });
  moderator = await createActor(server, { role: 'MODERATOR' });
});
afterAll(async () => {
  await server?.stop();
});

const edit = (author: Actor, kind: string, id: string, body: Record<string, unknown>) =>
  send(server, `/api/rayek/ratings/${kind}/${id}/edit`, {
    method: 'POST',
    token: author.token,
    body: JSON.stringify(body),
  });

/** Each served card's header (`<header class="rating-card-head">…</header>`) keyed by the text of its review. */
async function servedCards(path: string) {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const cards = [
    ...html.matchAll(
      /<article class="rating-card">(<header class="rating-card-head">[\s\S]*?<\/header>)[\s\S]*?<p class="rating-review" dir="auto">([\s\S]*?)<\/p>/g,
    ),
  ];
  return { html, heads: Object.fromEntries(cards.map((m) => [m[2]!, m[1]!])) };
}

test('an approved edit is marked "edited" as the app marks it; a card never edited and a waiting edit are not', async () => {
  const [author, other, waiting] = [await createActor(server), await createActor(server), await createActor(server)];
  const institution = (await createInstitution(server.admin)).id;
  const edited = await rating(server.admin, 'institution_ratings', institution, author.id, {
    review: 'Le texte d’avant la correction.',
  });
  await rating(server.admin, 'institution_ratings', institution, other.id, {
    review: 'Un avis jamais modifié depuis.',
  });
  const pending = await rating(server.admin, 'institution_ratings', institution, waiting.id, {
    review: 'Un avis dont la modification attend.',
  });

  const revision = clientId(random);
  expect(
    (await edit(author, 'institution_ratings', edited.id, { revision, review: 'Le texte corrigé et approuvé.' }))
      .status,
  ).toBe(200);
  await decide(moderator.pb, { collection: 'rating_revisions', id: revision, status: 'ACTIVE' });
  expect(
    (
      await edit(waiting, 'institution_ratings', pending.id, {
        revision: clientId(random),
        review: 'Ce texte attend encore un modérateur.',
      })
    ).status,
  ).toBe(200);

  const { html, heads } = await servedCards(`/institutions/${institution}`);
  const created = String((await server.admin.collection('institution_ratings').getOne(edited.id)).created).replace(
    ' ',
    'T',
  );
  expect(heads['Le texte corrigé et approuvé.']).toMatch(
    new RegExp(
      `^<header class="rating-card-head"><span><time datetime="${created}">[^<]+</time> · ${EDITED}</span></header>$`,
    ),
  );
  expect(heads['Un avis jamais modifié depuis.']).not.toContain(EDITED);
  expect(heads['Un avis dont la modification attend.']).not.toContain(EDITED);
  expect(html).not.toContain('Le texte d’avant la correction.');
  expect(html).not.toContain('Ce texte attend encore un modérateur.');
  for (const id of [author.id, other.id, waiting.id, moderator.id, revision]) expect(html).not.toContain(id);
});

test("an instructor rating's approved edit is marked after its course", async () => {
  const author = await createActor(server);
  const instructor = (await createInstructor(server.admin, (await createInstitution(server.admin)).id)).id;
  const published = await rating(server.admin, 'instructor_ratings', instructor, author.id, {
    course: 'Analyse 1',
    review: 'Avant : des cours clairs.',
  });
  const revision = clientId(random);
  expect(
    (
      await edit(author, 'instructor_ratings', published.id, {
        revision,
        review: 'Après : des cours clairs et des corrigés.',
      })
    ).status,
  ).toBe(200);
  await decide(moderator.pb, { collection: 'rating_revisions', id: revision, status: 'ACTIVE' });
  const { heads } = await servedCards(`/instructors/${instructor}`);
  expect(heads['Après : des cours clairs et des corrigés.']).toMatch(
    new RegExp(
      `^<header class="rating-card-head"><h3 class="rating-course" dir="auto">Analyse 1</h3><span><time [^>]+>[^<]+</time> · ${EDITED}</span></header>$`,
    ),
  );
});
