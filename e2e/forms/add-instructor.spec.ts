// Adding an instructor: validation in French and English, the institution found by searching, its departments
// suggested, the profile link checked as a URL, the agreement required (linking to both legal pages), and one
// pending suggestion on the server.
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import { Admin, createTargets, signInStudent } from './support';

const exact = { exact: true } as const;

async function openForm(page: import('@playwright/test').Page, context: import('@playwright/test').BrowserContext, stack: import('../support/stack').StackInfo, language: Language) {
  const admin = await Admin.connect(stack);
  const targets = await createTargets(admin);
  await signInStudent(admin, context, language);
  await page.goto('/instructors/add');
  return { admin, ...targets };
}

for (const language of ['fr', 'en'] as const) {
  test(`${language}: required fields, the URL and the agreement are checked in ${language}`, async ({ page, context, stack }) => {
    await openForm(page, context, stack, language);
    const submit = page.getByRole('button', { name: t(language, 'form.submit') });
    await submit.click();

    const name = page.getByRole('textbox', { name: t(language, 'form.instructor.name') });
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(t(language, 'form.error.required'));
    await expect(page.getByRole('searchbox', { name: t(language, 'form.instructor.institution') })).toHaveAccessibleDescription(
      new RegExp(t(language, 'form.error.required').replace('.', '\\.')),
    );
    await expect(page.getByRole('textbox', { name: t(language, 'form.instructor.department') })).toHaveAccessibleDescription(
      new RegExp(t(language, 'form.error.required').replace('.', '\\.')),
    );
    await expect(page.getByText(t(language, 'form.error.agree'), exact)).toBeVisible();

    await page.getByRole('textbox', { name: t(language, 'form.instructor.profile') }).fill('pas un lien');
    await submit.click();
    await expect(page.getByText(t(language, 'form.error.url'), exact)).toBeVisible();
    await page.getByRole('textbox', { name: t(language, 'form.instructor.profile') }).fill('javascript:alert(1)//fst.rnu.tn');
    await submit.click();
    await expect(page.getByText(t(language, 'form.error.url'), exact)).toBeVisible();

    // A name of symbols (or of characters nobody sees) is no name.
    await name.fill('*** ---');
    await submit.click();
    await expect(name).toHaveAccessibleDescription(t(language, 'form.error.noLetters'));
    await name.fill('\u200b\u202e\u2060');
    await submit.click();
    await expect(name).toHaveAccessibleDescription(t(language, 'form.error.required'));

    // The agreement names both legal pages, as links.
    await expect(page.getByRole('link', { name: t(language, 'legal.terms.title'), exact: false }).last()).toHaveAttribute('href', '/terms-of-use');
    await expect(page.getByRole('link', { name: t(language, 'legal.privacy.title'), exact: false }).last()).toHaveAttribute('href', '/privacy-policy');
  });
}

test('the institution is searched and chosen, its departments are suggested, and the suggestion is sent once', async ({ page, context, stack }) => {
  test.slow();
  const { admin, institution } = await openForm(page, context, stack, 'fr');
  await page.getByRole('textbox', { name: t('fr', 'form.instructor.name') }).fill('  Nizar Chaabane ');
  await page.getByRole('searchbox', { name: t('fr', 'form.instructor.institution') }).fill(String(institution.name).slice(-12));
  await page.getByRole('list', { name: t('fr', 'form.instructor.institutionResults') }).getByRole('button', { name: String(institution.name) }).click();
  await expect(page.getByText(String(institution.name), exact)).toBeVisible();

  const department = page.getByRole('combobox', { name: t('fr', 'form.instructor.department') });
  await expect(department.locator('xpath=following-sibling::datalist/option')).toHaveCount(2);
  await expect(page.locator('datalist option[value="Mathématiques"]')).toHaveCount(1);
  await department.fill('Mathématiques');
  await page.getByRole('textbox', { name: t('fr', 'form.instructor.profile') }).fill('https://example.tn/nizar');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('fr', 'form.submit') }).click();
  await expect(page.getByText(t('fr', 'form.done.afterModeration'))).toBeVisible();

  await expect
    .poll(async () => (await admin.list('instructors', `institution = "${institution.id}" && name = "Nizar Chaabane"`)).map((r) => [r.status, r.department, r.directory_listing]))
    .toEqual([['PENDING_APPROVAL', 'Mathématiques', 'https://example.tn/nizar']]);
});
