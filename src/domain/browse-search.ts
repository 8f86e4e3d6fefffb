// What the search pages keep in the URL (text, filters, page), validated: a hand-edited or outdated link falls
// back to "no filter" / page 1 for the bad part instead of failing, so shared links and back/forward always work.
// Plain checks rather than valibot: route search validation is part of the router's entry chunk, which every
// page loads first (landing included), and valibot there cost 2.5 KB gzip of the first-load budget.
import { DIRECTORY_SORTS, PROGRAM_DEGREES } from '@contract/directory.js';
import { PAGE_MAX } from '@contract/limits.js';
import { SEARCH_TEXT_MAX } from '@contract/search.js';
import { GOVERNORATES as GOVERNORATE_NAMES, SECTORS } from '@contract/institutions.js';
import type { Governorate, Sector } from './governorates';
import { RECORD_ID_PATTERN } from './record-id';

/** Longest search text (contract/search.js): the server refuses longer searches. */

/** Trimmed text of 1–100 characters (a number-looking query arrives as a number from the URL parser). */
function text(value: unknown): string | undefined {
  const raw = typeof value === 'number' ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed.length >= 1 && trimmed.length <= SEARCH_TEXT_MAX ? trimmed : undefined;
}

/** A page after the first (page 1 is the absence of the parameter). */
function page(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= PAGE_MAX ? value : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function recordId(value: unknown): string | undefined {
  return typeof value === 'string' && RECORD_ID_PATTERN.test(value) ? value : undefined;
}

/** A list's order (contract/directory.js). Absent: with a text the search's order, else the default order. */
export type ListSort = (typeof DIRECTORY_SORTS)[number];
export type ProgramDegree = (typeof PROGRAM_DEGREES)[number];

export interface InstitutionSearchParams {
  q?: string;
  sector?: Sector;
  governorate?: Governorate;
  sort?: ListSort;
  /** Absent on page 1. */
  page?: number;
}

export interface InstructorSearchParams {
  q?: string;
  institution?: string;
  sort?: ListSort;
  page?: number;
}

export interface ProgramSearchParams extends InstructorSearchParams {
  degree?: ProgramDegree;
}

function compact<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as T;
}

export function parseInstitutionSearch(raw: Record<string, unknown>): InstitutionSearchParams {
  return compact({
    q: text(raw.q),
    sector: oneOf(SECTORS, raw.sector),
    governorate: oneOf(GOVERNORATE_NAMES, raw.governorate),
    sort: oneOf(DIRECTORY_SORTS, raw.sort),
    page: page(raw.page),
  });
}

export function parseInstructorSearch(raw: Record<string, unknown>): InstructorSearchParams {
  return compact({
    q: text(raw.q),
    institution: recordId(raw.institution),
    sort: oneOf(DIRECTORY_SORTS, raw.sort),
    page: page(raw.page),
  });
}

export function parseProgramSearch(raw: Record<string, unknown>): ProgramSearchParams {
  return compact({ ...parseInstructorSearch(raw), degree: oneOf(PROGRAM_DEGREES, raw.degree) });
}

export const RATINGS_PAGE_SIZE = 5;
