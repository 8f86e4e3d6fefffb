// A professor on their own profile, end to end against the real server and mail catcher (docs/professors.md):
// a verified account claims an instructor profile in Arabic with an institutional address and opens the link
// mailed to it; a moderator sees the confirmed address and approves in /moderation; the profile shows the
// verified mark; the professor replies to a rating, a moderator approves, a guest reads it under the rating as
// the instructor's reply; the professor edits it, and once approved again it reads "edited". On /account the
// professor turns off the new-rating e-mail.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import { mailsTo, uniqueEmail } from '../accounts/support';
import { signIn, superuserToken, verifiedUser, type TestUser } from '../outbox/support';
import type { StackInfo } from '../support/stack';
import { moderatorSession, professorOf, publishedReply, ratedInstructor } from './support';

async function pageAs(browser: Browser, stack: StackInfo, user: TestUser | null, language: Language): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.baseURL });
  await context.addInitScript((l) => localStorage.setItem('rayek_lang', l), language);
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  if (user) await signIn(page, user);
  return page;
}

/** Approves the item of `tab` holding `text` in /moderation, as the moderator, in English. */
async function approve(page: Page, tab: string, text: string) {
  await page.goto('/moderation');
  await page.getByRole('tab', { name: new RegExp(t('en', tab)) }).click();
  const item = page.getByRole('article').filter({ hasText: text });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: t('en', 'moderation.approve') }).click();
  await expect(item).toHaveCount(0);
}

