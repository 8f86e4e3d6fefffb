// What axe cannot see: the keyboard focus ring (it only appears on :focus-visible) and the borders that make a
// text field visible. Each must stand out at 3:1 at least from what is behind it (WCAG 2.4.11 / 1.4.11), on
// the light page, the dark footer and the coloured notifications alike.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { signIn, verifiedUser } from '../outbox/support';
import { demoRecords, unverifiedUser } from './support';

interface Measure {
  /** Ring (or border) colour against what is behind it, by the WCAG formula. */
  contrast: number;
  width: number;
  focusVisible: boolean;
  colours: string;
}

/**
 * Measures, in the page, the contrast of an element's outline (`part: 'outline'`, drawn outside it unless its
 * offset is negative) or of its inline-start border (`part: 'border'`) against the backgrounds behind, blended
 * from the element (or its parent) up to the page's canvas.
 */
function measure(locator: Locator, part: 'outline' | 'border'): Promise<Measure> {
  return locator.evaluate((element, which) => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const numbers = colour.match(/[\d.]+/g)!.map(Number);
      return [numbers[0]!, numbers[1]!, numbers[2]!, numbers[3] ?? 1];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3] + below[3] * (1 - top[3]);
      const mix = (i: number) => (top[i]! * top[3] + below[i]! * below[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const style = getComputedStyle(element);
    const ring = parse(which === 'outline' ? style.outlineColor : style.borderInlineStartColor);
    const width = parseFloat(
      which === 'outline' ? (style.outlineStyle === 'none' ? '0' : style.outlineWidth) : style.borderInlineStartWidth,
    );
    // A ring drawn outside the element lies on its parent; one drawn inside, or a border, on the element's own background.
    let node: Element | null =
      which === 'outline' && parseFloat(style.outlineOffset) >= 0 ? element.parentElement : element;
    if (which === 'border') node = element.parentElement;
    const layers: Rgba[] = [];
    for (; node; node = node.parentElement) {
      const background = parse(getComputedStyle(node).backgroundColor);
      if (background[3] > 0) layers.push(background);
      if (background[3] === 1) break;
    }
    const behind = layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
    const colour = over(ring, behind);
    const [light, dark] = [luminance(colour), luminance(behind)].sort((a, b) => b - a);
    return {
      contrast: Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100,
      width,
      focusVisible: element.matches(':focus-visible'),
      colours: `${String(colour.map(Math.round))} on ${String(behind.map(Math.round))}`,
    };
  }, part);
}

/** Focuses each element as the keyboard does and checks its ring. */
async function expectRings(page: Page, targets: Array<[name: string, locator: Locator]>) {
  // A key press first: focus moved by script after keyboard use shows the ring, as Tab would.
  await page.keyboard.press('Shift');
  for (const [name, locator] of targets) {
    await locator.focus();
    const ring = await measure(locator, 'outline');
    expect(ring.focusVisible, `${name} shows a focus ring`).toBe(true);
    expect(ring.width, `${name}: ring width`).toBeGreaterThanOrEqual(2);
    expect(ring.contrast, `${name}: ring ${ring.colours}`).toBeGreaterThanOrEqual(3);
  }
}

test('focus rings in the header, the page and the footer', async ({ page }) => {
  await page.goto('/institutions');
  const banner = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  await expectRings(page, [
    ['the brand link', banner.getByRole('link', { name: t('ar', 'app.name') })],
    ['a header search link', banner.getByRole('link', { name: t('ar', 'nav.institutions') })],
    [
      'the language button',
      banner.getByRole('button', { name: `${t('ar', 'language.label')} ${t('ar', 'language.ar')}` }),
    ],
    ['the sign-in button', banner.getByRole('button', { name: t('ar', 'auth.signIn') })],
    ['the search box', page.getByRole('searchbox')],
    ['the first result', page.getByRole('main').locator('.result-list a').first()],
    ['the guidelines link', footer.getByRole('link', { name: t('ar', 'footer.guidelines') })],
    ['the terms link', footer.getByRole('link', { name: t('ar', 'footer.terms') })],
    ['the privacy link', footer.getByRole('link', { name: t('ar', 'footer.privacy') })],
    ['the social link', footer.getByRole('link', { name: t('ar', 'footer.social') })],
    ['the contact address', footer.getByRole('link', { name: /@/ })],
  ]);
  await page.setViewportSize({ width: 320, height: 700 });
  await expectRings(page, [['the menu button', banner.getByRole('button', { name: t('ar', 'nav.openMenu') })]]);
});

test('the close button of a notification', async ({ page, stack }) => {
  const { institution } = await demoRecords(stack);
  await page.goto(`/institutions/${institution}/add-rating`);
  await signIn(page, await unverifiedUser(stack));
  // Sending the verification link again says so in a (green) notification.
  await page.getByRole('button', { name: t('ar', 'auth.verify.resend') }).click();
  await expectRings(page, [
    ['the notification close button', page.getByRole('button', { name: t('ar', 'notify.close') })],
  ]);
});

async function expectBorder(name: string, field: Locator) {
  const border = await measure(field, 'border');
  expect(border.width, `${name}: border width`).toBeGreaterThanOrEqual(1);
  expect(border.contrast, `${name}: border ${border.colours}`).toBeGreaterThanOrEqual(3);
}

test('text fields have borders of 3:1', async ({ page, stack }) => {
  const { institution } = await demoRecords(stack);
  await page.goto('/institutions');
  await expectBorder('the search box', page.getByRole('searchbox'));
  await page.goto(`/institutions/${institution}/add-rating`);
  await signIn(page, await verifiedUser(stack));
  await expectBorder('the review', page.getByRole('textbox', { name: t('ar', 'form.review.label') }));
});
