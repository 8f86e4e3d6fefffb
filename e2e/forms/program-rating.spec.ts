// The program rating form: validation in English and Arabic, the reversed scales explained, and a rating
// written offline is confirmed as saved with the note that it goes out once back online.
import { PROGRAM_SCORES } from '../../contract/ratings.js';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { Admin, createTargets, scoreRadio, signInStudent } from './support';

const SCORES = PROGRAM_SCORES;
const exact = { exact: true } as const;

for (const language of ['en', 'ar'] as const) {
  test(`${language}: enrolment status and every score are asked for in ${language}; heavy scales say what 5 means`, async ({
    page,
    context,
    stack,
  }) => {
    const admin = await Admin.connect(stack);
    const { program } = await createTargets(admin);
    await signInStudent(admin, context, language);
    await page.goto(`/programs/${program.id}/add-rating`);
    await page.getByRole('button', { name: t(language, 'form.submit') }).click();

    const enrolment = page.getByRole('group', { name: t(language, 'form.enrolment.legend') });
    await expect(enrolment.getByText(t(language, 'form.error.choose'), exact)).toBeVisible();
    await expect(enrolment.getByRole('radio').first()).toBeFocused();
    await expect(page.getByText(t(language, 'form.error.choose'), exact)).toHaveCount(SCORES.length + 1);

    for (const reversed of ['curriculum_rigor', 'workload_balance']) {
      const group = page.getByRole('group', { name: t(language, `browse.score.${reversed}`) });
      await expect(group).toHaveAccessibleDescription(
        new RegExp(t(language, 'form.reversedHint').replace(/[.?]/g, '\\$&')),
      );
      await expect(
        group.getByRole('radio', { name: new RegExp(`^5\\s*${t(language, 'browse.scale.load.5')}`) }),
      ).toBeVisible();
    }
    const quality = page.getByRole('group', { name: t(language, 'browse.score.course_quality') });
    await expect(
      quality.getByRole('radio', { name: new RegExp(`^5\\s*${t(language, 'browse.scale.quality.5')}`) }),
    ).toBeVisible();
  });
}

test.describe(() => {
  // Requests fail while offline, and the browser logs them.
  test.use({ consoleErrors: 'allowed' });

  test('offline, a complete rating is saved and said to go out once back online', async ({ page, context, stack }) => {
    test.slow();
    const admin = await Admin.connect(stack);
    const { program } = await createTargets(admin);
    await signInStudent(admin, context, 'ar');
    await page.goto(`/programs/${program.id}/add-rating`);
    // The connection drops once the form is on screen: the heading alone shows before the program is known.
    const enrolment = page.getByRole('group', { name: t('ar', 'form.enrolment.legend') });
    await expect(enrolment).toBeVisible();
    await context.setOffline(true);

    await enrolment.getByRole('radio', { name: t('ar', 'browse.enrolment.GRADUATED') }).check();
    for (const key of SCORES) await scoreRadio(page, t('ar', `browse.score.${key}`), 4).check();
    await page
      .getByRole('textbox', { name: t('ar', 'form.review.label') })
      .fill('برنامج متعب أما يستاهل، الستاج كان مفيد برشا.');
    await page.getByRole('button', { name: t('ar', 'form.submit') }).click();

    // Headed by where it is: on this device, not yet sent.
    await expect(page.getByRole('heading', { name: t('ar', 'form.done.waiting') })).toBeFocused();
    await expect(page.getByText(t('ar', 'form.done.afterModeration'))).toBeVisible();
    await expect(page.getByText(t('ar', 'form.done.offline'))).toBeVisible();
    await expect(page.getByRole('heading', { name: t('ar', 'form.done.sent') })).toHaveCount(0);
    expect(await admin.list('program_ratings', `program = "${program.id}"`)).toHaveLength(0);
    await context.setOffline(false);
  });
});
