// The 24 governorates as the server stores them, with their Arabic names, and the sectors
// (contract/institutions.js, contract/governorate-names.js).
import { GOVERNORATES_AR } from '@contract/governorate-names.js';
import { GOVERNORATES as NAMES, SECTORS } from '@contract/institutions.js';

export const GOVERNORATES = GOVERNORATES_AR;
export type Governorate = (typeof NAMES)[number];
export const GOVERNORATE_NAMES: readonly Governorate[] = NAMES;

export { SECTORS };
export type Sector = (typeof SECTORS)[number];

export function isGovernorate(value: unknown): value is Governorate {
  return typeof value === 'string' && Object.hasOwn(GOVERNORATES, value);
}

/** The governorate in the reader's language: Arabic readers get the Arabic name. */
export function governorateName(value: string, language: string): string {
  return language === 'ar' && isGovernorate(value) ? GOVERNORATES[value] : value;
}
