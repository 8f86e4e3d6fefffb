// How imported cells are compared and mapped onto the schema's values.
import { GOVERNORATES_AR } from '../../contract/governorate-names.js';
import { normaliseLine } from '../../contract/text.js';

/** Spacing collapsed and trimmed: the form in which text is stored. */
export function clean(value) {
  return String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A cell holding a list separated by "|" (an institution's aliases): each item cleaned as the server cleans it
 * (contract/text.js), so a second import finds the stored list equal; empty items dropped.
 */
export function listOf(value) {
  return String(value ?? '')
    .split('|')
    .map(normaliseLine)
    .filter((item) => item !== '');
}

/**
 * Comparison key for names: case, accents, apostrophe style and spacing do not make another institution
 * ("Ecole Nationale d’Ingénieurs" and "École nationale d'ingénieurs" are one school), everything else does.
 */
export function nameKey(value) {
  return clean(value)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .toLocaleLowerCase('fr');
}

// Stored in English as the schema's select values (contract/institutions.js); lists write them with accents, in
// French or Arabic.
export const GOVERNORATES = Object.entries(GOVERNORATES_AR);

const governorateByKey = new Map();
for (const [english, arabic] of GOVERNORATES) {
  governorateByKey.set(nameKey(english), english);
  governorateByKey.set(nameKey(arabic), english);
}
governorateByKey.set('manouba', 'La Manouba');
governorateByKey.set('kef', 'Le Kef');
governorateByKey.set('el kef', 'Le Kef');

/** The schema's governorate for a cell, or null when it names none of the 24. */
export function governorateOf(value) {
  return governorateByKey.get(nameKey(value).replace(/-/g, ' ')) ?? null;
}

const sectorByKey = new Map([
  ['public', 'PUBLIC'],
  ['publique', 'PUBLIC'],
  ['private', 'PRIVATE'],
  ['prive', 'PRIVATE'],
  ['privee', 'PRIVATE'],
]);

/** PUBLIC, PRIVATE, or null. */
export function sectorOf(value) {
  return sectorByKey.get(nameKey(value)) ?? null;
}

/** An optional select column: the stored value when the cell is empty, the upper-cased value when allowed. */
export function selectOf(value, allowed, fallback) {
  const cell = clean(value)
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (cell === '') return fallback;
  return allowed.includes(cell) ? cell : null;
}
