// A record page shared in a chat app: the preview image its head names is a real 1200 × 630 PNG served by the
// app's server, and the app, once running, keeps the title and description the server wrote (a crawler that runs
// scripts reads the same head as one that does not).
import { test, expect } from '../support/fixtures';
import { Admin, createTargets } from '../forms/support';
import { ratedInstitution } from './support';

/** The served page's head as a link preview reads it (no JavaScript). */
async function servedHead(request: import('@playwright/test').APIRequestContext, address: string) {
  const html = await (await request.get(address)).text();
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const meta = (name: string) =>
    decode(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('description'),
    image: meta('og:image'),
  };
}

test('the preview image of a rated institution is a 1200 × 630 PNG, in each language', async ({ request }) => {
  const institution = await ratedInstitution(request);
  if (!institution) return test.skip(true, 'needs the demo data (RAYEK_E2E_DEMO=0 turns it off)');
  for (const language of ['ar', 'fr', 'en']) {
    const { image } = await servedHead(request, `/institutions/${institution.id}?lang=${language}`);
    expect(image).toMatch(new RegExp(`/previews/institutions-\\d\\d-${language}\\.png$`));
    const answer = await request.get(new URL(image).pathname);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    const png = await answer.body();
    // The PNG signature, then the IHDR chunk's width and height (big-endian).
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // Small enough for a chat app on a slow connection.
    expect(png.length).toBeLessThan(100_000);
  }
});

test('the app keeps the head the server wrote: an institution in Arabic and French, a program with its institution', async ({
  page,
  request,
  stack,
}) => {
  const admin = await Admin.connect(stack);
  const { program } = await createTargets(admin);
  const institution = await ratedInstitution(request);
  const paths = [`/programs/${program.id}`, ...(institution ? [`/institutions/${institution.id}`] : [])];
  // The bare addresses first: an address in French makes French the reader's choice, which a bare one then opens in.
  for (const address of [...paths, ...paths.map((p) => `${p}?lang=fr`)]) {
    const served = await servedHead(request, address);
    await page.goto(address);
    // The app has its figures (the rate link shows once the read model is in): its head is final.
    await expect(page.locator('.record-actions .button').first()).toBeVisible();
    await expect(page).toHaveTitle(served.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', served.description);
  }
});
