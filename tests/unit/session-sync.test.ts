// Two (or three) tabs of one browser sharing the session entry (lib/auth/session-sync.ts): a fake storage
// that every tab reads and writes, `storage` events that reach the other tabs only when the test delivers
// them (before, during or after a refresh), a fake Web Lock manager, and a scripted server whose refresh
// answers arrive when the test releases them. What is checked is what a user would see: which account each
// tab shows and what stays stored for the next page load.
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT } from '@/lib/auth/session-store';
import {
  Browser,
  browserSignedInAs,
  expectEverywhere,
  ScriptedServer,
  settle,
  stored,
  tokenOf,
} from './session-tabs-fixtures';

describe('refreshing a session shared by two tabs', () => {
  it('asks the server once when both tabs refresh: the second finds the new token and takes it', async () => {
    const { server, browser, token, a, b } = browserSignedInAs('alice');
    const fromA = a.sync.refresh();
    const fromB = b.sync.refresh();
    await settle();
    expect(server.requests).toEqual([token]);
    const fresh = server.answer();
    expect(await fromA).toMatchObject({ token: fresh, user: { id: 'alice' } });
    await settle();
    expect(server.requests).toEqual([token]);
    expect(await fromB).toMatchObject({ token: fresh, user: { id: 'alice' } });
    expectEverywhere(browser, [a, b], fresh);
  });

  it('asks once for refreshes called again in the same tab while one is under way (even without Web Locks)', async () => {
    const { server, a } = browserSignedInAs('alice', { webLocks: false });
    const calls = [a.sync.refresh(), a.sync.refresh(), a.sync.refresh()];
    await settle();
    expect(server.requests).toHaveLength(1);
    const fresh = server.answer();
    expect((await Promise.all(calls)).map((s) => s.token)).toEqual([fresh, fresh, fresh]);
    expect(server.requests).toHaveLength(1);
  });

  it('without Web Locks both tabs may ask, but the later answer never replaces the token stored first', async () => {
    const { server, browser, a, b } = browserSignedInAs('alice', { webLocks: false });
    const fromA = a.sync.refresh();
    const fromB = b.sync.refresh();
    await settle();
    expect(server.pending).toBe(2);
    const first = server.answer(1); // B's answer comes back first
    await settle();
    server.answer(0);
    await Promise.all([fromA, fromB]);
    expectEverywhere(browser, [a, b], first);
  });

  it('never stores an answer naming another account (a cache in between served someone else’s)', async () => {
    const { server, browser, token, a } = browserSignedInAs('alice');
    server.servesCachedAnswerOf = 'mallory';
    const refresh = a.sync.refresh();
    await settle();
    server.answer();
    expect((await refresh).user?.id).toBe('alice');
    expect(browser.storedToken).toBe(token);
  });

  it('keeps the session when the answer has no token (its body was cut off as a page unloaded)', async () => {
    const { server, browser, token, a, b } = browserSignedInAs('alice');
    server.cutsAnswers = true;
    const refresh = a.sync.refresh();
    await settle();
    server.answer();
    expect((await refresh).token).toBe(token);
    expectEverywhere(browser, [a, b], token);
  });

  it('keeps the session when the server does not answer, and says so to the caller', async () => {
    const { server, browser, token, a } = browserSignedInAs('alice');
    const refresh = a.sync.refresh();
    await settle();
    server.drop();
    await expect(refresh).rejects.toThrow('no answer');
    expect(browser.storedToken).toBe(token);
    expect(a.session.token).toBe(token);
  });
});

