// Every interface text exists in Arabic, French and English, with the same keys and the same ICU arguments,
// and parses as ICU (the build compiles them; a broken message would fail there, this says which one).
import { describe, expect, it } from 'vitest';
import { LEGAL_SECTIONS } from '@/domain/legal-sections';
import { LANGUAGES } from '@/domain/languages';
import { catalogues as files, parse } from './lang-catalogues';

function argumentsOf(nodes: unknown[], into = new Set<string>()): Set<string> {
  for (const node of nodes as Array<{
    type: number;
    value?: string;
    options?: Record<string, { value: unknown[] }>;
    children?: unknown[];
  }>) {
    if (((node.type >= 1 && node.type <= 6) || node.type === 8) && node.value) into.add(node.value);
    if (node.options) for (const option of Object.values(node.options)) argumentsOf(option.value, into);
    if (node.children) argumentsOf(node.children, into);
  }
  return into;
}

describe('lang/*.json', () => {
  it('have exactly the same keys in the three languages', () => {
    const reference = Object.keys(files.en!).sort();
    for (const language of LANGUAGES) {
      const keys = Object.keys(files[language]!).sort();
      expect({ language, missing: reference.filter((k) => !keys.includes(k)) }).toEqual({ language, missing: [] });
      expect({ language, extra: keys.filter((k) => !reference.includes(k)) }).toEqual({ language, extra: [] });
    }
  });

  it('have a non-empty, valid ICU message with the same arguments for every key in every language', () => {
    for (const key of Object.keys(files.en!)) {
      const expected = [...argumentsOf(parse(files.en![key]!))].sort();
      for (const language of LANGUAGES) {
        const message = files[language]![key]!;
        expect(message.trim(), `${language} ${key}`).not.toBe('');
        const args = [...argumentsOf(parse(message))].sort();
        expect(args, `${language} ${key}`).toEqual(expected);
      }
    }
  });

  it('have a title, an intro and a heading and body per section for each legal page', () => {
    for (const [page, sections] of Object.entries(LEGAL_SECTIONS)) {
      const wanted = [`legal.${page}.title`, `legal.${page}.intro`];
      for (const section of sections) wanted.push(`legal.${page}.${section}.heading`, `legal.${page}.${section}.body`);
      for (const language of LANGUAGES) {
        const missing = wanted.filter((k) => !(k in files[language]!));
        expect({ language, page, missing }).toEqual({ language, page, missing: [] });
      }
    }
  });

  it('write the Arabic interface in Arabic script', () => {
    const arabic = /[\u0600-\u06ff]/;
    // Language names are written in their own language in every file (endonyms).
    const exempt = new Set(['app.name', 'language.fr', 'language.en']);
    for (const [key, message] of Object.entries(files.ar!)) {
      if (!exempt.has(key)) expect(arabic.test(message), key).toBe(true);
    }
  });
});
