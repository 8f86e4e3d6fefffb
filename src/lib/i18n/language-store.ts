// The interface language and its loaded messages. The choice persists in localStorage (`rayek_lang`), where
// the inline script of index.html reads it before first paint to set <html lang dir>. An address may name the
// language (`?lang=fr`, contract/languages.js): the page opens in it and it becomes the choice; the picker moves
// the address to the chosen language's (docs/architecture.md).
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import {
  DEFAULT_LANGUAGE,
  DIRECTIONS,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
  pageLanguage,
  resolveLanguage,
  type Language,
} from '@/domain/languages';
import { ENABLED_LANGUAGES } from '@/lib/config';
import { loadMessagePart, type MessagePart, type Messages } from './messages';

type LoadedParts = Partial<Record<Language, Partial<Record<MessagePart, Messages>>>>;

interface I18nState {
  language: Language;
  /** The messages of `language`, every loaded part merged. */
  messages: Messages;
  loaded: LoadedParts;
  /** The parts the pages shown so far need; a language switch loads all of them before switching. */
  parts: readonly MessagePart[];
}

export const useI18nStore = create<I18nState>(() => ({
  language: DEFAULT_LANGUAGE,
  messages: {},
  loaded: {},
  parts: ['core'],
}));

/**
 * Read the i18n state in a component. Unlike zustand's hook, the server snapshot is the current state, not
 * the initial one: the prerender fills the store before rendering, and hydration must see the same texts.
 */
export function useI18n<T>(select: (state: I18nState) => T): T {
  const read = () => select(useI18nStore.getState());
  return useSyncExternalStore(useI18nStore.subscribe, read, read);
}

function merged(loaded: LoadedParts, language: Language): Messages {
  return Object.assign({}, ...Object.values(loaded[language] ?? {})) as Messages;
}

async function loadParts(language: Language, parts: readonly MessagePart[]): Promise<void> {
  const missing = parts.filter((p) => !useI18nStore.getState().loaded[language]?.[p]);
  const loaded = await Promise.all(missing.map((p) => loadMessagePart(language, p)));
  if (loaded.length === 0) return;
  useI18nStore.setState((s) => {
    const forLanguage = { ...s.loaded[language] };
    missing.forEach((p, i) => (forLanguage[p] = loaded[i]));
    const all = { ...s.loaded, [language]: forLanguage };
    return { loaded: all, messages: s.language === language ? merged(all, language) : s.messages };
  });
}

function store(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

/** The language the page opens in: the address's (`?lang=`, kept as the choice) when enabled, else the stored choice. */
export function readStartLanguage(): Language {
  const named = pageLanguage(new URLSearchParams(location.search).get(LANGUAGE_PARAM));
  if (named && ENABLED_LANGUAGES.includes(named)) {
    store(named);
    return named;
  }
  try {
    return resolveLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), ENABLED_LANGUAGES);
  } catch {
    // Storage can be disabled (private modes, policies): the default language still works.
    return DEFAULT_LANGUAGE;
  }
}

function applyToDocument(language: Language): void {
  const html = document.documentElement;
  html.lang = language;
  html.dir = DIRECTIONS[language];
}

/** Load the interface texts of the first language before the first render. */
export async function startI18n(language: Language): Promise<void> {
  useI18nStore.setState({ language });
  await loadParts(language, ['core']);
}

/** Used by the prerender, which has every part of the default language at hand synchronously. */
export function preloadMessages(language: Language, parts: Partial<Record<MessagePart, Messages>>): void {
  const loaded = { [language]: parts };
  const names = Object.keys(parts) as MessagePart[];
  useI18nStore.setState({ language, loaded, messages: merged(loaded, language), parts: names });
}

/** Several parts at once (e.g. a rating form shows its record's frame: `contribute` and `browse`). */
export async function ensureMessageParts(...parts: MessagePart[]): Promise<void> {
  await Promise.all(parts.map((part) => ensureMessagePart(part)));
}

/** A page that needs a part (the legal texts) waits for it in the current language. */
export async function ensureMessagePart(part: MessagePart): Promise<void> {
  const { parts } = useI18nStore.getState();
  if (!parts.includes(part)) useI18nStore.setState({ parts: [...parts, part] });
  await loadParts(useI18nStore.getState().language, [part]);
}

let latestChoice = 0;

/**
 * Switch language: texts load first, then texts and direction change together. The last choice wins. A choice
 * (`persist`) is stored and moves the address to the language's (the router sees the new search, same page);
 * following another tab moves it only when it names a language.
 */
export async function setLanguage(language: Language, { persist = true } = {}): Promise<void> {
  if (!ENABLED_LANGUAGES.includes(language)) return;
  const ticket = ++latestChoice;
  await loadParts(language, useI18nStore.getState().parts);
  if (ticket !== latestChoice) return;
  if (persist) store(language);
  const url = new URL(location.href);
  if (persist || url.searchParams.has(LANGUAGE_PARAM)) {
    url.searchParams.set(LANGUAGE_PARAM, language);
    history.replaceState(history.state, '', url);
  }
  useI18nStore.setState((s) => ({ language, messages: merged(s.loaded, language) }));
  applyToDocument(language);
}

/** Another tab changed the language: follow it. */
export function followLanguageOfOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== LANGUAGE_STORAGE_KEY) return;
    const language = resolveLanguage(event.newValue, ENABLED_LANGUAGES);
    if (language !== useI18nStore.getState().language) void setLanguage(language, { persist: false });
  });
}
