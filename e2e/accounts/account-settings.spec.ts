// The account page's settings as a student uses them: a new name (in Arabic, keyboard only), a new password
// (in French: still signed in, then only the new one opens the account), and a new e-mail address (the link
// goes to the new address, never to the old one).
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { createUser, header, mailsTo, openDialog, signInAs, uniqueEmail, useLanguage } from './support';

// The sign-in dialog's refused password is a 400 the browser logs.
test.use({ consoleErrors: 'allowed' });

test('a new name, in Arabic with the keyboard only: refused when too short, then shown in the header after a reload', async ({
  page,
  stack,
}) => {
  const user = await createUser(stack, { verified: true, name: 'Old Name' });
  await page.goto('/');
  await signInAs(page, stack, user);
  await page.goto('/account');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = page.getByRole('region', { name: t('ar', 'account.name.title') });
  const field = section.getByRole('textbox', { name: t('ar', 'auth.field.name') });
  await expect(field).toHaveValue('Old Name');

  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('س');
  await page.keyboard.press('Enter');
  await expect(field).toHaveAccessibleDescription(
    new RegExp(t('ar', 'auth.error.NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS')),
  );
  await expect(field).toBeFocused();

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('  سلمى   بن علي ');
  await page.keyboard.press('Tab');
  const save = section.getByRole('button', { name: t('ar', 'account.name.save') });
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(t('ar', 'account.name.done', { name: 'سلمى بن علي' }))).toBeVisible();
  await expect(save).toBeFocused();
  await expect(header(page).getByRole('link', { name: 'سلمى بن علي' })).toBeVisible();

  await page.reload();
  await expect(header(page).getByRole('link', { name: 'سلمى بن علي' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'سلمى بن علي' })).toBeVisible();
});

test('a new password, in French: a wrong current one is refused on its field; afterwards the account stays signed in and only the new one opens it', async ({
  page,
  stack,
}) => {
  const user = await createUser(stack, { verified: true, name: 'Karim' });
  const fresh = 'un-nouveau-mot-de-passe';
  await page.goto('/');
  await useLanguage(page, 'fr');
  await signInAs(page, stack, user);
  await page.goto('/account');
  const section = page.getByRole('region', { name: t('fr', 'account.password.title') });
  const current = section.getByLabel(t('fr', 'account.password.current'));
  await current.fill('not-the-password');
  await section.getByLabel(t('fr', 'account.password.new'), { exact: true }).fill(fresh);
  await section.getByLabel(t('fr', 'account.password.confirm')).fill(fresh);
  await section.getByRole('button', { name: t('fr', 'account.password.save') }).click();
  await expect(current).toHaveAccessibleDescription(t('fr', 'auth.error.WRONG_CURRENT_PASSWORD'));
  await expect(current).toBeFocused();
  // Nothing typed is lost.
  await expect(section.getByLabel(t('fr', 'account.password.new'), { exact: true })).toHaveValue(fresh);

  await current.fill(user.password);
  await section.getByRole('button', { name: t('fr', 'account.password.save') }).click();
  await expect(page.getByText(t('fr', 'account.password.done'))).toBeVisible();
  // The form starts again empty and its heading has the focus.
  await expect(section.getByRole('heading', { name: t('fr', 'account.password.title') })).toBeFocused();
  await expect(current).toHaveValue('');

  // Still signed in, with a token the server accepts (a refused one would be dropped at the start-up refresh).
  await page.reload();
  await expect(page.getByRole('region', { name: t('fr', 'account.name.title') })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Karim' })).toBeVisible();

  await header(page)
    .getByRole('button', { name: t('fr', 'auth.signOut') })
    .click();
  const dialog = await openDialog(page, 'fr', 'signIn');
  await dialog.getByLabel(t('fr', 'auth.field.email')).fill(user.email);
  await dialog.getByLabel(t('fr', 'auth.field.password')).fill(user.password);
  await dialog.getByRole('button', { name: t('fr', 'auth.signIn'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('fr', 'auth.error.WRONG_EMAIL_OR_PASSWORD'));
  await dialog.getByLabel(t('fr', 'auth.field.password')).fill(fresh);
  await dialog.getByRole('button', { name: t('fr', 'auth.signIn'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole('link', { name: 'Karim' })).toBeVisible();
});

test('a new e-mail address: its own address is refused; the link goes to the new address, in the account’s language, none to the old one', async ({
  page,
  stack,
}) => {
  const user = await createUser(stack, { verified: true, language: 'en' });
  const next = uniqueEmail('moved');
  await page.goto('/');
  await useLanguage(page, 'en');
  await signInAs(page, stack, user);
  await page.goto('/account');
  const section = page.getByRole('region', { name: t('en', 'account.email.title') });
  const field = section.getByRole('textbox', { name: t('en', 'account.email.new') });
  const send = section.getByRole('button', { name: t('en', 'account.email.save') });
  await field.fill(user.email.toUpperCase());
  await send.click();
  await expect(field).toHaveAccessibleDescription(new RegExp(t('en', 'auth.error.SAME_EMAIL')));

  await field.fill(next);
  await send.click();
  await expect(section.getByRole('status')).toHaveText(t('en', 'account.email.sent', { email: next }));
  await expect(send).toBeFocused();
  await expect.poll(async () => (await mailsTo(stack, next)).length).toBe(1);
  const [mail] = await mailsTo(stack, next);
  expect(mail!.html).toMatch(/\/confirm-email-change\/[\w.-]+/);
  expect(mail!.html).toContain('lang="en"');
  // The address does not change before the link is opened, and the old address hears nothing of it.
  await page.reload();
  await expect(page.getByRole('definition').filter({ hasText: user.email })).toBeVisible();
  expect((await mailsTo(stack, user.email)).filter((m) => /confirm-email-change/.test(m.html ?? ''))).toEqual([]);
});
