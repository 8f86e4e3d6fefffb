// What the user sees and does in /outbox: a session that expired keeps items waiting and asks for a sign-in,
// then they go; a refused item shows the server's reason, can be edited and resent (same id, one record),
// or discarded after a confirmation (nothing reaches the server).
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import {
  clientId,
  institutionIds,
  institutionRating,
  institutionRatingsBy,
  outboxRows,
  outboxState,
  recordCreates,
  seedOutbox,
  sessionFor,
  signIn,
  verifiedUser,
} from './support';

test.describe('signed in again', () => {
  test('an expired session keeps the item waiting and asks to sign in; signed in again, it is delivered', async ({
    page,
    context,
    stack,
  }) => {
    test.slow(); // two tabs, each starting the outbox lazily after sign-in: slow on a loaded two-core machine
    const user = await verifiedUser(stack, 1);
    const [institution] = await institutionIds(stack, 1);
    const id = clientId();
    const creates = recordCreates(context, 'institution_ratings');
    // The outbox view opens the database whoever is signed in; the one-second session is stored without a
    // reload, so it is already over when the app next starts.
    await page.goto('/outbox');
    await signIn(page, user, { reload: false });
    await seedOutbox(page, [
      { id, userId: user.id, payload: institutionRating(institution!), label: 'Institut expiré' },
    ]);
    // The one-second session is over once the server's clock says so; wait for that rather than for a time.
    await expect
      .poll(
        async () =>
          (
            await fetch(new URL('/api/collections/users/auth-refresh', stack.baseURL), {
              method: 'POST',
              headers: { authorization: user.token },
            })
          ).status,
      )
      .toBe(401);

    await page.goto('/outbox');
    await expect(page.getByRole('heading', { name: t('ar', 'outbox.signIn.title') })).toBeVisible();
    // An expired stored session counts as signed out (accounts): the item is kept for its author, not shown to
    // whoever uses the device next, and the panel asks for a sign-in.
    await expect(page.getByRole('listitem').filter({ hasText: 'Institut expiré' })).toHaveCount(0);
    expect(await institutionRatingsBy(stack, user.id)).toEqual([]);
    expect(await outboxRows(page)).toHaveLength(1);

    // The button opens the sign-in dialog.
    await page
      .getByRole('button', { name: t('ar', 'auth.signIn') })
      .last()
      .click();
    await expect(page.getByRole('dialog', { name: t('ar', 'auth.signIn.title') })).toBeVisible();
    await page.keyboard.press('Escape');

    // Signed in again (here in another tab of the same browser): the waiting item goes at once.
    const fresh = await sessionFor(stack, user.id);
    const other = await context.newPage();
    await other.goto('/');
    await signIn(other, fresh);
    // The other tab's sign-in reaches this one (storage event), which starts its outbox and sends the item. The
    // other tab's first page may still be starting and refresh the new session while the reload cuts it off: a
    // cut-off answer must not end the session (it once signed both tabs out).
    try {
      await expect(page.getByText(t('ar', 'outbox.empty'))).toBeVisible({ timeout: 30_000 });
    } catch (error) {
      // Should a cross-tab session race come back (docs/outbox.md, "Sessions and tabs"), say what each tab saw and
      // what the server answered.
      const state = await outboxState([page, other]);
      throw new Error(`${String(error)}\ncreate requests: ${JSON.stringify(creates)}\n${state}`);
    }
    await expect(page.getByText(t('ar', 'outbox.signIn.text'))).toHaveCount(0);
    const records = await institutionRatingsBy(stack, user.id);
    expect(records.map((r) => [r.id, r.status])).toEqual([[id, 'PENDING_APPROVAL']]);
  });
});

