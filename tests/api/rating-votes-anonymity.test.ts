// Nobody learns who voted: a guest and another student cannot list, view, filter, expand or
// subscribe to anyone's votes; no public answer carries a voter; the vote's author alone reads it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createActor, guest, refusal, type Actor } from './support/actors';
import { createInstitution } from './support/fixtures';
import { subscribe } from './support/realtime';
import { expectNoAuthors } from './support/moderation';
import { rating, vote } from './support/votes';

let server: TestServer;
let voter: Actor;
let outsider: Actor;
let moderator: Actor;
let institution: string;
let ratingId: string;
let voteId: string;

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
  voter = await createActor(server);
  outsider = await createActor(server);
  moderator = await createActor(server, { role: 'MODERATOR' });
  institution = (await createInstitution(server.admin)).id;
  ratingId = (await rating(server.admin, 'institution_ratings', institution, (await createActor(server)).id)).id;
  await vote(server, voter.token, 'institution_ratings', ratingId, { value: 1 });
  voteId = (await voter.pb.collection('rating_votes').getFullList())[0]!.id;
});
afterAll(async () => {
  await server?.stop();
});

describe('a vote is its author’s alone', () => {
  test('its author lists and views it, without the user field', async () => {
    const [own] = await voter.pb.collection('rating_votes').getFullList();
    expect(own).toMatchObject({ id: voteId, rating_collection: 'institution_ratings', rating: ratingId, value: 1 });
    expect(own!.user).toBeUndefined();
    expect((await voter.pb.collection('rating_votes').getOne(voteId)).id).toBe(voteId);
    // Private answers: never kept by the browser (docs/api.md "Private answers").
    for (const path of ['', `/${voteId}`]) {
      const res = await fetch(`${server.url}/api/collections/rating_votes/records${path}`, {
        headers: { Authorization: voter.token },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('a guest, another student and a moderator list nothing and view nothing', async () => {
    for (const pb of [guest(server), outsider.pb, moderator.pb]) {
      expect(await pb.collection('rating_votes').getFullList()).toEqual([]);
      expect(
        await pb.collection('rating_votes').getFullList({ filter: pb.filter('rating = {:id}', { id: ratingId }) }),
      ).toEqual([]);
      expect((await refusal(pb.collection('rating_votes').getOne(voteId))).status).toBe(404);
    }
  });

  test('nobody filters or expands by the voter', async () => {
    for (const pb of [guest(server), outsider.pb, moderator.pb, voter.pb]) {
      const byUser = await refusal(
        pb.collection('rating_votes').getList(1, 10, { filter: pb.filter('user = {:u}', { u: voter.id }) }),
      );
      expect(byUser.status).toBe(400);
    }
    for (const pb of [guest(server), outsider.pb]) {
      const list = await pb.collection('rating_votes').getList(1, 10, { expand: 'user' });
      expect(list.items).toEqual([]);
    }
  });

  test('no one writes a vote through the collection API, not even for themselves', async () => {
    for (const actor of [voter, outsider]) {
      expect(
        (
          await refusal(
            actor.pb.collection('rating_votes').create({
              rating_collection: 'institution_ratings',
              rating: ratingId,
              user: actor.id,
              value: -1,
            }),
          )
        ).status,
      ).toBe(403);
      // Superusers only, refused before any lookup: a vote's id answers as an unknown one does.
      for (const id of [voteId, 'a00000000000000']) {
        expect((await refusal(actor.pb.collection('rating_votes').update(id, { value: -1 }))).status).toBe(403);
        expect((await refusal(actor.pb.collection('rating_votes').delete(id))).status).toBe(403);
      }
    }
  });

  test('realtime: only the voter hears of their vote', async () => {
    const target = (await rating(server.admin, 'institution_ratings', institution, (await createActor(server)).id)).id;
    const topics = ['rating_votes', 'rating_votes/*', `rating_votes/${voteId}`];
    const publicSub = await subscribe(server.url, topics);
    const outsiderSub = await subscribe(server.url, topics, outsider.token);
    const moderatorSub = await subscribe(server.url, topics, moderator.token);
    const voterSub = await subscribe(server.url, ['rating_votes'], voter.token);
    try {
      await vote(server, voter.token, 'institution_ratings', target, { value: -1 });
      await vote(server, voter.token, 'institution_ratings', ratingId, { value: -1 });
      const created = await voterSub.next((e) => e.data.action === 'create' && e.data.record.rating === target);
      expect(created.data.record.user).toBeUndefined();
      await voterSub.next((e) => e.data.action === 'update' && e.data.record.id === voteId);
      // Sent after the events above: once it arrives, whatever the others were sent has arrived too.
      await vote(server, voter.token, 'institution_ratings', target, { value: 0 });
      await voterSub.next((e) => e.data.action === 'delete' && e.data.record.rating === target);
      for (const sub of [publicSub, outsiderSub, moderatorSub]) expect(sub.events).toEqual([]);
    } finally {
      for (const sub of [publicSub, outsiderSub, moderatorSub, voterSub]) sub.close();
    }
  });
});

describe('public answers carry no voter', () => {
  test('the rating’s list and view answers have the counts and no vote, no voter', async () => {
    const pb = guest(server);
    const list = await pb
      .collection('institution_ratings')
      .getFullList({ filter: pb.filter('institution = {:i}', { i: institution }) });
    const one = await pb.collection('institution_ratings').getOne(ratingId);
    expect(one).toMatchObject({ helpful_count: expect.any(Number), unhelpful_count: expect.any(Number) });
    expectNoAuthors({ list, one }, [voter.id]);
    expect(JSON.stringify({ list, one })).not.toContain(voteId);
  });

  test('filters over the votes through a rating cannot tell a voter from anyone', async () => {
    const filter = (user: string) =>
      `id = "${ratingId}" && @collection.rating_votes.rating ?= id && @collection.rating_votes.user ?= "${user}"`;
    for (const pb of [guest(server), outsider.pb]) {
      const answers = [];
      for (const user of [voter.id, outsider.id]) {
        try {
          answers.push(
            (await pb.collection('institution_ratings').getList(1, 10, { filter: filter(user) })).totalItems,
          );
        } catch (err) {
          answers.push((err as { status: number }).status);
        }
      }
      expect(answers[0]).toBe(answers[1]);
    }
  });

  test('a rating cannot expand its votes', async () => {
    for (const expand of ['rating_votes_via_rating', 'rating_votes_via_rating.user']) {
      try {
        const one = await guest(server).collection('institution_ratings').getOne(ratingId, { expand });
        expect(one.expand ?? {}).toEqual({});
      } catch (err) {
        expect((err as { status: number }).status).toBe(400);
      }
    }
  });
});
