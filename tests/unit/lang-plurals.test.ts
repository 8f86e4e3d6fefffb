// Every count in the interface agrees with its number in the three languages: a message that names
// how many of something (count, seconds, min, max) is an ICU plural, and each plural has its own branch for every
// form the language's plural rules ask for — Arabic's six (zero, one, two, few for 3–10, many for 11–99, other
// for 100+). Which branch a number takes is asked of the real intl-messageformat, not re-derived here.
import { describe, expect, it } from 'vitest';
import type { MessageFormatElement } from 'react-intl';
import { LANGUAGES } from '@/domain/languages';
import { INTL_LOCALES } from '@/lib/i18n/messages';
import { catalogues, format, formatIn, parse } from './lang-catalogues';

/** Arguments that say how many of something: a number the words around it must agree with. */
const COUNTS = new Set(['count', 'seconds', 'min', 'max']);
/** One number of each Arabic plural form (0 zero, 1 one, 2 two, 3 few, 11 many, 100 other). */
const SAMPLES = [0, 1, 2, 3, 11, 100];

type Node = MessageFormatElement & {
  value?: string;
  options?: Record<string, { value: MessageFormatElement[] }>;
  children?: MessageFormatElement[];
};
const PLURAL = 6;
const ARGUMENT_TYPES = new Set([1, 2]);

/** Count arguments printed outside any plural branch, so nothing makes the words agree with them. */
function bareCounts(nodes: MessageFormatElement[], insidePlural = false, found: string[] = []): string[] {
  for (const node of nodes as Node[]) {
    if (!insidePlural && ARGUMENT_TYPES.has(node.type) && node.value && COUNTS.has(node.value)) found.push(node.value);
    const nested = insidePlural || node.type === PLURAL;
    for (const option of Object.values(node.options ?? {})) bareCounts(option.value, nested, found);
    if (node.children) bareCounts(node.children, insidePlural, found);
  }
  return found;
}

function plurals(nodes: MessageFormatElement[], found: Node[] = []): Node[] {
  for (const node of nodes as Node[]) {
    if (node.type === PLURAL) found.push(node);
    for (const option of Object.values(node.options ?? {})) plurals(option.value, found);
    if (node.children) plurals(node.children, found);
  }
  return found;
}

/** The branch a plural takes for `n`, as intl-messageformat picks it: each branch replaced by its own name. */
function branchFor(language: (typeof LANGUAGES)[number], plural: Node, n: number): string {
  const options = Object.fromEntries(
    Object.keys(plural.options ?? {}).map((key) => [key, { value: [{ type: 0, value: key }] }]),
  );
  return formatIn(language, [{ ...plural, options } as MessageFormatElement], { [plural.value!]: n });
}

describe('counts in lang/*.json', () => {
  it('are ICU plurals wherever a message names how many of something, in every language', () => {
    for (const language of LANGUAGES) {
      const bare = Object.entries(catalogues[language])
        .map(([key, message]) => ({ key, bare: bareCounts(parse(message)) }))
        .filter((entry) => entry.bare.length > 0);
      expect({ language, bare }).toEqual({ language, bare: [] });
    }
  });

  it('have a branch of their own for every plural form of the language, never falling back to "other"', () => {
    for (const language of LANGUAGES) {
      const rules = new Intl.PluralRules(INTL_LOCALES[language]);
      const missing: string[] = [];
      for (const [key, message] of Object.entries(catalogues[language])) {
        for (const plural of plurals(parse(message))) {
          for (const n of SAMPLES) {
            const branch = branchFor(language, plural, n);
            if (branch !== `=${n}` && branch !== rules.select(n))
              missing.push(`${key}: ${n} takes "${branch}", not "${rules.select(n)}"`);
          }
        }
      }
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('read as Tunisians write them in Arabic: a plural noun from 3 to 10, the singular from 11 on', () => {
    // The examples of the issue: "25 تقييمات" must read "25 تقييم".
    expect(format('ar', 'browse.reviews', { count: 5 })).toBe('5 تقييمات');
    expect(format('ar', 'browse.reviews', { count: 25 })).toBe('25 تقييم');
    expect(format('ar', 'browse.reviews', { count: 100 })).toBe('100 تقييم');
    expect(format('ar', 'browse.reviews', { count: 2 })).toBe('زوز تقييمات');
  });
});
