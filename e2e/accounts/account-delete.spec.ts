// Deleting an account from its page: the password is the confirmation. A wrong one changes nothing; the right
// one deletes the account on the server, then this device forgets it (its outbox items, the drafts) and signs
// out. Its published rating stays public, linked to nobody.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { putRows, storedRows } from '../support/stored';
import { clientId, institutionRating, seedOutbox } from '../outbox/support';
import { newInstitution, publishedRatingBy } from './content';
import { asSuperuser, createUser, header, openDialog, signInAs, useLanguage } from './support';

// The refused password (400) and the old account's sign-in (400) are logged by the browser.
test.use({ consoleErrors: 'allowed' });

const HOUR = 3_600_000;

const usersWithId = async (stack: Parameters<typeof asSuperuser>[0], id: string) =>
  (
    await asSuperuser<{ totalItems: number }>(
      stack,
      `/api/collections/users/records?filter=${encodeURIComponent(`id="${id}"`)}`,
    )
  ).totalItems;

test('a wrong password deletes nothing; the right one deletes the account and what this device kept of it', async ({
  page,
  stack,
}) => {
  const user = await createUser(stack, { verified: true, name: 'Nour' });
  const other = await createUser(stack, { verified: true });
  const published = await publishedRatingBy(stack, user, 'Clean rooms, kind staff, the library opens late.');
  const institution = await newInstitution(stack);
  await page.goto('/');
  await useLanguage(page, 'fr');
  await signInAs(page, stack, user);
  await page.goto('/account');
  // Waiting on this device: an item of this account, one of another account, and a draft.
  const mine = clientId();
  const theirs = clientId();
  await seedOutbox(page, [
    { id: mine, userId: user.id, payload: institutionRating(institution.id), nextAttemptAt: Date.now() + HOUR },
    { id: theirs, userId: other.id, payload: institutionRating(institution.id) },
  ]);
  await putRows(page, 'drafts', [
    { key: `institution-rating:${institution.id}`, data: { review: 'Not finished yet' }, updatedAt: Date.now() },
  ]);

  const section = page.getByRole('region', { name: t('fr', 'account.delete.title') });
  await expect(section).toContainText(t('fr', 'account.delete.keptPublic'));
  const password = section.getByLabel(t('fr', 'account.delete.password'));
  const submit = section.getByRole('button', { name: t('fr', 'account.delete.submit') });
  await password.fill('not-my-password');
  await submit.click();
  await expect(password).toHaveAccessibleDescription(t('fr', 'auth.error.WRONG_PASSWORD'));
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('not-my-password');
  // Nothing changed, here or on the server.
  expect(await usersWithId(stack, user.id)).toBe(1);
  const before = await storedRows(page, ['outbox', 'drafts']);
  expect(before.outbox!.map((row) => row.id).sort()).toEqual([mine, theirs].sort());
  expect(before.drafts).toHaveLength(1);
  await expect(header(page).getByRole('link', { name: 'Nour' })).toBeVisible();

  await password.fill(user.password);
  await submit.click();
  const done = page.getByRole('heading', { name: t('fr', 'account.delete.done.title') });
  await expect(done).toBeFocused();
  await expect(page.getByText(t('fr', 'account.delete.notify'), { exact: true })).toBeVisible();
  await expect(header(page).getByRole('button', { name: t('fr', 'auth.signIn'), exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
  const after = await storedRows(page, ['outbox', 'drafts']);
  expect(after.outbox!.map((row) => row.id)).toEqual([theirs]);
  expect(after.drafts).toEqual([]);

  // The published rating is still public, and linked to nobody.
  const publicAnswer = await fetch(`${stack.baseURL}/api/collections/institution_ratings/records/${published.id}`);
  expect(publicAnswer.status).toBe(200);
  const kept = await asSuperuser<{ user: string; status: string }>(
    stack,
    `/api/collections/institution_ratings/records/${published.id}`,
  );
  expect(kept).toMatchObject({ user: '', status: 'ACTIVE' });
  expect(await usersWithId(stack, user.id)).toBe(0);

  // The old credentials open nothing.
  const dialog = await openDialog(page, 'fr', 'signIn');
  await dialog.getByLabel(t('fr', 'auth.field.email')).fill(user.email);
  await dialog.getByLabel(t('fr', 'auth.field.password')).fill(user.password);
  await dialog.getByRole('button', { name: t('fr', 'auth.signIn'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('fr', 'auth.error.WRONG_EMAIL_OR_PASSWORD'));
});

test('an account not verified yet can be deleted too (a mistyped address), the verification prompt still shown', async ({
  page,
  stack,
}) => {
  const user = await createUser(stack, { verified: false });
  await page.goto('/');
  await signInAs(page, stack, user);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: t('ar', 'auth.verify.pending.title') })).toBeVisible();
  const section = page.getByRole('region', { name: t('ar', 'account.delete.title') });
  await section.getByLabel(t('ar', 'account.delete.password')).fill(user.password);
  await section.getByRole('button', { name: t('ar', 'account.delete.submit') }).click();
  await expect(page.getByRole('heading', { name: t('ar', 'account.delete.done.title') })).toBeFocused();
  expect(await usersWithId(stack, user.id)).toBe(0);
});
