// The whole directory on the device, as a student uses it (docs/offline.md, "Directory on the device" and
// "Searches and lists from the device's whole directory"): installed, the app downloads it; offline, an instructor
// and a program never opened on this device are found by the search pages, and the instructor's page shows its
// figures from the directory with the note that the reviews need a connection. In Arabic and in French.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { Admin, createTargets } from '../forms/support';
import { controlled, useLanguage } from '../browse/support';

test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

const before = (text: string) => text.split('§')[0]!;

for (const language of ['ar', 'fr'] as const) {
  test(`offline, an instructor and a program never opened are found from the device's directory (${language})`, async ({
    page,
    context,
    stack,
  }) => {
    test.setTimeout(90_000);
    const admin = await Admin.connect(stack);
    const { institution, program, instructor } = await createTargets(admin);
    await useLanguage(context, language);
    await page.setViewportSize({ width: 360, height: 800 });

    // Installed on the first load; the next load downloads the directory (the settings page says when).
    await page.goto('/');
    await controlled(page);
    // The trigger listens once it has counted this load (after the after-start chunk and the chunks it imports).
    await page.waitForFunction(() => localStorage.getItem('rayek_directory') !== null);
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await page.goto('/settings');
    await expect(
      page.getByRole('status').filter({ hasText: before(t(language, 'settings.directory.updated', { date: '§' })) }),
    ).toBeVisible({
      timeout: 30_000,
    });

    await context.setOffline(true);

    // The instructor, by its name's words in another order: never searched or opened here, so only the directory knows it.
    await page.goto('/instructors');
    const words = instructor.name.split(' ');
    await page.getByLabel(t(language, 'browse.search.instructorName')).fill([words[2], words[0]].join(' '));
    const instructorLink = page.getByRole('link', { name: instructor.name, exact: true });
    await expect(instructorLink).toBeVisible();

    // The program, by a word of its discipline and its unique part.
    await page.goto('/programs');
    const discipline = String(program.discipline_major);
    await page.getByLabel(t(language, 'browse.search.programName')).fill(discipline.split(' ').slice(-1)[0]!);
    await expect(page.getByRole('link', { name: new RegExp(discipline) })).toBeVisible();

    // The instructor's page, never opened: its name and institution from the directory, and why no review shows.
    await page.goto('/instructors');
    await page.getByLabel(t(language, 'browse.search.instructorName')).fill(instructor.name);
    await page.getByRole('link', { name: instructor.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(instructor.name);
    await expect(page.getByText(t(language, 'browse.directorySummary.title'))).toBeVisible();
    await expect(
      page.getByText(language === 'ar' ? String(institution.name_ar) : institution.name).first(),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });
}
