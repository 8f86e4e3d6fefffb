// The checks every Rayek e-mail passes, read from the real mail catcher (lib/mail/mail-layout.js): HTML with a
// plain-text part, the action a button, right to left in Arabic, no token or address visible, fit for 320 px.
import { expect } from 'vitest';
import type { TestServer } from './server';

export type Mail = Awaited<ReturnType<NonNullable<TestServer['mailbox']>['emails']>>[number];

/** What a reader sees of the HTML part: its body's text, tags removed and entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/i, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The checks every Rayek e-mail passes; `action` is the link its button must carry. */
export function expectMailLayout(mail: Mail, language: 'ar' | 'fr' | 'en', action: string) {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  expect(mail.html).toContain(`<html lang="${language}" dir="${dir}">`);
  expect(mail.html).toMatch(new RegExp(`<body dir="${dir}" lang="${language}"`));
  // The action: a link styled as a button (the brand colour as its background), its label a few words.
  const button = new RegExp(
    `<a href="${action.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" style="[^"]*background: #b3262f[^"]*">([^<]+)</a>`,
  ).exec(mail.html.replace(/&amp;/g, '&'));
  expect(button, 'the action is a button').not.toBeNull();
  expect(button![1]!.length).toBeLessThan(60);
  // Nothing of the link shows: no address at all, no token, no word a phone cannot wrap.
  const seen = visibleText(mail.html);
  expect(seen).not.toMatch(/https?:\/\//);
  const token = action.split('/').pop()!;
  expect(seen).not.toContain(token);
  expect(seen.split(/\s+/).filter((w) => w.length > 40)).toEqual([]);
  // The plain-text part carries the link itself.
  expect(mail.text).toContain(action);
  expect(mail.text).not.toMatch(/<[a-z]/i);
  // Inline styles only, no width over a phone's, long words break, the app's page colour.
  expect(mail.html).not.toMatch(/<style|<link|class="/i);
  const widths = [...mail.html.matchAll(/(?<![-\w])(?:min-)?width:\s*(\d+)px/g)].map((m) => Number(m[1]));
  expect(widths.filter((w) => w > 320)).toEqual([]);
  expect(mail.html).not.toMatch(/\swidth="\d+"/);
  expect(mail.html).toContain('overflow-wrap: anywhere');
  expect(mail.html).toContain('background: #fbf8f3');
}

/** The first href of the HTML part (the action comes first). */
export const firstHref = (mail: Mail) => (/href="([^"]+)"/.exec(mail.html)?.[1] ?? '').replace(/&amp;/g, '&');
