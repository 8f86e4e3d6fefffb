// "Download my data": the file the server names, holding this account's items and nobody else's; without a
// connection the page says so.
import fs from 'node:fs';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { publishedRatingBy, writeAs } from './content';
import { createUser, signInAs, useLanguage } from './support';

type Export = { account: { email: string; name: string; language: string } } & Record<string, unknown>;

test('the downloaded file holds exactly this account’s ratings, suggestions and reports', async ({ page, stack }) => {
  const [user, other] = [
    await createUser(stack, { verified: true, name: 'Yasmine', language: 'en' }),
    await createUser(stack, { verified: true }),
  ];
  const reported = await publishedRatingBy(
    stack,
    await createUser(stack, { verified: true }),
    'Great campus, but the canteen closes too early.',
  );
  const mine = await writeAs(stack, user, reported.id);
  const theirs = await writeAs(stack, other, reported.id);
  await page.goto('/');
  await useLanguage(page, 'en');
  await signInAs(page, stack, user);
  await page.goto('/account');

  const section = page.getByRole('region', { name: t('en', 'account.data.title') });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: t('en', 'account.data.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rayek-data-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.getByText(t('en', 'account.data.done', { file: download.suggestedFilename() }))).toBeVisible();
  const text = fs.readFileSync(await download.path(), 'utf8');
  const data = JSON.parse(text) as Export;
  expect(data.account).toMatchObject({ email: user.email, name: 'Yasmine', language: 'en' });
  const ids = (key: string) => (data[key] as Array<{ id: string }>).map((item) => item.id);
  expect([...ids('institutionRatings'), ...ids('instructorSuggestions'), ...ids('reports')].sort()).toEqual(
    [...mine].sort(),
  );
  expect([...ids('programRatings'), ...ids('instructorRatings')]).toEqual([]);
  for (const id of [...theirs, other.id, other.email]) expect(text).not.toContain(id);
});

test('without a connection the download says so, and works once it is back', async ({ page, context, stack }) => {
  const user = await createUser(stack, { verified: true });
  await page.goto('/');
  await useLanguage(page, 'fr');
  await signInAs(page, stack, user);
  // The stored session is refreshed as the page starts: cutting the network under that request would make the
  // browser log its failure. Offline starts once it is answered.
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/collections/users/auth-refresh'));
  await page.goto('/account');
  await refreshed;
  const section = page.getByRole('region', { name: t('fr', 'account.data.title') });
  const button = section.getByRole('button', { name: t('fr', 'account.data.download') });
  await context.setOffline(true);
  await button.click();
  await expect(section.getByRole('alert')).toHaveText(t('fr', 'auth.error.CONNECTION_NEEDED'));
  await expect(button).toBeFocused();
  await context.setOffline(false);
  // The browser says it is online again a moment later: the app asks only then.
  await page.waitForFunction(() => navigator.onLine);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(JSON.parse(fs.readFileSync(await download.path(), 'utf8'))).toMatchObject({ account: { email: user.email } });
  await expect(section.getByRole('alert')).toHaveCount(0);
});
