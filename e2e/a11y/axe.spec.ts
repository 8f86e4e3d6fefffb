// axe-core finds no WCAG 2.2 AA violation (nor a best-practice one) and no page scrolls sideways, on every
// route, dialog and form state, in Arabic, French and English, at a 320 px phone and a desktop width. Signed-in
// views are audited as a verified student, an unverified one with an item waiting in the outbox, and a
// moderator. Records come from the demo data the e2e stack seeds.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import {
  clientId,
  institutionRating,
  outboxRows,
  seedOutbox,
  sessionFor,
  signIn,
  superuserToken,
  verifiedUser,
  type TestUser,
} from '../outbox/support';
import {
  moderatorSession,
  professorOf,
  publishedReply,
  ratedInstructor,
  waitingClaim,
  waitingReply,
} from '../professors/support';
import { createUser as createAccount, linkPath, mailsTo, requestEmailChange, uniqueEmail } from '../accounts/support';
import { auditEveryView, demoRecords, unverifiedUser } from './support';

// Each test loads a view three times (one per language) and audits it six times (at two widths each).
test.describe.configure({ timeout: 60_000 });

/** A token that reads as an e-mailed link's (a JWT) and stays valid for years: its page shows the form. */
const linkToken = (claims: Record<string, unknown>) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...claims, exp: 4_000_000_000 })}.c2lnbmF0dXJl`;
};

test.describe('public pages', () => {
  const routes: Array<[name: string, path: (ids: Awaited<ReturnType<typeof demoRecords>>) => string]> = [
    ['the landing page', () => '/'],
    ['the institutions search', () => '/institutions'],
    ['a program search', () => '/programs?q=informatique'],
    ['an instructor search', () => '/instructors?q=d%C3%A9mo'],
    ['an institution and its ratings', (ids) => `/institutions/${ids.institution}`],
    ['a program and its ratings', (ids) => `/programs/${ids.program}`],
    ['an instructor and their ratings', (ids) => `/instructors/${ids.instructor}`],
    ['a profile claim asking to sign in', (ids) => `/instructors/${ids.instructor}/claim`],
    ['a rating form asking to sign in', (ids) => `/institutions/${ids.institution}/add-rating`],
    ['the guidelines', () => '/guidelines'],
    ['the privacy policy', () => '/privacy-policy'],
    ['the terms of use', () => '/terms-of-use'],
    ['an invalid verification link', () => '/verify/eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.c2lnbmF0dXJl'],
    [
      'a password reset link',
      () => `/reset-password/${linkToken({ type: 'passwordReset', email: 'amira@rayek.local' })}`,
    ],
    [
      'an expired password reset link, with the new link request',
      () => '/reset-password/eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.c2lnbmF0dXJl',
    ],
    ['an expired e-mail change link', () => '/confirm-email-change/eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.c2lnbmF0dXJl'],
    ['the not-authorized page', () => '/not-authorized'],
    ['a page that does not exist', () => '/this/is/not/a/page'],
    ['the empty outbox', () => '/outbox'],
    ['the empty comparison', () => '/compare'],
    ['the device settings', () => '/settings'],
    ['three instructors compared', (ids) => `/compare?kind=instructors&ids=${ids.compared.instructors.join(',')}`],
    ['two programs compared', (ids) => `/compare?kind=programs&ids=${ids.compared.programs.join(',')}`],
  ];
  for (const [name, path] of routes) {
    test(name, async ({ page, stack }) => {
      await page.goto(path(await demoRecords(stack)));
      await auditEveryView(page);
    });
  }
});

// A real link: its token is opaque, and the page asks the server which address it moves the account to.
test('an e-mail change link', async ({ page, stack }) => {
  const user = await createAccount(stack, { verified: true });
  const newEmail = uniqueEmail('audited');
  await requestEmailChange(stack, user, newEmail);
  await expect.poll(async () => (await mailsTo(stack, newEmail)).length).toBe(1);
  await page.goto(linkPath((await mailsTo(stack, newEmail))[0]!, 'confirm-email-change'));
  await auditEveryView(page, {
    prepare: async (language) => {
      await expect(page.getByLabel(t(language, 'auth.field.password'), { exact: true })).toBeVisible();
    },
  });
});

/** The first rating's "helpful" button (its name is the word and the count). */
const helpfulButton = (page: Page, language: Language) =>
  page.getByRole('button', { name: new RegExp(`^${t(language, 'browse.vote.helpful')} \\(`) }).first();

test('a vote button asking to sign in', async ({ page, stack }) => {
  await page.goto(`/instructors/${(await demoRecords(stack)).instructor}`);
  await auditEveryView(page, {
    prepare: async (language) => {
      await helpfulButton(page, language).click();
      await expect(page.getByText(t(language, 'browse.vote.needsSignIn'))).toBeVisible();
    },
  });
});

test.describe('dialogs', () => {
  /** Opens a dialog from the page's own Sign in button (the header keeps its buttons in the menu on phones). */
  const openAuth = async (page: Page, language: Language, kind: 'signIn' | 'signUp') => {
    const dialog = page.getByRole('dialog', { name: t(language, `auth.${kind}.title`) });
    await page
      .getByRole('main')
      .getByRole('button', { name: t(language, `auth.${kind}`), exact: true })
      .click();
    await expect(dialog).toBeVisible();
    return dialog;
  };

  for (const kind of ['signIn', 'signUp'] as const) {
    test(`${kind}, empty`, async ({ page, stack }) => {
      const { institution } = await demoRecords(stack);
      await page.goto(`/institutions/${institution}/add-rating`);
      await auditEveryView(page, { prepare: async (language) => void (await openAuth(page, language, kind)) });
    });
  }

  test('signIn, refused', async ({ page, stack }) => {
    const { institution } = await demoRecords(stack);
    await page.goto(`/institutions/${institution}/add-rating`);
    await auditEveryView(page, {
      prepare: async (language) => {
        const dialog = await openAuth(page, language, 'signIn');
        await dialog.getByRole('textbox', { name: t(language, 'auth.field.email') }).fill('not-an-address');
        await dialog.getByLabel(t(language, 'auth.field.password'), { exact: true }).fill('x');
        await dialog.getByRole('button', { name: t(language, 'auth.signIn'), exact: true }).click();
        await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      },
    });
  });

  test('signUp, refused', async ({ page, stack }) => {
    const { institution } = await demoRecords(stack);
    await page.goto(`/institutions/${institution}/add-rating`);
    await auditEveryView(page, {
      prepare: async (language) => {
        const dialog = await openAuth(page, language, 'signUp');
        await dialog.getByRole('textbox', { name: t(language, 'auth.field.name') }).fill('A');
        await dialog.getByRole('textbox', { name: t(language, 'auth.field.email') }).fill('not-an-address');
        await dialog.getByLabel(t(language, 'auth.field.password'), { exact: true }).fill('short');
        await dialog.getByLabel(t(language, 'auth.field.passwordConfirm'), { exact: true }).fill('other');
        await dialog.getByRole('button', { name: t(language, 'auth.signUp'), exact: true }).click();
        await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      },
    });
  });

  test('forgot password, the link requested', async ({ page, stack }) => {
    const { institution } = await demoRecords(stack);
    await page.goto(`/institutions/${institution}/add-rating`);
    await auditEveryView(page, {
      prepare: async (language) => {
        const dialog = await openAuth(page, language, 'signIn');
        await dialog.getByRole('button', { name: t(language, 'auth.forgot.link') }).click();
        const reset = page.getByRole('dialog', { name: t(language, 'auth.forgot.title') });
        await reset.getByRole('textbox', { name: t(language, 'auth.field.email') }).fill('nobody@rayek.local');
        await reset.getByRole('button', { name: t(language, 'auth.forgot.submit') }).click();
        await expect(reset.getByRole('status')).toHaveText(
          t(language, 'auth.forgot.sent', { email: 'nobody@rayek.local' }),
        );
      },
    });
  });

  test('a password reset link, refused', async ({ page }) => {
    await page.goto(`/reset-password/${linkToken({ type: 'passwordReset', email: 'amira@rayek.local' })}`);
    await auditEveryView(page, {
      prepare: async (language) => {
        await page.getByLabel(t(language, 'auth.reset.field.password'), { exact: true }).fill('short');
        await page.getByRole('button', { name: t(language, 'auth.reset.submit') }).click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      },
    });
  });

  test('the phone menu', async ({ page }) => {
    await page.goto('/institutions');
    await auditEveryView(page, {
      widths: ['phone'],
      prepare: async (language) => {
        await page.getByRole('button', { name: t(language, 'nav.openMenu') }).click();
        await expect(page.getByRole('dialog', { name: t(language, 'nav.menu') })).toBeVisible();
      },
    });
  });
});

test.describe('signed in', () => {
  const signedInAt = async (page: Page, user: TestUser, path: string) => {
    await page.goto(path);
    await signIn(page, user);
  };

  test('a rating form, refused', async ({ page, stack }) => {
    const { institution } = await demoRecords(stack);
    await signedInAt(page, await verifiedUser(stack), `/institutions/${institution}/add-rating`);
    await auditEveryView(page, {
      prepare: async (language) => {
        const alert = page.getByRole('alert').filter({ hasText: t(language, 'form.fixErrors') });
        await page.getByRole('button', { name: t(language, 'form.submit') }).click();
        await expect(alert).toBeVisible();
      },
    });
  });

  for (const [name, path] of [
    [
      'an institution rating form',
      (ids: Awaited<ReturnType<typeof demoRecords>>) => `/institutions/${ids.institution}/add-rating`,
    ],
    [
      'an instructor rating form',
      (ids: Awaited<ReturnType<typeof demoRecords>>) => `/instructors/${ids.instructor}/add-rating`,
    ],
    ['a program rating form', (ids: Awaited<ReturnType<typeof demoRecords>>) => `/programs/${ids.program}/add-rating`],
    ['the add-an-instructor form', () => '/instructors/add'],
    ['the account page', () => '/account'],
    ['my contributions', () => '/my-contributions'],
  ] as const) {
    test(name, async ({ page, stack }) => {
      await signedInAt(page, await verifiedUser(stack), path(await demoRecords(stack)));
      await auditEveryView(page);
    });
  }

  test('a rating page of a record the account rated already: the notice instead of the form', async ({
    page,
    stack,
  }) => {
    const [user, { institution }] = await Promise.all([verifiedUser(stack), demoRecords(stack)]);
    await signedInAt(page, user, `/institutions/${institution}/add-rating`);
    await seedOutbox(page, [
      { id: clientId(), userId: user.id, payload: institutionRating(institution), label: 'Institut déjà noté' },
    ]);
    // Delivered before the reload: a reload in the middle of its send would send it again, and the server's
    // "id taken" (delivered, for the outbox) is a 400 in the console, which this audit counts as an error.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await outboxRows(page)).length).toBe(0);
    await page.reload();
    await auditEveryView(page, {
      prepare: async (language) => {
        await expect(page.getByRole('heading', { name: t(language, 'form.ownRating.title') })).toBeVisible();
      },
    });
  });

  test('a rating voted helpful', async ({ page, stack }) => {
    await signedInAt(page, await verifiedUser(stack), `/instructors/${(await demoRecords(stack)).instructor}`);
    let voted = false;
    await auditEveryView(page, {
      prepare: async (language) => {
        // Pressed once, in the first view: the vote stays from one view to the next (pressing it again, as the
        // stored vote arrives, would withdraw it).
        const helpful = helpfulButton(page, language);
        await expect(helpful).toBeVisible();
        if (!voted) await helpful.click();
        voted = true;
        await expect(helpful).toHaveAttribute('aria-pressed', 'true');
      },
    });
  });

  test('a report, empty', async ({ page, stack }) => {
    const { ratings } = await demoRecords(stack);
    await signedInAt(page, await verifiedUser(stack), `/report/institution-rating/${ratings[0]}`);
    await auditEveryView(page);
  });

  test('a report, refused: no reason chosen', async ({ page, stack }) => {
    const { ratings } = await demoRecords(stack);
    await signedInAt(page, await verifiedUser(stack), `/report/institution-rating/${ratings[0]}`);
    await auditEveryView(page, {
      prepare: async (language) => {
        const reasons = page.getByRole('group', { name: t(language, 'form.report.reason') });
        await page.getByRole('button', { name: t(language, 'form.submit') }).click();
        await expect(reasons).toHaveAttribute('aria-invalid', 'true');
      },
    });
  });

  test('a report, refused: "Other" without a comment', async ({ page, stack }) => {
    const { ratings } = await demoRecords(stack);
    await signedInAt(page, await verifiedUser(stack), `/report/institution-rating/${ratings[0]}`);
    await auditEveryView(page, {
      prepare: async (language) => {
        const comment = page.getByRole('textbox', { name: t(language, 'form.report.comment') });
        await page.getByRole('radio', { name: t(language, 'report.reason.OTHER'), exact: true }).check();
        await page.getByRole('button', { name: t(language, 'form.submit') }).click();
        await expect(comment).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByText(t(language, 'form.report.commentHintOther'), { exact: true })).toBeVisible();
      },
    });
  });

  test('a report, done', async ({ page, stack }) => {
    const { ratings } = await demoRecords(stack);
    await signedInAt(page, await verifiedUser(stack), '/');
    // One report per rating and account: each view reports another rating.
    let reported = 0;
    await auditEveryView(page, {
      prepare: async (language) => {
        await page.goto(`/report/institution-rating/${ratings[reported++]}`);
        await page.getByRole('radio', { name: t(language, 'report.reason.FALSE_OFF_TOPIC'), exact: true }).check();
        await page
          .getByRole('textbox', { name: t(language, 'form.report.comment') })
          .fill('This review is about another institution altogether.');
        await page.getByRole('button', { name: t(language, 'form.submit') }).click();
        await expect(page.getByText(t(language, 'form.done.report'))).toBeVisible();
      },
    });
  });

  test('the account page, every settings form refused', async ({ page, stack }) => {
    await signedInAt(page, await verifiedUser(stack), '/account');
    await auditEveryView(page, {
      prepare: async (language) => {
        for (const title of ['account.password.title', 'account.email.title', 'account.delete.title']) {
          const section = page.getByRole('region', { name: t(language, title) });
          await section.locator('button[type="submit"]').click();
          await expect(section.locator('[aria-invalid="true"]').first()).toBeVisible();
        }
      },
    });
  });

  test('the account page of an account not verified yet: the prompt above the settings', async ({ page, stack }) => {
    await signedInAt(page, await unverifiedUser(stack), '/account');
    await auditEveryView(page, {
      prepare: async (language) => {
        await expect(page.getByRole('heading', { name: t(language, 'auth.verify.pending.title') })).toBeVisible();
        await expect(page.getByRole('region', { name: t(language, 'account.delete.title') })).toBeVisible();
      },
    });
  });

  test('an unverified account: the verification panel', async ({ page, stack }) => {
    const [user, { program }] = await Promise.all([unverifiedUser(stack), demoRecords(stack)]);
    await signedInAt(page, user, `/programs/${program}/add-rating`);
    await auditEveryView(page);
  });

  test('the outbox with an item waiting, and its badge in the header', async ({ page, stack }) => {
    const { institution } = await demoRecords(stack);
    // Unverified, the account's items wait (they go once the e-mail is confirmed).
    const user = await unverifiedUser(stack);
    await signedInAt(page, user, '/outbox');
    await seedOutbox(page, [
      { id: clientId(), userId: user.id, payload: institutionRating(institution), label: 'Institut en attente' },
    ]);
    // Written behind Dexie's back, so the page shows it once reloaded.
    await page.reload();
    await auditEveryView(page, {
      prepare: async (language) => {
        await expect(page.getByText(t(language, 'outbox.state.waiting'), { exact: true })).toBeVisible();
        await expect(page.getByRole('banner').locator('a[href="/outbox"]')).toBeVisible();
      },
    });
  });

  test('a profile claim form', async ({ page, stack }) => {
    const { instructor } = await ratedInstructor(stack);
    await signedInAt(page, await verifiedUser(stack), `/instructors/${instructor}/claim`);
    await auditEveryView(page, {
      prepare: async (language) => {
        await expect(page.getByRole('textbox', { name: t(language, 'form.claim.message') })).toBeVisible();
      },
    });
  });

  test('a profile seen by its professor, with a reply published, the reply form and the account page', async ({
    page,
    stack,
  }) => {
    const { instructor, rating } = await ratedInstructor(stack);
    const professor = await professorOf(stack, instructor);
    await publishedReply(stack, professor, rating, 'Thank you: the next exam covers only what we saw in class.');
    await signedInAt(page, professor, `/instructors/${instructor}`);
    await auditEveryView(page, {
      prepare: async (language) => {
        await expect(page.getByText(t(language, 'browse.instructor.verified'))).toBeVisible();
        await expect(page.getByRole('link', { name: t(language, 'browse.reply.edit') })).toBeVisible();
      },
    });
    await page.goto(`/instructors/${instructor}/reply/${rating}`);
    await auditEveryView(page, {
      prepare: async (language) => {
        await expect(page.getByRole('textbox', { name: t(language, 'form.reply.body') })).toBeVisible();
      },
    });
    await page.goto('/account');
    await auditEveryView(page, {
      prepare: async (language) => {
        await expect(page.getByRole('switch', { name: t(language, 'account.mail.newRating') })).toBeVisible();
      },
    });
  });

  test('a moderator: the queues, and the header with its badge', async ({ page, stack }) => {
    const token = await superuserToken(stack);
    const found = await fetch(
      new URL('/api/collections/users/records?filter=(email="moderator@rayek.local")', stack.baseURL),
      { headers: { authorization: token } },
    );
    const moderator = ((await found.json()) as { items: Array<{ id: string }> }).items[0]!;
    await signedInAt(page, await sessionFor(stack, moderator.id), '/moderation');
    await auditEveryView(page, {
      prepare: async (language) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(language, 'moderation.title'));
      },
    });
  });

  test('a moderator: the reports queue filtered by a reason, a report without a comment', async ({ page, stack }) => {
    const { ratings } = await demoRecords(stack);
    const reporter = await verifiedUser(stack);
    const created = await fetch(new URL('/api/collections/reports/records', stack.baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: reporter.token },
      body: JSON.stringify({
        reported_collection: 'institution-rating',
        reported_id: ratings[0],
        report_reason: 'NOT_ABOUT_THIS_RECORD',
        comment: '',
      }),
    });
    expect(created.status).toBe(200);
    await signedInAt(page, await moderatorSession(stack), '/moderation');
    await auditEveryView(page, {
      prepare: async (language) => {
        await page.getByRole('tab', { name: new RegExp(t(language, 'moderation.tab.reports')) }).click();
        await page
          .getByRole('tabpanel')
          .getByLabel(t(language, 'moderation.filter.reason'), { exact: true })
          .selectOption('NOT_ABOUT_THIS_RECORD');
        await expect(
          page.getByRole('tabpanel').getByText(t(language, 'moderation.report.noComment')).first(),
        ).toBeVisible();
      },
    });
  });

  test('a moderator: a profile claim and a professor’s reply waiting', async ({ page, stack }) => {
    const { instructor } = await ratedInstructor(stack);
    await waitingClaim(stack, instructor, `claim-${Date.now()}@univ.e2e.rayek.local`);
    const other = await ratedInstructor(stack);
    await waitingReply(
      stack,
      await professorOf(stack, other.instructor),
      other.rating,
      'Thank you: the next exam covers only what we saw in class.',
    );
    await signedInAt(page, await moderatorSession(stack), '/moderation');
    for (const tab of ['moderation.tab.instructor_claims', 'moderation.tab.rating_replies']) {
      await auditEveryView(page, {
        prepare: async (language) => {
          await page.getByRole('tab', { name: new RegExp(t(language, tab)) }).click();
          await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
        },
      });
    }
  });
});