test.describe('refused items', () => {
  // The server's 400 answers are reported by the browser in the console.
  test.use({ consoleErrors: 'allowed' });

  test('a 400 shows the reason; the text is edited and resent with the same id; another is discarded', async ({
    page,
    stack,
  }) => {
    const user = await verifiedUser(stack);
    const [first, second] = await institutionIds(stack, 2);
    const [fixed, dropped] = [clientId(), clientId()];
    await page.goto('/');
    await signIn(page, user);
    await seedOutbox(page, [
      { id: fixed, userId: user.id, payload: institutionRating(first!, 'Too short'), label: 'À corriger' },
      { id: dropped, userId: user.id, payload: institutionRating(second!, 'Meh meh'), label: 'À jeter' },
    ]);
    await page.goto('/outbox');

    const item = page.getByRole('listitem').filter({ hasText: 'À corriger' });
    await expect(item).toContainText(t('ar', 'outbox.state.failed'));
    await expect(item).toContainText(t('ar', 'outbox.reason.invalid'));
    await expect(item).toContainText(t('ar', 'form.error.tooShort', { min: 10 }));
    expect(await institutionRatingsBy(stack, user.id)).toEqual([]);

    // Closing the editor gives the focus back to the item's actions, not to <body>.
    await item.getByRole('button', { name: t('ar', 'outbox.edit') }).click();
    await item.getByRole('button', { name: t('ar', 'outbox.edit.cancel') }).click();
    await expect(item.getByRole('button', { name: t('ar', 'outbox.edit') })).toBeFocused();

    await item.getByRole('button', { name: t('ar', 'outbox.edit') }).click();
    const review = item.getByRole('textbox', { name: t('ar', 'outbox.field.review') });
    await expect(review).toHaveValue('Too short');
    await expect(review).toHaveAttribute('aria-invalid', 'true');
    // The editor took the place of the button that opened it: focus goes to the field to fix, with its reason.
    await expect(review).toBeFocused();
    await expect(review).toHaveAccessibleDescription(t('ar', 'form.error.tooShort', { min: 10 }));
    // A fix that is still too short is refused here, by the form's own schema, and nothing is sent.
    await review.fill('   Short   ');
    await item.getByRole('button', { name: t('ar', 'outbox.edit.save') }).click();
    await expect(item.getByText(t('ar', 'form.error.tooShort', { min: 10 }))).toBeVisible();
    await expect(review).toBeFocused();
    expect(await institutionRatingsBy(stack, user.id)).toEqual([]);
    await review.fill('Long enough now: helpful staff and a quiet library.');
    await item.getByRole('button', { name: t('ar', 'outbox.edit.save') }).click();
    await expect(item).toHaveCount(0);
    const records = await institutionRatingsBy(stack, user.id);
    expect(records.map((r) => [r.id, r.status, r.review])).toEqual([
      [fixed, 'PENDING_APPROVAL', 'Long enough now: helpful staff and a quiet library.'],
    ]);

    const other = page.getByRole('listitem').filter({ hasText: 'À jeter' });
    await other.getByRole('button', { name: t('ar', 'outbox.discard') }).click();
    const dialog = page.getByRole('dialog', { name: t('ar', 'outbox.discard.title') });
    await expect(dialog).toContainText(t('ar', 'outbox.discard.text'));
    // "Keep it" keeps it.
    await dialog.getByRole('button', { name: t('ar', 'outbox.discard.keep') }).click();
    await expect(other).toBeVisible();
    await other.getByRole('button', { name: t('ar', 'outbox.discard') }).click();
    await page
      .getByRole('dialog', { name: t('ar', 'outbox.discard.title') })
      .getByRole('button', { name: t('ar', 'outbox.discard'), exact: true })
      .click();
    await expect(page.getByText(t('ar', 'outbox.empty'))).toBeVisible();
    expect(await outboxRows(page)).toEqual([]);
    expect((await institutionRatingsBy(stack, user.id)).map((r) => r.id)).toEqual([fixed]);
  });
});

test.describe('in French', () => {
  test.use({ consoleErrors: 'allowed' });

  test('the view, the state, the reason and the actions follow the interface language', async ({ page, stack }) => {
    const user = await verifiedUser(stack);
    const [institution] = await institutionIds(stack, 1);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('rayek_lang', 'fr'));
    await signIn(page, user);
    await seedOutbox(page, [
      { id: clientId(), userId: user.id, payload: institutionRating(institution!, 'Trop bref'), label: 'ENIS' },
    ]);
    await page.goto('/outbox');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'outbox.title'));
    const item = page.getByRole('listitem').filter({ hasText: 'ENIS' });
    await expect(item).toContainText(t('fr', 'outbox.kind.institution_ratings'));
    await expect(item).toContainText(t('fr', 'outbox.state.failed'));
    await expect(item).toContainText(t('fr', 'form.error.tooShort', { min: 10 }));
    // Refused as it is, it is not offered as it is again: the text can be corrected.
    await expect(item.getByRole('button', { name: t('fr', 'outbox.retry') })).toHaveCount(0);
    await expect(item.getByRole('button', { name: t('fr', 'outbox.edit') })).toBeVisible();
    await expect(item).not.toContainText(t('fr', 'outbox.final'));
    await expect(item.getByRole('button', { name: t('fr', 'outbox.discard') })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: t('fr', 'outbox.badge', { count: 1 }) }),
    ).toBeVisible();
  });
});