test('a professor claims a profile, is approved, replies; a guest reads the reply, edited after re-approval', async ({
  page,
  browser,
  stack,
}) => {
  test.slow();
  const { instructor, name } = await ratedInstructor(stack);
  const professor = await verifiedUser(stack);
  const moderatorPage = await pageAs(browser, stack, await moderatorSession(stack), 'en');

  // The claim, in Arabic (the default language), from the instructor page.
  await page.goto(`/instructors/${instructor}`);
  await signIn(page, professor);
  await page.getByRole('link', { name: t('ar', 'browse.instructor.claim') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'form.claim.title', { name }));
  const address = uniqueEmail('professor');
  const message = `أنا نقرّي الخوارزميات في القسم هذا، اتصلو بالإدارة (${Date.now()}).`;
  await page.getByRole('textbox', { name: t('ar', 'form.claim.message') }).fill(message);
  await page.getByRole('textbox', { name: t('ar', 'form.claim.email') }).fill(address);
  await page.getByRole('button', { name: t('ar', 'form.submit') }).click();
  await expect(page.getByRole('heading', { name: t('ar', 'form.done.sent') })).toBeVisible();
  await expect(page.getByText(t('ar', 'form.claim.done'))).toBeVisible();

  // The link mailed to the institutional address, opened (signed in or not, the token is the proof).
  await expect.poll(async () => (await mailsTo(stack, address)).length).toBe(1);
  const mail = (await mailsTo(stack, address))[0]!;
  const link = /\/claims\/verify\/[\w.-]+/.exec(mail.html ?? mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: t('ar', 'form.claimVerify.doneTitle') })).toBeVisible();
  await page.getByRole('link', { name: t('ar', 'form.claimVerify.back') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // The moderator reads the claim with its confirmed address, never the account, and approves it.
  await moderatorPage.goto('/moderation');
  await moderatorPage.getByRole('tab', { name: new RegExp(t('en', 'moderation.tab.instructor_claims')) }).click();
  const claim = moderatorPage.getByRole('article').filter({ hasText: message });
  await expect(claim).toContainText(name);
  await expect(claim).toContainText(address);
  await expect(claim).toContainText(t('en', 'moderation.claim.confirmed'));
  await expect(claim).not.toContainText(String(professor.record.email));
  await approve(moderatorPage, 'moderation.tab.instructor_claims', message);

  // The profile now carries the mark, already in the page's HTML (its own prerendered template), and the
  // professor may reply under its rating.
  const html = await (await fetch(new URL(`/instructors/${instructor}`, stack.baseURL))).text();
  expect(html).toContain(t('ar', 'browse.instructor.verified'));
  expect(html).not.toContain(t('ar', 'browse.instructor.claim'));
  await page.goto(`/instructors/${instructor}`);
  await expect(page.getByText(t('ar', 'browse.instructor.verified'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('ar', 'browse.instructor.claim') })).toHaveCount(0);
  await page.getByRole('link', { name: t('ar', 'browse.reply.write'), exact: true }).click();
  const first = `شكرا على الملاحظة، الامتحان الجاي باش يكون على الدروس اللي قرّيناها برك (${Date.now()}).`;
  await page.getByRole('textbox', { name: t('ar', 'form.reply.body') }).fill(first);
  await page.getByRole('button', { name: t('ar', 'form.submit') }).click();
  await expect(page.getByRole('heading', { name: t('ar', 'form.done.sent') })).toBeVisible();
  await page.getByRole('link', { name: t('ar', 'form.done.back', { name }) }).click();
  const own = page.locator('.rating-reply').filter({ hasText: first });
  await expect(own).toContainText(t('ar', 'browse.reply.pending'));

  // Nobody else sees it before a moderator approves it; then a guest reads it under the rating.
  const guest = await pageAs(browser, stack, null, 'ar');
  await guest.goto(`/instructors/${instructor}`);
  await expect(guest.getByText(t('ar', 'browse.instructor.verified'))).toBeVisible();
  await expect(guest.locator('.rating-reply')).toHaveCount(0);
  await approve(moderatorPage, 'moderation.tab.rating_replies', first);
  await guest.reload();
  const published = guest.getByRole('region', { name: t('ar', 'browse.reply.label') });
  await expect(published).toContainText(first);
  await expect(published).not.toContainText(t('ar', 'browse.reply.edited'));
  await expect(published.getByRole('link', { name: t('ar', 'browse.report') })).toHaveAttribute(
    'href',
    /\/report\/rating-reply\/[a-z0-9]{15}$/,
  );
  await expect(guest.getByRole('link', { name: t('ar', 'browse.reply.write'), exact: true })).toHaveCount(0);

  // The professor changes it: it waits again, and once approved it reads "edited".
  await page.reload();
  await page.getByRole('link', { name: t('ar', 'browse.reply.edit') }).click();
  const body = page.getByRole('textbox', { name: t('ar', 'form.reply.body') });
  await expect(body).toHaveValue(first);
  const second = `${first} وزدنا حصّة مراجعة.`;
  await body.fill(second);
  await page.getByRole('button', { name: t('ar', 'form.submit') }).click();
  await expect(page.getByRole('heading', { name: t('ar', 'form.done.sent') })).toBeVisible();
  await approve(moderatorPage, 'moderation.tab.rating_replies', second);
  await guest.reload();
  await expect(published).toContainText(second);
  await expect(published).toContainText(t('ar', 'browse.reply.edited'));

  // The new-rating e-mail: on by default, turned off on /account.
  await page.goto('/account');
  const mailSwitch = page.getByRole('switch', { name: t('ar', 'account.mail.newRating') });
  await expect(mailSwitch).toBeChecked();
  await mailSwitch.click();
  await expect(page.getByText(t('ar', 'account.mail.saved'))).toBeVisible();
  await expect(mailSwitch).not.toBeChecked();
  const stored = await fetch(new URL(`/api/collections/users/records/${professor.id}`, stack.baseURL), {
    headers: { authorization: await superuserToken(stack) },
  });
  expect(((await stored.json()) as { new_rating_mail_off: boolean }).new_rating_mail_off).toBe(true);

  await guest.context().close();
  await moderatorPage.context().close();
});

