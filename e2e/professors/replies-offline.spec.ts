// Replies offline (docs/offline.md "Professors' replies and claims offline"): a published reply seen once is read
// again offline from the mirror; the professor changes a reply offline, sees it waiting under the rating, and
// the outbox delivers it once the connection returns.
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { controlled, useLanguage } from '../browse/support';
import { signIn, superuserToken } from '../outbox/support';
import { professorOf, publishedReply, ratedInstructor } from './support';

test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

test('a reply seen online reads offline; an edit made offline waits under the rating and is delivered back online', async ({
  page,
  context,
  browser,
  stack,
}) => {
  test.slow();
  const { instructor, rating, name } = await ratedInstructor(stack);
  const professor = await professorOf(stack, instructor);
  const reply = `Merci pour ce retour : les examens suivent le programme (${Date.now()}).`;
  const replyId = await publishedReply(stack, professor, rating, reply);
  await useLanguage(context, 'fr');

  // A guest who saw the page once reads the published reply offline, from the mirror.
  const guestContext = await browser.newContext({ baseURL: stack.baseURL, serviceWorkers: 'allow' });
  const guest = await guestContext.newPage();
  await guest.goto(`/instructors/${instructor}`);
  await controlled(guest);
  const published = guest.getByRole('region', { name: t('ar', 'browse.reply.label') });
  await expect(published).toContainText(reply);
  await guestContext.setOffline(true);
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(published).toContainText(reply);
  await guestContext.close();

  // Online once, as the professor: the page stores the published reply, their claim and their own reply.
  await page.goto(`/instructors/${instructor}`);
  await signIn(page, professor);
  await controlled(page);
  const own = page.locator('.rating-reply').filter({ hasText: reply });
  await expect(own).toBeVisible();
  await expect(page.getByRole('link', { name: t('fr', 'browse.reply.edit') })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(own).toBeVisible();

  // Changed offline: saved on the device, and shown under the rating as waiting.
  await page.getByRole('link', { name: t('fr', 'browse.reply.edit') }).click();
  const changed = `${reply} Une séance de révision est ajoutée.`;
  await page.getByRole('textbox', { name: t('fr', 'form.reply.body') }).fill(changed);
  await page.getByRole('button', { name: t('fr', 'form.submit') }).click();
  await expect(page.getByRole('heading', { name: t('fr', 'form.done.waiting') })).toBeVisible();
  await page.getByRole('link', { name: t('fr', 'form.done.back', { name }) }).click();
  const waiting = page.locator('.rating-reply').filter({ hasText: changed });
  await expect(waiting).toContainText(t('fr', 'browse.reply.pending'));

  // Back online, the outbox sends it: the server holds the new body, waiting for a moderator again.
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const answer = await fetch(new URL(`/api/collections/rating_replies/records/${replyId}`, stack.baseURL), {
          headers: { authorization: await superuserToken(stack) },
        });
        const stored = (await answer.json()) as { body: string; status: string; revision: number };
        return [stored.body, stored.status, stored.revision];
      },
      { timeout: 20_000 },
    )
    .toEqual([changed, 'PENDING_APPROVAL', 2]);
  await expect(waiting).toContainText(t('fr', 'browse.reply.pending'));
});
