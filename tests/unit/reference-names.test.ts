// The two files of search names beside the frozen reference data cannot drift from it: every key names a real
// reference institution, discipline or specialization, every one of those has its entry, and every value is
// already what the server would store (the migration writes them with plain SQL, past the aliases hook).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LIMITS } from '@contract/limits.js';
import { foldForMatching } from '@contract/matching.js';
import { hasLetterOrDigit, normaliseLine, textLength } from '@contract/text.js';

const dir = path.resolve(import.meta.dirname, '..', '..', 'pocketbase', 'seed', 'reference');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;

type Program = [string, string, string?, string?];
interface Institution {
  name: string;
  programs?: Program[];
}
const institutions = ['grand-tunis', 'nord', 'centre', 'sud', 'prive'].flatMap(
  (file) => readJson<{ institutions: Institution[] }>(`institutions-${file}.json`).institutions,
);
const programs = institutions.flatMap((i) => i.programs ?? []);
const disciplines = new Set(programs.map(([, discipline]) => discipline));
const specializations = new Set(programs.map(([, , pathway]) => pathway ?? '').filter((p) => p !== ''));

const aliasesFile = readJson<{ about: string; aliases: Record<string, string[]> }>('institution-aliases.json');
const arabicFile = readJson<{
  about: string;
  disciplines: Record<string, string>;
  specializations: Record<string, string>;
}>('programs-ar.json');
/** The French texts' bound in the schema (migration 1795300100), which the Arabic ones share. */
const PROGRAM_TEXT_MAX = 300;
const ARABIC_LETTER = /[\u0621-\u064a]/;

describe('institution-aliases.json', () => {
  test('has exactly one entry per reference institution, by its exact name', () => {
    expect(Object.keys(aliasesFile).sort()).toEqual(['about', 'aliases']);
    expect(Object.keys(aliasesFile.aliases).sort()).toEqual(institutions.map((i) => i.name).sort());
  });

  test.each(Object.entries(aliasesFile.aliases))('%s: aliases the server would store as they are', (_, aliases) => {
    expect(Array.isArray(aliases)).toBe(true);
    expect(aliases.length).toBeLessThanOrEqual(LIMITS.aliases.max);
    for (const alias of aliases) {
      expect(normaliseLine(alias), alias).toBe(alias);
      expect(hasLetterOrDigit(alias), alias).toBe(true);
      expect(textLength(alias), alias).toBeLessThanOrEqual(LIMITS.alias.max);
    }
    expect(new Set(aliases.map(foldForMatching)).size).toBe(aliases.length);
  });

  test('most institutions have an alias (the rest have none in real use)', () => {
    const named = Object.values(aliasesFile.aliases).filter((a) => a.length > 0).length;
    expect(named).toBeGreaterThan(institutions.length / 2);
  });
});

describe('programs-ar.json', () => {
  test('names exactly the reference disciplines and specializations', () => {
    expect(Object.keys(arabicFile).sort()).toEqual(['about', 'disciplines', 'specializations']);
    expect(Object.keys(arabicFile.disciplines).sort()).toEqual([...disciplines].sort());
    expect(Object.keys(arabicFile.specializations).sort()).toEqual([...specializations].sort());
  });

  test.each([...Object.entries(arabicFile.disciplines), ...Object.entries(arabicFile.specializations)])(
    '%s: an Arabic name as the server stores texts',
    (_, arabic) => {
      expect(arabic).toMatch(ARABIC_LETTER);
      expect(normaliseLine(arabic)).toBe(arabic);
      expect(textLength(arabic)).toBeLessThanOrEqual(PROGRAM_TEXT_MAX);
    },
  );

  test('words them as the orientation guide does', () => {
    expect(arabicFile.disciplines['Sciences Économiques']).toBe('علوم اقتصادية');
    expect(arabicFile.disciplines['Génie Mécanique']).toBe('هندسة ميكانيكية');
    expect(arabicFile.disciplines['Pharmacie']).toBe('صيدلة');
    expect(arabicFile.disciplines['Informatique de Gestion']).toBe('إعلامية التصرف');
  });
});