test('a reported reply is shown to the moderator with the report and taken down; its professor reads why on My contributions, and cannot vote on or rate their profile', async ({
  page,
  browser,
  stack,
}) => {
  test.slow();
  const { instructor, rating } = await ratedInstructor(stack);
  const professor = await professorOf(stack, instructor);
  const reply = `The exam follows the syllabus published in September (${Date.now()}).`;
  await publishedReply(stack, professor, rating, reply);

  // A student reports it from under the rating; the report page shows the reply for context.
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('rayek_lang', 'en'));
  await signIn(page, await verifiedUser(stack));
  await page.goto(`/instructors/${instructor}`);
  const published = page.getByRole('region', { name: t('en', 'browse.reply.label') });
  await expect(published).toContainText(reply);
  await published.getByRole('link', { name: t('en', 'browse.report') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'form.report.titleReply'));
  await expect(page.locator('.context-card blockquote')).toHaveText(reply);
  const comment = `This reply insults the student who wrote the rating (${Date.now()}).`;
  await page.getByRole('radio', { name: t('en', 'report.reason.OTHER'), exact: true }).check();
  await page.getByRole('textbox', { name: t('en', 'form.report.comment') }).fill(comment);
  await page.getByRole('button', { name: t('en', 'form.submit') }).click();
  await expect(page.getByText(t('en', 'form.done.report'))).toBeVisible();

  // The moderator reads the report with the reply it names, and takes the reply down.
  const moderatorPage = await pageAs(browser, stack, await moderatorSession(stack), 'en');
  await moderatorPage.goto('/moderation');
  await moderatorPage.getByRole('tab', { name: new RegExp(t('en', 'moderation.tab.reports')) }).click();
  const item = moderatorPage.getByRole('article').filter({ hasText: comment });
  await expect(item).toContainText(reply);
  await expect(item).toContainText(t('en', 'contributions.kind.rating_replies'));
  await item.getByLabel(t('en', 'moderation.reason')).fill('Replies answer the content, never the person.');
  await item.getByRole('button', { name: t('en', 'moderation.report.takeDown') }).click();
  await expect(item).toHaveCount(0);

  await page.reload();
  await expect(page.locator('.rating-reply')).toHaveCount(0);

  // The professor sees their accepted claim and the reply taken down, with the reason.
  const own = await pageAs(browser, stack, professor, 'en');
  await own.goto('/my-contributions');
  const claimItem = own.getByRole('listitem').filter({ hasText: t('en', 'contributions.kind.instructor_claims') });
  await expect(claimItem).toContainText(t('en', 'contributions.state.accepted'));
  const replyItem = own.getByRole('listitem').filter({ hasText: reply });
  await expect(replyItem).toContainText(t('en', 'contributions.kind.rating_replies'));
  await expect(replyItem).toContainText('Replies answer the content, never the person.');
  // On the profile, the professor still sees their reply, marked as not published.
  await own.goto(`/instructors/${instructor}`);
  await expect(own.locator('.rating-reply').filter({ hasText: reply })).toContainText(t('en', 'browse.reply.hidden'));
  // A vote on a rating of their own profile is refused, with the reason, and never counted.
  await own.getByRole('button', { name: new RegExp(`^${t('en', 'browse.vote.helpful')} \\(`) }).click();
  await expect(own.getByRole('alert').filter({ hasText: t('en', 'browse.vote.refused.ownProfile') })).toBeVisible();
  await expect(
    own.getByRole('button', { name: new RegExp(`^${t('en', 'browse.vote.helpful')} \\(0`) }),
  ).toHaveAttribute('aria-pressed', 'false');
  // Nor rate it: the form's page says so instead of asking.
  await own.goto(`/instructors/${instructor}/add-rating`);
  await expect(own.getByText(t('en', 'form.error.ownProfile'))).toBeVisible();
  await expect(own.getByRole('button', { name: t('en', 'form.submit') })).toHaveCount(0);

  await own.context().close();
  await moderatorPage.context().close();
});
