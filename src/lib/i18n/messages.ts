import type { MessageFormatElement } from 'react-intl';
import type { Language } from '@/domain/languages';

/** Messages precompiled to ICU ASTs at build time, so the app ships without react-intl's parser. */
export type Messages = Record<string, MessageFormatElement[]>;

/**
 * The legal texts are long and only three pages need them; the search and record pages' texts only those pages;
 * the forms', outbox's and moderation's texts only the pages where people write. They load apart from the
 * interface texts (first-load budget); scripts/build/prerender-messages.ts says which key goes where.
 */
import type { MessagePart } from '@/domain/served-pages';

export type { MessagePart };

type Loader = () => Promise<{ default: Messages }>;

// Literal import() calls, one per chunk, so the bundler knows every file it may have to load.
const loaders: Record<Language, Record<MessagePart, Loader>> = {
  ar: {
    core: () => import('virtual:messages/ar/core'),
    legal: () => import('virtual:messages/ar/legal'),
    contribute: () => import('virtual:messages/ar/contribute'),
    browse: () => import('virtual:messages/ar/browse'),
  },
  fr: {
    core: () => import('virtual:messages/fr/core'),
    legal: () => import('virtual:messages/fr/legal'),
    contribute: () => import('virtual:messages/fr/contribute'),
    browse: () => import('virtual:messages/fr/browse'),
  },
  en: {
    core: () => import('virtual:messages/en/core'),
    legal: () => import('virtual:messages/en/legal'),
    contribute: () => import('virtual:messages/en/contribute'),
    browse: () => import('virtual:messages/en/browse'),
  },
};

export async function loadMessagePart(language: Language, part: MessagePart): Promise<Messages> {
  return (await loaders[language][part]()).default;
}

/** Locales handed to Intl: Tunisian conventions where they exist (Latin digits in Arabic, as used in Tunisia). */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { ar: 'ar-TN', fr: 'fr-TN', en: 'en' };
