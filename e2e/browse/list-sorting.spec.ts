// The institutions, instructors and programs pages rank and filter (docs/api.md "Ranked lists", docs/offline.md
// "Ranked lists offline"): the sort and the filters live in the URL, "best rated" says its minimum and puts one
// 5/5 after those with enough ratings, a searched text is in best-match order until a sort is chosen; offline,
// the lists seen online read back and an order or filter never fetched is made from the stored rows, saying so.
// In Arabic (right to left) and French; then axe and no sideways scroll at 320 px and a desktop width.
import type { Page } from '@playwright/test';
import { INSTITUTION_SCORES, PROGRAM_SCORES } from '@contract/ratings.js';
import { BEST_RATED_MIN_REVIEWS } from '@contract/directory.js';
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import { auditEveryView } from '../a11y/support';
import { Admin } from '../forms/support';
import { controlled, useLanguage } from './support';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const scores = (names: readonly string[], value: number) => Object.fromEntries(names.map((n) => [n, value]));

async function account(admin: Admin): Promise<string> {
  const email = `ranker-${unique()}@lists.e2e`;
  return String(
    (
      await admin.create('users', {
        email,
        password: 'ranker-password-1',
        passwordConfirm: 'ranker-password-1',
        name: 'Ranker',
        verified: true,
      })
    ).id,
  );
}

interface Lists {
  tag: string;
  /** Alpha (one 5/5), Beta (three 3/5), both in Sousse; Gamma in Sfax, not rated. */
  institutions: { alpha: string; beta: string; gamma: string };
  /** At Alpha: Once (one 5/5), Three (three 3/5), None. */
  instructors: { once: string; three: string; none: string };
  /** At Alpha: an engineering degree (three 3/5), a licence (one 5/5). */
  programs: { engineer: string; licence: string };
}

/** Records with a word of their own (`tag`), rated so that each order is plain. */
async function createLists(admin: Admin): Promise<Lists> {
  const tag = unique();
  const institution = async (latin: string, arabic: string, governorate: string) =>
    String(
      (
        await admin.create('institutions', {
          name: `Institut Classement ${tag} ${latin}`,
          name_ar: `معهد الترتيب ${tag} ${arabic}`,
          country: 'TUNISIA',
          governorate,
          sector: 'PUBLIC',
        })
      ).id,
    );
  const alpha = await institution('Alpha', 'أ', 'Sousse');
  const beta = await institution('Beta', 'ب', 'Sousse');
  const gamma = await institution('Gamma', 'ج', 'Sfax');
  const rateInstitution = async (id: string, value: number) =>
    admin.create('institution_ratings', {
      institution: id,
      user: await account(admin),
      status: 'ACTIVE',
      review: 'Une école sérieuse, loin du centre.',
      ...scores(INSTITUTION_SCORES, value),
    });
  await rateInstitution(alpha, 5);
  for (let i = 0; i < BEST_RATED_MIN_REVIEWS; i += 1) await rateInstitution(beta, 3);

  const instructor = async (name: string) =>
    String(
      (
        await admin.create('instructors', {
          name: `${name} ${tag}`,
          institution: alpha,
          department: 'Informatique',
          user_agrees: true,
          status: 'ACTIVE',
        })
      ).id,
    );
  const once = await instructor('Once');
  const three = await instructor('Three');
  const none = await instructor('None');
  const rateInstructor = async (id: string, value: number, n: number) =>
    admin.create('instructor_ratings', {
      instructor: id,
      user: await account(admin),
      status: 'ACTIVE',
      course: `Cours ${n}`,
      course_is_online: false,
      overall_quality: value,
      difficulty: 3,
      would_take_again: true,
      instructor_used_textbooks: false,
      attendance_mandatory: false,
      grade_status: 'RATHER_NOT_SAY',
      tags: [],
      review: 'Un cours clair et bien préparé.',
    });
  await rateInstructor(once, 5, 0);
  for (let i = 0; i < BEST_RATED_MIN_REVIEWS; i += 1) await rateInstructor(three, 3, i);

  const program = async (discipline: string, degree: string) =>
    String(
      (
        await admin.create('programs', {
          institution: alpha,
          type_of_education: 'INITIAL',
          mode_of_organization: 'IN_PERSON',
          degree,
          field: 'Sciences',
          discipline_major: `${discipline} ${tag}`,
        })
      ).id,
    );
  const engineer = await program('Génie logiciel', "Diplôme national d'ingénieur");
  const licence = await program('Informatique', 'Licence');
  const rateProgram = async (id: string, value: number) =>
    admin.create('program_ratings', {
      program: id,
      user: await account(admin),
      status: 'ACTIVE',
      enrolment_status: 'ENROLLED',
      review: 'Des cours exigeants et un bon encadrement.',
      ...scores(PROGRAM_SCORES, value),
    });
  await rateProgram(licence, 5);
  for (let i = 0; i < BEST_RATED_MIN_REVIEWS; i += 1) await rateProgram(engineer, 3);
  return {
    tag,
    institutions: { alpha, beta, gamma },
    instructors: { once, three, none },
    programs: { engineer, licence },
  };
}