describe('a refresh answer that arrives after another tab changed the session', () => {
  for (const when of ['before', 'after'] as const) {
    it(`does not undo a sign-out in the other tab (its storage event delivered ${when} the answer)`, async () => {
      const { server, browser, a, b } = browserSignedInAs('alice');
      const refresh = a.sync.refresh();
      await settle();
      b.sync.signOut();
      if (when === 'before') browser.deliverEvents();
      server.answer();
      expect(await refresh).toEqual(SIGNED_OUT);
      browser.deliverEvents();
      expect(browser.value).toBeNull();
      expect([a.session, b.session]).toEqual([SIGNED_OUT, SIGNED_OUT]);
    });

    it(`does not switch the device back to the previous account after a sign-in as another (event ${when} the answer)`, async () => {
      const { server, browser, a, b } = browserSignedInAs('alice');
      const refresh = a.sync.refresh();
      await settle();
      const bob = tokenOf('bob');
      b.signIn(bob, 'bob');
      if (when === 'before') browser.deliverEvents();
      server.answer();
      expect((await refresh).user?.id).toBe('bob');
      browser.deliverEvents();
      expect(browser.storedToken).toBe(bob);
      expect([a.session.user?.id, b.session.user?.id]).toEqual(['bob', 'bob']);
    });
  }

  it('does not sign out a session stored since when the server refuses the old token', async () => {
    // The old token was revoked (or is expired by the server's clock); meanwhile the user signed in again in
    // the other tab. The refusal is about the old session only: both tabs keep the new one.
    const { server, browser, token, a, b } = browserSignedInAs('alice');
    server.revoked.add(token);
    const refresh = a.sync.refresh();
    await settle();
    const again = tokenOf('alice');
    b.signIn(again, 'alice');
    server.answer();
    expect((await refresh).token).toBe(again);
    expectEverywhere(browser, [a, b], again);
  });

  it('signs every tab out when the server refuses the token still stored', async () => {
    const { server, browser, token, a, b } = browserSignedInAs('alice');
    server.revoked.add(token);
    const refresh = a.sync.refresh();
    await settle();
    server.answer();
    await expect(refresh).rejects.toThrow('401');
    browser.deliverEvents();
    expect(browser.value).toBeNull();
    expect([a.session, b.session]).toEqual([SIGNED_OUT, SIGNED_OUT]);
  });

  it('lets a tab that waited for the lock take the other tab’s sign-in instead of asking for the old account', async () => {
    const { server, browser, token, a, b } = browserSignedInAs('alice');
    const third = browser.open();
    const fromA = a.sync.refresh();
    const fromThird = third.sync.refresh(); // waits for A's lock
    await settle();
    const bob = tokenOf('bob');
    b.signIn(bob, 'bob');
    server.answer();
    expect((await fromA).user?.id).toBe('bob');
    await settle();
    expect(server.requests).toEqual([token]);
    expect((await fromThird).user?.id).toBe('bob');
  });
});

describe('settling the stored session at start-up', () => {
  it('removes an expired stored session and shows nobody signed in', async () => {
    const server = new ScriptedServer();
    const browser = new Browser(server);
    browser.value = stored(tokenOf('alice', -1_000), 'alice');
    const tab = browser.open();
    await tab.sync.settle();
    expect(browser.value).toBeNull();
    expect(tab.session).toEqual(SIGNED_OUT);
    expect(server.requests).toEqual([]);
  });

  it('refreshes a valid one, and keeps a sign-in another tab stored before this tab started', async () => {
    const { server, browser, a } = browserSignedInAs('alice');
    // A tab that loaded while the expired session was stored starts after the other tab's sign-in.
    browser.value = stored(tokenOf('alice', -1_000), 'alice');
    const late = browser.open();
    const fresh = tokenOf('alice');
    a.signIn(fresh, 'alice');
    const settling = late.sync.settle();
    await settle();
    expect(server.requests).toEqual([fresh]);
    const refreshed = server.answer();
    await settling;
    expect(browser.storedToken).toBe(refreshed);
    expect(late.session.token).toBe(refreshed);
  });
});

describe('a changed record of the account (a new name, a new language)', () => {
  const renamed = (userId: string) => ({
    id: userId,
    name: 'New Name',
    email: `${userId}@tests.local`,
    verified: true,
    role: 'STUDENT',
    language: 'fr',
  });

  it('replaces the stored record, keeps the token, and every tab shows the new name and language', () => {
    const { browser, token, a, b } = browserSignedInAs('alice');
    expect(a.sync.updateRecord(renamed('alice'))).toBe(true);
    expectEverywhere(browser, [a, b], token);
    expect([a.session.user?.name, b.session.user?.name]).toEqual(['New Name', 'New Name']);
    expect(b.session.user?.language).toBe('fr');
  });

  it('survives a refresh that was on its way: the new token, and the changed record rather than the one the refresh read', async () => {
    const { browser, a, b } = browserSignedInAs('alice');
    const refreshing = a.sync.refresh();
    await settle();
    expect(browser.server.pending).toBe(1);
    // The language change is answered first; the refresh, which read the account before it, arrives after.
    expect(a.sync.updateRecord(renamed('alice'))).toBe(true);
    const fresh = browser.server.answer();
    await refreshing;
    expectEverywhere(browser, [a, b], fresh);
    expect([a.session.user?.language, b.session.user?.language]).toEqual(['fr', 'fr']);
    expect(a.session.user?.name).toBe('New Name');
  });

  it('writes nothing when another tab signed in as someone else meanwhile', () => {
    const { browser, a, b } = browserSignedInAs('alice');
    const bob = tokenOf('bob');
    b.signIn(bob, 'bob');
    expect(a.sync.updateRecord(renamed('alice'))).toBe(false);
    expectEverywhere(browser, [a, b], bob);
    expect(a.session.user?.name).toBe('User bob');
  });

  it('writes nothing after a sign-out, nor for a record it cannot read', () => {
    const { browser, a, b } = browserSignedInAs('alice');
    expect(a.sync.updateRecord({ name: 'No id' })).toBe(false);
    b.sync.signOut();
    expect(a.sync.updateRecord(renamed('alice'))).toBe(false);
    browser.deliverEvents();
    expect(browser.value).toBeNull();
    expect(a.session).toEqual(SIGNED_OUT);
  });
});
