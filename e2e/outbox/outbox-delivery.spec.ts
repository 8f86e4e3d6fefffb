// The outbox against the real server: whatever waits in the IndexedDB outbox reaches PocketBase exactly once
// (on load, back online, after a lost answer, with two tabs open), items of another account wait for it,
// and the header badge and /outbox view say what waits and why.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import {
  clientId,
  countCreates,
  institutionIds,
  institutionRating,
  institutionRatingsBy,
  outboxRows,
  seedOutbox,
  signIn,
  verifiedUser,
} from './support';

const oneWaiting = t('ar', 'outbox.badge', { count: 1 });

test('an item waiting in the outbox is delivered on load: one record, PENDING_APPROVAL, with the client id', async ({
  page,
  stack,
}) => {
  const user = await verifiedUser(stack);
  const [institution] = await institutionIds(stack, 1);
  const id = clientId();
  await page.goto('/');
  await signIn(page, user);
  await seedOutbox(page, [{ id, userId: user.id, payload: institutionRating(institution!), label: 'ENIT' }]);
  await page.reload();

  await expect.poll(() => institutionRatingsBy(stack, user.id)).toHaveLength(1);
  const [record] = await institutionRatingsBy(stack, user.id);
  expect(record).toMatchObject({
    id,
    institution,
    status: 'PENDING_APPROVAL',
    review: institutionRating(institution!).review,
  });
  await expect.poll(() => outboxRows(page)).toEqual([]);
  await expect(page.getByRole('link', { name: oneWaiting })).toHaveCount(0);
});

test('items of another account wait for it and are never sent under this one', async ({ page, stack, context }) => {
  const [alice, bob] = [await verifiedUser(stack), await verifiedUser(stack)];
  const [first, second] = await institutionIds(stack, 2);
  const creates = countCreates(context, 'institution_ratings');
  await page.goto('/');
  await signIn(page, alice);
  await seedOutbox(page, [
    { id: clientId(), userId: bob.id, payload: institutionRating(first!), label: 'Bob’s rating' },
    { id: clientId(), userId: alice.id, payload: institutionRating(second!), label: 'Alice’s rating' },
  ]);
  await page.goto('/outbox');

  await expect.poll(() => institutionRatingsBy(stack, alice.id)).toHaveLength(1);
  await expect(page.getByText(t('ar', 'outbox.otherAccount', { count: 1 }))).toBeVisible();
  await expect(page.getByText('Bob’s rating')).toHaveCount(0);
  expect(await institutionRatingsBy(stack, bob.id)).toEqual([]);
  expect(creates.count).toBe(1);
  expect((await outboxRows(page)).map((r) => r.userId)).toEqual([bob.id]);
});

test.describe('network trouble', () => {
  // Cut connections and refused duplicates are reported by the browser in the console.
  test.use({ consoleErrors: 'allowed' });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });

    test('offline the item waits with its reason and the badge counts it; back online it is delivered once', async ({
      page,
      context,
      stack,
    }) => {
      const user = await verifiedUser(stack);
      const [institution] = await institutionIds(stack, 1);
      const id = clientId();
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await signIn(page, user);
      // Offline before the item is queued: the signed-in app's outbox engine sends a queued item at once.
      await context.setOffline(true);
      await seedOutbox(page, [
        { id, userId: user.id, payload: institutionRating(institution!), label: 'École offline' },
      ]);

      await page.goto('/outbox');
      const item = page.getByRole('listitem').filter({ hasText: 'École offline' });
      await expect(item).toContainText(t('ar', 'outbox.kind.institution_ratings'));
      await expect(item).toContainText(t('ar', 'outbox.state.waiting'));
      await expect(item).toContainText(t('ar', 'outbox.reason.network'));
      await expect(page.getByRole('banner').getByRole('link', { name: oneWaiting })).toHaveAttribute('href', '/outbox');
      expect(await institutionRatingsBy(stack, user.id)).toEqual([]);

      await context.setOffline(false);
      await expect(page.getByText(t('ar', 'outbox.empty'))).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: oneWaiting })).toHaveCount(0);
      const records = await institutionRatingsBy(stack, user.id);
      expect(records.map((r) => [r.id, r.status])).toEqual([[id, 'PENDING_APPROVAL']]);
    });
  });

  test('an answer lost after the server committed: resent with the same id, "already exists" counts as delivered', async ({
    page,
    context,
    stack,
  }) => {
    const user = await verifiedUser(stack);
    const [institution] = await institutionIds(stack, 1);
    const id = clientId();
    const creates = countCreates(context, 'institution_ratings');
    await page.goto('/');
    await signIn(page, user);
    await seedOutbox(page, [{ id, userId: user.id, payload: institutionRating(institution!) }]);

    let lost = 0;
    await page.route('**/api/collections/institution_ratings/records', async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.continue();
      lost += 1;
      // The request reaches the server and is committed; its answer never reaches the page.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.reload();

    await expect
      .poll(async () => (await outboxRows(page)).map((r) => (r.error as { code?: string } | undefined)?.code))
      .toEqual(['network']);
    expect((await institutionRatingsBy(stack, user.id)).map((r) => r.id)).toEqual([id]);

    // Coming online (or the backoff ending) sends it again, with the same id.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => outboxRows(page)).toEqual([]);
    expect(creates.count).toBe(2);
    const records = await institutionRatingsBy(stack, user.id);
    expect(records.map((r) => [r.id, r.status])).toEqual([[id, 'PENDING_APPROVAL']]);
  });
});

test('two tabs open: each item is sent by one tab only, once', async ({ context, stack }) => {
  test.slow(); // two tabs, each starting the outbox lazily after sign-in: slow on a loaded two-core machine
  const user = await verifiedUser(stack);
  const targets = await institutionIds(stack, 3);
  const creates = countCreates(context, 'institution_ratings');
  const first = await context.newPage();
  await first.goto('/');
  await signIn(first, user);
  const ids = targets.map(() => clientId());
  await seedOutbox(
    first,
    targets.map((institution, n) => ({ id: ids[n]!, userId: user.id, payload: institutionRating(institution) })),
  );

  // The first tab's first request is held on its way to the server while a second tab opens and tries to
  // sync: the second tab must wait for the first instead of sending the same items.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await context.route('**/api/collections/institution_ratings/records', async (route) => {
    if (route.request().method() === 'POST' && !held) {
      held = true;
      await released;
    }
    await route.continue();
  });
  await first.reload();
  // The outbox starts a moment after the app is interactive (its code loads lazily): on a loaded machine that
  // can take longer than the default wait.
  await expect.poll(() => creates.count, { timeout: 20_000 }).toBe(1);
  const second = await context.newPage();
  await second.goto('/');
  const waiting = () =>
    second.evaluate(
      async () => ((await navigator.locks.query()).pending ?? []).filter((l) => l.name === 'rayek-outbox').length,
    );
  await expect.poll(waiting).toBe(1);
  expect(creates.count).toBe(1);
  release();

  await expect.poll(async () => (await institutionRatingsBy(stack, user.id)).length).toBe(3);
  await expect.poll(() => outboxRows(first)).toEqual([]);
  expect((await institutionRatingsBy(stack, user.id)).map((r) => r.id).sort()).toEqual([...ids].sort());
  // Without the cross-tab lock the second tab would have sent items too (refused as "already exists").
  expect(creates.count).toBe(3);
});