const names = (page: Page) => page.locator('.result-list .result-name');
const sortOf = (page: Page, language: Language) =>
  page.getByLabel(t(language, 'browse.directory.sort'), { exact: true });

test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

for (const language of ['ar', 'fr'] as const) {
  test(`${language}: each list sorts and filters online and offline`, async ({ page, context, stack }) => {
    test.setTimeout(150_000);
    const admin = await Admin.connect(stack);
    const lists = await createLists(admin);
    const { tag } = lists;
    await useLanguage(context, language);
    const institution = (latin: string, arabic: string) =>
      language === 'ar' ? `معهد الترتيب ${tag} ${arabic}` : `Institut Classement ${tag} ${latin}`;
    const bestHint = page.getByText(t(language, 'browse.directory.bestHint', { min: BEST_RATED_MIN_REVIEWS }));
    const savedHint = page.getByText(t(language, 'browse.directory.offlineSaved'));

    // Institutions: a searched word is in best-match order until a sort is chosen; the governorate narrows it.
    await page.goto(`/institutions?q=${tag}`);
    await controlled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(names(page)).toHaveCount(3);
    await expect(sortOf(page, language)).toHaveValue('');
    await expect(bestHint).toHaveCount(0);
    await sortOf(page, language).selectOption('best');
    await expect(page).toHaveURL(/[?&]sort=best/);
    await expect(bestHint).toBeVisible();
    await expect(names(page)).toHaveText([
      institution('Beta', 'ب'),
      institution('Alpha', 'أ'),
      institution('Gamma', 'ج'),
    ]);
    await page.getByLabel(t(language, 'browse.filter.governorate'), { exact: true }).selectOption('Sousse');
    await expect(page).toHaveURL(/[?&]governorate=Sousse/);
    await expect(names(page)).toHaveText([institution('Beta', 'ب'), institution('Alpha', 'أ')]);

    // Instructors of one institution: best rated by default, then by name.
    await page.goto(`/instructors?institution=${lists.institutions.alpha}`);
    await expect(sortOf(page, language)).toHaveValue('best');
    await expect(bestHint).toBeVisible();
    await expect(names(page)).toHaveText([`Three ${tag}`, `Once ${tag}`, `None ${tag}`]);
    await sortOf(page, language).selectOption('name');
    await expect(page).toHaveURL(/[?&]sort=name/);
    await expect(names(page)).toHaveText([`None ${tag}`, `Once ${tag}`, `Three ${tag}`]);

    // Programs of one institution: best rated by default (the single 5/5 second), then one kind of degree.
    await page.goto(`/programs?institution=${lists.institutions.alpha}`);
    await expect(names(page)).toHaveText([`Génie logiciel ${tag}`, `Informatique ${tag}`]);
    await page.getByLabel(t(language, 'browse.filter.degree'), { exact: true }).selectOption('ING');
    await expect(page).toHaveURL(/[?&]degree=ING/);
    await expect(names(page)).toHaveText([`Génie logiciel ${tag}`]);

    // Offline: the lists seen read back; an order or a filter never fetched is made from the stored rows.
    await context.setOffline(true);
    await page.goto(`/institutions?q=${tag}&sort=name`, { waitUntil: 'commit' });
    await expect(names(page)).toHaveText([
      institution('Alpha', 'أ'),
      institution('Beta', 'ب'),
      institution('Gamma', 'ج'),
    ]);

    await page.goto(`/instructors?institution=${lists.institutions.alpha}&sort=name`, { waitUntil: 'commit' });
    await expect(names(page)).toHaveText([`None ${tag}`, `Once ${tag}`, `Three ${tag}`]);
    await sortOf(page, language).selectOption('reviews');
    await expect(page).toHaveURL(/[?&]sort=reviews/);
    await expect(savedHint).toBeVisible();
    await expect(names(page)).toHaveText([`Three ${tag}`, `Once ${tag}`, `None ${tag}`]);

    await page.goto(`/programs?institution=${lists.institutions.alpha}&degree=ING`, { waitUntil: 'commit' });
    await expect(names(page)).toHaveText([`Génie logiciel ${tag}`]);
    await page.getByLabel(t(language, 'browse.filter.degree'), { exact: true }).selectOption('L');
    await expect(savedHint).toBeVisible();
    await expect(names(page)).toHaveText([`Informatique ${tag}`]);
    await page.getByLabel(t(language, 'browse.filter.degree'), { exact: true }).selectOption('');
    await sortOf(page, language).selectOption('name');
    await expect(names(page)).toHaveText([`Génie logiciel ${tag}`, `Informatique ${tag}`]);
    await context.setOffline(false);
  });
}

test('the sorted and filtered lists: axe and no sideways scroll, in every language, at 320 px and desktop', async ({
  page,
  stack,
}) => {
  test.setTimeout(150_000);
  const lists = await createLists(await Admin.connect(stack));
  for (const path of [
    `/institutions?q=${lists.tag}&sort=best&governorate=Sousse`,
    `/instructors?institution=${lists.institutions.alpha}&sort=reviews`,
    `/programs?institution=${lists.institutions.alpha}&degree=ING`,
  ]) {
    await page.goto(path);
    await auditEveryView(page, { prepare: async () => expect(names(page).first()).toBeVisible() });
  }
});
