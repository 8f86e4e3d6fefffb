// Share on the record pages: the phone's share sheet where the browser has one, else the link copied and said in a
// live region, else the link in a field to copy by hand. What is shared is the page's address in the reader's
// interface language (`?lang=`, docs/architecture.md), on a 360 × 800 phone in Arabic and French.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t, type Language } from '../support/messages';
import { Admin, createTargets } from '../forms/support';
import { useLanguage } from './support';
import { axeViolations } from '../a11y/axe';

interface Shared {
  title?: string;
  text?: string;
  url?: string;
}

declare global {
  interface Window {
    sharedData?: Shared[];
  }
}

/** The three kinds of record page of one fresh institution, with the name each page's title shows in `language`. */
async function recordPages(admin: Admin, language: Language) {
  const { institution, instructor, program } = await createTargets(admin);
  return [
    {
      path: `/institutions/${institution.id}`,
      name: language === 'ar' ? String(institution.name_ar) : institution.name,
    },
    { path: `/instructors/${instructor.id}`, name: instructor.name },
    { path: `/programs/${program.id}`, name: String(program.discipline_major) },
  ];
}

const shareButton = (page: Page, language: Language) =>
  page.getByRole('button', { name: t(language, 'browse.share.button') });

/** Opens a record page with a sort in its address (the reader's view, which the shared address leaves out). */
async function open(page: Page, path: string, name: string) {
  await page.goto(`${path}?sort=helpful`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

for (const language of ['ar', 'fr'] as const) {
  test(`with a share sheet, each record page shares its address in ${language} and its name`, async ({
    page,
    context,
    stack,
  }) => {
    const admin = await Admin.connect(stack);
    const pages = await recordPages(admin, language);
    await useLanguage(context, language);
    await context.addInitScript(() => {
      window.sharedData = [];
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: Shared) => {
          window.sharedData!.push({ title: data.title, text: data.text, url: data.url });
        },
      });
    });
    await page.setViewportSize({ width: 360, height: 800 });
    for (const { path, name } of pages) {
      await open(page, path, name);
      const origin = new URL(page.url()).origin;
      await shareButton(page, language).click();
      await expect.poll(() => page.evaluate(() => window.sharedData!.length)).toBe(1);
      const [shared] = await page.evaluate(() => window.sharedData!);
      expect(shared!.url).toBe(`${origin}${path}?lang=${language}`);
      expect(shared!.title).toBe(name);
      expect(shared!.text).toBe(t(language, 'browse.share.text', { name }));
      // The sheet said it all: no "copied" on the page.
      await expect(page.getByText(t(language, 'browse.share.copied'))).toHaveCount(0);
    }
  });

  test(`without a share sheet, each record page copies its address in ${language} and says so`, async ({
    page,
    context,
    stack,
  }) => {
    const admin = await Admin.connect(stack);
    const pages = await recordPages(admin, language);
    await useLanguage(context, language);
    await context.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
      delete (Navigator.prototype as Partial<Navigator>).canShare;
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseURL });
    await page.setViewportSize({ width: 360, height: 800 });
    for (const { path, name } of pages) {
      await open(page, path, name);
      const origin = new URL(page.url()).origin;
      await shareButton(page, language).click();
      await expect(page.getByRole('status').filter({ hasText: t(language, 'browse.share.copied') })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}${path}?lang=${language}`);
      await noSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}

test('a refused clipboard shows the address to copy by hand; a closed share sheet says nothing', async ({
  page,
  context,
  stack,
}) => {
  const admin = await Admin.connect(stack);
  const [institution] = await recordPages(admin, 'ar');
  await useLanguage(context, 'ar');
  await context.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    delete (Navigator.prototype as Partial<Navigator>).canShare;
    Object.defineProperty(Clipboard.prototype, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')),
    });
  });
  await page.setViewportSize({ width: 320, height: 800 });
  await open(page, institution!.path, institution!.name);
  const origin = new URL(page.url()).origin;
  await shareButton(page, 'ar').focus();
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: t('ar', 'browse.share.manual') });
  await expect(field).toHaveValue(`${origin}${institution!.path}?lang=ar`);
  await expect(field).toBeFocused();
  await expect(field).not.toBeEditable();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // The reader closes the share sheet: an AbortError, which is no failure (the field would come back with one).
  await page.evaluate(() => {
    window.sharedData = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: Shared) => {
        window.sharedData!.push({ url: data.url });
        return Promise.reject(new DOMException('Closed', 'AbortError'));
      },
    });
  });
  await shareButton(page, 'ar').click();
  await expect.poll(() => page.evaluate(() => window.sharedData!.length)).toBe(1);
  // Two frames: what the refusal would have rendered is on screen by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByRole('textbox', { name: t('ar', 'browse.share.manual') })).toHaveCount(0);
  await expect(page.getByText(t('ar', 'browse.share.copied'))).toHaveCount(0);
});
