// The language choice: persisted under `rayek_lang`, applied to <html lang dir> together with its texts,
// and the last of several quick choices wins even when the texts arrive out of order.
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Message chunks are compiled by a Vite plugin at build time; here each "chunk" is a tiny catalogue whose
// arrival the test controls.
const pending: Array<{ language: string; part: string; resolve: () => void }> = [];
vi.mock('@/lib/i18n/messages', () => ({
  INTL_LOCALES: { ar: 'ar-TN', fr: 'fr-TN', en: 'en' },
  loadMessagePart: (language: string, part: string) =>
    new Promise((resolve) => {
      pending.push({
        language,
        part,
        resolve: () => resolve({ [`${part}.hello`]: [{ type: 0, value: `${language}:${part}` }] }),
      });
    }),
}));

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

async function freshStore() {
  vi.resetModules();
  pending.length = 0;
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('document', { documentElement: { lang: 'ar', dir: 'rtl' } });
  vi.stubGlobal('location', { href: address, search: new URL(address).search });
  vi.stubGlobal('history', {
    state: { key: 'k' },
    replaceState: (_: unknown, __: string, url: URL) => (address = String(url)),
  });
  return import('@/lib/i18n/language-store');
}

// The page's address (location.href), which the store replaces on a choice.
let address = 'https://rayek.test/institutions/x?q=1';

async function settle(language: string) {
  await vi.waitFor(() => expect(pending.some((p) => p.language === language)).toBe(true));
  for (const p of pending.filter((x) => x.language === language)) p.resolve();
}

describe('language store', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('reads the stored language, falling back to Arabic for unknown values', async () => {
    address = 'https://rayek.test/institutions/x?q=1';
    const store = await freshStore();
    expect(store.readStartLanguage()).toBe('ar');
    localStorage.setItem('rayek_lang', 'fr');
    expect(store.readStartLanguage()).toBe('fr');
    localStorage.setItem('rayek_lang', 'de');
    expect(store.readStartLanguage()).toBe('ar');
  });

  it("opens in the address's language and keeps it as the choice; an unknown one counts as none", async () => {
    address = 'https://rayek.test/institutions/x?lang=en';
    let store = await freshStore();
    localStorage.setItem('rayek_lang', 'fr');
    expect(store.readStartLanguage()).toBe('en');
    expect(localStorage.getItem('rayek_lang')).toBe('en');
    address = 'https://rayek.test/institutions/x?lang=de';
    store = await freshStore();
    localStorage.setItem('rayek_lang', 'fr');
    expect(store.readStartLanguage()).toBe('fr');
  });

  it("moves the address to the chosen language's, keeping the path and the other parameters", async () => {
    address = 'https://rayek.test/institutions/x?q=1&lang=fr';
    const store = await freshStore();
    const started = store.startI18n('fr');
    await settle('fr');
    await started;
    const switching = store.setLanguage('en');
    await settle('en');
    await switching;
    expect(address).toBe('https://rayek.test/institutions/x?q=1&lang=en');
  });

  it('switches texts, <html lang dir> and the stored value together, once the texts have loaded', async () => {
    const store = await freshStore();
    const started = store.startI18n('ar');
    await settle('ar');
    await started;
    expect(store.useI18nStore.getState().messages).toHaveProperty('core.hello');

    const switching = store.setLanguage('fr');
    // Until French arrives, nothing changes: no mix of languages and directions on screen.
    expect(store.useI18nStore.getState().language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await settle('fr');
    await switching;
    expect(store.useI18nStore.getState().language).toBe('fr');
    expect(store.useI18nStore.getState().messages['core.hello']).toEqual([{ type: 0, value: 'fr:core' }]);
    expect(document.documentElement).toEqual({ lang: 'fr', dir: 'ltr' });
    expect(localStorage.getItem('rayek_lang')).toBe('fr');
  });

  it('loads the parts pages asked for (legal texts) in the new language too', async () => {
    const store = await freshStore();
    const started = store.startI18n('ar');
    await settle('ar');
    await started;
    const legal = store.ensureMessagePart('legal');
    await settle('ar');
    await legal;

    const switching = store.setLanguage('en');
    await settle('en');
    await switching;
    const messages = store.useI18nStore.getState().messages;
    expect(messages['core.hello']).toEqual([{ type: 0, value: 'en:core' }]);
    expect(messages['legal.hello']).toEqual([{ type: 0, value: 'en:legal' }]);
  });

  it('keeps the last choice when an earlier one finishes loading later', async () => {
    const store = await freshStore();
    const toFrench = store.setLanguage('fr');
    const toEnglish = store.setLanguage('en');
    await settle('en');
    await toEnglish;
    await settle('fr');
    await toFrench;
    expect(store.useI18nStore.getState().language).toBe('en');
    expect(document.documentElement).toEqual({ lang: 'en', dir: 'ltr' });
    expect(localStorage.getItem('rayek_lang')).toBe('en');
  });
});
