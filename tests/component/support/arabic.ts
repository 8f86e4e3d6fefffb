// The interface texts in Arabic, compiled from lang/ar.json by the build's own plugin (vitest.config.ts), so
// the tests read what a reader sees: right to left, Arabic plural forms, the real wording.
import { loadMessagePart, type MessagePart } from '@/lib/i18n/messages';
import { preloadMessages } from '@/lib/i18n/language-store';

const PARTS: readonly MessagePart[] = ['core', 'browse', 'contribute'];

export async function loadArabic(): Promise<void> {
  const loaded = await Promise.all(PARTS.map((part) => loadMessagePart('ar', part)));
  preloadMessages('ar', Object.fromEntries(PARTS.map((part, i) => [part, loaded[i]])));
  document.documentElement.lang = 'ar';
  document.documentElement.dir = 'rtl';
}
