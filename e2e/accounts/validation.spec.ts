// Every validation message, in Arabic, French and English, on the field it concerns: a field speaks once it
// was changed and left, every field once a submit was tried; focus goes to the first field to fix (never to
// <body>); nothing typed is lost and nothing is sent while the form is wrong.
import { test, expect } from '../support/fixtures';
import { LANGUAGES, t } from '../support/messages';
import { openDialog, useLanguage } from './support';

for (const language of LANGUAGES) {
  test(`sign-up and sign-in messages in ${language}`, async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/collections/users/')) sent.push(r.url());
    });
    await page.goto('/');
    await useLanguage(page, language);
    await page.reload();
    const say = (key: string) => t(language, `auth.error.${key}`);

    const signUp = await openDialog(page, language, 'signUp');
    const name = signUp.getByLabel(t(language, 'auth.field.name'));
    const email = signUp.getByLabel(t(language, 'auth.field.email'));
    const password = signUp.getByLabel(t(language, 'auth.field.password'), { exact: true });
    const confirm = signUp.getByLabel(t(language, 'auth.field.passwordConfirm'));
    const submit = signUp.getByRole('button', { name: t(language, 'auth.signUp'), exact: true });

    // Passing through a field says nothing; a changed field speaks once left, and only that one.
    await name.focus();
    await page.keyboard.press('Tab');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await name.fill('A');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await email.focus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(say('NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS'));
    await expect(email).not.toHaveAttribute('aria-invalid');

    // An empty submit is refused on every field still empty, focus on the first field to fix.
    await submit.click();
    await expect(email).toHaveAccessibleDescription(say('REQUIRED'));
    await expect(password).toHaveAccessibleDescription(say('REQUIRED'));
    await expect(confirm).toHaveAccessibleDescription(say('REQUIRED'));
    await expect(name).toBeFocused();

    await email.fill('amira@');
    await password.fill('short');
    await confirm.fill('short');
    await submit.click();
    await expect(name).toHaveAccessibleDescription(say('NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS'));
    await expect(email).toHaveAccessibleDescription(say('INVALID_EMAIL'));
    await expect(password).toHaveAccessibleDescription(say('PASSWORD_SHOULD_HAVE_AT_LEAST_8_CHARACTERS'));
    await expect(name).toBeFocused();

    // Fixing a field takes its error away as it is typed.
    await name.fill('Amira');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await email.fill('amira@example.tn');
    await password.fill('long-enough-1');
    await confirm.fill('long-enough-2');
    await submit.click();
    await expect(confirm).toHaveAccessibleDescription(say('PASSWORDS_DONT_MATCH'));
    for (const field of [name, email, password]) await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(confirm).toBeFocused();
    // Nothing typed is lost.
    await expect(name).toHaveValue('Amira');
    await expect(confirm).toHaveValue('long-enough-2');

    // Sign-in: 6 characters at least, a valid e-mail; Enter in a field submits like the button.
    await signUp.getByRole('button', { name: t(language, 'auth.signIn'), exact: true }).click();
    const signIn = page.getByRole('dialog', { name: t(language, 'auth.signIn.title') });
    const signInEmail = signIn.getByLabel(t(language, 'auth.field.email'));
    const signInPassword = signIn.getByLabel(t(language, 'auth.field.password'));
    await signInEmail.fill('amira.example.tn');
    await signInPassword.fill('12345');
    await signInPassword.press('Enter');
    await expect(signInEmail).toHaveAccessibleDescription(say('INVALID_EMAIL'));
    await expect(signInPassword).toHaveAccessibleDescription(say('PASSWORD_SHOULD_HAVE_AT_LEAST_6_CHARACTERS'));
    await expect(signInEmail).toBeFocused();

    expect(sent).toEqual([]);
  });
}
