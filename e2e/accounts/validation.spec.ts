// Every validation message, in Arabic, French and English, on the field it concerns; submit stays disabled
// until the required fields are filled; nothing is sent while the form is wrong.
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
    await expect(submit).toBeDisabled();
    await name.fill('A');
    await email.fill('amira@');
    await password.fill('short');
    await confirm.fill('short');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(name).toHaveAccessibleDescription(say('NAME_SHOULD_HAVE_AT_LEAST_2_LETTERS'));
    await expect(email).toHaveAccessibleDescription(say('INVALID_EMAIL'));
    await expect(password).toHaveAccessibleDescription(say('PASSWORD_SHOULD_HAVE_AT_LEAST_8_CHARACTERS'));
    await expect(name).toBeFocused();

    await name.fill('Amira');
    await email.fill('amira@example.tn');
    await password.fill('long-enough-1');
    await confirm.fill('long-enough-2');
    await submit.click();
    await expect(confirm).toHaveAccessibleDescription(say('PASSWORDS_DONT_MATCH'));
    for (const field of [name, email, password]) await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(confirm).toBeFocused();

    // Sign-in: 6 characters at least, a valid e-mail.
    await signUp.getByRole('button', { name: t(language, 'auth.signIn'), exact: true }).click();
    const signIn = page.getByRole('dialog', { name: t(language, 'auth.signIn.title') });
    const signInEmail = signIn.getByLabel(t(language, 'auth.field.email'));
    const signInPassword = signIn.getByLabel(t(language, 'auth.field.password'));
    const signInSubmit = signIn.getByRole('button', { name: t(language, 'auth.signIn'), exact: true });
    await expect(signInSubmit).toBeDisabled();
    await signInEmail.fill('amira.example.tn');
    await expect(signInSubmit).toBeDisabled();
    await signInPassword.fill('12345');
    await signInSubmit.click();
    await expect(signInEmail).toHaveAccessibleDescription(say('INVALID_EMAIL'));
    await expect(signInPassword).toHaveAccessibleDescription(say('PASSWORD_SHOULD_HAVE_AT_LEAST_6_CHARACTERS'));

    expect(sent).toEqual([]);
  });
}
