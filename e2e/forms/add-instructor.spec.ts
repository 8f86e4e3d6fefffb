// Adding an instructor: validation in French and English, the institution found by searching, its departments
// suggested, the profile link checked as a URL, the agreement required (linking to both legal pages), and one
// pending suggestion on the server.
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import { Admin, createTargets, signInStudent } from './support';

const exact = { exact: true } as const;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openForm(
  page: import('@playwright/test').Page,
  context: import('@playwright/test').BrowserContext,
  stack: import('../support/stack').StackInfo,
  language: Language,
) {
  const admin = await Admin.connect(stack);
  const targets = await createTargets(admin);
  await signInStudent(admin, context, language);
  await page.goto('/instructors/add');
  return { admin, ...targets };
}

for (const language of ['fr', 'en'] as const) {
  test(`${language}: required fields, the URL and the agreement are checked in ${language}`, async ({
    page,
    context,
    stack,
  }) => {
    await openForm(page, context, stack, language);
    const submit = page.getByRole('button', { name: t(language, 'form.submit') });
    const name = page.getByRole('textbox', { name: t(language, 'form.instructor.name') });
    const profile = page.getByRole('textbox', { name: t(language, 'form.instructor.profile') });
    const urlError = new RegExp(escapeRegExp(t(language, 'form.error.url')));

    // Before any submit: passing through a field says nothing; a changed field speaks once it is left.
    await name.focus();
    await page.keyboard.press('Tab');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await profile.fill('pas un lien');
    await expect(profile).not.toHaveAttribute('aria-invalid');
    await profile.press('Tab');
    await expect(profile).toHaveAttribute('aria-invalid', 'true');
    await expect(profile).toHaveAccessibleDescription(urlError);
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText(t(language, 'form.fixErrors'), exact)).toHaveCount(0);

    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: t(language, 'form.fixErrors') })).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(t(language, 'form.error.required'));
    await expect(
      page.getByRole('searchbox', { name: t(language, 'form.instructor.institution') }),
    ).toHaveAccessibleDescription(new RegExp(t(language, 'form.error.required').replace('.', '\\.')));
    await expect(
      page.getByRole('textbox', { name: t(language, 'form.instructor.department') }),
    ).toHaveAccessibleDescription(new RegExp(t(language, 'form.error.required').replace('.', '\\.')));
    await expect(page.getByText(t(language, 'form.error.agree'), exact)).toBeVisible();

    await expect(page.getByText(t(language, 'form.error.url'), exact)).toBeVisible();
    // A fixed answer loses its error as it is typed; broken again, the error is back.
    await profile.fill('https://fst.rnu.tn/');
    await expect(profile).not.toHaveAttribute('aria-invalid');
    await profile.fill('javascript:alert(1)//fst.rnu.tn');
    await expect(profile).toHaveAccessibleDescription(urlError);
    await submit.click();
    await expect(name).toBeFocused();
    await expect(page.getByText(t(language, 'form.error.url'), exact)).toBeVisible();
    // Nothing typed is lost.
    await expect(profile).toHaveValue('javascript:alert(1)//fst.rnu.tn');

    // A name of symbols (or of characters nobody sees) is no name.
    await name.fill('*** ---');
    await submit.click();
    await expect(name).toHaveAccessibleDescription(t(language, 'form.error.noLetters'));
    await name.fill('\u200b\u202e\u2060');
    await submit.click();
    await expect(name).toHaveAccessibleDescription(t(language, 'form.error.required'));

    // The agreement names both legal pages, as links.
    await expect(
      page.getByRole('link', { name: t(language, 'legal.terms.title'), exact: false }).last(),
    ).toHaveAttribute('href', '/terms-of-use');
    await expect(
      page.getByRole('link', { name: t(language, 'legal.privacy.title'), exact: false }).last(),
    ).toHaveAttribute('href', '/privacy-policy');
  });
}

test('the institution is searched and chosen, its departments are suggested, and the suggestion is sent once', async ({
  page,
  context,
  stack,
}) => {
  test.slow();
  const { admin, institution } = await openForm(page, context, stack, 'fr');
  await page.getByRole('textbox', { name: t('fr', 'form.instructor.name') }).fill('  Nizar Chaabane ');
  const institutionSearch = page.getByRole('searchbox', { name: t('fr', 'form.instructor.institution') });
  const results = page.getByRole('list', { name: t('fr', 'form.instructor.institutionResults') });
  // Found the way students name it: by its acronym, or its Arabic name typed with a typo and its words in another order.
  await institutionSearch.fill('enit');
  await expect(results.getByRole('button').first()).toHaveText("École Nationale d'Ingénieurs de Tunis");
  await institutionSearch.fill('بتونس للمهندسن الوطنية');
  await expect(
    results.getByRole('button', { name: "École Nationale d'Ingénieurs de Tunis", exact: true }),
  ).toBeVisible();
  await institutionSearch.fill(String(institution.name).slice(-12));
  await results.getByRole('button', { name: String(institution.name) }).click();
  await expect(page.getByText(String(institution.name), exact)).toBeVisible();

  const department = page.getByRole('combobox', { name: t('fr', 'form.instructor.department') });
  await expect(department.locator('xpath=following-sibling::datalist/option')).toHaveCount(2);
  await expect(page.locator('datalist option[value="Mathématiques"]')).toHaveCount(1);
  await department.fill('Mathématiques');
  await page.getByRole('textbox', { name: t('fr', 'form.instructor.profile') }).fill('https://example.tn/nizar');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('fr', 'form.submit') }).click();
  await expect(page.getByText(t('fr', 'form.done.afterModeration'))).toBeVisible();
  // The form gave way to what became of it: focus is on its heading, not lost with the button.
  await expect(page.getByRole('heading', { name: t('fr', 'form.done.sent') })).toBeFocused();

  await expect
    .poll(async () =>
      (await admin.list('instructors', `institution = "${institution.id}" && name = "Nizar Chaabane"`)).map((r) => [
        r.status,
        r.department,
        r.directory_listing,
      ]),
    )
    .toEqual([['PENDING_APPROVAL', 'Mathématiques', 'https://example.tn/nizar']]);
});
